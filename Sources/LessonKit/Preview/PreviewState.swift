import Foundation

/// What `lessons preview`'s page shows, as the page reads it (JSON from `/state`): the drawn screen,
/// the console, the step's recorded consoles compared, and what is being done.
public struct PreviewState: Codable, Equatable, Sendable {
    /// Counts every change, so that a page waiting for the next one (`/state?since=N`) knows it.
    public var version = 0
    /// What the preview is doing: `building` (the files changed), `playing` (an action is replayed),
    /// `ready`, or `failed` (the code does not build, or the play could not be made).
    public var phase = "building"
    /// What a wait is, in words: "Building your files against the engine".
    public var message: String?
    /// `Lesson 7 · Step 4 · …`
    public var title = ""
    /// The actions taken since launch, as a play writes them.
    public var actions: [String] = []
    /// The play of those actions, to copy into a lesson: `launch; tap Seattle; back`.
    public var play: String { (["launch"] + actions).joined(separator: "; ") }
    /// The screen the play ended on, drawn (`ScreenSVG`, with its targets); the last good one while
    /// the code does not build.
    public var screen: String?
    /// Whether `screen` is from an earlier build or play than what the files and actions are now.
    public var screenIsStale = false
    /// The colour scheme the play ran in: `light` or `dark` (the code's `preferredColorScheme`).
    public var colorScheme = "light"
    /// What the app printed since launch.
    public var console: [String] = []
    /// The first console line the last action printed (earlier lines came from the actions before).
    public var newConsoleFrom = 0
    /// Why the last action, or the play, could not be made (`no control "Seattle" on the screen`).
    public var problem: String?
    /// The compiler's errors at `file:line:column`, with the line and a caret, when the code does not build.
    public var errors: [Line] = []
    /// The step's recorded runs compared with the student's, as `lessons run` shows them.
    public var comparison: [Line] = []

    /// A line in a role the page styles (`StyledLine.Role`: `good`, `bad`, `added`, `removed`…).
    public struct Line: Codable, Equatable, Sendable {
        public var role: String
        public var text: String
    }

    enum CodingKeys: String, CodingKey {
        case version, phase, message, title, actions, play, screen, screenIsStale, colorScheme, console, newConsoleFrom,
            problem, errors, comparison
    }

    public init() {}

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        phase = try container.decode(String.self, forKey: .phase)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        title = try container.decode(String.self, forKey: .title)
        actions = try container.decode([String].self, forKey: .actions)
        screen = try container.decodeIfPresent(String.self, forKey: .screen)
        screenIsStale = try container.decode(Bool.self, forKey: .screenIsStale)
        colorScheme = try container.decode(String.self, forKey: .colorScheme)
        console = try container.decode([String].self, forKey: .console)
        newConsoleFrom = try container.decode(Int.self, forKey: .newConsoleFrom)
        problem = try container.decodeIfPresent(String.self, forKey: .problem)
        errors = try container.decode([Line].self, forKey: .errors)
        comparison = try container.decode([Line].self, forKey: .comparison)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(phase, forKey: .phase)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encode(title, forKey: .title)
        try container.encode(actions, forKey: .actions)
        try container.encode(play, forKey: .play)
        try container.encodeIfPresent(screen, forKey: .screen)
        try container.encode(screenIsStale, forKey: .screenIsStale)
        try container.encode(colorScheme, forKey: .colorScheme)
        try container.encode(console, forKey: .console)
        try container.encode(newConsoleFrom, forKey: .newConsoleFrom)
        try container.encodeIfPresent(problem, forKey: .problem)
        try container.encode(errors, forKey: .errors)
        try container.encode(comparison, forKey: .comparison)
    }

    static func lines(_ styled: [StyledLine]) -> [Line] {
        styled.map { Line(role: "\($0.role)", text: $0.text) }
    }
}
