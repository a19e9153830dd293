import Glibc

/// Landlock, the kernel's own file and network rules for an unprivileged process (Linux 5.13+):
/// after `restrict`, this process and everything it starts may read only the folders given as
/// readable, write only those given as writable, make no TCP connection (ABI 4+), and signal or
/// reach by abstract socket no process outside its domain (ABI 6+): not `lessons`, not another
/// program. A second layer under the mount namespace, and the only one left where namespaces are
/// refused.
enum Landlock {
    // Rights on files and folders (linux/landlock.h), by the ABI that added them.
    static let execute: UInt64 = 1 << 0
    static let writeFile: UInt64 = 1 << 1
    static let readFile: UInt64 = 1 << 2
    static let readDirectory: UInt64 = 1 << 3
    /// Removing, making (of every kind) files and folders: bits 4 to 12.
    static let changeTree: UInt64 = 0x1FF0
    static let refer: UInt64 = 1 << 13  // ABI 2
    static let truncate: UInt64 = 1 << 14  // ABI 3
    static let ioctlDevice: UInt64 = 1 << 15  // ABI 5
    static let bindTCP: UInt64 = 1 << 0  // ABI 4
    static let connectTCP: UInt64 = 1 << 1  // ABI 4
    static let scopeAbstractSocket: UInt64 = 1 << 0  // ABI 6
    static let scopeSignal: UInt64 = 1 << 1  // ABI 6

    /// The ABI version the kernel offers, 0 when it has none.
    static var version: Int {
        let version = Kernel.call(Kernel.landlockCreateRulesetCall, 0, 0, 1)
        return max(version, 0)
    }

    /// The rights a version can restrict.
    static func fileRights(version: Int) -> UInt64 {
        var rights = execute | writeFile | readFile | readDirectory | changeTree
        if version >= 2 { rights |= refer }
        if version >= 3 { rights |= truncate }
        if version >= 5 { rights |= ioctlDevice }
        return rights
    }

    /// Restricts this process to `readable` paths (read and run) and `writable` ones (everything),
    /// with `devices` readable and writable files. Returns nil, or why it could not.
    static func restrict(readable: [String], writable: [String], devices: [String]) -> String? {
        let version = self.version
        guard version >= 1 else { return "the kernel has no Landlock" }
        let handled = fileRights(version: version)
        // struct landlock_ruleset_attr { u64 handled_access_fs, handled_access_net, scoped }: the
        // size given tells the kernel which fields this launcher knows.
        var attributes: [UInt64] = [
            handled, version >= 4 ? bindTCP | connectTCP : 0, version >= 6 ? scopeAbstractSocket | scopeSignal : 0,
        ]
        let size = version >= 6 ? 24 : version >= 4 ? 16 : 8
        let ruleset = attributes.withUnsafeMutableBytes {
            Kernel.call(Kernel.landlockCreateRulesetCall, Int(bitPattern: $0.baseAddress), size, 0)
        }
        guard ruleset >= 0 else { return "Landlock refused a ruleset: \(Kernel.errorText)" }
        defer { close(Int32(ruleset)) }
        let fileOnly = execute | writeFile | readFile | truncate | ioctlDevice
        func allow(_ path: String, _ rights: UInt64) -> String? {
            let fd = open(path, 0o10000000 | O_CLOEXEC)  // O_PATH
            guard fd >= 0 else { return nil }  // not there: nothing to allow
            defer { close(fd) }
            var status = stat()
            fstat(fd, &status)
            var granted = rights & handled
            if status.st_mode & S_IFMT != S_IFDIR { granted &= fileOnly }
            // struct landlock_path_beneath_attr { u64 allowed_access; s32 parent_fd; } (packed, 12 bytes)
            var rule = [UInt8](repeating: 0, count: 12)
            withUnsafeBytes(of: granted.littleEndian) { rule.replaceSubrange(0..<8, with: $0) }
            withUnsafeBytes(of: fd.littleEndian) { rule.replaceSubrange(8..<12, with: $0) }
            let added = rule.withUnsafeMutableBytes {
                Kernel.call(Kernel.landlockAddRuleCall, ruleset, 1, Int(bitPattern: $0.baseAddress), 0)
            }
            return added == 0 ? nil : "Landlock refused a rule for \(path): \(Kernel.errorText)"
        }
        for path in readable { if let why = allow(path, execute | readFile | readDirectory) { return why } }
        for path in devices { if let why = allow(path, readFile | writeFile | truncate) { return why } }
        for path in writable { if let why = allow(path, handled) { return why } }
        guard Kernel.call(Kernel.landlockRestrictSelfCall, ruleset, 0) == 0 else {
            return "Landlock refused to restrict: \(Kernel.errorText)"
        }
        return nil
    }
}
