import Foundation

/// The compile-time check Apple's toolchain makes of `ForEach(_:content:)`: its range must be made
/// of integer literals (`ForEach(0..<3)`), because the rows are identified by their offsets.
///
/// Xcode's compiler knows the initializer by an attribute (`@_semantics("swiftui.requires_constant_range")`)
/// that the open-source compiler does not check, so the runner makes the same syntactic check and
/// reports it as the compiler's warning, in the compiler's words.
enum ConstantRangeLint {
    static let message = "non-constant range: argument must be an integer literal"

    /// Warnings for `ForEach(a..<b)` calls whose bounds are not both integer literals.
    static func warnings(in code: CodeVersion) -> [CompilerMessage] {
        var messages: [CompilerMessage] = []
        for file in code.files {
            // Looked for only where it can match, and made once (`forEachRange`).
            for line in file.lines where line.text.has("ForEach") {
                for match in line.text.matches(of: forEachRange) {
                    let lower = match.1.trimmingCharacters(in: .whitespaces)
                    let upper = match.3.trimmingCharacters(in: .whitespaces)
                    if isIntegerLiteral(lower) && isIntegerLiteral(upper) { continue }
                    let column = line.text.distance(from: line.text.startIndex, to: match.1.startIndex) + 1
                    messages.append(
                        CompilerMessage(location: line.origin, column: column, severity: "warning", message: message))
                }
            }
        }
        return messages
    }

    static func isIntegerLiteral(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isNumber || $0 == "_" }
    }
}

// A regex literal is compiled each time its line runs: this one, once per program of every check.
// Unsafe, but only read: a Regex is not Sendable, and this one is never changed.
nonisolated(unsafe) private let forEachRange = #/ForEach\(\s*([^,()]+?)\s*(\.\.<|\.\.\.)\s*([^,(){}]+?)\s*\)/#
