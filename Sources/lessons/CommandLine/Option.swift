/// One option a command takes, declared once: the parser reads it, the help shows it, and the
/// errors about it are made from it.
struct Option: Sendable {
    /// Its name, `--step`.
    var name: String
    /// A one-letter spelling, `-j`, for the few options that have one.
    var short: String?
    /// What its value stands for in the help (`N`, `FILE`); nil for a flag, which takes none.
    var placeholder: String?
    /// What a missing value needs, after `--step needs `: `a step number, such as --step 2`.
    var needs: String
    /// Whether a blank value (empty, or spaces) is taken as missing: a folder or a file must be named.
    var refusesBlank: Bool
    /// Whether it may be given more than once, each value kept; otherwise twice is an error.
    var repeatable: Bool
    /// What it does, for the help: a phrase or a few sentences, wrapped to the terminal.
    var help: String

    /// An option that takes no value: given or not.
    static func flag(_ name: String, short: String? = nil, help: String) -> Option {
        Option(
            name: name, short: short, placeholder: nil, needs: "", refusesBlank: false, repeatable: false, help: help)
    }

    /// An option that takes a value, `--step 2` or `--step=2`.
    static func value(
        _ name: String, short: String? = nil, _ placeholder: String, needs: String = "a value",
        refusesBlank: Bool = false, repeatable: Bool = false, help: String
    ) -> Option {
        Option(
            name: name, short: short, placeholder: placeholder, needs: needs, refusesBlank: refusesBlank,
            repeatable: repeatable, help: help)
    }

    /// Whether it takes a value.
    var takesValue: Bool { placeholder != nil }

    /// How the help's list of options names it: `-j, --jobs N`.
    var label: String {
        (short.map { "\($0), " } ?? "") + name + (placeholder.map { " \($0)" } ?? "")
    }

    /// How a usage line shows it: `[--step N]`.
    var usage: String { "[" + name + (placeholder.map { " \($0)" } ?? "") + "]" }
}
