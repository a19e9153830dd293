import Foundation

/// Runs a program with a time limit and an output limit, so that one snippet's hang or runaway
/// output fails its own check and nothing else.
enum ProcessRunner {
    struct Result {
        var status: Int32
        var output: String
        var errorOutput: String
        var timedOut: Bool
        var truncated: Bool
        var seconds: Double
    }

    /// Runs `executable` with `arguments`, killing it after `timeout` seconds or `outputLimit` bytes.
    static func run(_ executable: String, _ arguments: [String], currentDirectory: String? = nil,
                    environment: [String: String]? = nil, timeout: Double = 20, outputLimit: Int = 4 << 20) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        if let environment { process.environment = environment }
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        do { try process.run() } catch {
            return Result(status: 127, output: "", errorOutput: "cannot run \(executable): \(error)", timedOut: false, truncated: false, seconds: 0)
        }
        let collected = CollectedOutput(limit: outputLimit)
        let group = DispatchGroup()
        for (pipe, isOut) in [(outPipe, true), (errPipe, false)] {
            group.enter()
            DispatchQueue.global().async {
                let handle = pipe.fileHandleForReading
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    if collected.append(chunk, toStandardOutput: isOut) { process.terminate() }
                }
                group.leave()
            }
        }
        var timedOut = false
        let deadline = DispatchTime.now() + timeout
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            finished.signal()
        }
        if finished.wait(timeout: deadline) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        group.wait()
        let (out, err, truncated) = collected.snapshot()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                      errorOutput: String(decoding: err, as: UTF8.self), timedOut: timedOut, truncated: truncated,
                      seconds: Date().timeIntervalSince(start))
    }
}

/// What a program wrote to its two streams, gathered by two readers at once behind a lock.
private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var out = Data()
    private var err = Data()
    private var truncated = false

    init(limit: Int) { self.limit = limit }

    /// Adds `chunk` to one stream; true once the two together pass the limit.
    func append(_ chunk: Data, toStandardOutput: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if toStandardOutput { out.append(chunk) } else { err.append(chunk) }
        if out.count + err.count > limit { truncated = true }
        return truncated
    }

    func snapshot() -> (out: Data, err: Data, truncated: Bool) {
        lock.lock()
        defer { lock.unlock() }
        return (out, err, truncated)
    }
}
