/// What a command takes besides its options: the lesson, the file or the paths it works on.
///
/// The parser holds the command line to it, so that a missing or an extra operand is said the same
/// way by every command.
enum Operands: Sendable {
    /// Nothing: an operand is an error that says why (`lessons book` takes no lesson: it writes the
    /// whole course).
    case none(why: String)
    /// Exactly one, as `LESSON`: "a lesson", shown by `example` when it is missing.
    case one(placeholder: String, what: String, example: String)
    /// One or none, as `[LESSON]`: "a lesson or check".
    case optional(placeholder: String, what: String)
    /// Any number, as `[PATH...]`.
    case many(placeholder: String)

    /// How a usage line shows them, or nil for none.
    var usage: String? {
        switch self {
        case .none: nil
        case .one(let placeholder, _, _): placeholder
        case .optional(let placeholder, _): "[\(placeholder)]"
        case .many(let placeholder): "[\(placeholder)...]"
        }
    }

    /// Holds `operands` to what the command takes.
    ///
    /// - Parameters:
    ///   - command: the command's name, for the message.
    ///   - options: its option names, for an operand that is a mistyped option (`lessons book open`).
    func check(_ operands: [String], command: String, options: [String]) throws {
        func quoted(_ names: [String]) -> String {
            let shown = names.map { "'\($0)'" }
            return shown.count <= 1
                ? shown.joined() : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
        }
        switch self {
        case .none(let why):
            guard let first = operands.first else { return }
            throw UsageError(
                why + Suggestion.didYouMean(first, among: options, within: 3), command: command)
        case .one(_, let what, let example):
            if operands.isEmpty {
                throw UsageError("`lessons \(command)` needs \(what), such as `\(example)`", command: command)
            }
            if operands.count > 1 {
                throw UsageError(
                    "`lessons \(command)` takes one \(Self.bare(what)), not \(quoted(operands))", command: command)
            }
        case .optional(_, let what):
            if operands.count > 1 {
                throw UsageError(
                    "`lessons \(command)` takes one \(Self.bare(what)), not \(quoted(operands))", command: command)
            }
        case .many:
            return
        }
    }

    /// `a lesson` as `lesson`, after "takes one".
    private static func bare(_ what: String) -> String {
        what.hasPrefix("a ") ? String(what.dropFirst(2)) : what.hasPrefix("an ") ? String(what.dropFirst(3)) : what
    }
}
