import Foundation

/// Writes a file whole or not at all: the data goes to a temporary file in the same folder, is
/// flushed to disk, and is renamed over the old file (`rename(2)` replaces it in one step), so a
/// crash, a full disk or a second writer leaves the old file or the new one, never half of one.
///
/// Foundation's `FileManager.replaceItemAt` is not used: on Linux it can lose the target, leaving
/// only the temporary copy (measured with Swift 6.3.1; see FINDINGS.md).
enum AtomicFile {
    /// Why a file could not be written; the old file, if any, is unchanged.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `data` to `path` (through a symbolic link, to the file it names), keeping the old
    /// file's permissions. `writeAll` writes the bytes to the open temporary file; tests replace it
    /// to simulate a full disk.
    static func write(
        _ data: Data, to path: String,
        writeAll: (Int32, Data) throws -> Void = AtomicFile.writeFully
    ) throws {
        let target = resolvedPath(path)
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary =
            (folder.isEmpty ? "." : folder) + "/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var existing = stat()
        let mode: mode_t = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw Failure(description: "cannot write \(temporary): \(errorText())") }
        do {
            try writeAll(fd, data)
            guard fchmod(fd, mode) == 0 else { throw Failure(description: errorText()) }
            guard fsync(fd) == 0 else { throw Failure(description: "cannot flush \(temporary): \(errorText())") }
            close(fd)
        } catch {
            close(fd)
            unlink(temporary)
            throw Failure(description: "\(error)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw Failure(description: reason)
        }
        // Flush the folder too, so the rename itself survives a crash.
        let folderFD = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        if folderFD >= 0 {
            fsync(folderFD)
            close(folderFD)
        }
    }

    /// Writes all of `data` to `fd`, going on after interrupted writes.
    static func writeFully(_ fd: Int32, _ data: Data) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Failure(description: errorText())
                }
                offset += written
            }
        }
    }

    /// The file a path names, through symbolic links, so that writing replaces the file and not the link.
    static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}
