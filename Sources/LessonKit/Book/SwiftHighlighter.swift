/// Swift code as HTML with its tokens marked, as the book shows it: keywords, strings, numbers,
/// comments, type names and attributes each in a `<span>` of its own class, coloured by the book's
/// style sheet, done when the book is built (no script reads the code in the browser).
///
/// A tokenizer, not a parser, as mdBook's highlight.js and DocC's are: a name that starts with a
/// capital letter is taken for a type, a word in `keywords` for a keyword wherever it stands, and
/// code inside a string's interpolation (`"\(trip.city)"`) is read as code again.
public enum SwiftHighlighter {
    /// What a token is, and the class its span gets.
    public enum Kind: String, Sendable, CaseIterable {
        case keyword = "hl-kw"
        case string = "hl-str"
        case number = "hl-num"
        case comment = "hl-com"
        case type = "hl-type"
        /// `@State`, `@MainActor`, and the compiler's `#if`, `#Preview`.
        case attribute = "hl-attr"
    }

    /// A piece of the code: its text, and what it is (nil: punctuation, spaces, other names).
    public struct Token: Equatable, Sendable {
        public var kind: Kind?
        public var text: String
    }

    /// Swift's keywords, and the contextual ones a SwiftUI lesson writes as keywords.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "actor", "some", "any", "lazy",
        "mutating",
        "nonmutating", "override", "final", "required", "convenience", "weak", "unowned", "get", "set", "willSet",
        "didSet",
        "indirect", "isolated", "sending",
    ]

    // MARK: - Public API

    /// The tokens of `source`, in order; their texts joined are `source` again.
    public static func tokens(_ source: String) -> [Token] {
        var scanner = Scanner(Array(source))
        scanner.code(until: nil)
        return scanner.tokens
    }

    /// `source` as HTML: each token escaped, the marked ones in a `<span class="…">`.
    public static func html(_ source: String) -> String {
        tokens(source).map { token in
            let text = BookMarkdown.escape(token.text)
            return token.kind.map { "<span class=\"\($0.rawValue)\">\(text)</span>" } ?? text
        }.joined()
    }

    /// `lines` read as one text (a string or comment open at a line's end goes on to the next), as
    /// HTML one line each: a span that crosses a line's end is closed there and opened again.
    public static func htmlLines(_ lines: [String]) -> [String] {
        var out = [""]
        for token in tokens(lines.joined(separator: "\n")) {
            let pieces = token.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { out.append("") }
                guard !piece.isEmpty else { continue }
                let text = BookMarkdown.escape(String(piece))
                out[out.count - 1] += token.kind.map { "<span class=\"\($0.rawValue)\">\(text)</span>" } ?? text
            }
        }
        return lines.isEmpty ? [] : out
    }

    // MARK: Scanning

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var tokens: [Token] = []

        init(_ characters: [Character]) { self.characters = characters }

        private func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        private func starts(with text: String) -> Bool {
            var offset = 0
            for character in text {
                guard peek(offset) == character else { return false }
                offset += 1
            }
            return true
        }

        private mutating func emit(_ kind: Kind?, from start: Int) {
            guard index > start else { return }
            let text = String(characters[start..<index])
            if let last = tokens.last, last.kind == kind, kind == nil || kind == .string || kind == .comment {
                tokens[tokens.count - 1].text += text
            } else {
                tokens.append(Token(kind: kind, text: text))
            }
        }

        private static func isIdentifierStart(_ character: Character) -> Bool { character.isLetter || character == "_" }
        private static func isIdentifier(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }

        /// Code up to the `)` that closes an interpolation (`until` is `)`), or to the end.
        mutating func code(until closing: Character?) {
            var depth = 0
            while let character = peek() {
                let start = index
                if let closing, character == closing, depth == 0 { return }
                if starts(with: "//") {
                    while let next = peek(), next != "\n" { index += 1 }
                    emit(.comment, from: start)
                } else if starts(with: "/*") {
                    blockComment()
                } else if character == "\"" || (character == "#" && rawStringStart() != nil) {
                    string()
                } else if character.isNumber {
                    number()
                } else if character == "@", let next = peek(1), Self.isIdentifierStart(next) {
                    index += 1
                    while let next = peek(), Self.isIdentifier(next) { index += 1 }
                    emit(.attribute, from: start)
                } else if character == "#", let next = peek(1), Self.isIdentifierStart(next) {
                    index += 1
                    while let next = peek(), Self.isIdentifier(next) { index += 1 }
                    emit(.attribute, from: start)
                } else if character == "`" {
                    // `default` written as a name is a name.
                    index += 1
                    while let next = peek(), next != "`", next != "\n" { index += 1 }
                    if peek() == "`" { index += 1 }
                    emit(nil, from: start)
                } else if Self.isIdentifierStart(character) {
                    while let next = peek(), Self.isIdentifier(next) { index += 1 }
                    let word = String(characters[start..<index])
                    // A name after a dot is a member (`.font`, `.self` as a member is a keyword).
                    let member = start > 0 && characters[start - 1] == "." && word != "self" && word != "init"
                    let kind: Kind? =
                        !member && SwiftHighlighter.keywords.contains(word)
                        ? .keyword : word.first!.isUppercase ? .type : nil
                    emit(kind, from: start)
                } else {
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    index += 1
                    emit(nil, from: start)
                }
            }
        }

        private mutating func blockComment() {
            let start = index
            var depth = 0
            while peek() != nil {
                if starts(with: "/*") {
                    depth += 1
                    index += 2
                } else if starts(with: "*/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { break }
                } else {
                    index += 1
                }
            }
            emit(.comment, from: start)
        }

        /// How many `#` open a raw string here (`#"…"#`), or nil when this is no raw string.
        private func rawStringStart() -> Int? {
            var count = 0
            while peek(count) == "#" { count += 1 }
            return count > 0 && peek(count) == "\"" ? count : nil
        }

        private mutating func number() {
            let start = index
            while let next = peek(),
                next.isNumber || next.isLetter || next == "_" || (next == "." && peek(1)?.isNumber == true)
            {
                index += 1
            }
            emit(.number, from: start)
        }

        /// A string literal, plain, raw or multi-line, its interpolations read as code.
        private mutating func string() {
            var start = index
            let hashes = rawStringStart() ?? 0
            index += hashes
            let multiline = starts(with: "\"\"\"")
            index += multiline ? 3 : 1
            let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
            while let character = peek() {
                if starts(with: close) {
                    index += close.count
                    break
                }
                if !multiline, character == "\n" { break }
                if starts(with: interpolation) {
                    index += interpolation.count
                    emit(.string, from: start)
                    code(until: ")")
                    start = index
                    if peek() == ")" { index += 1 }
                    continue
                }
                // An escaped character (`\"`) does not end the string.
                index += character == "\\" && hashes == 0 && index + 1 < characters.count ? 2 : 1
            }
            emit(.string, from: start)
        }
    }
}
