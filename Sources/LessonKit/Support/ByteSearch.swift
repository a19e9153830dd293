/// Searching text for a word byte by byte. The runner looks through every line of every program and
/// every play's output on each check, even one with nothing to build or run: Foundation's `contains`
/// (through `NSString`) and the standard library's generic `firstRange(of:)` made those scans a third
/// of such a check.
extension StringProtocol {
    /// Where the bytes of `word` first stand in this text, or nil.
    func byteRange(of word: String) -> Range<Index>? {
        var needle = word
        return needle.withUTF8 { needle -> Range<Index>? in
            guard let first = needle.first else { return startIndex..<startIndex }
            let bytes = utf8
            var from = bytes.startIndex
            while let hit = bytes[from...].firstIndex(of: first) {
                if bytes[hit...].starts(with: needle) { return hit..<bytes.index(hit, offsetBy: needle.count) }
                from = bytes.index(after: hit)
            }
            return nil
        }
    }

    /// Whether `word` is in this text (see `byteRange(of:)`).
    func has(_ word: String) -> Bool { byteRange(of: word) != nil }
}
