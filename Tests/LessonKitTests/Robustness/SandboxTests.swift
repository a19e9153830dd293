import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A lesson step whose view runs `appear` when it appears, checked by `checks`.
private func step(_ title: String, appear: String, checks: String) -> String {
    """
    ## \(title)

    ```swift program
    import SwiftUI
    import Foundation

    struct ContentView: View {
        var body: some View {
            Text("Here")
                .onAppear {
    \(appear)
                }
        }
    }
    ```

    \(checks)

    """
}

/// The results of the lesson made of `steps`, by check title, run with `configure`'s options.
private func run(_ steps: [String], configure: (inout CheckOptions) -> Void = { _ in }) throws -> [String: CheckResult]
{
    Dictionary(
        try checkAll(steps, configure: configure).map { ($0.check.title, $0) }, uniquingKeysWith: { first, _ in first })
}

/// Every check's result of the lesson made of `steps`, in order.
private func checkAll(_ steps: [String], configure: (inout CheckOptions) -> Void = { _ in }) throws -> [CheckResult] {
    let (lesson, diagnostics) = LessonParser.parse("# Sandbox\n\n" + steps.joined(), path: "sandbox.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    var options = CheckOptions()
    options.cacheDirectory = layout.defaultCache
    options.runTimeout = 30
    configure(&options)
    return try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
}

/// Code that tries to read, change and remove `outside`/state.json and to write `escape`, the cache,
/// the engine and itself, and to write in its home; and what it prints when the sandbox holds.
private func fileAttempts(outside: String, escape: String) -> (code: String, expected: String) {
    let attempts = """
                    func attempt(_ what: String, _ done: Bool) { print("\\(what): \\(done ? "done" : "refused")") }
                    let file = "\(outside)/state.json"
                    attempt("read a file outside its home", FileManager.default.contents(atPath: file) != nil)
                    attempt("overwrite it", open(file, O_WRONLY | O_TRUNC) >= 0)
                    attempt("remove it", unlink(file) == 0)
                    attempt("write beside it", open("\(outside)/new.json", O_WRONLY | O_CREAT, 0o644) >= 0)
                    attempt("write in /tmp", open("\(escape)", O_WRONLY | O_CREAT, 0o644) >= 0)
                    attempt("list the cache", (try? FileManager.default.contentsOfDirectory(atPath: "\(layout.defaultCache)")) != nil)
                    attempt("see a shell", access("/bin/sh", F_OK) == 0 || access("/usr/bin/env", F_OK) == 0)
                    attempt("read /etc/passwd", FileManager.default.contents(atPath: "/etc/passwd") != nil)
                    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
                    let engine = maps.split(separator: "\\n").first { $0.hasSuffix("/libViewGraph.so") }.map { String($0[$0.firstIndex(of: "/")!...]) } ?? "?"
                    attempt("rewrite the engine", open(engine, O_WRONLY) >= 0)
                    attempt("rewrite its own program", open(CommandLine.arguments[0], O_WRONLY) >= 0 || chmod(CommandLine.arguments[0], 0o777) == 0)
                    attempt("write in its home", FileManager.default.createFile(atPath: NSHomeDirectory() + "/Documents/mine.json", contents: Data("mine".utf8)))
        """
    let expected = """
        read a file outside its home: refused
        overwrite it: refused
        remove it: refused
        write beside it: refused
        write in /tmp: refused
        list the cache: refused
        see a shell: refused
        read /etc/passwd: refused
        rewrite the engine: refused
        rewrite its own program: refused
        write in its home: done
        """
    return (attempts, expected)
}

#if os(Linux)
@Suite(
    "The sandbox: a program reads only what it must, writes only its home, sees and signals no other process, reaches no network, and leaves nothing running",
    .serialized, .onThreadsOfItsOwn)
struct SandboxTests {
    @Test("A program cannot read, change or remove anything outside its home, nor see the machine's programs")
    func files() throws {
        #expect(Sandbox.shared != nil, "LESSONS_SANDBOX=off is not set")
        let outside = NSTemporaryDirectory() + "lessons-outside-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try "the student's".write(toFile: outside + "/state.json", atomically: true, encoding: .utf8)
        let escape = "/tmp/lessons-escape-\(UUID().uuidString)"
        let (attempts, expected) = fileAttempts(outside: outside, escape: escape)
        let results = try run([step("Files", appear: attempts, checks: "```console play=launch\n\(expected)\n```")])
        let result = try #require(results["Files"])
        #expect(result.status == .passed, "\(result.reason ?? "") \(result.diff ?? "")")
        #expect(try String(contentsOfFile: outside + "/state.json", encoding: .utf8) == "the student's")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["state.json"])
        #expect(!FileManager.default.fileExists(atPath: escape))
    }

    @Test("Each play's home is its own and fresh: no file, extended attribute or time stamp of the play before")
    func freshHomes() throws {
        let code = #"""
                        typealias GetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
                        typealias SetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
                        let libc = dlopen(nil, RTLD_NOW)
                        let getAttribute = unsafeBitCast(dlsym(libc, "getxattr"), to: GetAttribute.self)
                        let setAttribute = unsafeBitCast(dlsym(libc, "setxattr"), to: SetAttribute.self)
                        let documents = NSHomeDirectory() + "/Documents"
                        var secret = [UInt8](repeating: 0, count: 64)
                        let attribute = getAttribute(documents, "user.secret", &secret, secret.count)
                        let files = (try? FileManager.default.contentsOfDirectory(atPath: documents)) ?? []
                        var status = stat()
                        stat(documents, &status)
                        print("left by the play before: \(attribute > 0 || !files.isEmpty || status.st_mtim.tv_sec == 1_000_000 ? "something" : "nothing")")
                        _ = setAttribute(documents, "user.secret", "secret", 6, 0)
                        FileManager.default.createFile(atPath: documents + "/left.txt", contents: Data("left".utf8))
                        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
                        utimensat(AT_FDCWD, documents, &times, 0)
            """#
        let checks = ["launch", "launch; wait 1s", "launch; wait 2s"].map {
            "```console play=\"\($0)\" from=1\nleft by the play before: nothing\n```\n\n"
        }
        let results = try checkAll([step("Fresh", appear: code, checks: checks.joined())]) { $0.jobs = 1 }
        #expect(results.count == 3)
        for result in results { #expect(result.status == .passed, "\(result.reason ?? "") \(result.diff ?? "")") }
    }

    @Test("A home holds 512 MB: a program that writes more is told ENOSPC, and the check says its home is full")
    func boundedHome() throws {
        let code = #"""
                        let chunk = [UInt8](repeating: 7, count: 1 << 20)
                        for index in 0..<3 {
                            let fd = open(NSHomeDirectory() + "/Documents/big\(index)", O_WRONLY | O_CREAT, 0o644)
                            for _ in 0..<200 where write(fd, chunk, chunk.count) != chunk.count {
                                print("write failed: \(String(cString: strerror(errno)))")
                                exit(1)
                            }
                            close(fd)
                        }
                        print("wrote 600 MB")
            """#
        let results = try run([step("Bounded", appear: code, checks: "```console play=launch\nwrote 600 MB\n```")])
        let result = try #require(results["Bounded"])
        #expect(result.status == .failed)
        #expect(result.reason?.contains("the program filled its home's 512 MB") == true, "\(result.reason ?? "")")
    }

    @Test("As a user other than root, the sandbox holds but for the cgroup, and the run says so")
    func unprivileged() throws {
        let lessons = layout.root + "/.build/debug/lessons"
        #expect(FileManager.default.isExecutableFile(atPath: lessons), "swift build first")
        let folder = NSTemporaryDirectory() + "lessons-unprivileged-\(UUID().uuidString)"
        for sub in ["", "/outside", "/home", "/cache"] {
            try FileManager.default.createDirectory(atPath: folder + sub, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "the student's".write(toFile: folder + "/outside/state.json", atomically: true, encoding: .utf8)
        let escape = folder + "/escape"
        let (attempts, expected) = fileAttempts(outside: folder + "/outside", escape: escape)
        try ("# Unprivileged\n\n" + step("Files", appear: attempts, checks: "```console play=launch\n\(expected)\n```"))
            .write(toFile: folder + "/01-unprivileged.md", atomically: true, encoding: .utf8)
        let runner = Process()
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder + "/home"
        environment["TMPDIR"] = folder + "/home"
        environment.removeValue(forKey: "XDG_CACHE_HOME")
        let arguments = ["check", folder + "/01-unprivileged.md", "--cache-dir", folder + "/cache"]
        if getuid() == 0 {
            // Root drops to `nobody`, who owns the folders: without the sandbox it could write them all.
            for path in [
                folder, folder + "/outside", folder + "/outside/state.json", folder + "/home", folder + "/cache",
            ] { chown(path, 65534, 65534) }
            runner.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            runner.arguments = ["--reuid", "65534", "--regid", "65534", "--clear-groups", lessons] + arguments
        } else {
            runner.executableURL = URL(fileURLWithPath: lessons)
            runner.arguments = arguments
        }
        runner.environment = environment
        let errors = Pipe()
        let output = Pipe()
        runner.standardError = errors
        runner.standardOutput = output
        try runner.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        runner.waitUntilExit()
        #expect(runner.terminationStatus == 0, "\(report)\n\(said)")
        #expect(try String(contentsOfFile: folder + "/outside/state.json", encoding: .utf8) == "the student's")
        #expect(!FileManager.default.fileExists(atPath: escape))
        if getuid() == 0 {
            #expect(said.contains("Note: the sandbox runs with no cgroup"), "\(said)")
            #expect(!said.contains("no namespaces") && !said.contains("no Landlock"), "\(said)")
        }
    }

    @Test("A program sees and signals no process but its own, and reaches no network")
    func processesAndNetwork() throws {
        // A listener the program would reach on this machine's loopback, were it on this machine's network.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        #expect(bound && listen(listener, 4) == 0)
        let port = UInt16(bigEndian: address.sin_port)
        let code = """
                        func attempt(_ what: String, _ done: Bool) { print("\\(what): \\(done ? "done" : "refused")") }
                        attempt("stop the runner", kill(\(getpid()), SIGSTOP) == 0)
                        attempt("signal the runner", kill(\(getpid()), 0) == 0)
                        var others = 0
                        for pid in 2..<32768 where pid_t(pid) != getpid() && kill(pid_t(pid), 0) == 0 { others += 1 }
                        attempt("see another process", others > 0)
                        let cmdline = FileManager.default.contents(atPath: "/proc/1/cmdline") ?? Data()
                        attempt("read the init's command line", !cmdline.isEmpty || FileManager.default.fileExists(atPath: "/proc/1"))
                        let listed = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
                        attempt("list another process in /proc", listed.contains { $0 != getpid() })
                        attempt("read its own command line", !(FileManager.default.contents(atPath: "/proc/self/cmdline") ?? Data()).isEmpty)
                        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                        var address = sockaddr_in()
                        address.sin_family = sa_family_t(AF_INET)
                        address.sin_port = UInt16(\(port)).bigEndian
                        address.sin_addr.s_addr = inet_addr("127.0.0.1")
                        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 } }
                        attempt("connect to the machine's loopback", connected)
            """
        let expected = """
            stop the runner: refused
            signal the runner: refused
            see another process: refused
            read the init's command line: refused
            list another process in /proc: refused
            read its own command line: done
            connect to the machine's loopback: refused
            """
        let results = try run([step("Processes", appear: code, checks: "```console play=launch\n\(expected)\n```")])
        let result = try #require(results["Processes"])
        #expect(result.status == .passed, "\(result.reason ?? "") \(result.diff ?? "")")
    }

    @Test(
        "A program cannot take back what the sandbox took: no mount of its own, no limit raised, no device, no chroot, no init ended or traced, no socket of the machine's"
    )
    func takesBack() throws {
        // Outside the sandbox (LESSONS_SANDBOX=off) as root, these would rename the machine and make a device.
        try #require(Sandbox.shared != nil, "LESSONS_SANDBOX=off is not set")
        // An abstract socket of this machine's network namespace, which the program would reach were it in it.
        let name = "lessons-abstract-\(UUID().uuidString.prefix(8))"
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = [UInt8(0)] + Array(name.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { for (index, byte) in path.enumerated() { $0[index] = byte } }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + path.count)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 }
        }
        #expect(bound && listen(listener, 4) == 0)
        let code = """
                        func attempt(_ what: String, _ done: Bool) { print("\\(what): \\(done ? "done" : "refused")") }
                        let libc = dlopen(nil, RTLD_NOW)
                        typealias Unshare = @convention(c) (Int32) -> Int32
                        typealias Ptrace = @convention(c) (Int32, pid_t, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int
                        let unshare = unsafeBitCast(dlsym(libc, "unshare"), to: Unshare.self)
                        let ptrace = unsafeBitCast(dlsym(libc, "ptrace"), to: Ptrace.self)
                        // In a child: a new user namespace changes who the process is.
                        let child = fork()
                        if child == 0 {
                            let made = unshare(0x1000_0000 | 0x0002_0000) == 0  // CLONE_NEWUSER | CLONE_NEWNS
                            _exit(made && mount("tmpfs", "/usr", "tmpfs", 0, nil) == 0 ? 0 : 1)
                        }
                        var status: Int32 = 0
                        waitpid(child, &status, 0)
                        attempt("mount over the root in a namespace of its own", status == 0)
                        var limit = rlimit()
                        getrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
                        limit.rlim_max = limit.rlim_max &+ 1
                        limit.rlim_cur = limit.rlim_max
                        attempt("raise its memory limit", setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit) == 0)
                        attempt("make a device", mknod(NSHomeDirectory() + "/disk", S_IFBLK | 0o600, 8 << 8) == 0)
                        attempt("chroot", chroot(NSHomeDirectory()) == 0)
                        attempt("become another user", setuid(1000) == 0)
                        attempt("rename the machine", sethostname("escaped", 7) == 0)
                        attempt("write a setting of the kernel's", open("/proc/sys/kernel/hostname", O_WRONLY) >= 0)
                        attempt("make itself unkillable by the OOM killer", { let fd = open("/proc/self/oom_score_adj", O_WRONLY); return fd >= 0 && write(fd, "-1000", 5) == 5 }())
                        attempt("trace the init", ptrace(16, 1, nil, nil) == 0)  // PTRACE_ATTACH
                        kill(1, SIGKILL)
                        usleep(200_000)
                        attempt("end the init (it would end this program too)", false)
                        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                        var address = sockaddr_un()
                        address.sun_family = sa_family_t(AF_UNIX)
                        let path = [UInt8(0)] + Array("\(name)".utf8)
                        withUnsafeMutableBytes(of: &address.sun_path) { for (index, byte) in path.enumerated() { $0[index] = byte } }
                        let length = socklen_t(MemoryLayout<sa_family_t>.size + path.count)
                        attempt("reach an abstract socket of the machine", withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, length) == 0 } })
            """
        let expected = """
            mount over the root in a namespace of its own: refused
            raise its memory limit: refused
            make a device: refused
            chroot: refused
            become another user: refused
            rename the machine: refused
            write a setting of the kernel's: refused
            make itself unkillable by the OOM killer: refused
            trace the init: refused
            end the init (it would end this program too): refused
            reach an abstract socket of the machine: refused
            """
        let results = try run([step("Takes back", appear: code, checks: "```console play=launch\n\(expected)\n```")])
        let result = try #require(results["Takes back"])
        #expect(result.status == .passed, "\(result.reason ?? "") \(result.diff ?? "")")
    }

    @Test("What a program starts ends with it, even with its marker erased and in a session of its own")
    func strays() throws {
        let name = newProcessName()
        let results = try run([
            step(
                "Stray", appear: startStray(named: name) + "\n            print(\"x\")",
                checks: "```console play=launch\nx\n```")
        ])
        let result = try #require(results["Stray"])
        #expect(result.status == .passed, "\(result.reason ?? "") \(result.diff ?? "")")
        #expect(processes(named: name).isEmpty, "\(name) outlived its program")
    }

    @Test("Threads past the limit are refused by the kernel and reported, with the marker erased")
    func threads() throws {
        let name = newProcessName()
        let code =
            startStray(named: name) + """

                            var started = 0
                            for _ in 0..<1500 {
                                var thread = pthread_t()
                                guard pthread_create(&thread, nil, { _ in sleep(60); return nil }, nil) == 0 else { break }
                                started += 1
                            }
                            print("started \\(started)")
                """
        let results = try run([step("Threads", appear: code, checks: "```console play=launch\nstarted 1500\n```")]) {
            $0.limits.processes = 200
        }
        let result = try #require(results["Threads"])
        #expect(result.status == .failed)
        #expect(
            result.reason?.contains("the program ran more than 200 processes and threads at once") == true,
            "\(result.reason ?? "")")
        #expect(processes(named: name).isEmpty)
    }

    @Test("Shared memory counts against the memory limit")
    func sharedMemory() throws {
        let code = """
                        let size = 512 << 20
                        let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
                        if memory == MAP_FAILED { print("refused") } else { memset(memory!, 1, size); print("held") }
            """
        let results = try run([step("Shared", appear: code, checks: "```console play=launch\nheld\n```")]) {
            $0.memoryLimit = 256 << 20
        }
        let result = try #require(results["Shared"])
        #expect(result.status == .failed)
        let reason = result.reason ?? ""
        #expect(
            reason.contains("the program used more than 256 MB of memory") || reason.contains("refused"), "\(reason)")
    }

    @Test("Killing lessons with SIGKILL ends its programs and all they started")
    func killedRunner() throws {
        let lessons = layout.root + "/.build/debug/lessons"
        #expect(FileManager.default.isExecutableFile(atPath: lessons), "swift build first")
        let folder = NSTemporaryDirectory() + "lessons-killed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = newProcessName()
        let spinner = startStray(named: name) + "\n" + nameThread(name) + "\n            while true {}"
        try ("# Killed\n\n" + step("Spins", appear: spinner, checks: "```console play=launch\nx\n```"))
            .write(toFile: folder + "/killed.md", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder + "/tmp"
        func start(_ file: String) throws -> Process {
            let runner = Process()
            runner.executableURL = URL(fileURLWithPath: lessons)
            runner.arguments = ["check", file, "--cache-dir", layout.defaultCache]
            runner.environment = environment
            runner.standardOutput = FileHandle.nullDevice
            runner.standardError = FileHandle.nullDevice
            try runner.run()
            return runner
        }
        let runner = try start(folder + "/killed.md")
        let deadline = Date().addingTimeInterval(120)
        while processes(named: name).count < 2 && Date() < deadline && runner.isRunning { usleep(50_000) }
        #expect(processes(named: name).count == 2, "the program and its stray run")
        kill(runner.processIdentifier, SIGKILL)
        runner.waitUntilExit()
        let gone = Date().addingTimeInterval(5)
        while !processes(named: name).isEmpty && Date() < gone { usleep(20_000) }
        #expect(processes(named: name).isEmpty, "\(name) outlived `lessons`")

        // What the killed run left in its temporary folder (its sandbox's empty root) goes with the next run.
        func left() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/tmp")) ?? []).filter {
                $0.hasPrefix("lessons-")
            }
        }
        let killed = left()
        #expect(killed.contains { $0.hasPrefix("lessons-sandbox-root-\(runner.processIdentifier)-") }, "\(killed)")
        try
            ("# Quick\n\n"
            + step("Prints", appear: "            print(\"x\")", checks: "```console play=launch\nx\n```"))
            .write(toFile: folder + "/quick.md", atomically: true, encoding: .utf8)
        let next = try start(folder + "/quick.md")
        next.waitUntilExit()
        let after = left()
        #expect(after.isEmpty, "\(after)")
    }
}
#endif
