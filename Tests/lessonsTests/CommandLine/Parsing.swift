import Testing

@testable import lessons

/// The command `arguments` parse to, as the type the test expects; nil (and an issue) for another.
func parse<C: Command>(_ arguments: [String], as type: C.Type, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> C?
{
    let command = try Lessons.parse(arguments)
    guard let typed = command as? C else {
        Issue.record("\(arguments) is \(Swift.type(of: command)), not \(C.self)", sourceLocation: sourceLocation)
        return nil
    }
    return typed
}

/// The usage error `arguments` make, or nil when they parse.
func usageError(_ arguments: [String]) -> UsageError? {
    do {
        _ = try Lessons.parse(arguments)
        return nil
    } catch {
        return error as? UsageError
    }
}

/// The message of the usage error `arguments` make, or nil when they parse.
func usageMessage(_ arguments: [String]) -> String? { usageError(arguments)?.message }
