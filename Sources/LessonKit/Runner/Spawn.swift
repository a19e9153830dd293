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
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Signals set back to their default action in the program.
    static let defaultSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM]

    /// Starts `executable`. Call it with spawns serialised (`Interruption.spawn` does), so that no
    /// other program is started between the making of a pipe and the marking of its ends
    /// close-on-exec, and inherits them.
    static func start(_ executable: String, _ arguments: [String], currentDirectory: String?,
                      environment: [String: String]) throws -> Child {
        let output = try pipe()
        let errors: (read: Int32, write: Int32)
        do { errors = try pipe() } catch {
            close(output.read)
            close(output.write)
            throw error
        }
        defer {
            close(output.write)
            close(errors.write)
        }
        func closeReadEnds() {
            close(output.read)
            close(errors.read)
        }

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
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

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
        for fd in [output.read, errors.read] {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        return Child(pid: pid, output: output.read, errors: errors.read)
    }

    /// A pipe whose two ends close on exec.
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard Foundation.pipe(&fds) == 0 else { throw Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    #if canImport(Glibc) || canImport(Musl)
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    #else
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t?>, UnsafePointer<CChar>) -> Int32
    #endif

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, macOS 10.15), which Swift's C module does
    /// not show, looked up by name.
    private static let addChdir: AddChdir? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()
}
