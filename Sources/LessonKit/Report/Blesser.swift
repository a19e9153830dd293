import Foundation

/// Rewrites expected blocks with what the engine printed: only the checks it is given.
public enum Blesser {
    /// What a bless did: the blocks rewritten, and the ones left as they were, with why.
    public struct Outcome: Sendable {
        public var rewritten: [SourceLocation] = []
        public var leftAlone: [(location: SourceLocation, reason: String)] = []
    }

    /// Why a recorded block is never blessed.
    public static let recordedReason = "recorded on iOS: the recording is right and the engine is wrong; fix the engine, or mark the check known-issue=\"what it lacks\""

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
            var changed = false
            for result in byFile[file]!.sorted(by: { $0.check.location.line > $1.check.location.line }) {
                let start = result.check.block.firstContentLine - 1
                let end = start + result.check.block.lines.count
                guard start >= 0, end <= lines.count, Array(lines[start..<end]) == result.check.block.lines else {
                    outcome.leftAlone.append((result.check.location, "the block changed since it was checked; run the check again"))
                    continue
                }
                lines.replaceSubrange(start..<end, with: result.actual!)
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
}
