import Foundation

/// Searching text for a word byte by byte. The runner looks through every line of every program and
/// every play's output on each check, even one with nothing to build or run: Foundation's `contains`
/// (through `NSString`) and the standard library's generic `firstRange(of:)` made those scans a third
/// of such a check.
extension StringProtocol {
    /// Where the bytes of `word` first stand in this text, or nil.
    func byteRange(of word: String) -> Range<Index>? {
        var needle = word
        return needle.withUTF8 { needle -> Range<Index>? in
            guard let first = needle.first, let needleStart = needle.baseAddress else { return startIndex..<startIndex }
            let bytes = utf8
            // Text kept as UTF-8 in one piece (nearly all): `memchr` finds each candidate, many
            // bytes at a time, and `memcmp` checks it.
            let contiguous = bytes.withContiguousStorageIfAvailable { haystack -> Int? in
                guard let base = haystack.baseAddress, haystack.count >= needle.count else { return nil }
                let last = haystack.count - needle.count
                var offset = 0
                while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
                    let found = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + found, needleStart, needle.count) == 0 { return found }
                    offset = found + 1
                }
                return nil
            }
            if let contiguous {
                guard let offset = contiguous else { return nil }
                let start = bytes.index(bytes.startIndex, offsetBy: offset)
                return start..<bytes.index(start, offsetBy: needle.count)
            }
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
