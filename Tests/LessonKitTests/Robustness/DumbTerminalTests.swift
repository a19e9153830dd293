import Foundation
import Testing
@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// Runs the `lessons` executable on a new pseudo-terminal with `environment` added, and returns all it wrote there.
private func onTerminal(_ arguments: [String], environment extra: [String: String]) throws -> String {
    let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lessons").path,
                      layout.root + "/.build/debug/lessons"]
    let lessons = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) }, "build the package first: swift build")
    // The POSIX pseudo-terminal calls, looked up at run time: Glibc's module map leaves them out.
    let libc = dlopen(nil, RTLD_NOW)
    func function<T>(_ name: String, as type: T.Type) throws -> T { unsafeBitCast(try #require(dlsym(libc, name), "no \(name)"), to: type) }
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
    process.currentDirectoryURL = URL(fileURLWithPath: layout.root)
    process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    try process.run()
    close(slave)
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { break }  // EIO once the program and its children have closed the terminal
        output.append(contentsOf: buffer[..<count])
    }
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
}

@Suite("A dumb terminal (TERM=dumb) gets no escape sequences it would show as text", .serialized)
struct DumbTerminalTests {
    @Test("lessons check's progress line on TERM=dumb clears with spaces, never with ESC [K")
    func checkProgress() throws {
        let folder = NSTemporaryDirectory() + "lessons-dumb-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lesson = "# Lesson 1 · Dumb\n\n```swift program\nlet x = 1\n```\n\n```console skip=\"not here\"\nx\n```\n"
        try lesson.write(toFile: folder + "/01-dumb.md", atomically: true, encoding: .utf8)
        let dumb = try onTerminal(["check", folder + "/01-dumb.md", "--cache-dir", layout.defaultCache], environment: ["TERM": "dumb"])
        #expect(dumb.contains("0 passed, 0 failed, 0 known issues, 1 skipped"), "\(dumb)")
        #expect(!dumb.contains("\u{1B}"), "\(dumb.debugDescription)")
        let smart = try onTerminal(["check", folder + "/01-dumb.md", "--cache-dir", layout.defaultCache], environment: ["TERM": "xterm"])
        #expect(smart.contains("\u{1B}[K"), "a terminal that can clear a line still gets it: \(smart.debugDescription)")
    }
}
