extension MarkdownDocument {
    /// The document as an indented tree, a node a line with its range: the oracle of the parser's
    /// tests, as swift-markdown's `MarkupTreeDumper` is of its own.
    public var treeDump: String {
        var out = "Document"
        for block in blocks {
            out += "\n├─ "
            switch block {
            case .code(let code):
                let closing: String
                switch code.closing {
                case .fence(let line): closing = "closed at \(line)"
                case .interrupted(let line, let intruder): closing = "interrupted at \(line): \(intruder)"
                case .endOfFile: closing = "never closed"
                }
                out += "CodeBlock \(Self.text(code.range)) \(code.marker) \"\(code.info)\" \(closing)"
                for line in code.content { out += "\n│  │ \(line)" }
            case .heading(let heading):
                out += "Heading \(Self.text(heading.range)) level \(heading.level) \"\(heading.text)\""
            case .text(let line):
                out += "Text \(Self.text(line.range))"
                for piece in line.pieces {
                    switch piece {
                    case .text(let text): out += " \"\(text)\""
                    case .comment(let inner, let opens, let closes):
                        out += " " + (opens ? "<!--" : "…") + "\"\(inner)\"" + (closes ? "-->" : "…")
                    }
                }
            }
        }
        for comment in comments {
            out += "\n└─ Comment \(Self.text(comment.range))\(comment.isClosed ? "" : " never closed")"
        }
        return out
    }

    private static func text(_ range: MarkdownRange) -> String { "\(range.lowerBound)-\(range.upperBound)" }
}
