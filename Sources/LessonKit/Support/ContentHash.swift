/// A 128-bit content hash (two FNV-1a 64 lanes), enough to key a build cache; not for security.
struct ContentHash {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(0xFF)
    }

    mutating func add(_ data: [UInt8]) {
        for byte in data { add(byte) }
        add(0xFE)
    }

    private mutating func add(_ byte: UInt8) {
        a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        b = (b ^ UInt64(byte ^ 0x5A)) &* 0x0000_0100_0000_01B3
    }

    /// The hash as 32 hex digits.
    var hex: String {
        String(a, radix: 16).leftPadded(to: 16) + String(b, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
