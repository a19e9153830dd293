import Foundation
import HostContract

/// The host's side of `HostProtocol`: where its lines go, and how they start.
struct HostChannel {
    /// The channel's file descriptor, or nil: standard output.
    let fd: Int32?
    /// What starts each host line.
    let lineStart: String
    /// What starts the line on standard output where an action begins.
    let boundary: String
    /// Which open file the channel was when the host took it, to tell when the program closed it or
    /// put another file in its place.
    var identity: FileIdentity? = nil

    /// Whether the channel is still the pipe the host took (always, without a channel).
    var isIntact: Bool { fd.map { FileIdentity($0) == identity } ?? true }

    /// This run's channel: taken once, when the host starts.
    static let shared: HostChannel = {
        guard let value = getenv(HostProtocol.channelVariable), let fd = Int32(String(cString: value)),
            fd > 2, fcntl(fd, F_GETFD) >= 0
        else {
            return HostChannel(
                fd: nil, lineStart: HostProtocol.lineStart(nonce: ""), boundary: HostProtocol.lineStart(nonce: ""))
        }
        unsetenv(HostProtocol.channelVariable)
        return take(fd)
    }()

    /// The channel on `fd`, taken: marked close-on-exec, its nonces drawn and said first, with the
    /// version of the contract this engine was built with (`HostProtocol.Hello`), which the runner
    /// checks against its own.
    static func take(_ fd: Int32) -> HostChannel {
        // Not inherited by what the app starts (outside the sandbox; in it, refused, and harmless).
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let nonce = newNonce()
        let boundary = newNonce()
        let channel = HostChannel(
            fd: fd, lineStart: HostProtocol.lineStart(nonce: nonce), boundary: HostProtocol.lineStart(nonce: boundary),
            identity: FileIdentity(fd))
        channel.write(HostProtocol.Hello(nonce: nonce, boundary: boundary).line + "\n")
        return channel
    }

    /// Writes a host line of `kind`.
    func emit(_ kind: String, _ line: Substring) {
        guard fd != nil else {
            print("\(lineStart)\(kind) \(line)")
            return
        }
        if HostProtocol.markedKinds.contains(kind) {
            // What the app printed before this line came before it: an earlier action's, or, for a
            // trace event, the body or action that ran before it. A line the app left without its
            // newline is cut there.
            StandardStreams.flushOutput()
            print(kind == "action" ? "\(boundary)action \(line)" : "\(boundary)\(kind)")
            StandardStreams.flushOutput()
        }
        write("\(lineStart)\(kind) \(line)\n")
    }

    private func write(_ text: String) {
        guard let fd else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            bytes = bytes.dropFirst(count)
        }
    }

    /// 128 random bits in hex.
    private static func newNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}

#if os(Linux)
/// The host takes its channel when the engine is loaded: the dynamic loader runs a library's
/// initializers before any of the program's own, so no code of the lesson's, an initializer of its
/// own (`@section(".init_array")`) included, runs before the channel is the host's and its nonces
/// are said (the runner does not run a program with a `.preinit_array`, which runs earlier). In the
/// sandbox the program can then neither replace nor close the channel (the launcher's seccomp filter).
@section(".init_array") @used
private let takeChannelWhenLoaded: @convention(c) () -> Void = { _ = HostChannel.shared }
#endif

/// The entry point the runner gives every lesson program: the host runs `app`, whatever the app's
/// type declares (its own `static func main` never runs). Not for lesson code.
@MainActor
public func __lessonsHostEntry<A: App>(_ app: A.Type) async {
    await Host.runCommandLine { A() }
}

extension Host {
    /// Runs a lesson program: launches the app, plays the actions given as arguments, reports.
    ///
    /// Arguments: the device, when the lesson names one (`--device=iPhone 13|landscape|18`), then
    /// each action as its own argument (`launch`, `tap Count: 0`, `wait 2s`).
    static func runCommandLine<A: App>(_ makeApp: () -> A) async {
        StandardStreams.bufferOutputByLine()
        _ = HostChannel.shared  // taken before any of the app's code runs
        sizeStacks()
        let output = FileIdentity(STDOUT_FILENO)
        SerialTasks.install()
        let host = Host()
        host.onLog = { line in emit("log", line) }
        host.onUnsettled = { reason in emit("unsettled", reason) }
        if let trace = ProcessInfo.processInfo.environment[HostProtocol.traceVariable] {
            // After each update's end, the screen it left, drawn (for `lessons trace --html`).
            let pictures = trace != HostProtocol.traceWithoutPictures
            host.traceUpdates { event in
                emit("trace", event.jsonLine)
                if pictures && event.kind == .update { emit("picture", host.screenPicture().jsonLine) }
            }
        }
        var arguments = Array(CommandLine.arguments.dropFirst())
        do {
            // The device the lesson names comes first, before the actions (`DeviceMetrics.argument`).
            if let first = arguments.first, first.hasPrefix(DeviceChoice.argumentPrefix) {
                host.device = try DeviceMetrics(argument: first)
                // The program's one host: its grid is the process's, for code that reads a frame
                // outside an update (a task's, say).
                PixelGrid.scale = CGFloat(host.device.scale)
                arguments.removeFirst()
            }
            if arguments.isEmpty { arguments = ["launch"] }
            var actions: [HostAction] = []
            for argument in arguments { actions.append(try HostAction(parsing: argument)) }
            for (index, action) in actions.enumerated() {
                emit("action", "\(index + 1) \(action)")
                if index == 0 {
                    await host.launch(makeApp())
                    if action != .launch { try await host.perform(action) }
                } else {
                    try await host.perform(action)
                }
                // A tree nested past the engine's limit was cut there: the screen is not the app's.
                if let fault = host.graph.tooDeep { throw HostError.runaway(fault) }
            }
            for line in host.screen() { emit("screen", line) }
            for line in host.screenWithFrames() { emit("frames", line) }
            emit("picture", host.screenPicture().jsonLine)
            for name in UnmodelledAPI.used { emit("unmodelled", name) }
            emit("done", "")
        } catch {
            for name in UnmodelledAPI.used { emit("unmodelled", name) }
            emit("error", "\(error)")
        }
        StandardStreams.flushOutput()
        if output != nil, FileIdentity(STDOUT_FILENO) != output {
            StandardStreams.writeError(HostProtocol.outputLostNote + "\n")
        }
        if !HostChannel.shared.isIntact { StandardStreams.writeError(HostProtocol.channelLostNote + "\n") }
        exit(0)
    }

    /// The stack the program's threads get, the main actor's among them (which, after the first
    /// suspension, may be a Dispatch worker: the screen of a 1,000-deep tree was drawn on one).
    static let stackSize = 16 << 20

    /// Lets a tree up to `UpdateGraph.defaultDepthLimit` deep be built, laid out and drawn (8 MB
    /// held about 1,000 views drawn). The runner's sandbox starts the program with a stack limit of
    /// `stackSize`, which the C library makes every thread's stack size; without the sandbox, the
    /// main thread's limit is raised now (Linux checks it each time the main stack grows).
    private static func sizeStacks() {
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(stackSize) {
            // The hard limit bounds what may be asked (RLIM_INFINITY, no bound, is the largest number).
            limit.rlim_cur = min(rlim_t(stackSize), limit.rlim_max)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit)
        }
    }

    /// Writes a host line; a text of several lines becomes several host lines of the same kind.
    private static func emit(_ kind: String, _ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            HostChannel.shared.emit(kind, line)
        }
    }
}

/// Which open file a descriptor is (its device and inode), to tell when a program closed it or put
/// another file in its place.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    init?(_ descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
