import Foundation

/// A 128-bit content hash (two FNV-1a 64 lanes), enough to key a build cache; not for security.
struct ContentHash {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func add(_ text: String) {
        // The bytes in place, as nearly every string keeps them: a tighter loop than the UTF-8 view's
        // iterator, and the same hash.
        let inPlace: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { add(byte) }
        }
        if inPlace == nil {
            for byte in text.utf8 { add(byte) }
        }
        add(0xFF)
    }

    mutating func add(_ data: [UInt8]) {
        for byte in data { add(byte) }
        add(0xFE)
    }

    /// Adds `data` eight bytes at a time: fast enough to verify a 10 MB engine build on every run.
    mutating func add(_ data: Data) {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let words = buffer.count / 8
            for index in 0..<words {
                let word = buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                a = (a ^ word) &* 0x0000_0100_0000_01B3
                a ^= a >> 31
                b = (b ^ (word &* 0x9E37_79B9_7F4A_7C15)) &* 0x0000_0100_0000_01B3
                b ^= b >> 29
            }
            for index in (words * 8)..<buffer.count { add(buffer[index]) }
        }
        add(0xFD)
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
