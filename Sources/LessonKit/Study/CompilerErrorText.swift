import Foundation

/// The compiler's errors about a student's code, as swiftc and rustc print them: each error once,
/// at `file:line:column` in the student's own file, then the line it is about and a caret under
/// the column.
///
/// A step's runs all build the same code, so a build that fails fails each of them with the same
/// errors: they are gathered and shown once, not once per run.
public enum CompilerErrorText {
    /// The distinct compiler errors of `results`, in the order first given.
    public static func errors(in results: [CheckResult]) -> [CompilerMessage] {
        var errors: [CompilerMessage] = []
        for message in results.flatMap(\.compilerErrors) where !errors.contains(message) {
            errors.append(message)
        }
        return errors
    }

    /// `errors` as lines for a screen `width` columns wide: the message (prose, wrapped by the
    /// console), the source line from `code` (cut with `…` when it is wider than the screen,
    /// keeping the column in view), and a caret under the column. Paths under `folder` are shown
    /// relative to it.
    public static func lines(
        _ errors: [CompilerMessage], code: CodeVersion?, width: Int, relativeTo folder: String? = nil
    ) -> [StyledLine] {
        var out: [StyledLine] = []
        for error in errors {
            let place = ComparisonText.shorten("\(error.location):\(error.column)", folder)
            out.append(StyledLine(.bad, "\(place): \(error.severity): \(error.message)"))
            let source = code?.files.lazy.flatMap(\.lines).first { $0.origin == error.location }?.text
            guard let source else { continue }
            out += excerpt(source, line: error.location.line, column: error.column, width: width)
        }
        return out
    }

    /// `   12 |     print(trip.cty)` and `      |                ^` for a screen `width` wide.
    static func excerpt(_ source: String, line: Int, column: Int, width: Int) -> [StyledLine] {
        let gutter = String(line)
        let blank = String(repeating: " ", count: gutter.count)
        let characters = Array(source.replacingOccurrences(of: "\t", with: "    "))
        // The compiler counts columns in UTF-8 bytes from 1; the caret goes under a character.
        let before = String(decoding: Array(source.utf8.prefix(max(column - 1, 0))), as: UTF8.self)
        var caret = before.replacingOccurrences(of: "\t", with: "    ").count
        let room = max(width - gutter.count - 3, 20)
        var shown = characters
        if shown.count > room, caret > room - 10 {
            // Keep the column in view: start a while before it, marked as cut.
            let start = min(caret - room / 2, shown.count - room + 1)
            shown = Array(shown[start...])
            caret -= start - 1
            shown.insert("…", at: 0)
        }
        if shown.count > room {
            shown = Array(shown.prefix(room - 1)) + ["…"]
        }
        return [
            StyledLine(.code, "\(gutter) | " + String(shown)),
            StyledLine(
                .removed, "\(blank) | " + String(repeating: " ", count: min(caret, max(shown.count - 1, 0))) + "^"),
        ]
    }
}
