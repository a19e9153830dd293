import Glibc

/// What the program sees of the file system, made in a mount namespace of its own: an empty,
/// read-only root (a small tmpfs) holding, at their own paths, the folders it must read (bound
/// read-only), the few devices it may use, a /proc of its own PID namespace (showing only the
/// processes it may trace: its own), and its home. Everything else of the machine is not there:
/// not the lessons, not the cache, not the student's home or state.
///
/// The home is a tmpfs of its own, of `homeSize` bytes, at the home's path, holding the folders of a
/// fresh install (`homeFolders`): every program starts in an empty home, with no file, extended
/// attribute or time stamp of another's, writes at most `homeSize` bytes there (ENOSPC past them),
/// and what it wrote goes with its mount namespace. The home's folder on the machine is only the
/// place where the program is.
struct FileView {
    var root: String
    var readable: [String]
    var devices: [String]
    var home: String
    var homeSize: Int
    var homeFolders: [String]
    /// The program, bound read-only over itself (it is a link to the build the cache keeps).
    var program: String?

    /// Makes the view and moves this process into it. Returns nil, or what failed.
    func enter() -> String? {
        guard mount(nil, "/", nil, UInt(MS_REC | MS_PRIVATE), nil) == 0 else { return fail("make the mounts private") }
        guard mount("tmpfs", root, "tmpfs", UInt(MS_NOSUID | MS_NODEV), "size=1m,mode=0755") == 0 else {
            return fail("mount a tmpfs on \(root)")
        }
        for path in readable { if let why = expose(path, flags: UInt(MS_RDONLY | MS_NOSUID | MS_NODEV)) { return why } }
        for path in devices { if let why = expose(path, flags: UInt(MS_NOSUID)) { return why } }
        makeFolders(root + home)
        let homeOptions = "size=\(homeSize),nr_inodes=\(Self.homeFiles),mode=0755"
        guard homeOptions.withCString({ mount("tmpfs", root + home, "tmpfs", UInt(MS_NOSUID | MS_NODEV), $0) }) == 0
        else {
            return fail("mount a tmpfs as the home")
        }
        for folder in homeFolders { makeFolders(root + home + "/" + folder) }
        if let program, let why = bind(program, at: root + program, flags: UInt(MS_RDONLY | MS_NOSUID | MS_NODEV)) {
            return why
        }
        makeFolders(root + "/proc")
        // `hidepid=ptraceable` (Linux 5.8): a process the program may not trace is not in its /proc
        // at all. That is the namespace's init (not dumpable), whose command line names the
        // launcher, the lessons' folders and the home's place on the machine (/proc/1/cmdline was
        // readable, and showed them). Not `hidepid=2`: it lets the group of `gid=` (by default
        // root's) see everything, and as root the program is in it (measured: /proc/1 still
        // listed). An older kernel gets `hidepid=2`, or the /proc it would have had.
        let procFlags = UInt(MS_NOSUID | MS_NODEV | MS_NOEXEC)
        func mountProc(_ options: String?) -> Bool {
            guard let options else { return mount("proc", root + "/proc", "proc", procFlags, nil) == 0 }
            return options.withCString { mount("proc", root + "/proc", "proc", procFlags, $0) } == 0
        }
        guard mountProc("hidepid=ptraceable") || mountProc("hidepid=2") || mountProc(nil) else {
            return fail("mount /proc")
        }
        guard chdir(root) == 0,
            ".".withCString({ Kernel.call(Kernel.pivotRootCall, Int(bitPattern: $0), Int(bitPattern: $0)) }) == 0
        else {
            return fail("pivot_root to \(root)")
        }
        // The machine's root is stacked under the new one: detached, it is gone from this namespace.
        guard umount2(".", Int32(MNT_DETACH)) == 0, chdir("/") == 0 else { return fail("detach the machine's root") }
        guard mount(nil, "/", nil, UInt(MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV), nil) == 0 else {
            return fail("make the root read-only")
        }
        return nil
    }

    /// The files and folders a home may hold: each costs the kernel memory the size does not count.
    static let homeFiles = 65_536

    /// Puts `path` of the machine at the same path in the view: a symbolic link as the same link
    /// (and what it points to), anything else bound with `flags`.
    private func expose(_ path: String, flags: UInt, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        // A link on the way (`/lib` → `usr/lib`) is made as a link, and its target exposed instead.
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var status = stat()
            guard lstat(prefix, &status) == 0 else { return nil }  // not on this machine: nothing to show
            if status.st_mode & S_IFMT == S_IFLNK {
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(prefix, &buffer, buffer.count - 1)
                guard count > 0 else { return nil }
                let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                var placed = stat()
                if lstat(root + prefix, &placed) != 0 {
                    makeFolders(root + parent(of: prefix))
                    symlink(target, root + prefix)
                }
                let absolute = target.hasPrefix("/") ? target : parent(of: prefix) + "/" + target
                let rest = path.dropFirst(prefix.count)
                return expose(normalized(absolute + rest), flags: flags, depth: depth + 1)
            }
        }
        return bind(path, at: root + path, flags: flags)
    }

    private func bind(_ source: String, at target: String, flags: UInt) -> String? {
        var status = stat()
        guard stat(source, &status) == 0 else { return nil }
        var placed = stat()
        if lstat(target, &placed) != 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                makeFolders(target)
            } else {
                makeFolders(parent(of: target))
                close(open(target, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644))
            }
        }
        guard mount(source, target, nil, UInt(MS_BIND | MS_REC), nil) == 0 else { return fail("bind \(source)") }
        // A remount may not clear what the machine's mount locks (in a user namespace): keep its flags.
        var system = statvfs()
        statvfs(source, &system)
        var locked: UInt = 0
        if system.f_flag & UInt(ST_RDONLY) != 0 { locked |= UInt(MS_RDONLY) }
        if system.f_flag & UInt(ST_NOSUID) != 0 { locked |= UInt(MS_NOSUID) }
        if system.f_flag & 4 != 0 { locked |= UInt(MS_NODEV) }
        if system.f_flag & 8 != 0 { locked |= UInt(MS_NOEXEC) }
        guard mount(nil, target, nil, UInt(MS_REMOUNT | MS_BIND) | flags | locked, nil) == 0 else {
            return fail("remount \(source)")
        }
        return nil
    }

    private func makeFolders(_ path: String) {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            mkdir(prefix, 0o755)
        }
    }

    private func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `path` without `.` and `..` components.
    private func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    private func fail(_ what: String) -> String { "cannot \(what): \(Kernel.errorText)" }
}
