// The C library's standard output, for the tool's own prints. This file imports the C library alone,
// and `@preconcurrency`: `stdout` is a C global set once before `main` and never assigned after, and
// stdio locks the stream in each call, so reading it from any thread is safe; Swift 6 sees only a
// mutable global. No other file of the tool names it.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The process's standard output.
enum StandardOutput {
    /// Writes out what was printed so far.
    static func flush() { fflush(stdout) }

    /// Makes standard output line-buffered, as a terminal's is, even into a pipe.
    static func bufferByLine() { setvbuf(stdout, nil, _IOLBF, 0) }
}
