/// Which lines of a Swift file start at its top level: outside every brace, comment and string
/// literal. The batch build rewrites only such lines (`BatchSource`), so it has to know them for sure.
///
/// Handled: `//` and nested `/* */` comments, string literals (`"…"`, `"""…"""`, raw `#"…"#` and
/// `#"""…"""#`) with their escapes and interpolations (`\(…)`, `\#(…)`, which hold code with strings
/// of their own), and `#/…/#` regex literals. A bare `/…/` regex literal is read as code: one holding
/// a quote or a brace makes the scan end unbalanced, and an unbalanced scan is not trusted.
enum TopLevelScanner {
    private enum Context {
        /// Code: the file's own (the bottom of the stack) or an interpolation's, with its open parentheses.
        case code(parentheses: Int)
        case string(hashes: Int, multiline: Bool)
        case comment(depth: Int)
        case regex(hashes: Int)
    }

    /// For each line, whether it starts at the top level; nil when the text does not scan to a clean
    /// end (a brace, comment or string left open, a stray closing brace), which a rewrite must not trust.
    static func topLevelStarts(_ lines: [String]) -> [Bool]? {
        lineStarts(lines)?.map { $0.inCode && $0.braces == 0 }
    }

    /// For each line, how many braces are open where it starts, and whether it starts in code (not
    /// inside a string or a comment); nil as for `topLevelStarts`.
    static func lineStarts(_ lines: [String]) -> [(braces: Int, inCode: Bool)]? {
        var stack: [Context] = [.code(parentheses: 0)]
        var braces = 0
        var starts: [(braces: Int, inCode: Bool)] = []
        starts.reserveCapacity(lines.count)
        for line in lines {
            starts.append((braces, stack.count == 1))
            let bytes = Array(line.utf8)
            var index = 0
            func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
            func hashes(from start: Int) -> Int {
                var count = 0
                while start + count < bytes.count && bytes[start + count] == UInt8(ascii: "#") { count += 1 }
                return count
            }
            lineLoop: while index < bytes.count {
                let byte = bytes[index]
                switch stack[stack.count - 1] {
                case .code(let parentheses):
                    switch byte {
                    case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                        break lineLoop
                    case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                        stack.append(.comment(depth: 1))
                        index += 2
                    case UInt8(ascii: "#"):
                        let count = hashes(from: index)
                        let next = at(count)
                        if next == UInt8(ascii: "\"") {
                            let multiline = at(count + 1) == UInt8(ascii: "\"") && at(count + 2) == UInt8(ascii: "\"")
                            stack.append(.string(hashes: count, multiline: multiline))
                            index += count + (multiline ? 3 : 1)
                        } else if next == UInt8(ascii: "/") {
                            stack.append(.regex(hashes: count))
                            index += count + 1
                        } else {
                            index += count
                        }
                    case UInt8(ascii: "\""):
                        let multiline = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
                        stack.append(.string(hashes: 0, multiline: multiline))
                        index += multiline ? 3 : 1
                    case UInt8(ascii: "(") where stack.count > 1:
                        stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                        index += 1
                    case UInt8(ascii: ")") where stack.count > 1:
                        if parentheses == 0 {
                            stack.removeLast()
                        } else {
                            stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                        }
                        index += 1
                    case UInt8(ascii: "{"):
                        braces += 1
                        index += 1
                    case UInt8(ascii: "}"):
                        braces -= 1
                        if braces < 0 { return nil }
                        index += 1
                    default:
                        index += 1
                    }
                case .string(let count, let multiline):
                    if byte == UInt8(ascii: "\\") {
                        if hashes(from: index + 1) >= count {
                            if at(1 + count) == UInt8(ascii: "(") {
                                stack.append(.code(parentheses: 0))
                                index += count + 2
                            } else {
                                index += count + 2
                            }
                        } else {
                            index += 1
                        }
                    } else if byte == UInt8(ascii: "\"") {
                        let closes =
                            multiline
                            ? at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
                                && hashes(from: index + 3) >= count
                            : hashes(from: index + 1) >= count
                        if closes {
                            stack.removeLast()
                            index += (multiline ? 3 : 1) + count
                        } else {
                            index += 1
                        }
                    } else {
                        index += 1
                    }
                case .comment(let depth):
                    if byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") {
                        stack[stack.count - 1] = .comment(depth: depth + 1)
                        index += 2
                    } else if byte == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/") {
                        if depth == 1 {
                            stack.removeLast()
                        } else {
                            stack[stack.count - 1] = .comment(depth: depth - 1)
                        }
                        index += 2
                    } else {
                        index += 1
                    }
                case .regex(let count):
                    if byte == UInt8(ascii: "\\") {
                        index += 2
                    } else if byte == UInt8(ascii: "/") && hashes(from: index + 1) >= count {
                        stack.removeLast()
                        index += 1 + count
                    } else {
                        index += 1
                    }
                }
            }
            // A single-line string or a non-extended regex never runs past its line.
            if case .string(_, false) = stack[stack.count - 1] { return nil }
            if case .regex(0) = stack[stack.count - 1] { return nil }
        }
        guard stack.count == 1, braces == 0 else { return nil }
        return starts
    }
}
