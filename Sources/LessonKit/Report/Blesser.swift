import Foundation

/// Rewrites expected blocks with what the engine printed: only the checks it is given.
public enum Blesser {
    /// Writes each failed result's actual output into its block; returns the locations rewritten.
    public static func bless(_ results: [CheckResult]) throws -> [SourceLocation] {
        var rewritten: [SourceLocation] = []
        let byFile = Dictionary(grouping: results.filter { $0.status == .failed && $0.actual != nil }, by: { $0.check.location.file })
        for (file, fileResults) in byFile {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            var lines = text.components(separatedBy: "\n")
            for result in fileResults.sorted(by: { $0.check.location.line > $1.check.location.line }) {
                let start = result.check.block.firstContentLine - 1
                let end = start + result.check.block.lines.count
                guard start >= 0, end <= lines.count else { continue }
                lines.replaceSubrange(start..<end, with: result.actual!)
                rewritten.append(result.check.location)
            }
            let temporary = file + ".bless-tmp"
            try lines.joined(separator: "\n").write(toFile: temporary, atomically: true, encoding: .utf8)
            _ = try FileManager.default.replaceItemAt(URL(fileURLWithPath: file), withItemAt: URL(fileURLWithPath: temporary))
        }
        return rewritten.sorted()
    }
}
