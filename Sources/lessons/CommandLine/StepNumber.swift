/// `--step N`, as every command that takes it reads it.
enum StepNumber {
    /// The step `--step` gives, or nil; a value that is not a step number is a usage error.
    static func read(_ arguments: ParsedArguments, command: String) throws -> Int? {
        guard let text = arguments.value("--step") else { return nil }
        guard let number = Int(text), number >= 1 else {
            throw UsageError("--step takes a step number, such as --step 2, not '\(text)'", command: command)
        }
        return number
    }

    /// The declaration of `--step`, with what it does for this command.
    static func option(help: String) -> Option {
        .value("--step", "N", needs: "a step number, such as --step 2", help: help)
    }
}
