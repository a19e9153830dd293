import Glibc

/// A seccomp filter that keeps the host's channel the host's: the program may not put another file
/// over the channel's descriptor, close it, or mark it close-on-exec (an `exec` would free the
/// number for a pipe of the program's own), by any call that can (`dup2`, `dup3`, `close`,
/// `close_range`, `fcntl(F_SETFD)`, `ioctl(FIOCLEX)`, io_uring, which closes and installs files on
/// its own). Each such call fails with EPERM; every other call is allowed. `fcntl(F_DUPFD…)` and
/// every call that makes a descriptor take the lowest free number, never an open one.
///
/// The filter also refuses the x32 ABI (x86_64 calls with bit 30 set, numbered apart) and kills a
/// process that makes a call of another architecture (`int 0x80` on x86_64), whose numbers differ.
enum Seccomp {
    /// Whether this launcher knows the system call numbers of its architecture.
    #if arch(x86_64) || arch(arm64)
    static let isKnown = true
    #else
    static let isKnown = false
    #endif

    private struct Instruction {
        var code: UInt16
        var jumpTrue: UInt8 = 0
        var jumpFalse: UInt8 = 0
        var value: UInt32 = 0
    }

    // Classic BPF (linux/filter.h) and seccomp's answers (linux/seccomp.h).
    private static let loadWord: UInt16 = 0x20  // BPF_LD | BPF_W | BPF_ABS
    private static let jumpEqual: UInt16 = 0x15  // BPF_JMP | BPF_JEQ | BPF_K
    private static let jumpGreater: UInt16 = 0x25  // BPF_JMP | BPF_JGT | BPF_K
    private static let jumpAtLeast: UInt16 = 0x35  // BPF_JMP | BPF_JGE | BPF_K
    private static let answer: UInt16 = 0x06  // BPF_RET | BPF_K
    private static let allow: UInt32 = 0x7FFF_0000
    private static let refuse: UInt32 = 0x0005_0000 | UInt32(EPERM)
    private static let killProcess: UInt32 = 0x8000_0000

    // struct seccomp_data: the call's number, its architecture, then its six arguments (64 bits
    // each; the low half first on a little-endian machine, and a descriptor is the low half).
    private static let numberOffset: UInt32 = 0
    private static let architectureOffset: UInt32 = 4
    private static func argument(_ index: UInt32) -> UInt32 { 16 + 8 * index }

    #if arch(x86_64)
    private static let architecture: UInt32 = 0xC000_003E  // AUDIT_ARCH_X86_64
    private static let dup2Call: UInt32? = 33
    private static let dup3Call: UInt32 = 292
    private static let closeCall: UInt32 = 3
    private static let fcntlCall: UInt32 = 72
    private static let ioctlCall: UInt32 = 16
    #else
    private static let architecture: UInt32 = 0xC000_00B7  // AUDIT_ARCH_AARCH64
    private static let dup2Call: UInt32? = nil  // arm64 has only dup3
    private static let dup3Call: UInt32 = 24
    private static let closeCall: UInt32 = 57
    private static let fcntlCall: UInt32 = 25
    private static let ioctlCall: UInt32 = 29
    #endif
    private static let closeRange: UInt32 = 436
    private static let ioUring: [UInt32] = [425, 426, 427]  // io_uring_setup, _enter, _register
    private static let setDescriptorFlags: UInt32 = 2  // F_SETFD

    /// The filter's instructions for the channel on `fd`.
    private static func program(keeping fd: UInt32) -> [Instruction] {
        var code: [Instruction] = [
            Instruction(code: loadWord, value: architectureOffset),
            Instruction(code: jumpEqual, jumpTrue: 1, value: architecture),
            Instruction(code: answer, value: killProcess),
            Instruction(code: loadWord, value: numberOffset),
        ]
        #if arch(x86_64)
        code += [
            Instruction(code: jumpAtLeast, jumpFalse: 1, value: 0x4000_0000), Instruction(code: answer, value: refuse),
        ]
        #endif
        /// Refuses call `number` when its argument `index` is `fd`.
        func onDescriptor(_ number: UInt32, argument index: UInt32) {
            code += [
                Instruction(code: jumpEqual, jumpFalse: 4, value: number),
                Instruction(code: loadWord, value: argument(index)),
                Instruction(code: jumpEqual, jumpFalse: 1, value: fd),
                Instruction(code: answer, value: refuse),
                Instruction(code: answer, value: allow),
            ]
        }
        if let dup2Call { onDescriptor(dup2Call, argument: 1) }
        onDescriptor(dup3Call, argument: 1)
        onDescriptor(closeCall, argument: 0)
        onDescriptor(ioctlCall, argument: 0)
        // fcntl(fd, F_SETFD, …): the only fcntl that changes what an exec keeps.
        code += [
            Instruction(code: jumpEqual, jumpFalse: 6, value: fcntlCall),
            Instruction(code: loadWord, value: argument(0)),
            Instruction(code: jumpEqual, jumpFalse: 3, value: fd),
            Instruction(code: loadWord, value: argument(1)),
            Instruction(code: jumpEqual, jumpFalse: 1, value: setDescriptorFlags),
            Instruction(code: answer, value: refuse),
            Instruction(code: answer, value: allow),
        ]
        // close_range(first, last, flags) with first ≤ fd ≤ last, whatever its flags.
        code += [
            Instruction(code: jumpEqual, jumpFalse: 6, value: closeRange),
            Instruction(code: loadWord, value: argument(0)),
            Instruction(code: jumpGreater, jumpTrue: 3, value: fd),
            Instruction(code: loadWord, value: argument(1)),
            Instruction(code: jumpAtLeast, jumpFalse: 1, value: fd),
            Instruction(code: answer, value: refuse),
            Instruction(code: answer, value: allow),
        ]
        for number in ioUring {
            code += [
                Instruction(code: jumpEqual, jumpFalse: 1, value: number), Instruction(code: answer, value: refuse),
            ]
        }
        code.append(Instruction(code: answer, value: allow))
        return code
    }

    /// Installs the filter for the channel on `fd` in this process (and all it starts); needs
    /// no_new_privs. Returns nil, or why it could not.
    static func keep(_ fd: Int32) -> String? {
        guard isKnown else { return "this launcher does not know the system calls of this machine's architecture" }
        var instructions = program(keeping: UInt32(fd))
        return instructions.withUnsafeMutableBufferPointer { buffer -> String? in
            // struct sock_fprog { unsigned short len; struct sock_filter *filter; }
            var header = [UInt64](repeating: 0, count: 2)
            header[0] = UInt64(buffer.count)
            header[1] = UInt64(UInt(bitPattern: buffer.baseAddress))
            let installed = header.withUnsafeMutableBytes {
                Kernel.prctl(Kernel.setSeccomp, 2, UInt(bitPattern: $0.baseAddress))  // SECCOMP_MODE_FILTER
            }
            return installed == 0 ? nil : "the kernel refused a seccomp filter: \(Kernel.errorText)"
        }
    }
}
