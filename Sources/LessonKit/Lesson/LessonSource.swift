/// A lesson file's bytes as lines: what the parser reads and what `--bless` writes back.
///
/// Lines end at LF, CRLF or a lone CR, as CommonMark says. (Splitting a Swift `String` on `"\n"`
/// does not split a CRLF file at all: `"\r\n"` is one `Character`, so the whole file would be one
/// line.) A UTF-8 byte order mark is dropped and remembered. A line that is not valid UTF-8 is an
/// error at its line, never read silently as U+FFFD.
public struct LessonSource: Sendable {
    /// The lines, without their line endings; the last is what follows the last line ending.
    public var lines: [String]
    /// The line ending the file uses (its first one), to write the file back as it was.
    public var lineEnding: String
    /// Whether the file starts with a UTF-8 byte order mark.
    public var hasByteOrderMark: Bool
    /// Lines that are not valid UTF-8, and a file in another encoding.
    public var diagnostics: [LessonDiagnostic]

    /// The most invalid lines reported one by one; the rest are counted in the last message.
    static let invalidLinesReported = 5

    public init(bytes: some Collection<UInt8>, path: String) {
        let bytes = Array(bytes)
        lines = []
        lineEnding = "\n"
        hasByteOrderMark = false
        diagnostics = []
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            diagnostics.append(
                LessonDiagnostic(
                    SourceLocation(file: path, line: 1), "the lesson is saved as UTF-16, not UTF-8",
                    fix: "save it as UTF-8 (most editors: File > Save with Encoding > UTF-8)"))
            return
        }
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            hasByteOrderMark = true
            start = 3
        }
        var foundEnding = false
        var invalidLines: [(line: Int, column: Int, byte: UInt8)] = []
        func addLine(_ end: Int) {
            let slice = bytes[start..<end]
            if let (offset, byte) = Self.firstInvalidByte(in: slice) {
                invalidLines.append((lines.count + 1, offset + 1, byte))
            } else if let nul = slice.firstIndex(of: 0) {
                // Valid UTF-8, yet no text: a terminal drops it, Swift's compiler rejects it.
                invalidLines.append((lines.count + 1, nul - slice.startIndex + 1, 0))
            }
            lines.append(String(decoding: slice, as: UTF8.self))
        }
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                if !foundEnding {
                    lineEnding = "\n"
                    foundEnding = true
                }
                addLine(index)
                index += 1
                start = index
            case 0x0D:
                let crlf = index + 1 < bytes.count && bytes[index + 1] == 0x0A
                if !foundEnding {
                    lineEnding = crlf ? "\r\n" : "\r"
                    foundEnding = true
                }
                addLine(index)
                index += crlf ? 2 : 1
                start = index
            default:
                index += 1
            }
        }
        addLine(bytes.count)
        for (number, invalid) in invalidLines.prefix(Self.invalidLinesReported).enumerated() {
            let more =
                number == Self.invalidLinesReported - 1 && invalidLines.count > Self.invalidLinesReported
                ? " (and \(invalidLines.count - Self.invalidLinesReported) more lines after it)" : ""
            let hex = "0x" + String(invalid.byte, radix: 16, uppercase: true).leftPadded(to: 2)
            if invalid.byte == 0 {
                diagnostics.append(
                    LessonDiagnostic(
                        SourceLocation(file: path, line: invalid.line),
                        "this line holds a NUL byte (0x00) at column \(invalid.column)\(more): is the file damaged, or not text?",
                        fix: "remove the NUL byte (in vim: /\\%x00), or restore the lesson from git"))
                continue
            }
            diagnostics.append(
                LessonDiagnostic(
                    SourceLocation(file: path, line: invalid.line),
                    "this line is not valid UTF-8: byte \(hex) at column \(invalid.column)\(more)",
                    fix: "save the lesson as UTF-8, or retype the character there"))
        }
    }

    /// The text of `lines` joined again with the file's own line ending and byte order mark.
    public func text(of lines: [String]) -> String {
        (hasByteOrderMark ? "\u{FEFF}" : "") + lines.joined(separator: lineEnding)
    }

    /// The offset of the first byte of `slice` that does not start or continue a valid UTF-8 scalar.
    static func firstInvalidByte(in slice: ArraySlice<UInt8>) -> (offset: Int, byte: UInt8)? {
        if slice.allSatisfy({ $0 < 0x80 }) { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = slice.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                offset += scalar.count
            case .error:
                return (offset, slice[slice.startIndex + offset])
            case .emptyInput:
                return nil
            }
        }
    }
}
