import Foundation

/// Names key paths the way iOS prints them in `_printChanges()`: `\TripStore.trips`.
///
/// On Linux a key path to an `@Observable` property describes itself as
/// `\TripStore.<computed 0x… (Array<Trip>)>`: the address is the key path's getter, whose symbol
/// (`$s…5tripsSay…GvpACTK`, "key path getter for Module.TripStore.trips") is in the executable's
/// symbol table. The engine reads that table once and demangles the symbol to get the name.
enum KeyPathNames {
    @MainActor private static var cache: [AnyKeyPath: String] = [:]

    /// `\Root.property` for `keyPath`, or its own description when no name can be found.
    @MainActor
    static func name(of keyPath: AnyKeyPath) -> String {
        if let cached = cache[keyPath] { return cached }
        let description = "\(keyPath)"
        var result = description
        if !description.contains("<computed") {
            result = description
        } else if let range = description.range(of: "<computed 0x"),
            let end = description[range.upperBound...].firstIndex(where: { !$0.isHexDigit }),
            let address = UInt(description[range.upperBound..<end], radix: 16),
            let symbol = SymbolTable.name(at: address),
            let property = propertyName(fromDemangled: demangle(symbol))
        {
            result = "\\" + property
        }
        cache[keyPath] = result
        return result
    }

    /// `TripStore.trips` from "key path getter for Module.TripStore.trips : [Module.Trip] : Module.TripStore".
    static func propertyName(fromDemangled text: String) -> String? {
        let prefix = "key path getter for "
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        let path = rest.components(separatedBy: " : ").first ?? String(rest)
        // A private type demangles as "(TripStore in _92A15D6B…)"; Swift prints just its name.
        let cleaned = path.replacing(#/\((\w+) in _[0-9A-F]+\)/#) { String($0.1) }
        var parts = cleaned.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return nil }
        parts.removeFirst()  // the module
        return parts.joined(separator: ".")
    }

    static func demangle(_ symbol: String) -> String {
        symbol.withCString { pointer in
            guard let demangled = swiftDemangle(pointer, UInt(strlen(pointer)), nil, nil, 0) else { return symbol }
            defer { free(demangled) }
            return String(cString: demangled)
        }
    }
}

@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt,
    _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<UInt>?,
    _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

/// The local symbols of the running executable and the shared objects it loaded, read from their ELF
/// symbol tables (`dladdr` sees only exported symbols, and a key path getter is a local one).
enum SymbolTable {
    private struct DlInfo {
        var fileName: UnsafePointer<CChar>? = nil
        var base: UnsafeMutableRawPointer? = nil
        var symbolName: UnsafePointer<CChar>? = nil
        var symbolAddress: UnsafeMutableRawPointer? = nil
    }

    @_silgen_name("dladdr")
    private static func dladdr(_ address: UnsafeRawPointer?, _ info: UnsafeMutablePointer<DlInfo>) -> Int32

    /// The symbol tables read so far, by file, behind a lock: a key path can be named on any thread.
    private static let files = Locked<[String: [UInt: String]]>([:])

    /// The name of the symbol that starts at `address`, if there is one.
    static func name(at address: UInt) -> String? {
        var info = DlInfo()
        guard dladdr(UnsafeRawPointer(bitPattern: address), &info) != 0 else { return nil }
        if let symbolName = info.symbolName, UInt(bitPattern: info.symbolAddress) == address {
            return String(cString: symbolName)
        }
        guard let fileName = info.fileName, let base = info.base else { return nil }
        var path = String(cString: fileName)
        if path.isEmpty || !path.hasPrefix("/") { path = "/proc/self/exe" }
        let table = symbols(in: path)
        let offset = address &- UInt(bitPattern: base)
        return table[offset] ?? table[address]
    }

    private static func symbols(in path: String) -> [UInt: String] {
        if let table = files.value[path] { return table }
        // Mapped, not read: a program's file is megabytes of debug information, and only its
        // section headers, symbol table and string table are touched.
        let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        let table = data.map(readELFSymbols) ?? [:]
        files.modify { $0[path] = table }
        return table
    }

    /// Reads the `.symtab` of a 64-bit little-endian ELF file: address → name, for the key path
    /// getters only (names ending in `TK`), which are the only symbols looked up. A name is made a
    /// `String` only once its last two bytes say it is one: every play reads the whole table once,
    /// and most of its thousands of names are not.
    static func readELFSymbols(_ data: Data) -> [UInt: String] {
        var table: [UInt: String] = [:]
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.baseAddress else { return }
            func read<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T {
                guard offset >= 0, offset + MemoryLayout<T>.size <= raw.count else { return 0 }
                return raw.loadUnaligned(fromByteOffset: offset, as: T.self)
            }
            guard raw.count > 64, raw[0] == 0x7f, raw[1] == 0x45, raw[4] == 2, raw[5] == 1 else { return }
            let sectionOffset = Int(read(0x28, UInt64.self))
            let sectionSize = Int(read(0x3A, UInt16.self))
            let sectionCount = Int(read(0x3C, UInt16.self))
            for index in 0..<sectionCount {
                let header = sectionOffset + index * sectionSize
                guard read(header + 4, UInt32.self) == 2 else { continue }  // SHT_SYMTAB
                let symbolsOffset = Int(read(header + 0x18, UInt64.self))
                let symbolsSize = Int(read(header + 0x20, UInt64.self))
                let link = Int(read(header + 0x28, UInt32.self))
                let stringsHeader = sectionOffset + link * sectionSize
                let stringsOffset = Int(read(stringsHeader + 0x18, UInt64.self))
                let stringsEnd = min(raw.count, stringsOffset + Int(read(stringsHeader + 0x20, UInt64.self)))
                var entry = symbolsOffset
                while entry + 24 <= symbolsOffset + symbolsSize {
                    let nameOffset = Int(read(entry, UInt32.self))
                    let value = UInt(read(entry + 8, UInt64.self))
                    let start = stringsOffset + nameOffset
                    if value != 0, nameOffset != 0, start < stringsEnd,
                        let found = memchr(base + start, 0, stringsEnd - start)
                    {
                        let end = base.distance(to: UnsafeRawPointer(found))
                        if end - start > 2, raw[end - 2] == UInt8(ascii: "T"), raw[end - 1] == UInt8(ascii: "K") {
                            let bytes = UnsafeRawBufferPointer(rebasing: raw[start..<end])
                            table[value] = String(decoding: bytes, as: UTF8.self)
                        }
                    }
                    entry += 24
                }
            }
        }
        return table
    }
}
