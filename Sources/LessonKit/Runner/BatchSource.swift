/// Lesson programs rewritten to be compiled together, in one module (`BatchBuild`).
///
/// Each program becomes one file: its own files one after the other, each line still under its
/// `#sourceLocation`, so that compiler messages point at the lesson's lines as they do when it is
/// built alone. Its top-level declarations are made `fileprivate`, so two programs' `ContentView`,
/// `Trip` or `extension View { func cardStyle() }` do not clash; what cannot be made file-private
/// (a conformance added to someone else's type, an operator) may clash, and then the batch is split
/// (`BatchBuild`). `@main` is taken off its type, and the program gets an entry point of its own,
/// `__lessonsEntry<N>()`, which the batch's `main` calls when `LESSONS_ENTRY` is N.
///
/// Nothing else changes: no line moves (columns do, by the `fileprivate ` inserted), and at run
/// time a file-private type prints as the same name, except where Swift prints a qualified name
/// (`String(reflecting:)`, `dump`, an optional's description), which names a file-private type
/// `Lesson.(unknown context at $…).Trip`. A play whose output holds that is run again from the
/// program built alone (`LessonChecker`).
enum BatchSource {
    /// The environment variable that selects a batch's program.
    static let entryVariable = "LESSONS_ENTRY"
    /// What a file-private type's qualified name holds at run time.
    static let unknownContext = "(unknown context at $"

    /// Why a program is built alone rather than in a batch.
    struct Refusal: Error, Equatable {
        var reason: String
    }

    /// The file of `code` for a batch, with `entry` as its entry point's number.
    static func file(for code: CodeVersion, entry: Int) -> Result<String, Refusal> {
        var lines: [String] = []
        var origins: [SourceLocation?] = []
        let networking = SourceRewriter.needsNetworking(code.files.lazy.flatMap(\.lines).map(\.text))
        for file in code.files {
            var expected: SourceLocation?
            let stateAssignments = SourceRewriter.stateAssignments(in: file.lines.map(\.text))
            for (index, line) in file.lines.enumerated() {
                if expected != line.origin {
                    lines.append("#sourceLocation(file: \"\(line.origin.file)\", line: \(line.origin.line))")
                    origins.append(nil)
                }
                lines.append(
                    stateAssignments[index]
                        ?? SourceRewriter.rewrite(line.text, lineNumber: line.origin.line, networking: networking))
                origins.append(line.origin)
                expected = SourceLocation(file: line.origin.file, line: line.origin.line + 1)
            }
            lines.append("#sourceLocation()")
            origins.append(nil)
        }
        guard let starts = TopLevelScanner.topLevelStarts(lines) else {
            return .failure(Refusal(reason: "a brace, comment or string the batch rewrite cannot follow"))
        }
        var mainType: String?
        var awaitingMainType = false
        var mains = 0
        for index in lines.indices where starts[index] && origins[index] != nil {
            guard let declaration = Declaration(lines[index]) else { continue }
            if declaration.hadMain {
                awaitingMainType = true
                mains += 1
            }
            if awaitingMainType, let name = declaration.typeName {
                mainType = name
                awaitingMainType = false
            }
            lines[index] = declaration.fileprivateLine()
        }
        if lines.contains(where: { $0.contains("static func main(") }) {
            return .failure(Refusal(reason: "a main function of its own"))
        }
        if awaitingMainType { return .failure(Refusal(reason: "@main on something the batch rewrite cannot name")) }
        // Built alone, the second is the compiler's error at its line (`SnippetBuilder.sources`).
        if mains > 1 { return .failure(Refusal(reason: "more than one @main")) }
        var text = lines.joined(separator: "\n") + "\n"
        let app: String
        if let mainType {
            app = mainType
        } else {
            app = "__LessonApp"
            text += SnippetBuilder.defaultApp(for: code, access: "fileprivate ")
        }
        // The host runs the app, whatever the app declares (see `SnippetBuilder.sources`).
        text += "@MainActor func __lessonsEntry\(entry)() async { await \(SnippetBuilder.hostEntry)(\(app).self) }\n"
        return .success(text)
    }

    /// The batch's `main`: runs the program `LESSONS_ENTRY` names. Run without a number it holds,
    /// it says so on standard error and exits with status 64 (`EX_USAGE`, as the tool does on a bad
    /// command line): it is a program of its own, with no caller to throw to, and the runner always
    /// gives it a number, so only a run by hand sees it.
    static func dispatcher(entries: [Int]) -> String {
        let cases = entries.map { "        case \"\($0)\": await __lessonsEntry\($0)()" }.joined(separator: "\n")
        return """
            import ViewGraph

            @main
            enum __LessonsBatch {
                @MainActor static func main() async {
                    let entry = getenv("\(entryVariable)").map { String(cString: $0) } ?? ""
                    switch entry {
            \(cases)
                    default:
                        // Written to file descriptor 2, not `stderr`: Swift 6 rejects naming that C global.
                        let usage = "this program holds \(entries.count) lesson programs: run it with \(entryVariable)=N (N from \(entries.min() ?? 0) to \(entries.max() ?? 0))\\n"
                        _ = usage.withCString { write(2, $0, strlen($0)) }
                        exit(64)
                    }
                }
            }

            \(SnippetBuilder.errorDescription)
            """
    }

    /// The start of a top-level line: its attributes, modifiers and declaration keyword.
    struct Declaration {
        static let keywords: Set<String> = [
            "struct", "class", "enum", "protocol", "actor", "func", "var", "let", "typealias", "extension",
        ]
        static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor"]
        /// Access modifiers a batch takes off: the declaration becomes `fileprivate` instead.
        static let widerAccess: Set<String> = ["public", "internal", "open", "package"]
        static let otherModifiers: Set<String> = ["final", "nonisolated", "indirect", "dynamic", "lazy", "distributed"]

        var line: String
        /// The text before the modifiers (attributes), with `@main` taken out.
        var prefix: String
        /// The modifiers and the rest, with wider access modifiers taken out.
        var rest: String
        var keyword: String
        /// Whether the line is file-private already, or cannot be (a conformance in an extension).
        var keepsAccess: Bool
        var hadMain: Bool
        /// The name declared, for a type.
        var typeName: String?

        /// Reads `line`; nil when it does not start a declaration (an import, `#if`, an operator).
        init?(_ line: String) {
            guard let first = line.first, first == "@" || first.isLetter else { return nil }
            self.line = line
            var scanner = Substring(line)
            var prefix = ""
            var hadMain = false
            // Attributes: `@Name`, `@Name(…)`.
            while scanner.first == "@" {
                var attribute = "@"
                scanner = scanner.dropFirst()
                let name = scanner.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                attribute += name
                scanner = scanner.dropFirst(name.count)
                if scanner.first == "(" {
                    var depth = 0
                    var taken = ""
                    for character in scanner {
                        taken.append(character)
                        if character == "(" { depth += 1 }
                        if character == ")" {
                            depth -= 1
                            if depth == 0 { break }
                        }
                    }
                    guard depth == 0 else { return nil }
                    attribute += taken
                    scanner = scanner.dropFirst(taken.count)
                }
                let spaces = scanner.prefix { $0 == " " || $0 == "\t" }
                scanner = scanner.dropFirst(spaces.count)
                if name == "main" {
                    hadMain = true
                } else {
                    prefix += attribute + String(spaces)
                }
            }
            if hadMain && prefix.isEmpty && scanner.isEmpty {
                // `@main` alone on its line: the type follows on the next one.
                self.prefix = ""
                rest = ""
                keyword = ""
                keepsAccess = true
                self.hadMain = true
                return
            }
            var rest = ""
            var keepsAccess = false
            var keyword: String?
            while keyword == nil {
                let word = scanner.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !word.isEmpty else { return nil }
                var whole = String(word)
                var after = scanner.dropFirst(word.count)
                if after.first == "(" {
                    // `private(set)`, `nonisolated(unsafe)`.
                    guard let close = after.firstIndex(of: ")") else { return nil }
                    whole += after[...close]
                    after = after[after.index(after: close)...]
                }
                let spaces = after.prefix { $0 == " " || $0 == "\t" }
                if Self.keywords.contains(whole) {
                    keyword = whole
                    rest += scanner
                    scanner = ""
                } else if Self.widerAccess.contains(String(word)) {
                    scanner = after.dropFirst(spaces.count)
                } else if word == "private" || word == "fileprivate" {
                    keepsAccess = keepsAccess || whole == word
                    rest += whole + spaces
                    scanner = after.dropFirst(spaces.count)
                } else if Self.otherModifiers.contains(String(word)) {
                    rest += whole + spaces
                    scanner = after.dropFirst(spaces.count)
                } else {
                    return nil
                }
            }
            let keywordValue = keyword!
            var typeName: String?
            if Self.typeKeywords.contains(keywordValue) {
                // `rest` is `[modifiers] keyword Name…`: the name follows the keyword.
                if let range = rest.range(of: keywordValue + " ") {
                    let name = rest[range.upperBound...].drop { $0 == " " }.prefix {
                        $0.isLetter || $0.isNumber || $0 == "_"
                    }
                    if !name.isEmpty { typeName = String(name) }
                }
            }
            if keywordValue == "extension" {
                // `extension Name<…>.Inner: Protocol` adds a conformance: it cannot be file-private.
                if let range = rest.range(of: "extension") {
                    var tail = rest[range.upperBound...].drop { $0 == " " }
                    var depth = 0
                    while let character = tail.first {
                        if character == "<" {
                            depth += 1
                        } else if character == ">" {
                            depth -= 1
                        } else if depth == 0
                            && !(character.isLetter || character.isNumber || character == "_" || character == ".")
                        {
                            break
                        }
                        tail = tail.dropFirst()
                    }
                    if tail.drop(while: { $0 == " " }).first == ":" { keepsAccess = true }
                }
            }
            self.prefix = prefix
            self.rest = rest
            self.keyword = keywordValue
            self.keepsAccess = keepsAccess
            self.hadMain = hadMain
            self.typeName = typeName
        }

        /// The line with the declaration `fileprivate` (and `@main` taken off).
        func fileprivateLine() -> String {
            if keyword.isEmpty { return "" }
            return prefix + (keepsAccess ? "" : "fileprivate ") + rest
        }
    }
}
