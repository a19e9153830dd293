/// A problem in a lesson file: where, what, and what to write instead.
public struct LessonDiagnostic: Error, Sendable, CustomStringConvertible, Equatable {
    public var location: SourceLocation
    public var message: String
    public var fix: String?

    public init(_ location: SourceLocation, _ message: String, fix: String? = nil) {
        self.location = location
        self.message = message
        self.fix = fix
    }

    public var description: String {
        "\(location): error: \(message)" + (fix.map { "\n  fix: \($0)" } ?? "")
    }
}
