import Foundation

/// What a built lesson program's file says of when its code runs. The host takes its channel when
/// the engine is loaded (an initializer of `libViewGraph.so`), before any initializer of the
/// program's own: only a `.preinit_array` of the program runs earlier (`@section(".preinit_array")`
/// in lesson code), so the runner does not run a program that has one.
enum ProgramImage {
    /// SHT_PREINIT_ARRAY (elf.h).
    private static let preinitArray: UInt32 = 16

    /// Why the program at `path` may not run, or nil: an ELF file without a `.preinit_array`, or
    /// no ELF file (a test's script, a Mach-O program), which this does not read.
    static func refusal(_ path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let header = try? file.read(upToCount: 64), header.count == 64,
            header.starts(with: [0x7F, 0x45, 0x4C, 0x46]), header[4] == 2, header[5] == 1
        else { return nil }  // ELF, 64-bit, little-endian
        func integer(_ bytes: Data, _ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[bytes.startIndex + offset + $1]) << (8 * $1) }
        }
        let offset = integer(header, 0x28, 8)
        let entrySize = integer(header, 0x3A, 2)
        let count = integer(header, 0x3C, 2)
        guard entrySize >= 8, count > 0, count < 65_536, (try? file.seek(toOffset: UInt64(offset))) != nil,
            let sections = try? file.read(upToCount: entrySize * count), sections.count == entrySize * count
        else { return nil }
        for index in 0..<count where integer(sections, index * entrySize + 4, 4) == Int(preinitArray) {
            return "the program has code that runs before the engine is loaded (a .preinit_array section, as "
                + "`@section(\".preinit_array\")` makes): no code of a lesson may run before the host has taken its channel, "
                + "so it was not run. Take that attribute out of the lesson's code"
        }
        return nil
    }
}
