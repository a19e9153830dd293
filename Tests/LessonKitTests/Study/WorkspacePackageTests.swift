import Foundation
import Testing

@testable import LessonKit

@Suite("A workspace is a Swift package for editors", .onThreadsOfItsOwn)
struct WorkspacePackageTests {
    private func makeWorkspace() throws -> (Workspace, PackageLayout) {
        let layout = try #require(PackageLayout.locate())
        let lesson = try LessonLibrary.load(layout.lessons + "/07-what-a-view-really-is.md").lesson
        let folder = NSTemporaryDirectory() + "lessons-editor-\(UUID().uuidString)/lesson-07"
        return (try Workspace.create(for: lesson, at: folder, engineRoot: layout.root), layout)
    }

    @Test(
        "start writes a manifest naming the engine by path and one stand-in module per Apple module; the runner never builds it"
    )
    func manifest() throws {
        let (workspace, layout) = try makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: (workspace.folder as NSString).deletingLastPathComponent) }
        let manifest = try String(contentsOfFile: workspace.folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(manifest.contains(".package(path: \"\(URL(fileURLWithPath: layout.root).standardizedFileURL.path)\")"))
        #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        #expect(
            manifest.contains(".enableUpcomingFeature(\"BareSlashRegexLiterals\")"),
            "regex literals between bare slashes build in an editor as in `lessons run`")
        #if !canImport(SwiftUI)
        for module in ["SwiftUI", "Combine", "os"] {
            let shim = try String(
                contentsOfFile: workspace.folder + "/.lessons-editor/\(module)/\(module).swift", encoding: .utf8)
            #expect(shim.contains("@_exported import ViewGraph"))
            #expect(manifest.contains(".target(name: \"\(module)\""))
        }
        #expect(
            !FileManager.default.fileExists(atPath: workspace.folder + "/.lessons-editor/Foundation"),
            "Foundation is real here")
        #endif
        // The manifest is not one of the app's files.
        #expect(!workspace.swiftFiles(lessonOrder: []).contains("Package.swift"))
        #expect(workspace.swiftFiles(lessonOrder: []).count == 5)
    }

    @Test("a manifest of the student's own is kept; ours is written again")
    func keepsTheStudentsManifest() throws {
        let (workspace, layout) = try makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: (workspace.folder as NSString).deletingLastPathComponent) }
        let path = workspace.folder + "/Package.swift"
        #expect(try WorkspacePackage.write(in: workspace.folder, engineRoot: layout.root), "ours is written again")
        try "// swift-tools-version: 6.0\n// mine\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try !WorkspacePackage.write(in: workspace.folder, engineRoot: layout.root))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "// swift-tools-version: 6.0\n// mine\n")
    }

    @Test(
        "SourceKit-LSP completes `Text(\"a\").` in a workspace file with the engine's modifiers",
        .enabled(if: Toolchain.sourceKitLSP != nil, "needs the toolchain's sourcekit-lsp"),
        .timeLimit(.minutes(10)))
    func completionInAnEditor() throws {
        let (workspace, _) = try makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: (workspace.folder as NSString).deletingLastPathComponent) }
        let file = workspace.folder + "/TripCard.swift"
        let original = try String(contentsOfFile: file, encoding: .utf8)
        let server = try LanguageServer(folder: workspace.folder)
        defer { server.stop() }
        _ = try server.request(
            "initialize",
            ["processId": Int(getpid()), "rootUri": "file://" + workspace.folder, "capabilities": [String: Any]()])
        server.notify("initialized", [String: Any]())
        var version = 1
        server.notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": "file://" + file, "languageId": "swift", "version": version, "text": original]])

        /// The labels the server offers after `Text("a").` and `typed`, as the student types them at the end of the file.
        func completions(after typed: String) throws -> [String] {
            let text = original + "\nfunc probe() { _ = Text(\"a\")." + typed
            let lines = text.components(separatedBy: "\n")
            version += 1
            server.notify(
                "textDocument/didChange",
                ["textDocument": ["uri": "file://" + file, "version": version], "contentChanges": [["text": text]]])
            let answer = try server.request(
                "textDocument/completion",
                [
                    "textDocument": ["uri": "file://" + file],
                    "position": ["line": lines.count - 1, "character": lines.last!.utf16.count],
                ])
            let result = answer["result"]
            let items = (result as? [String: Any])?["items"] as? [[String: Any]] ?? result as? [[String: Any]] ?? []
            return items.compactMap { $0["label"] as? String }
        }

        // The first answers come before the engine's module is ready (the editor builds it in the
        // background); ask again until it is, as an editor does while the student types.
        var labels: [String] = []
        let deadline = Date().addingTimeInterval(480)
        while Date() < deadline {
            labels = try completions(after: "")
            if labels.contains(where: { $0.hasPrefix("font(") }) { break }
            Thread.sleep(forTimeInterval: 2)
        }
        #expect(labels.contains { $0.hasPrefix("font(") }, "\(labels.prefix(20))")
        // The list is long (the server sends its first 200): typed letters narrow it, as in an editor.
        #expect(try completions(after: "pad").contains { $0.hasPrefix("padding(") })
        #expect(try completions(after: "foregroundS").contains { $0.hasPrefix("foregroundStyle(") })

        // A mistake is shown as the student types it, at its line, in the compiler's words.
        version += 1
        let mistake = original + "\nlet nights: Int = \"five\"\n"
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": "file://" + file, "version": version], "contentChanges": [["text": mistake]]])
        var shown: [String] = []
        while Date() < deadline {
            let answer = try server.request("textDocument/diagnostic", ["textDocument": ["uri": "file://" + file]])
            let items = (answer["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
            shown = items.compactMap { item in
                guard let message = item["message"] as? String, let range = item["range"] as? [String: Any],
                    let start = range["start"] as? [String: Any], let line = start["line"] as? Int
                else { return nil }
                return "\(line + 1): \(message)"
            }
            if !shown.isEmpty { break }
            Thread.sleep(forTimeInterval: 1)
        }
        let mistakeLine = mistake.components(separatedBy: "\n").count - 1
        #expect(shown == ["\(mistakeLine): Cannot convert value of type 'String' to specified type 'Int'"], "\(shown)")
    }
}

/// A SourceKit-LSP process spoken to over JSON-RPC on its standard input and output, as an editor does.
///
/// Nothing here waits without a bound. A fresh clone's run once hung after the test's last answer
/// (2026-12-07): the terminated server stayed a zombie that Foundation's `Process` never reaped, so
/// `waitUntilExit()` never returned, and a `swiftc` of the editor's background build, orphaned, in a
/// process group of its own, still held the server's pipes, so reading them would never have seen
/// their end either. So reading polls, and ends at a deadline or when the server is gone; stopping
/// waits a few seconds at most; and what the server's builds left running in the workspace is killed.
private final class LanguageServer {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()
    private var nextID = 1
    private let folder: String
    /// A server that stops answering ends the test at this time instead of hanging it.
    private let deadline = Date().addingTimeInterval(540)

    init(folder: String) throws {
        self.folder = folder
        process.executableURL = URL(fileURLWithPath: try #require(Toolchain.sourceKitLSP))
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Whether the server still runs: a zombie does not, whether or not `Process` has reaped it.
    private var isRunning: Bool {
        guard process.isRunning else { return false }
        #if os(Linux)
        // /proc/PID/stat: "PID (name) STATE …"; the name may hold spaces and parentheses. No such
        // file: the process has ended and was reaped, whatever `Process` says.
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[close...].dropFirst(2).first != "Z"
        #else
        return true
        #endif
    }

    func stop() {
        process.terminate()
        let pid = process.processIdentifier
        let patience = Date().addingTimeInterval(10)
        while isRunning, Date() < patience { Thread.sleep(forTimeInterval: 0.05) }
        if isRunning { kill(pid, SIGKILL) }
        killLeftovers()
    }

    /// Kills what the server's background builds left running for this workspace (a build's
    /// `swiftc`, in a process group of its own, outlives the server that started it).
    private func killLeftovers() {
        #if os(Linux)
        let me = getpid()
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), pid != me,
                let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            if String(decoding: line, as: UTF8.self).contains(folder) { kill(pid, SIGKILL) }
        }
        #endif
    }

    func notify(_ method: String, _ params: Any) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and returns its answer, answering the server's own requests on the way.
    func request(_ method: String, _ params: Any) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        while true {
            let message = try receive()
            if message["method"] == nil, message["id"] as? Int == id { return message }
            if message["method"] != nil, let serverID = message["id"] {
                send(["jsonrpc": "2.0", "id": serverID, "result": NSNull()])
            }
        }
    }

    private func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    private func receive() throws -> [String: Any] {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let end = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                let length =
                    header.components(separatedBy: "\r\n")
                    .compactMap {
                        $0.lowercased().hasPrefix("content-length:")
                            ? Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) : nil
                    }
                    .first ?? 0
                if buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length {
                    let body = buffer[end.upperBound..<buffer.index(end.upperBound, offsetBy: length)]
                    buffer = Data(buffer[buffer.index(end.upperBound, offsetBy: length)...])
                    return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
                }
            }
            // Waits for output a second at a time, so that a server that is gone, or past its
            // time, ends the wait even while a process it left holds the pipe open.
            var ready = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            while case let polled = poll(&ready, 1, 1000), polled == 0 || (polled < 0 && errno == EINTR) {
                if !isRunning { throw LanguageServerEnded(reason: "sourcekit-lsp ended before it answered") }
                if Date() > deadline {
                    throw LanguageServerEnded(reason: "sourcekit-lsp did not answer within 9 minutes")
                }
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw LanguageServerEnded(reason: "sourcekit-lsp ended before it answered") }
            buffer.append(chunk)
        }
    }
}

/// sourcekit-lsp ended, or stopped answering, before it answered a request.
private struct LanguageServerEnded: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
