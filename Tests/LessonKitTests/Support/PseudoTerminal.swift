import Foundation
import Testing

@testable import LessonKit

/// A key to type once the terminal shows some text.
struct TerminalInput {
    /// The text to wait for (in all the terminal has shown since the last key).
    var after: String
    /// What to type.
    var keys: String
    /// Typed only once this holds too (checked each time the terminal shows more).
    var when: () -> Bool = { true }
}

/// Runs the `lessons` executable on a new pseudo-terminal with `environment` added, typing each of
/// `input`'s keys once its text has appeared; returns all it wrote there. Fails past `timeout` seconds.
func onTerminal(
    _ arguments: [String], environment extra: [String: String], input: [TerminalInput] = [],
    directory: String? = nil, timeout: Double = 240
) throws -> String {
    let layout = try #require(
        PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path))
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lessons")
            .path,
        layout.root + "/.build/debug/lessons",
    ]
    let lessons = try #require(
        candidates.first { FileManager.default.isExecutableFile(atPath: $0) }, "build the package first: swift build")
    // The POSIX pseudo-terminal calls, looked up at run time: Glibc's module map leaves them out.
    let libc = dlopen(nil, RTLD_NOW)
    func function<T>(_ name: String, as type: T.Type) throws -> T {
        unsafeBitCast(try #require(dlsym(libc, name), "no \(name)"), to: type)
    }
    let openTerminal = try function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    let grant = try function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    let unlock = try function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    let name = try function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    let master = openTerminal(O_RDWR | O_NOCTTY)
    try #require(master >= 0 && grant(master) == 0 && unlock(master) == 0)
    defer { close(master) }
    let slave = open(String(cString: try #require(name(master))), O_RDWR | O_NOCTTY)
    try #require(slave >= 0)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: lessons)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory ?? layout.root)
    process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    try process.run()
    close(slave)
    var output = Data()
    var unseen = Data()
    var keys = input[...]
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if Date() > deadline {
            process.terminate()
            Issue.record(
                "lessons \(arguments.joined(separator: " ")) still ran after \(Int(timeout)) s; it showed:\n\(String(decoding: output, as: UTF8.self))"
            )
            break
        }
        var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 200) > 0 else { continue }
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { break }  // EIO once the program and its children have closed the terminal
        output.append(contentsOf: buffer[..<count])
        unseen.append(contentsOf: buffer[..<count])
        if let next = keys.first, String(decoding: unseen, as: UTF8.self).contains(next.after), next.when() {
            keys.removeFirst()
            unseen = Data()
            _ = next.keys.utf8.withContiguousStorageIfAvailable { write(master, $0.baseAddress, $0.count) }
        }
    }
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
}
