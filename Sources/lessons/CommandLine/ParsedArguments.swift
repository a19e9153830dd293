/// A command's part of the command line, read by the options it declares: the values given, by
/// option name, and the operands, in order.
///
/// Every command reads its options the same way: `--opt value` and `--opt=value`, `-j 3` for a
/// short name, `--` ending the options, `--help` or `-h` anywhere before it; an unknown option is
/// an error naming the nearest one, and an option given twice is an error unless it is declared
/// repeatable.
struct ParsedArguments: Equatable {
    /// The values of the options given, by name (`--step`); a flag's value is empty.
    private(set) var values: [String: [String]] = [:]
    /// What is not an option: the lesson, the file, the paths.
    private(set) var operands: [String] = []
    /// Whether `--help` or `-h` was given.
    private(set) var wantsHelp = false

    /// Reads `arguments` (what follows the command's name) by `options`.
    ///
    /// - Parameter command: the command's name, for the errors.
    init(_ arguments: [String], options: [Option], command: String) throws {
        var index = 0
        /// The spelling each option was first given in, by name.
        var given: [String: String] = [:]
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                // Ends the options: `lessons reset -- -Odd.swift` names that file.
                operands += arguments[index...]
                break
            }
            guard argument.hasPrefix("-") else {
                operands.append(argument)
                continue
            }
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            // `--format=json` is `--format json`; a short name takes its value apart (`-j 3`).
            var spelling = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                spelling = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == spelling || $0.short == spelling }) else {
                let hint =
                    options.isEmpty
                    ? "; `lessons \(command)` takes no options"
                    : Suggestion.didYouMean(spelling, among: options.map(\.name), within: 3)
                throw UsageError("unknown option '\(spelling)'" + hint, command: command)
            }
            var value = ""
            if option.takesValue {
                if let inline {
                    value = inline
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    // A value that starts with `--` is the next option, the value forgotten; written
                    // as `--filter=--x`, it is the value.
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("\(spelling) needs \(option.needs)", command: command)
                }
                if option.refusesBlank, value.allSatisfy(\.isWhitespace) {
                    throw UsageError("\(spelling) needs \(option.needs)", command: command)
                }
            } else if inline != nil {
                throw UsageError("\(spelling) takes no value: give it alone, as \(option.name)", command: command)
            }
            // `--step 2 --step 3` would keep one of them silently.
            if let first = given[option.name], !option.repeatable {
                let twice = first == spelling ? "\(spelling) is given twice" : "\(first) and \(spelling) are one option"
                throw UsageError("\(twice); give it once", command: command)
            }
            given[option.name] = given[option.name] ?? spelling
            values[option.name, default: []].append(value)
        }
    }

    // MARK: - Reading

    /// Whether the flag (or option) `name` was given.
    func flag(_ name: String) -> Bool { values[name] != nil }

    /// The value given for `name`, or nil; for a repeatable option, the last.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for the repeatable option `name`, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }
}
