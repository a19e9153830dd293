import Foundation

/// Starts a program with `posix_spawn`: in a process group of its own, standard input on
/// /dev/null, standard output and error on pipes, and the signals `lessons` catches or ignores set
/// back to their defaults (an ignored signal would otherwise be ignored in the program too).
enum Spawn {
    /// A started program: its process id, which is also its process group's, and the read ends of
    /// its two output pipes (non-blocking).
    struct Child {
        var pid: pid_t
        var output: Int32
        var errors: Int32
        /// The read end of the report pipe (fd 3 in the program), when one was asked for.
        var report: Int32?
        /// The runner's end of the host's channel (`hostChannelFD` in the program, `HostProtocol`), when one was asked for.
        var host: Int32?
    }

    /// The file descriptor of the host's channel in a lesson program. Not 4: Swift's crash handler
    /// puts the crashed program's memory server on fd 4 in the crash reporter it starts (`dup2` in
    /// the child), which the sandbox's seccomp filter refuses for the channel's number, and the
    /// reporter then spoke on the channel (measured: every crash reported as a forgery).
    static let hostChannelFD: Int32 = 9

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Signals set back to their default action in the program.
    static let defaultSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM]

    /// Starts `executable`. Call it with spawns serialised (`Interruption.spawn` does), so that no
    /// other program is started between the making of a pipe and the marking of its ends
    /// close-on-exec, and inherits them.
    static func start(
        _ executable: String, _ arguments: [String], currentDirectory: String?,
        environment: [String: String], reportPipe: Bool = false, hostChannel: Bool = false
    ) throws -> Child {
        var made: [(read: Int32, write: Int32)] = []
        do {
            for _ in 0..<(2 + (reportPipe ? 1 : 0)) { made.append(try pipe()) }
            if hostChannel { made.append(try socketPair()) }
        } catch {
            for pipe in made {
                close(pipe.read)
                close(pipe.write)
            }
            throw error
        }
        let output = made[0]
        let errors = made[1]
        let report = reportPipe ? made[2] : nil
        let host = hostChannel ? made[made.count - 1] : nil
        defer { for pipe in made { close(pipe.write) } }
        func closeReadEnds() { for pipe in made { close(pipe.read) } }

        #if canImport(Glibc) || canImport(Musl)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        if let report { posix_spawn_file_actions_adddup2(&actions, report.write, 3) }
        if let host { posix_spawn_file_actions_adddup2(&actions, host.write, hostChannelFD) }
        if let currentDirectory {
            guard let addChdir = addChdir else {
                closeReadEnds()
                throw Failure(description: "this system cannot start a program in another folder")
            }
            _ = currentDirectory.withCString { addChdir(&actions, $0) }
        }

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            closeReadEnds()
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(status)))")
        }
        for pipe in made {
            _ = fcntl(pipe.read, F_SETFL, fcntl(pipe.read, F_GETFL) | O_NONBLOCK)
        }
        return Child(pid: pid, output: output.read, errors: errors.read, report: report?.read, host: host?.read)
    }

    /// What a lesson program may use, so that one that allocates, writes or forks without end fails
    /// its own check instead of taking the machine (`ProcessRunner` watches the process count).
    struct Limits: Sendable, Equatable, Codable {
        /// Bytes of writable memory (RLIMIT_DATA: the heap, anonymous mappings, thread stacks; not
        /// the address space merely reserved, which glibc's arenas make large on a many-core machine).
        var memory: Int = 4 << 30
        /// Bytes of one file it writes (RLIMIT_FSIZE): past it a write fails (EFBIG), and the thread
        /// gets SIGXFSZ, which ends the program unless the thread blocks it (Dispatch's threads do).
        var fileSize: Int = 256 << 20
        /// Processes and threads it and its children may run at once.
        var processes: Int = 1000

        init() {}
    }

    /// Applies `limits` to the started program `pid`, as both its soft and hard limits (so that its
    /// code cannot raise them), with no core dumps. Done right after the start: the program is still
    /// loading its libraries, long before its own code can allocate. Linux only (`prlimit`); the
    /// real-time and output limits hold everywhere.
    static func apply(_ limits: Limits, to pid: pid_t) {
        #if os(Linux)
        guard let prlimit else { return }
        func set(_ resource: Int32, _ value: Int) {
            var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
            _ = prlimit(pid, resource, &limit, nil)
        }
        set(Int32(RLIMIT_DATA.rawValue), limits.memory)
        set(Int32(RLIMIT_FSIZE.rawValue), limits.fileSize)
        set(Int32(RLIMIT_CORE.rawValue), 0)
        #endif
    }

    #if os(Linux)
    private typealias PRLimit =
        @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32
    /// `prlimit` (glibc 2.13), which Swift's Glibc module does not show, looked up by name.
    private static let prlimit: PRLimit? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prlimit") else { return nil }
        return unsafeBitCast(symbol, to: PRLimit.self)
    }()
    #endif

    /// The host's channel: a pair of connected Unix sockets whose two ends close on exec, the first
    /// the runner's, the second the program's. Not a pipe: the program could open its end again for
    /// reading (`/proc/self/fd/4`) and take the host's lines out of it before the runner reads them;
    /// a socket cannot be opened by a path (ENXIO), and what the program writes on its end only the
    /// runner's end reads.
    private static func socketPair() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        #if canImport(Glibc) || canImport(Musl)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, stream, 0, &fds) == 0 else {
            throw Failure(description: "cannot make a socket pair: \(String(cString: strerror(errno)))")
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // Nothing goes from the runner to the program.
        shutdown(fds[0], Int32(SHUT_WR))
        return (fds[0], fds[1])
    }

    /// A pipe whose two ends close on exec.
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard Foundation.pipe(&fds) == 0 else {
            throw Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    #if canImport(Glibc) || canImport(Musl)
    private typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    #else
    private typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t?>, UnsafePointer<CChar>) -> Int32
    #endif

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, macOS 10.15), which Swift's C module does
    /// not show, looked up by name.
    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()
}
