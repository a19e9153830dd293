import Foundation

/// Rewrites expected blocks with what the engine printed: only the checks it is given.
public enum Blesser {
    /// What a bless did: the blocks rewritten, and the ones left as they were, with why.
    public struct Outcome: Sendable {
        public var rewritten: [SourceLocation] = []
        public var leftAlone: [(location: SourceLocation, reason: String)] = []
    }

    /// Why a recorded block is never blessed.
    public static let recordedReason =
        "recorded on iOS: the recording is right and the engine is wrong; fix the engine, or mark the check known-issue=\"what it lacks\""

    /// Writes each failed result's actual output into its block, file by file, each file written
    /// whole or not at all (`AtomicFile`), in its own line endings and byte order mark. A block
    /// whose lines are no longer what was checked (the file was edited during the run) is left
    /// alone, and so is every block marked `recorded`: output recorded on iOS is never rewritten.
    public static func bless(_ results: [CheckResult]) throws -> Outcome {
        var outcome = Outcome()
        let failed = results.filter { $0.status == .failed && $0.actual != nil }
        for result in failed where result.check.isRecorded {
            outcome.leftAlone.append((result.check.location, recordedReason))
        }
        let byFile = Dictionary(grouping: failed.filter { !$0.check.isRecorded }, by: { $0.check.location.file })
        for file in byFile.keys.sorted() {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw AtomicFile.Failure(description: "\(file) cannot be read: it was not blessed")
            }
            let source = LessonSource(bytes: data, path: file)
            var lines = source.lines
            // The blocks are rewritten from the last up, so each block above the one rewritten is
            // still where the document found it.
            let document = MarkdownDocument(lines: lines)
            var changed = false
            for result in byFile[file]!.sorted(by: { $0.check.location.line > $1.check.location.line }) {
                let start = result.check.block.firstContentLine - 1
                let end = start + result.check.block.lines.count
                guard start >= 0, end <= lines.count, Array(lines[start..<end]) == result.check.block.lines else {
                    outcome.leftAlone.append(
                        (result.check.location, "the block changed since it was checked; run the check again"))
                    continue
                }
                let actual = result.actual!
                // A printed line that is a fence would end the block there, and the rest of what was
                // printed would be read as the lesson's Markdown (a second title, a <details> left
                // open): the block's fences are made longer than any fence it holds.
                let fences = fences(
                    of: document.codeBlock(openingAt: start), around: start, end, in: lines, holding: actual)
                if fences == .unclosed {
                    outcome.leftAlone.append(
                        (
                            result.check.location,
                            "what the engine printed holds a fence line, and the block has no closing "
                                + "fence to lengthen: close the block, then bless it again"
                        ))
                    continue
                }
                lines.replaceSubrange(start..<end, with: actual)
                if case .lengthened(let opening, let closing) = fences {
                    lines[start - 1] = opening
                    lines[start + actual.count] = closing
                }
                outcome.rewritten.append(result.check.location)
                changed = true
            }
            guard changed else { continue }
            do {
                try AtomicFile.write(Data(source.text(of: lines).utf8), to: file)
            } catch {
                throw AtomicFile.Failure(description: "\(file) was not blessed, and is unchanged: \(error)")
            }
        }
        outcome.rewritten.sort()
        return outcome
    }

    /// What a block's fences need for it to hold new content.
    enum FenceChange: Equatable {
        /// Nothing: the content holds no line that would end the block.
        case none
        /// The opening and closing fence lines, lengthened past every fence the content holds.
        case lengthened(opening: String, closing: String)
        /// They need lengthening, but the block has no closing fence.
        case unclosed
    }

    /// What the fences of the block whose content is at `start..<end` of `lines` need for it to
    /// hold `content` instead.
    static func fences(around start: Int, _ end: Int, in lines: [String], holding content: [String]) -> FenceChange {
        fences(
            of: MarkdownDocument(lines: lines).codeBlock(openingAt: start), around: start, end, in: lines,
            holding: content)
    }

    /// What the fences of `block`, whose content is at `start..<end` of `lines` (its opening fence at
    /// line `start`, 1-based), need for it to hold `content` instead.
    static func fences(
        of block: FencedCodeBlock?, around start: Int, _ end: Int, in lines: [String], holding content: [String]
    ) -> FenceChange {
        guard start >= 1, let block, let character = block.marker.first else { return .none }
        // The longest run of the fence's character that starts a line (after at most 3 spaces), as
        // CommonMark reads a fence: a run as long as the marker would close or open a block.
        let longest =
            content.map { line -> Int in
                let indent = line.prefix { $0 == " " }
                return indent.count <= 3 ? line.dropFirst(indent.count).prefix { $0 == character }.count : 0
            }.max() ?? 0
        guard longest >= block.marker.count else { return .none }
        guard end < lines.count, block.closing == .fence(line: end + 1) else { return .unclosed }
        let marker = String(repeating: character, count: longest + 1)
        let indent = String(lines[start - 1].prefix { $0 == " " })
        let closingIndent = String(lines[end].prefix { $0 == " " })
        return .lengthened(opening: indent + marker + block.info, closing: closingIndent + marker)
    }
}
