extension Substring {
    /// The text without the spaces and tabs at its ends: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives (Unicode's space separators, category Zs, and
    /// U+0009), without a trip through `NSString` for each line, which made reading the lessons
    /// a large part of a check with nothing to build or run.
    func trimmingWhitespace() -> String {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t"
                || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
        }
        // Most lines have ASCII at both ends once spaces and tabs are off: cut those as bytes, at
        // indices that are character boundaries (an ASCII letter or sign is never part of the
        // character before it).
        let bytes = utf8
        var first = bytes.startIndex
        var last = bytes.endIndex
        while first < last, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
            first = bytes.index(after: first)
        }
        while last > first,
            bytes[bytes.index(before: last)] == UInt8(ascii: " ")
                || bytes[bytes.index(before: last)] == UInt8(ascii: "\t")
        {
            last = bytes.index(before: last)
        }
        if first == last { return "" }
        if bytes[first] < 0x80 && bytes[bytes.index(before: last)] < 0x80 && bytes[first] != UInt8(ascii: "\n") {
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
}
