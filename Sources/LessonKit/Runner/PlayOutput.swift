import Foundation
import HostContract

/// What one run of a lesson program did, action by action.
public struct PlayOutput: Sendable {
    /// What happened during one action.
    public struct Segment: Sendable {
        public var console: [String] = []
        public var log: [String] = []
    }

    /// One segment per action; segment 0 is launch.
    public var segments: [Segment] = []
    /// The screen after the last action.
    public var screen: [String] = []
    /// The same screen, each line with its view's frame (for a `screen frames` block).
    public var framedScreen: [String] = []
    /// The screen after the last action, drawn (`ScreenPicture`), when the program sent it.
    public var picture: ScreenPicture? { pictureLine.flatMap(ScreenPicture.init(jsonLine:)) }
    /// The same, as the host sent it: a line of JSON, decoded when `picture` is read.
    public var pictureLine: String?
    /// Why an action could not be done.
    public var error: String?
    /// Whether the play ran to its end.
    public var finished = false
    /// The actions (1 is launch) after which the app did not settle, with why.
    public var unsettled: [(action: Int, reason: String)] = []
    /// API the app used that the engine compiles but does not model, by name.
    public var unmodelled: [String] = []

    /// Reads a run's output as `HostLines` merged it: the program's own lines, and the host's lines
    /// of the run whose nonce is `nonce` (`HostProtocol`).
    public static func parse(_ text: String, nonce: String = "") -> PlayOutput {
        var output = PlayOutput()
        splitLineBytes(text, nonce: nonce, program: { output.appendConsole($0) }, host: { output.handle($0) })
        return output
    }

    /// Calls `program` with each line the program printed and `host` with each host line (without its
    /// marker), in the order they were written.
    ///
    /// A host line starts with the marker and the run's nonce (`␞NONCE:done `), which the host says
    /// only on its own channel (`HostLines`), so a program that prints the protocol's lines itself
    /// (`print("\u{1E}done ")`) has them read as its console, never obeyed. And a marker
    /// starts a host line only when a host kind and a space follow it: a U+001E the program prints
    /// itself (`print("a\u{1E}b")`) is part of its line, as on iOS.
    ///
    /// Lines end at LF, CRLF or a lone CR, as a terminal shows each (`endsLine`). The text is read as
    /// UTF-8 bytes, which a warm check does for every kept play (a character-by-character split cost it
    /// most of its time).
    static func splitLines(_ text: String, nonce: String = "", program: (String) -> Void, host: (String) -> Void) {
        splitLineBytes(text, nonce: nonce, program: program) { host(String(decoding: $0, as: UTF8.self)) }
    }

    /// The same, with each host line as its bytes (without its marker): a reader that keeps only some
    /// kinds of host line makes no string of the rest, as a warm check reads every kept play's
    /// output, and a traced play's trace lines are most of it.
    static func splitLineBytes(
        _ text: String, nonce: String = "", program: (String) -> Void, host: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var text = text
        var marker = HostProtocol.lineStart(nonce: nonce)
        marker.withUTF8 { marker in
            text.withUTF8 { bytes in
                splitLines(bytes, marker: marker, program: program, host: host)
            }
        }
    }

    private static func splitLines(
        _ bytes: UnsafeBufferPointer<UInt8>, marker: UnsafeBufferPointer<UInt8>,
        program: (String) -> Void, host: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return }
        /// Where `byte` first is in `range`, or nil: `memchr`, which looks at many bytes at a time
        /// (a warm check reads every kept play's output, hundreds of kilobytes for a traced play).
        func first(_ byte: UInt8, in range: Range<Int>) -> Int? {
            guard !range.isEmpty, let hit = memchr(base + range.lowerBound, Int32(byte), range.count) else {
                return nil
            }
            return base.distance(to: UnsafeRawPointer(hit))
        }
        /// Where `marker` first starts in `range`, or nil.
        func find(_ range: Range<Int>) -> Int? {
            guard let head = marker.first, range.count >= marker.count else { return nil }
            var index = range.lowerBound
            let last = range.upperBound - marker.count
            while index <= last, let hit = first(head, in: index..<(last + 1)) {
                var matched = 1
                while matched < marker.count && bytes[hit + matched] == marker[matched] { matched += 1 }
                if matched == marker.count { return hit }
                index = hit + 1
            }
            return nil
        }
        /// Whether the bytes from `start` to `end` begin a host line: a host kind, then a space.
        func startsHostLine(_ start: Int, _ end: Int) -> Bool {
            var space = start
            while space < end && bytes[space] != UInt8(ascii: " ") { space += 1 }
            guard space < end, space - start <= longestHostKind else { return false }
            return hostKinds.contains(Substring(string(start..<space)))
        }
        var lineStart = 0
        var index = 0
        while lineStart < bytes.count {
            // The end of this line: a line feed, a carriage return and line feed, a lone carriage
            // return (as a terminal shows each), or the end of the text.
            let feed = first(newline, in: lineStart..<bytes.count) ?? bytes.count
            index = first(carriageReturn, in: lineStart..<feed) ?? feed
            let lineEnd = index
            let next =
                index < bytes.count && bytes[index] == carriageReturn && index + 1 < bytes.count
                    && bytes[index + 1] == newline
                ? index + 2 : index + 1
            var line = lineStart..<lineEnd
            var searchFrom = line.lowerBound
            // A program line printed without a newline is followed on the same line by a host line.
            while let found = find(searchFrom..<line.upperBound) {
                let hostStart = found + marker.count
                guard startsHostLine(hostStart, line.upperBound) else {
                    searchFrom = found + 1
                    continue
                }
                if found > line.lowerBound { program(string(line.lowerBound..<found)) }
                var next = find(hostStart..<line.upperBound)
                while let candidate = next, !startsHostLine(candidate + marker.count, line.upperBound) {
                    next = find((candidate + 1)..<line.upperBound)
                }
                host(UnsafeBufferPointer(rebasing: bytes[hostStart..<(next ?? line.upperBound)]))
                if let next {
                    line = next..<line.upperBound
                    searchFrom = next
                } else {
                    line = line.upperBound..<line.upperBound
                    break
                }
            }
            if !line.isEmpty || lineStart == lineEnd { program(string(line)) }
            lineStart = next
        }
    }

    /// Whether `character` ends a line of a program's output: LF, CRLF (one Character in Swift) or
    /// a lone CR, as a terminal shows each.
    static func endsLine(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// The kinds of host line (`HostProtocol`).
    static let hostKinds: Set<Substring> = [
        "action", "log", "screen", "frames", "error", "done", "unsettled", "trace", "unmodelled", "picture",
    ]
    private static let longestHostKind = hostKinds.map(\.utf8.count).max()!

    /// Whether `text`, just after a marker, is a host line: a host kind, then a space.
    static func startsHostLine(_ text: Substring) -> Bool {
        guard let space = text.firstIndex(of: " ") else { return false }
        return hostKinds.contains(text[..<space])
    }

    private mutating func appendConsole(_ line: String) {
        if segments.isEmpty { segments.append(Segment()) }
        segments[segments.count - 1].console.append(line)
    }

    /// The kind of the host line `line` (its bytes, without the marker) and where its payload starts,
    /// or nil when its payload starts with a byte that is not ASCII, which may join the space before
    /// it into one character (a combining mark): such a line is read as a string, as ever.
    static func hostKind(of line: UnsafeBufferPointer<UInt8>) -> (kind: Substring, payload: Int)? {
        let space = line.firstIndex(of: UInt8(ascii: " ")) ?? line.count
        guard space + 1 >= line.count || line[space + 1] < 0x80 else { return nil }
        // The kinds are few and short: the one that matches, never a new string.
        let kind = hostKinds.first { candidate in
            candidate.utf8.count == space && candidate.utf8.elementsEqual(line[..<space])
        }
        return kind.map { ($0, min(space + 1, line.count)) }
    }

    /// Reads one host line from its bytes; a trace line (read by `PlayTrace`) makes no string.
    private mutating func handle(_ line: UnsafeBufferPointer<UInt8>) {
        guard let (kind, start) = Self.hostKind(of: line) else {
            return handle(String(decoding: line, as: UTF8.self))
        }
        if kind == "trace" {
            finished = false
            return
        }
        let payload = String(decoding: UnsafeBufferPointer(rebasing: line[start...]), as: UTF8.self)
        handle(kind: kind, payload: payload, line: { String(decoding: line, as: UTF8.self) })
    }

    private mutating func handle(_ hostLine: String) {
        let kind = hostLine.prefix { $0 != " " }
        let payload = hostLine.dropFirst(kind.count + 1)
        handle(kind: kind, payload: String(payload), line: { hostLine })
    }

    private mutating func handle(kind: Substring, payload: String, line: () -> String) {
        // The play finished only if `done` is the host's last line: a `␞done` the program printed
        // itself before an action (or the error that stopped the play) is not the end of the play.
        if kind != "done" && kind != "unmodelled" { finished = false }
        switch kind {
        case "action": segments.append(Segment())
        case "log":
            if segments.isEmpty { segments.append(Segment()) }
            segments[segments.count - 1].log.append(payload)
        case "screen": screen.append(payload)
        case "frames": framedScreen.append(payload)
        case "error": error = payload
        case "done": finished = true
        case "unsettled": unsettled.append((max(segments.count, 1), payload))
        case "trace": break  // read by `PlayTrace`, never part of the console
        case "picture": pictureLine = payload  // the last one is the play's end
        case "unmodelled": unmodelled.append(payload)
        default: appendConsole(line())
        }
    }

    /// The console lines of actions `scope` selects.
    func console(_ scope: Check.Scope) -> [String] { select(scope).flatMap(\.console) }
    /// The log lines of actions `scope` selects.
    func log(_ scope: Check.Scope) -> [String] { select(scope).flatMap(\.log) }

    private func select(_ scope: Check.Scope) -> ArraySlice<Segment> {
        switch scope {
        case .last: return segments.suffix(1)
        case .from(let first): return segments.dropFirst(first - 1)
        }
    }
}
