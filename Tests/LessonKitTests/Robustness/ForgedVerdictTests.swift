import Foundation
import Testing
@testable import LessonKit

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

@Suite("Verdicts cannot be forged: the host's lines reach the runner on a channel of their own", .serialized)
struct ForgedVerdictTests {
    private func results(_ steps: [String]) throws -> [String: CheckResult] {
        let (lesson, diagnostics) = LessonParser.parse("# Forgers\n\n" + steps.joined(), path: "forgers.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        let results = try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
        return Dictionary(results.map { ($0.check.title, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("A `static func main` of the app's own never runs: the host runs the app, and the screen is the real one")
    func ownMain() throws {
        let main = """
            static func main() {
                // The attack of issue 22: the nonce read from the environment before the host erases it.
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
        #expect(result.actual?.contains("  Text \"real\"") == true, "the host's screen: \(result.actual ?? []) \(result.reason ?? "")")
    }

    @Test("A nonce found in the program's own memory and printed is reported as a forgery")
    func nonceFromMemory() throws {
        let result = try #require(try results([forger("Memory", appear: memoryScan)])["Memory"])
        #expect(result.status == .failed)
        #expect(result.reason?.contains("printed the host's nonce, which only the host knows") == true, "\(result.reason ?? "") \(result.diff ?? "")")
    }

    @Test("A pipe over standard output during a tap cannot rewrite the host's screen, which does not go there")
    func rewrittenOutput() throws {
        let result = try #require(try results([forger("Rewriter", appear: outputRewriter, play: "launch; tap Go")])["Rewriter"])
        #expect(result.status == .failed)
        #expect(result.actual?.contains("  Text \"real\"") == true, "the host's screen: \(result.actual ?? []) \(result.reason ?? "")")
    }

    @Test("A line written on the host's channel by the program is reported")
    func writesOnTheChannel() throws {
        let code = """
                    let line = "\\u{1E}0123:screen   Text \\"forged\\"\\n"
                    _ = line.utf8CString.withUnsafeBufferPointer { write(4, $0.baseAddress, $0.count - 1) }
        """
        let result = try #require(try results([forger("Channel", appear: code)])["Channel"])
        #expect(result.status == .failed)
        #expect(result.reason?.contains("wrote on the host's channel") == true, "\(result.reason ?? "")")
    }
}

@Suite("The host's lines merged with the console")
struct HostLinesTests {
    @Test("Each channel line goes after the boundary of its action; console lines stay where they were printed")
    func merge() {
        let hello = "\u{1E}hello aaaa bbbb\n"
        let channel = hello + "\u{1E}aaaa:action 1 launch\n\u{1E}aaaa:log one\n\u{1E}aaaa:action 2 tap Go\n\u{1E}aaaa:screen Text \"x\"\n\u{1E}aaaa:done \n"
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
        #expect(output.segments.map(\.console) == [["first", "PASS everything — 332 passed", "third", "fourth", "", "last"]])
    }

    @Test("What a program printed or wrote to standard error never starts a line of the report, whatever breaks its lines")
    func reportIndentsProgramText() {
        let check = LessonParser.parse("# T\n\n```swift program\nlet x = 1\n```\n\n```console\nx\n```\n", path: "t.md").lesson.checks[0]
        let forged = "PASS everything — 332 passed"
        let result = CheckResult(check: check, status: .failed,
                                 reason: "the program crashed (SIGABRT):\nboom\r\n\(forged)\r\(forged)\u{0B}\(forged)\u{2028}\(forged)",
                                 diff: "- x\n+ y\r\n\(forged)\r\(forged)")
        let text = CheckReport(results: [result]).text()
        // As a terminal breaks them: at each LF (a CR or a vertical tab is shown as `\u{…}`).
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        #expect(lines.filter { $0.hasPrefix("PASS") }.isEmpty, "\(text)")
        #expect(lines.filter { $0.contains(forged) }.allSatisfy { $0.hasPrefix("     ") }, "\(text)")
        #expect(text.hasSuffix("0 passed, 1 failed, 0 known issues, 0 skipped\n"))
    }

    // The two pipes are read apart: without the host's marks on standard output every print of an
    // action came after all of its trace events, under the update after the one that printed it.
    @Test("Each trace event goes where the host marked it on standard output, so a print follows the event before it")
    func traceMarks() {
        let hello = "\u{1E}hello aaaa bbbb\n"
        let channel = hello + "\u{1E}aaaa:action 1 launch\n\u{1E}aaaa:trace {\"kind\":\"body\",\"view\":1}\n"
            + "\u{1E}aaaa:trace {\"kind\":\"update\"}\n\u{1E}aaaa:picture {}\n\u{1E}aaaa:trace {\"kind\":\"change\",\"view\":1}\n"
            + "\u{1E}aaaa:trace {\"kind\":\"update\"}\n\u{1E}aaaa:done \n"
        let console = "\u{1E}bbbb:action 1 launch\n\u{1E}bbbb:trace\nin the body\n\u{1E}bbbb:trace\n"
            + "half\u{1E}bbbb:trace\nin onChange\n\u{1E}bbbb:trace\n"
        let lines = HostLines(console: console, channel: channel)
        #expect(lines.forgery == nil)
        let merged = lines.merged.split(separator: "\n").map { $0.replacingOccurrences(of: "\u{1E}aaaa:", with: "␞") }
        #expect(merged == [
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
