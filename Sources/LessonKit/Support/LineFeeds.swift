extension String {
    /// The text cut at each line feed that is a `Character` of its own, as
    /// `split(separator: "\n", omittingEmptySubsequences: false)` cuts it (a `"\r\n"` is one
    /// `Character`, and stays whole), found as bytes: splitting character by character was most of
    /// what reading a lesson's hints cost.
    func splitAtLineFeeds() -> [Substring] {
        var parts: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = start
        var previous: UInt8 = 0
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                parts.append(self[start..<index])
                start = bytes.index(after: index)
            }
            previous = byte
            bytes.formIndex(after: &index)
        }
        parts.append(self[start..<bytes.endIndex])
        return parts
    }
}
