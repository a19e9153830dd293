import Foundation

/// The app's Swift files as a lesson's edits leave them, each line remembering its lesson line.
struct AppFiles {
    private(set) var files: [(name: String, lines: [CodeVersion.Line])] = []

    /// Whether the lesson has given any file yet.
    var isEmpty: Bool { files.isEmpty }

    /// Adds the file, or replaces it whole.
    mutating func setFile(_ name: String, from block: Block) {
        let lines = Self.lines(of: block)
        if let index = files.firstIndex(where: { $0.name == name }) {
            files[index].lines = lines
        } else {
            files.append((name, lines))
        }
    }

    /// Replaces the top-level declaration `declaration` in `name` with the block's code.
    mutating func replace(_ declaration: String, in name: String, from block: Block) throws {
        guard let index = files.firstIndex(where: { $0.name == name }) else {
            let known = files.map(\.name).joined(separator: ", ")
            throw LessonDiagnostic(
                block.location, "`\(name)` is not one of the app's files (\(known.isEmpty ? "none yet" : known))",
                fix: "add it first with ```swift file=\(name)```, or name an existing file")
        }
        let texts = files[index].lines.map(\.text)
        guard let range = SwiftDeclarations.range(of: declaration, in: texts) else {
            let names = SwiftDeclarations.topLevelNames(in: texts).joined(separator: ", ")
            throw LessonDiagnostic(
                block.location, "`\(name)` has no top-level declaration named `\(declaration)` (it declares \(names))",
                fix: "use replace=NAME with one of those, or file=\(name) alone to replace the whole file")
        }
        files[index].lines.replaceSubrange(range, with: Self.lines(of: block))
    }

    /// The code as it stands, for a check.
    func version(label: String) -> CodeVersion {
        CodeVersion(files: files, label: label)
    }

    static func lines(of block: Block) -> [CodeVersion.Line] {
        block.lines.enumerated().map { offset, text in
            CodeVersion.Line(
                text: text, origin: SourceLocation(file: block.location.file, line: block.firstContentLine + offset))
        }
    }
}

/// Finds top-level declarations in Swift source by their keyword and name, and where they end.
enum SwiftDeclarations {
    static let keywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "func", "typealias", "var", "let",
    ]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "final", "nonisolated", "open", "indirect",
    ]

    /// The name a top-level line declares, if it starts a declaration.
    static func declaredName(in line: String) -> String? {
        guard let first = line.first, !first.isWhitespace, first != "}" else { return nil }
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) { words.removeFirst() }
        guard words.count >= 2, keywords.contains(words[0]) else { return nil }
        let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return name.isEmpty ? nil : String(name)
    }

    static func topLevelNames(in lines: [String]) -> [String] {
        var names: [String] = []
        var depth = 0
        for line in lines {
            if depth == 0, let name = declaredName(in: line) { names.append(name) }
            depth += braceDelta(line)
        }
        return names
    }

    /// The lines of the declaration named `name`, with the attributes and doc comments just above it.
    static func range(of name: String, in lines: [String]) -> Range<Int>? {
        var depth = 0
        var start: Int?
        var opened = false
        for (index, line) in lines.enumerated() {
            if depth == 0, start == nil, declaredName(in: line) == name { start = index }
            depth += braceDelta(line)
            guard let first = start else { continue }
            if depth > 0 { opened = true }
            let continues =
                index + 1 < lines.count && lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("{")
            if depth == 0 && (opened || !continues) {
                var from = first
                while from > 0 {
                    let above = lines[from - 1].trimmingCharacters(in: .whitespaces)
                    if above.hasPrefix("@") || above.hasPrefix("///") { from -= 1 } else { break }
                }
                return from..<(index + 1)
            }
        }
        return nil
    }

    /// How much a line opens braces, ignoring strings and comments.
    static func braceDelta(_ line: String) -> Int {
        var delta = 0
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                break
            } else if character == "{" {
                delta += 1
            } else if character == "}" {
                delta -= 1
            }
            previous = character
        }
        return delta
    }
}
