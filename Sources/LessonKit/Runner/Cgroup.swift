import Foundation
import Synchronization

/// A control group of one program (cgroup v1's `memory` and `pids` controllers), where this
/// process may make one: its processes and threads together, and its memory (shared memory and
/// files in memory too), are bounded by the kernel, however they were started and whatever they
/// erase of their environment. The groups are made under this process's own (so that a limit put
/// on `lessons` holds for its programs too), in a folder `lessons-PID` that goes with the run.
final class Cgroup {
    /// The `cgroup.procs` files the program joins.
    let processFiles: [String]
    private let folders: [String]

    private init(folders: [String]) {
        self.folders = folders
        processFiles = folders.map { $0 + "/cgroup.procs" }
    }

    /// The folders this process makes its programs' groups in (memory, pids), or nil when it may not.
    private static let parents: [String]? = {
        #if os(Linux)
        guard let own = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8) else { return nil }
        var found: [String] = []
        for controller in ["memory", "pids"] {
            // `4:memory:/process_api/291d…`: the group this process is in, in that hierarchy.
            guard
                let line = own.split(separator: "\n").first(where: {
                    $0.split(separator: ":").dropFirst().first == Substring(controller)
                }),
                let path = line.split(separator: ":", maxSplits: 2).last
            else { return nil }
            let mount = "/sys/fs/cgroup/" + controller
            guard FileManager.default.fileExists(atPath: mount + "/cgroup.procs") else { return nil }
            let base = mount + (path == "/" ? "" : String(path))
            removeStale(in: base)
            let parent = base + "/lessons-\(getpid())"
            guard mkdir(parent, 0o755) == 0 || errno == EEXIST else { return nil }
            found.append(parent)
        }
        atexit { Cgroup.removeOwn() }
        Interruption.shared.onInterrupt { Cgroup.removeOwn() }
        return found
        #else
        return nil
        #endif
    }()

    /// How many groups this process has made: each one's number.
    private static let counter = Mutex(0)

    /// A group for one program within `limits`, or nil where none can be had.
    static func make(_ limits: Spawn.Limits) -> Cgroup? {
        guard let parents else { return nil }
        let number = counter.withLock {
            $0 += 1
            return $0
        }
        let name = "/\(number)"
        let folders = parents.map { $0 + name }
        for folder in folders where mkdir(folder, 0o755) != 0 {
            folders.forEach { rmdir($0) }
            return nil
        }
        let group = Cgroup(folders: folders)
        guard write(String(limits.memory), to: folders[0] + "/memory.limit_in_bytes"),
            write(String(limits.processes), to: folders[1] + "/pids.max")
        else {
            group.remove()
            return nil
        }
        // Swap counted with memory, where the kernel counts it (no swap: the file is absent).
        _ = write(String(limits.memory), to: folders[0] + "/memory.memsw.limit_in_bytes")
        return group
    }

    /// The most memory the group had at once, in bytes.
    var peakMemory: Int { Int(Self.read(folders[0] + "/memory.max_usage_in_bytes") ?? "") ?? 0 }

    /// Whether the group's memory reached its limit at least once (`memory.failcnt`, the times the
    /// kernel refused it a page and had to reclaim or wait): a program held there makes no progress.
    var reachedMemoryLimit: Bool { (Int(Self.read(folders[0] + "/memory.failcnt") ?? "") ?? 0) > 0 }

    /// How many processes and threads the group has now (`pids.current`), or nil.
    var tasks: Int? { Int(Self.read(folders[1] + "/pids.current") ?? "") }

    /// Whether the group was refused a process or thread for its limit (`pids.events`: `max N`).
    var refusedProcesses: Bool {
        guard let events = Self.read(folders[1] + "/pids.events") else { return false }
        return events.split(separator: " ").last.flatMap { Int($0) }.map { $0 > 0 } ?? false
    }

    /// Removes the group; the kernel refuses while a process is in it (one killed a moment ago).
    func remove() {
        for folder in folders {
            for _ in 0..<50 {
                if rmdir(folder) == 0 || errno == ENOENT { break }
                usleep(2000)
            }
        }
    }

    /// Removes the groups of runs that ended without removing theirs (killed with `kill -9`).
    private static func removeStale(in base: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return }
        for name in names where name.hasPrefix("lessons-") {
            guard let pid = pid_t(name.dropFirst("lessons-".count)), pid != getpid(), !TemporaryFolders.isRunning(pid)
            else { continue }
            removeTree(base + "/" + name)
        }
    }

    /// Removes this process's groups (at its end, or when it is interrupted).
    private static func removeOwn() {
        parents?.forEach(removeTree)
    }

    /// Removes a group and the groups in it (a group's folder holds only the kernel's files, which go with it).
    private static func removeTree(_ folder: String) {
        for child in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            var status = stat()
            if stat(folder + "/" + child, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                rmdir(folder + "/" + child)
            }
        }
        rmdir(folder)
    }

    private static func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return Foundation.write(fd, bytes, bytes.count) == bytes.count
    }

    private static func read(_ path: String) -> String? {
        ThreadWatch.smallFile(path)?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
