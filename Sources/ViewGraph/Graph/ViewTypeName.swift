/// The name SwiftUI prints for a view type in `_printChanges()`: the type as written from the outermost
/// type that contains it, without the module.
///
/// A view nested in another type keeps the outer type's name (`Screens.Row`), a view declared inside a
/// function keeps the type around the function and drops the function, and generic arguments lose
/// their module too (`Row<Int>`). Evidence (outside the seeds, which only print top-level views):
/// OpenSwiftUI's compatibility tests assert against SwiftUI itself, iOS 17.1+ and macOS 14.1+
/// (`Tests/OpenSwiftUICompatibilityTests/View/Debug/ChangedBodyPropertyCompatibilityTests.swift`): a
/// `ContentView` declared in a test method of `ChangedBodyPropertyCompatibilityTests` logs
/// "ChangedBodyPropertyCompatibilityTests.ContentView: @self changed."; an older version of the same
/// test, with `_printChanges()` on iOS 15, printed the same name.
func viewTypeName(_ type: Any.Type) -> String {
    printedTypeName(fromQualified: _typeName(type, qualified: true))
}

/// The printed name of a type whose fully qualified name (`_typeName(_:qualified: true)`) is `qualified`.
func printedTypeName(fromQualified qualified: String) -> String {
    var name = qualified
    // Both forms below start with a parenthesis; most names have none, and skip the two regexes,
    // which a debug build lowers again at every call (5% of a counter's play, `perf record`).
    guard name.contains("(") else { return withoutModules(name) }
    // `(extension in Module):` before a type nested in an extension of another module's type.
    name = name.replacing(#/\(extension in [^)]*\):/#, with: "")
    // A function's local scope shows as `(unknown context at $…).` and is not part of the name.
    name = name.replacing(#/\(unknown context at \$[0-9a-fA-F]+\)\./#, with: "")
    return withoutModules(name)
}

/// Drops the first component (the module) of every qualified name in `name`: `App.Screens.Row<Swift.Int>`
/// becomes `Screens.Row<Int>`.
private func withoutModules(_ name: String) -> String {
    var result = ""
    var path: [Substring] = []
    var current = name.startIndex
    func flushPath() {
        result += (path.count > 1 ? path.dropFirst() : path[...]).joined(separator: ".")
        path.removeAll()
    }
    while current < name.endIndex {
        let character = name[current]
        if character.isLetter || character.isNumber || character == "_" {
            var end = current
            while end < name.endIndex, name[end].isLetter || name[end].isNumber || name[end] == "_" {
                end = name.index(after: end)
            }
            path.append(name[current..<end])
            current = end
            if current < name.endIndex, name[current] == "." {
                current = name.index(after: current)
                continue
            }
            flushPath()
        } else {
            if !path.isEmpty { flushPath() }
            result.append(character)
            current = name.index(after: current)
        }
    }
    if !path.isEmpty { flushPath() }
    return result
}
