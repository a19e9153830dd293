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
        let lock = NSLock()
        var out = Data()
        var err = Data()
        var truncated = false
        let group = DispatchGroup()
        for (pipe, isOut) in [(outPipe, true), (errPipe, false)] {
            group.enter()
            DispatchQueue.global().async {
                let handle = pipe.fileHandleForReading
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    lock.lock()
                    if isOut { out.append(chunk) } else { err.append(chunk) }
                    let tooMuch = out.count + err.count > outputLimit
                    if tooMuch { truncated = true }
                    lock.unlock()
                    if tooMuch { process.terminate() }
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
        lock.lock()
        defer { lock.unlock() }
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                      errorOutput: String(decoding: err, as: UTF8.self), timedOut: timedOut, truncated: truncated,
                      seconds: Date().timeIntervalSince(start))
    }
}
