/// Text with inline Markdown (`**strong**`, `*emphasis*`, `` `code` ``, links) read into plain
/// characters and a style for each, so that it can be wrapped to a width and still keep its styles.
struct StyledText: Equatable {
    var characters: [Character] = []
    var styles: [StyledLine.Span.Style?] = []

    var count: Int { characters.count }
    var string: String { String(characters) }

    init() {}

    init(_ text: String, style: StyledLine.Span.Style? = nil) {
        characters = Array(text)
        styles = Array(repeating: style, count: characters.count)
    }

    mutating func append(_ text: String, style: StyledLine.Span.Style?) {
        for character in text {
            characters.append(character)
            styles.append(style)
        }
    }

    mutating func append(_ other: StyledText) {
        characters += other.characters
        styles += other.styles
    }

    /// Reads inline Markdown. With `styled` (a terminal that shows styles) the markers go and the
    /// styles say what they marked; without, `**` and `*` go but a code span keeps its backticks,
    /// which are then the only sign of code.
    static func markdown(_ text: String, styled: Bool) -> StyledText {
        var out = StyledText()
        let characters = Array(text)
        var index = 0
        var strong = false
        var emphasis = false
        func current() -> StyledLine.Span.Style? { strong ? .strong : emphasis ? .emphasis : nil }
        func run(of character: Character, at start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == character { end += 1 }
            return end - start
        }
        func find(_ marker: [Character], from start: Int) -> Int? {
            guard marker.count <= characters.count else { return nil }
            var position = start
            while position + marker.count <= characters.count {
                if Array(characters[position..<(position + marker.count)]) == marker { return position }
                position += 1
            }
            return nil
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && "\\`*_[]()#<>|".contains(characters[index + 1]):
                out.append(String(characters[index + 1]), style: current())
                index += 2
            case "`":
                let ticks = run(of: "`", at: index)
                let marker = Array(repeating: Character("`"), count: ticks)
                guard let close = find(marker, from: index + ticks) else {
                    out.append(String(marker), style: current())
                    index += ticks
                    continue
                }
                var code = String(characters[(index + ticks)..<close])
                if code.count >= 2, code.hasPrefix(" "), code.hasSuffix(" "), code.contains(where: { $0 != " " }) {
                    code = String(code.dropFirst().dropLast())
                }
                if styled {
                    out.append(code, style: .code)
                } else {
                    out.append(String(marker) + code + String(marker), style: current())
                }
                index = close + ticks
            case "*" where run(of: "*", at: index) >= 2:
                let opens = !strong
                // An opening `**` needs a closing one later, and a word right after it.
                if opens,
                    !(index + 2 < characters.count && !characters[index + 2].isWhitespace
                        && find(["*", "*"], from: index + 2) != nil)
                {
                    out.append("**", style: current())
                } else {
                    strong.toggle()
                }
                index += 2
            case "*":
                let opens = !emphasis
                if opens,
                    !(index + 1 < characters.count && !characters[index + 1].isWhitespace
                        && find(["*"], from: index + 1) != nil)
                {
                    out.append("*", style: current())
                } else {
                    emphasis.toggle()
                }
                index += 1
            case "[":
                // A link: its text, and its address when that says something the text does not.
                if let textEnd = find(["]", "("], from: index + 1), let addressEnd = find([")"], from: textEnd + 2),
                    !characters[(index + 1)..<textEnd].contains("\n")
                {
                    let label = StyledText.markdown(String(characters[(index + 1)..<textEnd]), styled: styled)
                    let address = String(characters[(textEnd + 2)..<addressEnd])
                    out.append(label)
                    if address != label.string { out.append(" (\(address))", style: nil) }
                    index = addressEnd + 1
                } else {
                    out.append("[", style: current())
                    index += 1
                }
            default:
                out.append(String(character), style: current())
                index += 1
            }
        }
        return out
    }

    /// The text cut into lines of at most `width` characters, at spaces where it can be (a word
    /// longer than the width is cut where it must): each line's range of characters.
    func wrapped(to width: Int) -> [Range<Int>] {
        let width = max(width, 8)
        var lines: [Range<Int>] = []
        var start = 0
        while start < count {
            while start < count, characters[start] == " " { start += 1 }
            if start >= count { break }
            if count - start <= width {
                lines.append(start..<count)
                break
            }
            var end = start + width
            if characters[end] != " " {
                var space = end - 1
                while space > start, characters[space] != " " { space -= 1 }
                if space > start { end = space }
            }
            var trimmed = end
            while trimmed > start, characters[trimmed - 1] == " " { trimmed -= 1 }
            lines.append(start..<trimmed)
            start = end
        }
        return lines.isEmpty ? [0..<0] : lines
    }

    /// One line of the text: the characters in `range`, after `prefix`, with their styles as spans.
    func line(_ role: StyledLine.Role, _ range: Range<Int>, prefix: String = "") -> StyledLine {
        var line = StyledLine(role, prefix + String(characters[range]))
        var offset = prefix.count
        var index = range.lowerBound
        while index < range.upperBound {
            guard let style = styles[index] else {
                index += 1
                offset += 1
                continue
            }
            var end = index
            while end < range.upperBound, styles[end] == style { end += 1 }
            line.spans.append(StyledLine.Span(start: offset, length: end - index, style: style))
            offset += end - index
            index = end
        }
        return line
    }

    /// The text wrapped to `width`, each line after `first` (the first line) or `rest` (the others).
    func lines(_ role: StyledLine.Role, width: Int, first: String = "", rest: String = "") -> [StyledLine] {
        wrapped(to: width - first.count).enumerated().map { offset, range in
            line(role, range, prefix: offset == 0 ? first : rest)
        }
    }
}

/// A Markdown table laid out in columns that fit a width: cells wrap inside their column.
enum TextTable {
    /// The cells of a table row: `| a | b |` gives `a` and `b`. A `|` inside backticks or after a
    /// backslash is part of its cell.
    static func cells(_ row: String) -> [String] {
        var text = row.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("|") { text.removeFirst() }
        if text.hasSuffix("|") && !text.hasSuffix("\\|") { text.removeLast() }
        var cells: [String] = []
        var cell = ""
        var inCode = false
        var escaped = false
        for character in text {
            if escaped {
                cell.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "`" {
                inCode.toggle()
                cell.append(character)
            } else if character == "|" && !inCode {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        cells.append(cell.trimmingCharacters(in: .whitespaces))
        return cells
    }

    /// Whether `row` is the line under a table's header: `| --- | :---: |`.
    static func isDelimiter(_ row: String) -> Bool {
        let cells = cells(row)
        return !cells.isEmpty
            && cells.allSatisfy { cell in
                !cell.isEmpty && cell.contains("-") && cell.allSatisfy { "-: ".contains($0) }
            }
    }

    /// The table's lines: the header in strong type, a rule under it, and the rows; when a row
    /// needs more than one line, a rule between rows too, so that each row reads as one.
    static func lines(_ rows: [String], width: Int, styled: Bool) -> [StyledLine] {
        var header: [StyledText]?
        var body: [[StyledText]] = []
        for (offset, row) in rows.enumerated() {
            if isDelimiter(row) { continue }
            let cells = cells(row).map { StyledText.markdown($0, styled: styled) }
            if offset == 0 && rows.count > 1 && isDelimiter(rows[1]) {
                header = cells.map { cell in
                    var strong = cell
                    strong.styles = strong.styles.map { $0 ?? .strong }
                    return strong
                }
            } else {
                body.append(cells)
            }
        }
        let all = (header.map { [$0] } ?? []) + body
        let columns = all.map(\.count).max() ?? 0
        guard columns > 0 else { return [] }
        let natural = (0..<columns).map { column in all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        let widths = fit(natural, into: width - 3 * (columns - 1))
        func render(_ row: [StyledText]) -> [StyledLine] {
            let wrapped = (0..<columns).map { column -> [StyledLine] in
                let cell = column < row.count ? row[column] : StyledText()
                return cell.wrapped(to: widths[column]).map { cell.line(.plain, $0) }
            }
            let height = wrapped.map(\.count).max() ?? 1
            return (0..<height).map { lineIndex in
                var line = StyledLine(.plain, "")
                for column in 0..<columns {
                    let part = lineIndex < wrapped[column].count ? wrapped[column][lineIndex] : StyledLine(.plain, "")
                    if column > 0 { line.text += " │ " }
                    let start = line.text.count
                    line.spans += part.spans.map {
                        StyledLine.Span(start: $0.start + start, length: $0.length, style: $0.style)
                    }
                    line.text +=
                        column == columns - 1
                        ? part.text : part.text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                }
                while line.text.hasSuffix(" ") { line.text.removeLast() }
                return line
            }
        }
        let rule = StyledLine(.note, widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"))
        let renderedBody = body.map(render)
        let separateRows = renderedBody.contains { $0.count > 1 }
        var out: [StyledLine] = []
        if let header { out += render(header) + [rule] }
        for (offset, row) in renderedBody.enumerated() {
            if separateRows && offset > 0 { out.append(rule) }
            out += row
        }
        return out
    }

    /// Column widths that add up to at most `total`: each column keeps its natural width when all
    /// fit; otherwise the widest column gives way first, then the two widest together, and so on,
    /// so that a narrow column (a name, a keyword) stays on one line while the prose beside it wraps.
    static func fit(_ natural: [Int], into total: Int) -> [Int] {
        let minimum = 8
        var widths = natural.map { max($0, 1) }
        while widths.reduce(0, +) > total {
            guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > minimum else {
                break
            }
            widths[widest] -= 1
        }
        return widths
    }
}

extension StyledLine {
    /// Whether the line is prose that may be wrapped at spaces (a message, a note), not code or a
    /// column of output, whose lines must stay as they are.
    public var isProse: Bool {
        switch role {
        case .plain, .title, .heading, .good, .bad, .note, .keys: return true
        case .code, .added, .removed, .gap, .recorded, .actual: return false
        }
    }

    /// The marker that starts a line of code continued from the line above, as a pager marks it.
    public static let continuation = "↪ "

    /// The line cut at spaces into lines of at most `width` characters, the later ones indented
    /// as the first is; a line that fits comes back as it is. A line of text with line breaks in
    /// it (a message and its note) is cut at those first. A line that is not prose (code, a
    /// console's line) comes back as it is, unless `code` is set: then it is cut between tokens
    /// (`codeWrapped(to:)`) rather than where the terminal would cut it, in the middle of a word.
    public func wrapped(to width: Int, code: Bool = false) -> [StyledLine] {
        var lines = wrappedLines(to: width, code: code)
        if lines.count > 1, opensCheck != nil { lines[0].opensCheck = opensCheck }
        return lines
    }

    private func wrappedLines(to width: Int, code: Bool) -> [StyledLine] {
        if text.contains("\n"), spans.isEmpty {
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .flatMap { StyledLine(role, String($0)).wrapped(to: width, code: code) }
        }
        guard isProse else { return code ? codeWrapped(to: width) : [self] }
        guard text.count > width, width >= 20 else { return [self] }
        let indent = String(text.prefix { $0 == " " })
        var styled = StyledText(String(text.dropFirst(indent.count)))
        if !spans.isEmpty {
            let offset = indent.count
            for span in spans where span.start >= offset && span.start + span.length <= text.count {
                for index in (span.start - offset)..<(span.start - offset + span.length) {
                    styled.styles[index] = span.style
                }
            }
        }
        return styled.lines(role, width: width, first: indent, rest: indent)
    }

    /// A line of code or output cut into lines of at most `width` characters: at the last space
    /// that fits outside a string literal (else any space, else where it must), each later line
    /// indented as the first and marked `↪ `, so that no word or name is broken in two.
    public func codeWrapped(to width: Int) -> [StyledLine] {
        let characters = Array(text)
        let indent = Array(text.prefix { $0 == " " })
        let prefix = indent + Array(Self.continuation)
        guard characters.count > width, width >= prefix.count + 12 else { return [self] }
        // Where a string literal is open, counted from the start of the line.
        var inLiteral = [Bool](repeating: false, count: characters.count)
        var open = false
        for (index, character) in characters.enumerated() {
            if character == "\"", index == 0 || characters[index - 1] != "\\" { open.toggle() }
            inLiteral[index] = open
        }
        var out: [StyledLine] = []
        var rest = ArraySlice(characters)
        var first = true
        while true {
            let lead = first ? [] : prefix
            let room = width - lead.count
            if rest.count <= room {
                out.append(StyledLine(role, String(lead + rest)))
                break
            }
            let window = rest.startIndex..<(rest.startIndex + room)
            // Never cut in the indentation, so that each line carries some of the code.
            let earliest = rest.startIndex + (first ? indent.count : 0) + 1
            let spaces = window.filter { $0 >= earliest && characters[$0] == " " }
            // Best after a comma (between two arguments), then any space outside a literal.
            let outside = spaces.filter { !inLiteral[$0] }
            let afterComma = outside.last { characters[$0 - 1] == "," }
            let cut = afterComma.flatMap { $0 - rest.startIndex > room / 2 ? $0 : nil } ?? outside.last ?? spaces.last
            if let cut {
                out.append(StyledLine(role, String(lead + characters[rest.startIndex..<cut])))
                rest = characters[(cut + 1)...]
            } else {
                out.append(StyledLine(role, String(lead + characters[window])))
                rest = characters[window.upperBound...]
            }
            first = false
        }
        return out
    }
}
