import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A lesson whose program prints `real`, checked for `real`.
private let lesson = """
    # Cached

    ## Prints

    ```swift program
    import SwiftUI

    struct ContentView: View {
        var body: some View {
            Text("x").onAppear { print("real") }
        }
    }
    // \(UUID())
    ```

    ```console play=launch
    real
    ```

    """

/// Writes `text` into `path`, a sealed (read-only) file of a cache entry.
private func overwrite(_ path: String, with text: String) throws {
    chmod(path, 0o644)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
}

@Suite(
    "The cache trusts only what lessons wrote: entries are authenticated with a key programs cannot read", .serialized,
    .onThreadsOfItsOwn)
struct CacheAuthenticationTests {
    @Test(
        "A play result rewritten with its manifest, or replaced by another sound entry, is not trusted: the play runs again"
    )
    func rewrittenPlay() throws {
        let cache = NSTemporaryDirectory() + "lessons-cache-auth-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let (parsed, diagnostics) = LessonParser.parse(lesson, path: "cached.md")
        #expect(diagnostics.isEmpty)
        var options = CheckOptions()
        options.cacheDirectory = cache
        func check() throws -> (CheckResult, LessonChecker) {
            let checker = LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options)
            return (try #require(try checker.run([parsed]).first), checker)
        }
        let (first, _) = try check()
        #expect(first.status == .passed, "\(first.reason ?? "")")
        let plays = try FileManager.default.contentsOfDirectory(atPath: cache + "/plays").filter {
            !$0.contains(".tmp-")
        }
        let entry = cache + "/plays/" + (try #require(plays.first))
        #expect(plays.count == 1)
        let (again, cached) = try check()
        #expect(again.status == .passed && cached.playsCached == 1, "a sound entry is read")

        // The attack: the result says the program printed `forged`, and the manifest lists it as a
        // manifest without a key seals it (size and hash), without the key's line or with a made-up one.
        let run = try String(contentsOfFile: entry + "/output", encoding: .utf8)
        let forged = run.replacingOccurrences(of: "real", with: "forged")
        #expect(forged != run)
        try overwrite(entry + "/output", with: forged)
        func fingerprints() throws -> String {
            try ["error-output", "output", "run.json"].map {
                "\(try #require(CacheEntry.fingerprint(of: entry + "/" + $0))) \($0)\n"
            }.joined()
        }
        let files = try fingerprints()
        for macLine in ["", "mac " + String(repeating: "0", count: 64) + "\n"] {
            try overwrite(entry + "/manifest", with: files + macLine)
            let (result, checker) = try check()
            #expect(checker.playsCached == 0 && checker.playsRun == 1, "the forged entry is run again")
            #expect(result.status == .passed, "the real output: \(result.actual ?? [])")
            try overwrite(entry + "/output", with: forged)
        }

        // Another sound entry (a play of another program) put in the victim's place.
        let other = cache + "/plays/" + String(repeating: "a", count: 32)
        let kept = try ["error-output", "run.json"].map {
            ($0, try Data(contentsOf: URL(fileURLWithPath: entry + "/" + $0)))
        }
        try FileManager.default.removeItem(atPath: entry)
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        for (name, data) in kept { try CacheEntry.write(data, to: other + "/" + name) }
        try CacheEntry.write(Data(forged.utf8), to: other + "/output")
        try CacheEntry.seal(other)
        #expect(CacheEntry.verify(other), "sound under its own name")
        #expect(rename(other, entry) == 0)
        #expect(!CacheEntry.verify(entry), "not under another's")
        let (result, checker) = try check()
        #expect(checker.playsRun == 1 && result.status == .passed)
    }

    @Test(
        "A cache key that is empty, cut short or a link to /dev/null is replaced, saying so; the next run keeps the new one",
        arguments: ["empty", "short", "/dev/null", "FIFO"])
    func badKey(_ kind: String) throws {
        let home = NSTemporaryDirectory() + "lessons-key-home-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = home + "/.cache/lessons/cache-key"
        try FileManager.default.createDirectory(atPath: home + "/.cache/lessons", withIntermediateDirectories: true)
        switch kind {
        case "empty": #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        case "short": #expect(FileManager.default.createFile(atPath: path, contents: Data([1, 2, 3])))
        case "FIFO": #expect(mkfifo(path, 0o600) == 0)
        default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: kind)
        }
        let said = [
            "empty": "was empty", "short": "was 3 bytes long", "/dev/null": "was a link to /dev/null, a device",
            "FIFO": "was a named pipe (FIFO)",
        ][kind]!
        let first = CacheKey.load(environment: ["HOME": home])
        #expect(
            first.note
                == "the build cache's key \(path) \(said), not a key of 32 bytes: it is replaced with a new one, "
                + "so what the cache held is built and run again, this once")
        let second = CacheKey.load(environment: ["HOME": home])
        #expect(second.note == nil && second.key == first.key, "the new key is kept: \(second.note ?? "")")
        var device = stat()
        #expect(
            stat("/dev/null", &device) == 0 && device.st_mode & S_IFMT == S_IFCHR,
            "the link was replaced, not what it pointed at")
        #expect((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o600)
    }

    @Test(
        "An entry verified once is not hashed again while its files stay as they were; a file changed since, even to the same size, fails it"
    )
    func verifiedOnce() throws {
        let folder = NSTemporaryDirectory() + "lessons-verified-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CacheEntry.write(Data("program".utf8), to: folder + "/program")
        try CacheEntry.seal(folder)
        #expect(CacheEntry.verify(folder))
        // Past the second after the entry's last change, a verification is remembered...
        Thread.sleep(forTimeInterval: 1.2)
        #expect(CacheEntry.verify(folder))
        #expect(CacheEntry.verify(folder))
        // ...and forgotten by a change of the same size, which changes the file's change time.
        try overwrite(folder + "/program", with: "PROGRAM")
        #expect(!CacheEntry.verify(folder))
        // Put back as it was sealed, it is sound again; a file added since fails it.
        try overwrite(folder + "/program", with: "program")
        Thread.sleep(forTimeInterval: 1.2)
        #expect(CacheEntry.verify(folder))
        try CacheEntry.write(Data("x".utf8), to: folder + "/extra")
        #expect(!CacheEntry.verify(folder))
    }

    @Test("With no HOME and no XDG_CACHE_HOME the run says the cache is not kept, and why")
    func noHome() {
        let loaded = CacheKey.load(environment: ["PATH": "/usr/bin"])
        #expect(
            loaded.note?.hasPrefix("the build cache is not kept between runs: neither HOME nor XDG_CACHE_HOME is set")
                == true)
        #expect(loaded.key.count == 32)
        #expect(
            CacheKey.load(environment: ["HOME": "relative/home"]).note?.contains("neither HOME nor XDG_CACHE_HOME")
                == true)
    }

    @Test("A lesson that changes while it is checked is reported, and the run fails")
    func lessonChangedDuringItsCheck() throws {
        let lessons = layout.root + "/.build/debug/lessons"
        #expect(FileManager.default.isExecutableFile(atPath: lessons), "swift build first")
        let folder = NSTemporaryDirectory() + "lessons-changed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/01-changed.md"
        // The program appends to its own lesson: out of the sandbox (LESSONS_SANDBOX=off), as where none can be had.
        let text = lesson.replacingOccurrences(
            of: "print(\"real\")",
            with: """
                print("real"); if let handle = FileHandle(forWritingAtPath: "\(file)") { handle.seekToEndOfFile(); handle.write(Data("\\n".utf8)) }
                """)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let runner = Process()
        runner.executableURL = URL(fileURLWithPath: lessons)
        runner.arguments = ["check", file, "--cache-dir", layout.defaultCache]
        var environment = ProcessInfo.processInfo.environment
        environment["LESSONS_SANDBOX"] = "off"
        runner.environment = environment
        let errors = Pipe()
        runner.standardError = errors
        runner.standardOutput = FileHandle.nullDevice
        try runner.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        runner.waitUntilExit()
        #expect(runner.terminationStatus == 1)
        #expect(said.contains("01-changed.md changed while it was checked"), "\(said)")
    }
}
