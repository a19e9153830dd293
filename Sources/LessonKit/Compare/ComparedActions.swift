extension Check {
    /// Which part of the play the check compares, in words: "during `toggle On`", "from `launch`
    /// on", "after `launch; tap Add`" (a screen is what is left after the whole play).
    public var comparedActions: String {
        guard !play.isEmpty else { return "at launch" }
        switch kind {
        case .screen: return "after `\(play.joined(separator: "; "))`"
        case .diagnostics: return "while building"
        case .console, .log, .bodies: break
        }
        switch scope {
        case .last: return "during `\(play[play.count - 1])`"
        case .from(let first) where first <= 1: return "during the whole play"
        case .from(let first) where first <= play.count:
            return first == play.count ? "during `\(play[first - 1])`" : "from `\(play[first - 1])` on"
        case .from: return "during the play"
        }
    }

    /// Why the check failed when the program printed nothing where lines were recorded, in words:
    /// "nothing was printed during `toggle On`"; nil when something was printed or nothing expected.
    public func nothingPrinted(_ actual: [String]?) -> String? {
        guard let actual, actual.isEmpty, !expected.isEmpty, kind == .console || kind == .log else { return nil }
        return (kind == .log ? "SwiftUI logged nothing " : "nothing was printed ") + comparedActions
    }
}
