extension StringProtocol {
    /// The text without the spaces and tabs at its ends: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives (Unicode's space separators, category Zs, and
    /// U+0009), without a trip through `NSString` for each line, which made reading the lessons
    /// a large part of a check with nothing to build or run.
    func trimmingWhitespace() -> String {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isWhitespace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }
}
