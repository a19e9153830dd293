// The C library's standard streams, for the host's output. This file imports the C library alone, and
// `@preconcurrency`: `stdout` and `stderr` are C globals set once before `main` and never assigned
// after, and stdio locks a stream in each call, so reading them from any thread is safe; Swift 6 sees
// only a mutable global. No other file of the engine names them.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The process's standard output and error streams.
enum StandardStreams {
    /// Flushes what the program printed to standard output.
    static func flushOutput() { fflush(stdout) }

    /// Makes standard output line-buffered, as a terminal's is, even into a pipe.
    static func bufferOutputByLine() { setvbuf(stdout, nil, _IOLBF, 0) }

    /// Writes `text` to standard error.
    static func writeError(_ text: String) { fputs(text, stderr) }
}
