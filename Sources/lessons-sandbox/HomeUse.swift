import Glibc

/// What the program left in its home that explains how it ended, read by the init once the program
/// has ended, before its home goes with the namespace: the report's `full ~/PATH` (a file at the
/// size limit of one file, RLIMIT_FSIZE) and `home-full BYTES` (the home's tmpfs has no room left).
enum HomeUse {
    /// The report's lines for `home`, where one file may be at most `fileLimit` bytes.
    static func lines(home: String, fileLimit: Int?) -> [String] {
        var lines: [String] = []
        var space = statvfs()
        if statvfs(home, &space) == 0, space.f_bavail == 0 {
            lines.append("home-full \(Int(space.f_blocks) * Int(space.f_frsize))")
        }
        if let fileLimit, let file = fileAtLeast(fileLimit, in: home, shown: "~") { lines.append("full " + file) }
        return lines
    }

    /// A regular file of `size` bytes or more below `folder` (shown as `shown/…`), looked for in at
    /// most 10,000 entries and 16 levels.
    private static func fileAtLeast(_ size: Int, in folder: String, shown: String, depth: Int = 0) -> String? {
        guard depth < 16, let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries = 0
        while entries < 10_000, let entry = readdir(directory) {
            entries += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var status = stat()
            guard lstat(folder + "/" + name, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) >= size { return shown + "/" + name }
            if status.st_mode & S_IFMT == S_IFDIR,
                let found = fileAtLeast(size, in: folder + "/" + name, shown: shown + "/" + name, depth: depth + 1)
            {
                return found
            }
        }
        return nil
    }
}
