/// A command line that cannot be understood: printed as `Error: MESSAGE`, then the help of the
/// command it was for (or of the tool), and the tool exits with `ExitCode.usage`.
struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, quoting the bad input, and what to write instead.
    var message: String
    /// The command whose help follows the message; nil for the tool's.
    var command: String?

    init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    var description: String { message }
}
