/// A problem in a lesson file: where, what, and what to write instead.
public struct LessonDiagnostic: Error, Sendable, CustomStringConvertible, Equatable {
    public var location: SourceLocation
    public var message: String
    public var fix: String?
    /// The fix as an exact change to the file, when it is mechanical and safe (`lessons check
    /// --fix` makes it); nil when the fix needs the author's judgement.
    public var edit: SourceEdit?

    public init(_ location: SourceLocation, _ message: String, fix: String? = nil, edit: SourceEdit? = nil) {
        self.location = location
        self.message = message
        self.fix = fix
        self.edit = edit
    }

    public var description: String {
        "\(location): error: \(message)" + (fix.map { "\n  fix: \($0)" } ?? "")
    }
}
