/// Why the host could not do what a play asked, in words for the lesson's author.
public enum HostError: Error, CustomStringConvertible {
    case noControl(verb: String, label: String, onScreen: [String])
    case notTappable(role: String)
    case disabled(String)
    case noFocusedField
    case noOption(String, menu: String)
    case nothingToGoBackTo
    case noNavigationStack(String)
    case notLaunched
    case runaway(String)
    case nothingToScroll
    case noGesture(String, String)
    case nothingToDismiss
    case nothingToRefresh
    case cannotSwipeAway(String)
    case notFoundByScrolling(String)

    public var description: String {
        switch self {
        case .noControl(let verb, let label, let onScreen):
            let list = onScreen.isEmpty ? "nothing it can \(verb)" : onScreen.map { "\"\($0)\"" }.joined(separator: ", ")
            return "nothing to \(verb) labelled \"\(label)\" on the screen; it shows \(list)"
        case .notTappable(let role): return "a \(role) cannot be tapped"
        case .disabled(let label): return "\"\(label)\" is disabled"
        case .noFocusedField: return "no text field has focus: write `type TEXT into LABEL`"
        case .noOption(let option, let menu): return "\"\(menu)\" has no item \"\(option)\""
        case .nothingToGoBackTo: return "there is no screen to go back to"
        case .noNavigationStack(let label): return "the link \"\(label)\" is not inside a NavigationStack"
        case .notLaunched: return "the app is not running: a play starts with `launch`"
        case .runaway(let what): return what
        case .noGesture(let what, let label): return "\"\(label)\" has no \(what) around it"
        case .nothingToRefresh: return "nothing on the screen can be refreshed: `refresh` needs a view with .refreshable"
        case .nothingToDismiss: return "nothing is presented: `dismiss` swipes away a sheet or a popover"
        case .cannotSwipeAway(let kind): return "\(kind.split(separator: " ").first ?? "it") cannot be swiped away: tap one of its buttons"
        case .nothingToScroll: return "nothing on the screen scrolls: `scroll` needs a ScrollView, a List or a Form"
        case .notFoundByScrolling(let label): return "scrolled from top to bottom and found nothing labelled \"\(label)\""

        }
    }
}
