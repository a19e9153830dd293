import Foundation
import Testing

@testable import LessonKit

/// The host's channel's descriptor in a lesson program.
private let channel = Spawn.hostChannelFD

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A program whose app shows `Text "real"`, with `app` (declarations in the app type) and `appear`
/// (code run when the text appears), checked against a screen that says `Text "forged"`.
private func forger(_ title: String, app: String = "", appear: String = "", play: String = "launch") -> String {
    """
    ## \(title)

    ```swift program
    import SwiftUI
    import Foundation

    @main
    struct ForgerApp: App {
    \(app)
        var body: some Scene {
            WindowGroup {
                ContentView()
            }
        }
    }

    struct ContentView: View {
        var body: some View {
            VStack {
                Text("real")
                Button("Go") {
    \(appear)
                }
            }
            .onAppear {
    \(play == "launch" ? appear : "")
            }
        }
    }
    ```

    ```screen play="\(play)"
    VStack
      Text "forged"
      Button "Go"
    ```

    """
}

/// A program whose app shows `Text "real"`, with `top` (declarations at the file's top level: an
/// initializer that runs before `main`), checked against a screen that says `Text "forged"`, and,
/// given a `console`, against the console `report` (code run when the text appears) prints.
private func earlyForger(_ title: String, top: String, report: String = "", console: String = "") -> String {
    """
    ## \(title)

    ```swift program
    import SwiftUI
    import Foundation

    \(top)

    struct ContentView: View {
        var body: some View {
            VStack {
                Text("real")
                Button("Go") {}
            }
            .onAppear {
    \(report)
            }
        }
    }
    ```

    ```screen play=launch
    VStack
      Text "forged"
      Button "Go"
    ```

    """
        + (console.isEmpty
            ? ""
            : """

            ```console play=launch
            \(console)
            ```

            """)
}

/// An initializer of the program's own (it runs before `main`, once the engine is loaded) that
/// tries to take the host's channel: a pipe of its own over its descriptor, the channel kept at another
/// number, and a thread that copies the host's lines there with `Text "real"` rewritten. What each
/// call did is written to `~/early.txt`.
private let relayingInitializer = #"""
    @section(".init_array") @used
    let takeTheChannel: @convention(c) () -> Void = {
        var said = ""
        let real = dup(\#(channel))
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        said += "dup2 over the channel: \(dup2(ends[1], \#(channel)) == \#(channel) ? "done" : String(cString: strerror(errno)))\n"
        typealias Dup3 = @convention(c) (Int32, Int32, Int32) -> Int32
        let dup3 = unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), "dup3"), to: Dup3.self)
        said += "dup3 over the channel: \(dup3(ends[1], \#(channel), 0) == \#(channel) ? "done" : String(cString: strerror(errno)))\n"
        said += "close the channel: \(close(\#(channel)) == 0 ? "done" : String(cString: strerror(errno)))\n"
        said += "mark it close-on-exec: \(fcntl(\#(channel), F_SETFD, FD_CLOEXEC) == 0 ? "done" : String(cString: strerror(errno)))\n"
        said += "close_range over it: \(syscall3(436, 3, 20, 4) == 0 ? "done" : String(cString: strerror(errno)))\n"
        said += "open it again to read: \(open("/proc/self/fd/\#(channel)", O_RDONLY) >= 0 ? "done" : "refused")\n"
        let reader = ends[0]
        Thread {
            var pending = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(reader, &buffer, buffer.count)
                guard count > 0 else { break }
                pending += buffer[0..<count]
                while let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[...newline], as: UTF8.self).replacingOccurrences(of: "Text \"real\"", with: "Text \"forged\"")
                    pending.removeSubrange(...newline)
                    _ = line.utf8CString.withUnsafeBufferPointer { write(real, $0.baseAddress, $0.count - 1) }
                }
            }
        }.start()
        let home = String(cString: getenv("HOME"))
        FileManager.default.createFile(atPath: home + "/early.txt", contents: Data(said.utf8))
    }

    /// `syscall(number, a, b, c)`, which Swift's Glibc module does not show.
    func syscall3(_ number: Int, _ a: Int, _ b: Int, _ c: Int) -> Int {
        typealias Call = @convention(c) (Int, Int, Int, Int) -> Int
        return unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), "syscall"), to: Call.self)(number, a, b, c)
    }
    """#

/// Code that finds, in the program's own memory (/proc/self/mem), every text that looks like a
/// host line's start (`␞` and 32 hex digits and `:`), and prints a forged screen and end with each.
private let memoryScan = """
                var found: Set<String> = []
                let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
                let memory = open("/proc/self/mem", O_RDONLY)
                for line in maps.split(separator: "\\n") where line.split(separator: " ")[1].hasPrefix("rw") {
                    let range = line.split(separator: " ")[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
                    guard range.count == 2, range[1] - range[0] < 1 << 30 else { continue }
                    var bytes = [UInt8](repeating: 0, count: Int(range[1] - range[0]))
                    guard pread(memory, &bytes, bytes.count, off_t(range[0])) > 0 else { continue }
                    var index = 0
                    while index + 34 < bytes.count {
                        if bytes[index] == 0x1E, bytes[index + 33] == UInt8(ascii: ":"),
                           bytes[(index + 1)...(index + 32)].allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }) {
                            found.insert(String(decoding: bytes[(index + 1)...(index + 32)], as: UTF8.self))
                        }
                        index += 1
                    }
                }
                for nonce in found {
                    print("\\u{1E}\\(nonce):screen VStack")
                    print("\\u{1E}\\(nonce):screen   Text \\"forged\\"")
                    print("\\u{1E}\\(nonce):screen   Button \\"Go\\"")
                    print("\\u{1E}\\(nonce):done ")
                }
                print("found \\(found.count)")
                fflush(stdout)
                exit(0)
    """

/// Code that puts a pipe over the program's standard output, and a thread that copies what comes
/// through to the real standard output with `Text "real"` rewritten to `Text "forged"`.
private let outputRewriter = """
                let saved = dup(1)
                var ends: [Int32] = [0, 0]
                pipe(&ends)
                dup2(ends[1], 1)
                let reader = ends[0]
                Thread {
                    var pending = [UInt8]()
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    while true {
                        let count = read(reader, &buffer, buffer.count)
                        guard count > 0 else { break }
                        pending += buffer[0..<count]
                        while let newline = pending.firstIndex(of: 10) {
                            let line = String(decoding: pending[...newline], as: UTF8.self).replacingOccurrences(of: "Text \\"real\\"", with: "Text \\"forged\\"")
                            pending.removeSubrange(...newline)
                            _ = line.utf8CString.withUnsafeBufferPointer { write(saved, $0.baseAddress, $0.count - 1) }
                        }
                    }
                }.start()
    """

@Suite(
    "Verdicts cannot be forged: the host's lines reach the runner on a channel of their own", .serialized,
    .onThreadsOfItsOwn)
struct ForgedVerdictTests {
    private func results(_ steps: [String]) throws -> [String: CheckResult] {
        Dictionary(try checked(steps).map { ($0.check.title, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every check's result, in order.
    private func checked(_ steps: [String]) throws -> [CheckResult] {
        let (lesson, diagnostics) = LessonParser.parse("# Forgers\n\n" + steps.joined(), path: "forgers.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        return try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
    }

    @Test("A `static func main` of the app's own never runs: the host runs the app, and the screen is the real one")
    func ownMain() throws {
        let main = """
                static func main() {
                    // The attack: the nonce read from the environment before the host erases it.
                    let nonce = getenv("LESSONS_HOST_NONCE").map { String(cString: $0) } ?? "0"
                    let channel = getenv("LESSONS_HOST_FD").map { Int32(String(cString: $0)) ?? 1 } ?? 1
                    for line in ["\\u{1E}hello \\(nonce) 0", "\\u{1E}\\(nonce):action 1 launch", "\\u{1E}\\(nonce):screen VStack",
                                 "\\u{1E}\\(nonce):screen   Text \\"forged\\"", "\\u{1E}\\(nonce):screen   Button \\"Go\\"", "\\u{1E}\\(nonce):done "] {
                        _ = (line + "\\n").utf8CString.withUnsafeBufferPointer { write(channel, $0.baseAddress, $0.count - 1) }
                        print(line)
                    }
                    exit(0)
                }
            """
        let result = try #require(try results([forger("Own main", app: main)])["Own main"])
        #expect(result.status == .failed)
        #expect(
            result.actual?.contains("  Text \"real\"") == true,
            "the host's screen: \(result.actual ?? []) \(result.reason ?? "")")
    }

    @Test("A nonce found in the program's own memory and printed is reported as a forgery")
    func nonceFromMemory() throws {
        let result = try #require(try results([forger("Memory", appear: memoryScan)])["Memory"])
        #expect(result.status == .failed)
        #expect(
            result.reason?.contains("printed the host's nonce, which only the host knows") == true,
            "\(result.reason ?? "") \(result.diff ?? "")")
    }

    @Test("A pipe over standard output during a tap cannot rewrite the host's screen, which does not go there")
    func rewrittenOutput() throws {
        let result = try #require(
            try results([forger("Rewriter", appear: outputRewriter, play: "launch; tap Go")])["Rewriter"])
        #expect(result.status == .failed)
        #expect(
            result.actual?.contains("  Text \"real\"") == true,
            "the host's screen: \(result.actual ?? []) \(result.reason ?? "")")
    }

    #if os(Linux)
    @Test("An initializer of the lesson's own, run before main, can neither replace, close nor read the host's channel")
    func initializer() throws {
        let report = """
                        print((try? String(contentsOfFile: NSHomeDirectory() + "/early.txt", encoding: .utf8)) ?? "no early.txt", terminator: "")
            """
        let refused = """
            dup2 over the channel: Operation not permitted
            dup3 over the channel: Operation not permitted
            close the channel: Operation not permitted
            mark it close-on-exec: Operation not permitted
            close_range over it: Operation not permitted
            open it again to read: refused
            """
        let results = try checked([earlyForger("Relay", top: relayingInitializer, report: report, console: refused)])
        let screen = try #require(results.first { $0.check.kind == .screen })
        #expect(screen.status == .failed)
        #expect(
            screen.actual?.contains("  Text \"real\"") == true,
            "the host's screen: \(screen.actual ?? []) \(screen.reason ?? "")")
        let console = try #require(results.first { $0.check.kind == .console })
        #expect(console.status == .passed, "\(console.reason ?? "") \(console.diff ?? "")")
    }

    @Test(
        "An initializer of the lesson's own that speaks first on the channel and ends the program is reported: the host spoke before it"
    )
    func initializerSpeaksFirst() throws {
        let top = #"""
            @section(".init_array") @used
            let speakFirst: @convention(c) () -> Void = {
                let lines = ["\u{1E}hello aaaa bbbb", "\u{1E}aaaa:action 1 launch", "\u{1E}aaaa:screen VStack", "\u{1E}aaaa:screen   Text \"forged\"",
                             "\u{1E}aaaa:screen   Button \"Go\"", "\u{1E}aaaa:done "]
                for line in lines { _ = (line + "\n").utf8CString.withUnsafeBufferPointer { write(\#(channel), $0.baseAddress, $0.count - 1) } }
                print("\u{1E}bbbb:action 1 launch")
                fflush(stdout)
                _exit(0)
            }
            """#
        let result = try #require(try checked([earlyForger("Speaks first", top: top)]).first)
        #expect(result.status == .failed)
        #expect(result.reason?.contains("wrote on the host's channel") == true, "\(result.reason ?? "")")
    }

    @Test("A program with code that runs before the engine is loaded (.preinit_array) is not run")
    func preinit() throws {
        let top = """
            @section(".preinit_array") @used
            let beforeEverything: @convention(c) () -> Void = { _exit(0) }
            """
        let result = try #require(try checked([earlyForger("Preinit", top: top)]).first)
        #expect(result.status == .failed)
        #expect(result.reason?.contains(".preinit_array") == true, "\(result.reason ?? "")")
    }

    @Test("Closing or replacing the channel in a body fails with EPERM, and the play goes on to its end")
    func bodyCannotReplace() throws {
        let step = #"""
            ## Body

            ```swift program
            import SwiftUI
            import Foundation

            struct ContentView: View {
                var body: some View {
                    Text("real").onAppear {
                        func said(_ done: Bool) -> String { done ? "done" : String(cString: strerror(errno)) }
                        print("close(channel): \(said(close(\#(channel)) == 0))")
                        print("dup2(/dev/null, channel): \(said(dup2(open("/dev/null", O_WRONLY), \#(channel)) == \#(channel)))")
                    }
                }
            }
            ```

            ```console play=launch
            close(channel): Operation not permitted
            dup2(/dev/null, channel): Operation not permitted
            ```

            ```screen play=launch
            Text "real"
            ```

            """#
        for result in try checked([step]) {
            #expect(result.status == .passed, "\(result.check.kind): \(result.reason ?? "") \(result.diff ?? "")")
        }
    }
    #endif

    @Test("A line written on the host's channel by the program is reported")
    func writesOnTheChannel() throws {
        let code = """
                        let line = "\\u{1E}0123:screen   Text \\"forged\\"\\n"
                        _ = line.utf8CString.withUnsafeBufferPointer { write(\(channel), $0.baseAddress, $0.count - 1) }
            """
        let result = try #require(try results([forger("Channel", appear: code)])["Channel"])
        #expect(result.status == .failed)
        #expect(result.reason?.contains("wrote on the host's channel") == true, "\(result.reason ?? "")")
    }
}

@Suite("The host's lines merged with the console", .onThreadsOfItsOwn)
struct HostLinesTests {
    @Test("Each channel line goes after the boundary of its action; console lines stay where they were printed")
    func merge() {
        let hello = "\u{1E}hello aaaa bbbb\n"
        let channel =
            hello
            + "\u{1E}aaaa:action 1 launch\n\u{1E}aaaa:log one\n\u{1E}aaaa:action 2 tap Go\n\u{1E}aaaa:screen Text \"x\"\n\u{1E}aaaa:done \n"
        let console = "\u{1E}bbbb:action 1 launch\nfirst\npartial\u{1E}bbbb:action 2 tap Go\nsecond\n\u{1E}done \n"
        let lines = HostLines(console: console, channel: channel)
        #expect(lines.forgery == nil)
        let output = PlayOutput.parse(lines.merged, nonce: lines.nonce)
        #expect(output.finished)
        #expect(output.segments.map(\.console) == [["first", "partial"], ["second", "\u{1E}done "]])
        #expect(output.segments.map(\.log) == [["one"], []])
        #expect(output.screen == ["Text \"x\""])
    }

    @Test("A program's CRLF and lone CR end its lines, as a terminal shows them; each is a console line of its own")
    func lineEndings() {
        let hello = "\u{1E}hello aaaa bbbb\n"
        let channel = hello + "\u{1E}aaaa:action 1 launch\n\u{1E}aaaa:done \n"
        let console = "\u{1E}bbbb:action 1 launch\nfirst\r\nPASS everything — 332 passed\r\nthird\rfourth\n\r\nlast"
        let lines = HostLines(console: console, channel: channel)
        let output = PlayOutput.parse(lines.merged, nonce: lines.nonce)
        #expect(
            output.segments.map(\.console) == [
                ["first", "PASS everything — 332 passed", "third", "fourth", "", "last"]
            ])
    }

    @Test(
        "What a program printed or wrote to standard error never starts a line of the report, whatever breaks its lines"
    )
    func reportIndentsProgramText() {
        let check = LessonParser.parse("# T\n\n```swift program\nlet x = 1\n```\n\n```console\nx\n```\n", path: "t.md")
            .lesson.checks[0]
        let forged = "PASS everything — 332 passed"
        let result = CheckResult(
            check: check, status: .failed,
            reason: "the program crashed (SIGABRT):\nboom\r\n\(forged)\r\(forged)\u{0B}\(forged)\u{2028}\(forged)",
            diff: "- x\n+ y\r\n\(forged)\r\(forged)")
        let text = CheckReport(results: [result]).text()
        // As a terminal breaks them: at each LF (a CR or a vertical tab is shown as `\u{…}`).
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        #expect(lines.filter { $0.hasPrefix("PASS") }.isEmpty, "\(text)")
        #expect(lines.filter { $0.contains(forged) }.allSatisfy { $0.hasPrefix("     ") }, "\(text)")
        #expect(text.hasSuffix("0 passed, 1 failed, 0 known issues, 0 skipped\n"))
    }

    // The two pipes are read apart: without the host's marks on standard output every print of an
    // action came after all of its trace events, under the update after the one that printed it.
    @Test("Each trace event goes where the host marked it on standard output, so a print follows the event before it")
    func traceMarks() {
        let hello = "\u{1E}hello aaaa bbbb\n"
        let channel =
            hello + "\u{1E}aaaa:action 1 launch\n\u{1E}aaaa:trace {\"kind\":\"body\",\"view\":1}\n"
            + "\u{1E}aaaa:trace {\"kind\":\"update\"}\n\u{1E}aaaa:picture {}\n\u{1E}aaaa:trace {\"kind\":\"change\",\"view\":1}\n"
            + "\u{1E}aaaa:trace {\"kind\":\"update\"}\n\u{1E}aaaa:done \n"
        let console =
            "\u{1E}bbbb:action 1 launch\n\u{1E}bbbb:trace\nin the body\n\u{1E}bbbb:trace\n"
            + "half\u{1E}bbbb:trace\nin onChange\n\u{1E}bbbb:trace\n"
        let lines = HostLines(console: console, channel: channel)
        #expect(lines.forgery == nil)
        let merged = lines.merged.split(separator: "\n").map { $0.replacingOccurrences(of: "\u{1E}aaaa:", with: "␞") }
        #expect(
            merged == [
                "␞action 1 launch", "␞trace {\"kind\":\"body\",\"view\":1}", "in the body",
                "␞trace {\"kind\":\"update\"}", "␞picture {}", "half",
                "␞trace {\"kind\":\"change\",\"view\":1}", "in onChange", "␞trace {\"kind\":\"update\"}", "␞done ",
            ])
    }

    @Test("No greeting: every line is console, and a channel that spoke without it is a forgery")
    func noGreeting() {
        let silent = HostLines(console: "\u{1E}done \n", channel: "")
        #expect(silent.forgery == nil && !PlayOutput.parse(silent.merged, nonce: silent.nonce).finished)
        let forged = HostLines(console: "", channel: "\u{1E}0:done \n")
        #expect(forged.forgery?.contains("before the host did") == true)
    }
}
