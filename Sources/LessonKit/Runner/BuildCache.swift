import Foundation

/// The folders builds and plays are written in, checked before any work starts: a cache or a
/// temporary folder that cannot be written is said to be one, with what to do, instead of
/// surfacing later as a lesson's code that "does not build".
enum BuildCache {
    /// Makes `folder` (and its `snippets/`), proves it writable, and removes what runs that were
    /// killed outright left in it. `isCache` says whether `folder` is the build cache (else the
    /// temporary folder) for the message; a folder with less than `minimumRoom` bytes free is full.
    static func prepare(_ folder: String, isCache: Bool, minimumRoom: Int = BuildCache.minimumRoom) throws {
        let role: RunnerError.BuildFolder = isCache ? .cache(folder) : .temporary(folder)
        // A file where the folder should be (`--cache-dir /dev/null`) is no matter of permissions.
        if let (path, kind) = fileInTheWay(of: folder) {
            throw RunnerError.folderInTheWay(role, path: path, kind: kind)
        }
        for path in isCache ? [folder, folder + "/snippets"] : [folder] {
            if let reason = makeFolders(path) {
                throw RunnerError.folderNotWritable(role, reason: reason)
            }
            let probe = path + "/.write-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else {
                throw RunnerError.folderNotWritable(role, reason: AtomicFile.errorText())
            }
            close(fd)
            unlink(probe)
            // A full file system still lets an empty file be made: ask it how much room is left.
            var room = statvfs()
            if statvfs(path, &room) == 0, Int(room.f_bavail) * Int(room.f_frsize) < minimumRoom {
                throw RunnerError.folderFull(role, free: Int(room.f_bavail) * Int(room.f_frsize), needed: minimumRoom)
            }
        }
        if isCache {
            for part in ["", "/snippets", "/batches", "/plays", "/engine-stamps"] {
                TemporaryFolders.removeStale(in: folder + part, marker: ".tmp-")
            }
        } else {
            TemporaryFolders.removeStale(
                in: folder, markers: ["lessons-play-", "lessons-scratch-", "lessons-engine-", "lessons-sandbox-root-"])
        }
    }

    /// The least room a folder for builds and plays must have: a program's copy in a play's home
    /// is about a megabyte.
    static let minimumRoom = 4 << 20

    /// The first of `path` and the folders above it that exists and is not a folder, with what it
    /// is (`a regular file`, `a device`…), or nil.
    static func fileInTheWay(of path: String) -> (path: String, kind: String)? {
        var current = ""
        for component in path.split(separator: "/") {
            current += (current.isEmpty && !path.hasPrefix("/") ? "" : "/") + component
            var info = stat()
            guard stat(current, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT != S_IFDIR { return (current, fileKind(info.st_mode)) }
        }
        return nil
    }

    /// What a file of mode `mode` is, in words: `a regular file`, `a device`, `a named pipe (FIFO)`…
    static func fileKind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// Makes `path` and the folders above it (`mkdir -p`); the system's reason when it cannot.
    static func makeFolders(_ path: String) -> String? {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) == 0 { continue }
            let error = errno
            var info = stat()
            guard error == EEXIST, stat(current, &info) == 0 else { return String(cString: strerror(error)) }
            if info.st_mode & S_IFMT != S_IFDIR {
                return "\(current) is \(String(cString: strerror(ENOTDIR)).lowercased())"
            }
        }
        return nil
    }
}
