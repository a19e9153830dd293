import Foundation

/// The info string of a fenced block: a kind, then `key=value`, `key="value with spaces"` or bare `key`.
struct InfoString: Equatable {
    var kind: String
    var attributes: [String: String]
    /// Attributes in the order written, for messages.
    var order: [String]
    /// Where each attribute (`key=value`, quotes included) and the kind (under "") are in the text
    /// parsed, in characters from its start: where a fix edits them.
    var spans: [String: Range<Int>] = [:]

    /// Parses `console play="launch; tap Count: 0" output=all`.
    static func parse(_ text: String) throws -> InfoString {
        var scanner = Substring(text).drop { $0.isWhitespace }
        func offset(_ index: Substring.Index) -> Int { text.distance(from: text.startIndex, to: index) }
        let kind = String(scanner.prefix { !$0.isWhitespace })
        var spans = ["": offset(scanner.startIndex)..<(offset(scanner.startIndex) + kind.count)]
        scanner = scanner.dropFirst(kind.count)
        var attributes: [String: String] = [:]
        var order: [String] = []
        while true {
            scanner = scanner.drop { $0.isWhitespace }
            guard !scanner.isEmpty else { break }
            let tokenStart = offset(scanner.startIndex)
            let key = String(scanner.prefix { !$0.isWhitespace && $0 != "=" })
            guard !key.isEmpty else { throw InfoStringError.expectedName(String(scanner)) }
            scanner = scanner.dropFirst(key.count)
            var value = ""
            if scanner.first == "=" {
                scanner = scanner.dropFirst()
                if scanner.first == "\"" {
                    scanner = scanner.dropFirst()
                    guard let end = scanner.firstIndex(of: "\"") else { throw InfoStringError.unclosedQuote(key) }
                    // `title="a \"b\" c"`: Markdown info strings have no escapes.
                    if end > scanner.startIndex, scanner[scanner.index(before: end)] == "\\" {
                        throw InfoStringError.escapedQuote(key)
                    }
                    value = String(scanner[..<end])
                    scanner = scanner[scanner.index(after: end)...]
                } else {
                    value = String(scanner.prefix { !$0.isWhitespace })
                    scanner = scanner.dropFirst(value.count)
                }
            }
            if attributes[key] != nil { throw InfoStringError.duplicate(key) }
            attributes[key] = value
            order.append(key)
            spans[key] = tokenStart..<offset(scanner.startIndex)
        }
        return InfoString(kind: kind, attributes: attributes, order: order, spans: spans)
    }
}

enum InfoStringError: Error, CustomStringConvertible {
    case expectedName(String)
    case unclosedQuote(String)
    case duplicate(String)
    case escapedQuote(String)

    var description: String {
        switch self {
        case .expectedName(let rest): return "expected an attribute name at `\(rest)`"
        case .unclosedQuote(let key): return "the value of `\(key)` opens a quote that is never closed"
        case .duplicate(let key): return "`\(key)` is given twice"
        case .escapedQuote(let key):
            return "the value of `\(key)` has `\\\"`, but a value cannot escape a quote: it ends at the first `\"`"
        }
    }
}
