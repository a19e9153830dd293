import Foundation

/// Finds and kills the processes a program started, wherever they went.
///
/// Each program the runner starts gets a marker in its environment (`LESSONS_PROCESS=<run>/<n>`),
/// which its children inherit. A process group is not enough: Foundation's `Process` puts each
/// child in a group of its own (measured: Swift 6.3.1 on Linux), and so does the Swift driver for
/// the compiler's jobs. On Linux, every process of this user whose environment holds the marker
/// is found in `/proc`; elsewhere only the program's group is reached.
enum ProcessTree {
    /// Kills every process whose environment holds `marker` (a whole marker, or a prefix ending in
    /// `/` for all of a run's), until none is left; returns how many were killed.
    @discardableResult
    static func kill(marker: String) -> Int {
        var killed = 0
        for _ in 0..<10 {
            let found = processes(withMarker: marker)
            if found.isEmpty { break }
            for pid in found where Foundation.kill(pid, SIGKILL) == 0 { killed += 1 }
        }
        return killed
    }

    /// The processes whose environment holds `marker`.
    static func processes(withMarker marker: String) -> [pid_t] {
        #if os(Linux)
        let needle = Array("\(Interruption.markerVariable)=\(marker)".utf8)
        let prefixOnly = marker.hasSuffix("/")
        let me = getpid()
        guard let folder = opendir("/proc") else { return [] }
        defer { closedir(folder) }
        var found: [pid_t] = []
        var buffer = [UInt8](repeating: 0, count: 256 << 10)
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name), pid != me else { continue }
            let fd = open("/proc/\(pid)/environ", O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            let count = read(fd, &buffer, buffer.count)
            close(fd)
            guard count > 0 else { continue }
            if contains(buffer[0..<count], needle, wholeValue: !prefixOnly) { found.append(pid) }
        }
        return found
        #else
        return []
        #endif
    }

    /// Whether the NUL-separated `environment` has an entry that starts with `needle` (and, with
    /// `wholeValue`, ends there).
    static func contains(_ environment: ArraySlice<UInt8>, _ needle: [UInt8], wholeValue: Bool) -> Bool {
        var start = environment.startIndex
        while start < environment.endIndex {
            let end = environment[start...].firstIndex(of: 0) ?? environment.endIndex
            let entry = environment[start..<end]
            if entry.starts(with: needle) && (!wholeValue || entry.count == needle.count) { return true }
            start = end + 1
        }
        return false
    }
}
