import Foundation
import Synchronization

/// A folder of the build cache (a built engine, a built snippet) that only the runner writes, and
/// that is trusted only while it is exactly what the runner wrote.
///
/// The runner fills a staging folder of its own, seals it (a manifest of each file's size and
/// content hash; the files made read-only), and renames it into place. A reader verifies the
/// manifest before using an entry: a file changed, added or removed since (a lesson program that
/// wrote where it should not, a disk error, a hand edit) makes the entry damaged, and it is built
/// again. Read-only files stop a program's ordinary writes; the manifest catches the rest (a
/// program run as root ignores file modes).
///
/// The manifest is authenticated: its last line is an HMAC-SHA-256 of the entry's name and the
/// manifest, under a key only `lessons` reads (`CacheKey`). Whoever rewrites an entry's files and
/// its manifest, or puts another sound entry in its place, cannot make the line that goes with them
/// without the key, and the entry is not trusted: it is built or run again.
enum CacheEntry {
    static let manifestName = "manifest"
    /// What starts the manifest's authenticating line.
    static let macPrefix = "mac "

    /// The text an entry's manifest authenticates: its name (what it is in the cache) and its files.
    private static func authenticated(name: String, manifest: Substring) -> [UInt8] {
        Array("entry \(name)\n".utf8) + Array(manifest.utf8)
    }

    /// The name `folder` has in the cache: a staging folder's (`<name>.tmp-<pid>-<UUID>`) is the one
    /// it is published as.
    private static func entryName(_ folder: String) -> String {
        // Foundation's `lastPathComponent` and `range(of:)` cost more than the HMAC here.
        let name = folder.utf8.split(separator: UInt8(ascii: "/")).last.map { Substring($0) } ?? Substring(folder)
        return name.byteRange(of: ".tmp-").map { String(name[..<$0.lowerBound]) } ?? String(name)
    }

    /// Writes the manifest of every file in `folder`, and makes the files read-only.
    static func seal(_ folder: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != manifestName }.sorted()
        var manifest = ""
        for name in names {
            let path = folder + "/" + name
            guard let fingerprint = fingerprint(of: path) else {
                throw AtomicFile.Failure(description: "cannot read \(path) back to seal it: \(AtomicFile.errorText())")
            }
            manifest += "\(fingerprint) \(name)\n"
        }
        let mac = SHA256.mac(
            key: CacheKey.shared, authenticated(name: entryName(folder), manifest: Substring(manifest)))
        manifest += macPrefix + mac.hex + "\n"
        try write(Data(manifest.utf8), to: folder + "/" + manifestName)
        for name in names + [manifestName] {
            let path = folder + "/" + name
            var info = stat()
            if stat(path, &info) == 0 { chmod(path, info.st_mode & ~mode_t(0o222)) }
        }
    }

    /// Whether `folder` holds exactly the files its manifest lists, each as it was sealed.
    ///
    /// An entry this process verified is not read and hashed again while each of its files is the
    /// same file, unchanged: the same inode, size, and modification and change times (a write, a
    /// rename into place or a change of mode sets the change time, which no program can set back).
    /// The engine's entry, 20 MB, was hashed again by each check and trace a test run made: 8 s of
    /// the CPU of `swift test` (`perf record -a`, 2026-12-07).
    static func verify(_ folder: String) -> Bool {
        let stamps = fileStamps(folder)
        if let stamps, verifiedStamps.withLock({ $0[folder] == stamps }) { return true }
        guard verified(folder, keeping: false) != nil else { return false }
        // The stamps were taken before the files were read: a file changed while it was being read
        // has other stamps now, and the entry is not remembered. Nor is an entry changed less than a
        // second before: the kernel keeps a file's times in ticks of a few milliseconds, so a change
        // in the tick of the last one could leave them as they were, where a change a second later
        // cannot.
        if let stamps, fileStamps(folder) == stamps,
            let newest = stamps.map({ Double($0.changed.tv_sec) + Double($0.changed.tv_nsec) / 1e9 }).max(),
            Date().timeIntervalSince1970 - newest > 1
        {
            verifiedStamps.withLock { $0[folder] = stamps }
        }
        return true
    }

    /// The entries `verify` found sound in this process, with their files' stamps then.
    private static let verifiedStamps = Mutex<[String: [FileStamp]]>([:])

    /// What `stat` says of one file of an entry, for `verify`'s memory.
    private struct FileStamp: Equatable {
        var name: String
        var inode: UInt64
        var size: Int64
        var modified: timespec
        var changed: timespec

        static func == (a: FileStamp, b: FileStamp) -> Bool {
            a.name == b.name && a.inode == b.inode && a.size == b.size && a.modified.tv_sec == b.modified.tv_sec
                && a.modified.tv_nsec == b.modified.tv_nsec && a.changed.tv_sec == b.changed.tv_sec
                && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    /// The stamps of every file in `folder`, the folder itself first, by name; nil when one cannot be read.
    private static func fileStamps(_ folder: String) -> [FileStamp]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var stamps: [FileStamp] = []
        for name in [""] + names.sorted() {
            var info = stat()
            guard lstat(name.isEmpty ? folder : folder + "/" + name, &info) == 0 else { return nil }
            #if os(Linux)
            let (modified, changed) = (info.st_mtim, info.st_ctim)
            #else
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
            #endif
            stamps.append(
                FileStamp(
                    name: name, inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified,
                    changed: changed))
        }
        return stamps
    }

    /// The files of `folder` by name, as read to verify them (`verify`), or nil when the entry is not
    /// sound: what is used is what was verified, and each file is read once.
    static func verifiedContents(_ folder: String) -> [String: Data]? { verified(folder, keeping: true) }

    /// Verifies `folder`; the files read, by name, when `keeping` (else none are kept), or nil.
    ///
    /// The manifest is read as bytes (a warm check verifies every entry it uses, and splitting the
    /// manifest's text character by character cost more than hashing the files it lists).
    private static func verified(_ folder: String, keeping: Bool) -> [String: Data]? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + manifestName),
            let present = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return nil }
        let manifest = [UInt8](data)
        let newline = UInt8(ascii: "\n")
        // The last line authenticates the rest, before any file is read.
        guard manifest.last == newline else { return nil }
        let body = manifest.dropLast()
        let lastLine = body.lastIndex(of: newline).map { $0 + 1 } ?? body.startIndex
        let files = manifest[..<lastLine]
        let expected = SHA256.mac(
            key: CacheKey.shared, Array("entry \(entryName(folder))\n".utf8) + files
        ).hex
        guard body[lastLine...].elementsEqual((macPrefix + expected).utf8) else { return nil }
        var listed: Set<String> = [manifestName]
        var contents: [String: Data] = [:]
        for line in files.split(separator: newline) {
            let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
            let name = String(decoding: parts[2], as: UTF8.self)
            let fingerprint = line[parts[0].startIndex..<parts[1].endIndex]
            guard !name.contains("/"), let file = read(folder + "/" + name),
                file.fingerprint.utf8.elementsEqual(fingerprint)
            else {
                return nil
            }
            if keeping { contents[name] = file.data }
            listed.insert(name)
        }
        return Set(present) == listed ? contents : nil
    }

    /// Runs `body` with a staging folder of this run's own in `parent` (named after `prefix`, with
    /// this process's id, so that a later run removes it if this one is killed outright). The folder
    /// is removed when `body` returns, or by `Interruption` if the run is stopped meanwhile; `body`
    /// makes it when it needs it.
    static func withStaging<T>(in parent: String, prefix: String, _ body: (String) throws -> T) rethrows -> T {
        let staging = TemporaryFolders.name(in: parent, prefix: prefix + ".tmp")
        Interruption.shared.removeOnInterrupt(staging)
        defer {
            try? FileManager.default.removeItem(atPath: staging)
            Interruption.shared.forgetPath(staging)
        }
        return try body(staging)
    }

    /// Writes `files` (name and text) into `folder`, made first; their paths.
    static func writeSources(_ files: [(name: String, text: String)], into folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try files.map { file in
            let path = folder + "/" + file.name
            try write(Data(file.text.utf8), to: path)
            return path
        }
    }

    /// Writes a file of a staging folder: no temporary file and no flush to disk, which cost about
    /// 10 ms a file on a busy disk (hundreds per cold check). None is needed: the folder is this run's
    /// own until it is renamed into place, and an entry whose files a crash left short or empty fails
    /// `verify`, and is built again.
    static func write(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw AtomicFile.Failure(description: "cannot write \(path): \(AtomicFile.errorText())") }
        defer { close(fd) }
        try AtomicFile.writeFully(fd, data)
    }

    /// Whether `folder` looks like an entry (it has a manifest), without verifying it.
    static func isPresent(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/" + manifestName)
    }

    /// Renames the sealed `staging` folder to `directory`, replacing a damaged entry there. When a
    /// sound entry is there already (another run built the same thing first, and its program may be
    /// running), that one is kept and `staging` removed.
    static func publish(_ staging: String, as directory: String) throws {
        defer {
            try? FileManager.default.removeItem(atPath: staging)
            Interruption.shared.forgetPath(staging)
        }
        if verify(directory) { return }
        try? FileManager.default.removeItem(atPath: directory)
        guard rename(staging, directory) == 0 else {
            let reason = AtomicFile.errorText()
            if verify(directory) { return }
            throw AtomicFile.Failure(description: "cannot put the build in \(directory): \(reason)")
        }
    }

    /// `size hash` of a regular file, or nil when it cannot be read.
    static func fingerprint(of path: String) -> String? { read(path)?.fingerprint }

    /// A regular file's `size hash`, and what it holds, or nil when it cannot be read.
    private static func read(_ path: String) -> (fingerprint: String, data: Data)? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        var hash = ContentHash()
        hash.add(data)
        return ("\(data.count) \(hash.hex)", data)
    }
}
