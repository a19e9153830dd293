import Glibc

/// The launcher's arguments (see main.swift).
struct SandboxOptions {
    var reportFD: Int32 = 2
    var root = ""
    var home = "/"
    /// The size of the program's home (a tmpfs of its own), in bytes, and the folders made in it.
    var homeSize = 512 << 20
    var homeFolders: [String] = []
    var readable: [String] = []
    var devices: [String] = []
    var program: String?
    var cgroups: [String] = []
    var limits: [(Int32, Int)] = []
    var keepFD: Int32?
    /// The resource limit `resource`, if one is given.
    func limit(_ resource: Int32) -> Int? { limits.last { $0.0 == resource }?.1 }
    var command: [String] = []

    static let resources: [String: Int32] = [
        "data": Kernel.dataLimit, "stack": Kernel.stackLimit, "fsize": Kernel.fileSizeLimit, "core": Kernel.coreLimit,
        "nproc": Kernel.processLimit,
        "nofile": Kernel.openFileLimit, "as": Kernel.addressSpaceLimit,
    ]

    init(_ arguments: [String]) {
        var index = 1
        func value() -> String {
            index += 1
            guard index < arguments.count else { Self.usage("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--report-fd": reportFD = Int32(value()) ?? 2
            case "--root": root = value()
            case "--home": home = value()
            case "--home-size": homeSize = Int(value()) ?? homeSize
            case "--home-folder": homeFolders.append(value())
            case "--read": readable.append(value())
            case "--device": devices.append(value())
            case "--program": program = value()
            case "--cgroup": cgroups.append(value())
            case "--keep-fd": keepFD = Int32(value())
            case "--limit":
                let pair = value().split(separator: "=")
                guard pair.count == 2, let resource = Self.resources[String(pair[0])], let amount = Int(pair[1]) else {
                    Self.usage(
                        "--limit takes NAME=NUMBER, NAME one of \(Self.resources.keys.sorted().joined(separator: ", "))"
                    )
                }
                limits.append((resource, amount))
            case "--":
                command = Array(arguments[(index + 1)...])
                index = arguments.count
                continue
            default: Self.usage("unknown argument \(arguments[index])")
            }
            index += 1
        }
        guard !command.isEmpty, !root.isEmpty else { Self.usage("--root and a program after -- are needed") }
    }

    static func usage(_ why: String) -> Never {
        // Written to file descriptor 2: Swift 6 rejects naming the C global `stderr`.
        let text =
            "lessons-sandbox: \(why)\nusage: lessons-sandbox --report-fd N --root DIR --home DIR [--home-size BYTES] [--home-folder NAME]… [--read PATH]… [--device PATH]… [--program PATH] [--cgroup FILE]… [--limit NAME=VALUE]… [--keep-fd N] -- EXECUTABLE ARGUMENT…\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
        exit(125)
    }
}

/// The report pipe to `lessons`.
struct Report {
    var fd: Int32

    func line(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        _ = write(fd, bytes, bytes.count)
    }

    /// Reports that the sandbox could not be made, and ends.
    func fail(_ why: String) -> Never {
        line("failed " + why)
        exit(125)
    }
}
