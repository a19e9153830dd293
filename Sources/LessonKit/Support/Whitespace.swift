extension Substring {
    /// The text without the spaces and tabs at its ends: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives (Unicode's space separators, category Zs, and
    /// U+0009), without a trip through `NSString` for each line, which made reading the lessons
    /// a large part of a check with nothing to build or run.
    func trimmingWhitespace() -> String { trimming(newlines: false) }

    /// The text without the spaces, tabs and line breaks at its ends: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives (categories Zs, Zl and Zp, U+0009 to
    /// U+000D and U+0085), without converting the whole text to UTF-16 and back, which made reading
    /// each card of a lesson cost more than the rest of its parse.
    func trimmingWhitespaceAndNewlines() -> String { trimming(newlines: true) }

    private func trimming(newlines: Bool) -> String {
        func isASCIISpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || (newlines && (0x0A...0x0D).contains(byte))
        }
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.value < 0x80 { return isASCIISpace(UInt8(scalar.value)) }
            switch scalar.properties.generalCategory {
            case .spaceSeparator: return true
            case .lineSeparator, .paragraphSeparator: return newlines
            default: return newlines && scalar.value == 0x85
            }
        }
        // Most texts have ASCII at both ends once spaces and tabs are off: cut those as bytes, at
        // indices that are character boundaries (an ASCII letter or sign is never part of the
        // character before it).
        let bytes = utf8
        var first = bytes.startIndex
        var last = bytes.endIndex
        while first < last, isASCIISpace(bytes[first]) { first = bytes.index(after: first) }
        while last > first, isASCIISpace(bytes[bytes.index(before: last)]) { last = bytes.index(before: last) }
        if first == last { return "" }
        let lastByte = bytes[bytes.index(before: last)]
        // A line feed may end a "\r\n" character, and only trimming line breaks cuts it as a whole.
        if bytes[first] < 0x80 && lastByte < 0x80 && bytes[first] != UInt8(ascii: "\n")
            && (newlines || lastByte != UInt8(ascii: "\r"))
        {
            return String(self[first..<last])
        }
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isWhitespace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }
}

extension String {
    /// The text without the spaces and tabs at its ends (see `Substring.trimmingWhitespace()`).
    func trimmingWhitespace() -> String { self[...].trimmingWhitespace() }

    /// The text without the spaces, tabs and line breaks at its ends (see
    /// `Substring.trimmingWhitespaceAndNewlines()`).
    func trimmingWhitespaceAndNewlines() -> String { self[...].trimmingWhitespaceAndNewlines() }
}
