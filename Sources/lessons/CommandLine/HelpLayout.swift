/// How help text is laid out: for terminals of 80 columns, a longer line wraps in the middle of a word.
enum HelpLayout {
    /// The width every line of help fits in.
    static let width = 80

    /// `words` after `head` on one line, wrapped to `width` with each later line under the first word.
    static func wrapWords(_ words: [String], after head: String, width: Int) -> String {
        var lines = [head]
        let indent = String(repeating: " ", count: head.count + 1)
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count <= width {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(indent + word)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Rows of a label and its text, the texts in one column wrapped to `width`; a label too wide
    /// for the column has its text start on the next line.
    /// - Parameter labelWidth: the labels' column, for tables that line up with others; by default
    ///   the widest label's (at most 22 columns).
    static func table(_ rows: [(label: String, text: String)], indent: Int, labelWidth: Int? = nil) -> String {
        let pad = String(repeating: " ", count: indent)
        let column = (labelWidth ?? min(rows.map(\.label.count).max() ?? 0, 22)) + indent + 2
        var out: [String] = []
        for (label, text) in rows {
            let lines = wrap(text, width: width - column)
            let first = pad + label
            if first.count + 2 <= column {
                out.append(first + String(repeating: " ", count: column - first.count) + (lines.first ?? ""))
                out += lines.dropFirst().map { String(repeating: " ", count: column) + $0 }
            } else {
                out.append(first)
                out += lines.map { String(repeating: " ", count: column) + $0 }
            }
        }
        return out.map { $0.trailingSpacesRemoved }.joined(separator: "\n")
    }

    /// `text`'s words in lines of at most `width` columns (a longer word alone on its line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
