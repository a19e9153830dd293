import Foundation
import HostContract

/// One run's output as the runner reads it: the program's standard output (its console, and a
/// boundary line where each action began) and the host's lines from their own channel
/// (`HostProtocol`), put together in the form `PlayOutput` reads, in the order they were written: the
/// host marks on standard output where each action began and, when tracing, where each trace event
/// happened, so each print lands after the action, body or lifecycle action that printed it.
///
/// What a program cannot do here: pass a line it prints off as the host's (standard output is only
/// ever console), or rewrite the host's lines by putting a pipe over its standard output (they do
/// not go there). What it does that only the host may, writing on the channel or printing the
/// nonce only the host was told, is reported (`forgery`), and the run is not trusted.
struct HostLines {
    /// Standard output and the channel, merged.
    var merged = ""
    /// The nonce of the merged host lines.
    var nonce: String
    /// What the program did that only the host may, or nil.
    var forgery: String?
    /// The version of the host's contract the program said it speaks (`HostProtocol.Hello`), or nil
    /// when no host spoke.
    var protocolVersion: Int?

    init(console: String, channel: String) {
        var channelLines = channel.split(separator: "\n", omittingEmptySubsequences: false)
        if channelLines.last == "" { channelLines.removeLast() }
        guard let hello = channelLines.first.flatMap(HostProtocol.Hello.init) else {
            // The host never started (a program that crashed while loading), or someone else spoke first.
            nonce = PlayHome.newNonce()  // no one's: every line the program printed is console
            if !channelLines.isEmpty { forgery = "wrote on the host's channel before the host did" }
            merged = console
            return
        }
        // Merged as this version's lines are; a program of another version is refused (`PlayProblem`).
        protocolVersion = hello.version
        nonce = hello.nonce
        let boundary = HostProtocol.lineStart(nonce: hello.boundary)
        let lineStart = HostProtocol.lineStart(nonce: nonce)

        // The channel's lines, in groups: before the first marked line (`HostProtocol.markedKinds`:
        // an action, a trace event), then one from each marked line to the next.
        var groups: [[Substring]] = [[]]
        for line in channelLines.dropFirst() {
            guard line.hasPrefix(lineStart) else {
                if forgery == nil { forgery = "wrote on the host's channel (\(Self.quoted(line)))" }
                continue
            }
            if Self.isMarked(line.dropFirst(lineStart.count)) { groups.append([]) }
            groups[groups.count - 1].append(line)
        }
        // The console, in segments: before the first mark the host wrote on standard output, then one
        // from each mark to the next, so that segment i holds what was printed after channel group i began.
        var segments: [[Substring]] = [[]]
        // A line ends as a terminal and Xcode's console end it: at LF, CRLF or a lone CR. ("\r\n"
        // is one Character, so a split at "\n" alone would keep a CRLF program's lines as one.)
        var consoleLines = console.split(omittingEmptySubsequences: false, whereSeparator: PlayOutput.endsLine)
        if consoleLines.last == "" { consoleLines.removeLast() }
        for line in consoleLines {
            if forgery == nil, line.byteRange(of: lineStart) != nil {
                forgery = "printed the host's nonce, which only the host knows (\(Self.quoted(line)))"
            }
            var rest = line
            // A line the app printed without a newline is followed on the same line by the mark.
            var searchFrom = rest.startIndex
            while let found = rest[searchFrom...].byteRange(of: boundary) {
                guard Self.isMarked(rest[found.upperBound...]) else {
                    searchFrom = rest.index(after: found.lowerBound)
                    continue
                }
                if found.lowerBound > rest.startIndex { segments[segments.count - 1].append(rest[..<found.lowerBound]) }
                segments.append([])
                // The mark's own text (`action 2 tap Add`) is the channel's marked line's.
                rest = rest[rest.endIndex...]
                searchFrom = rest.startIndex
            }
            if !rest.isEmpty || line.isEmpty { segments[segments.count - 1].append(rest) }
        }
        var text: [Substring] = []
        for index in 0..<max(groups.count, segments.count) {
            if index < groups.count { text += groups[index] }
            if index < segments.count { text += segments[index] }
        }
        merged = text.isEmpty ? "" : text.joined(separator: "\n") + "\n"
    }

    /// Whether `text`, just after a nonce, is a line of a kind the host marks on standard output.
    private static func isMarked(_ text: Substring) -> Bool {
        HostProtocol.markedKinds.contains { kind in
            let after = text.dropFirst(kind.count)
            return text.hasPrefix(kind) && (after.isEmpty || after.first == " ")
        }
    }

    /// A line as a report quotes it: its start, at most 80 characters.
    private static func quoted(_ line: Substring) -> String {
        let shown = line.replacingOccurrences(of: "\u{1E}", with: "␞")
        return shown.count > 80 ? "“\(shown.prefix(80))…”" : "“\(shown)”"
    }
}
