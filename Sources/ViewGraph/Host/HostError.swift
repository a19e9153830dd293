/// Why the host could not do what a play asked, in words for the lesson's author.
public enum HostError: Error, CustomStringConvertible {
    case noControl(verb: String, label: String, onScreen: [String])
    case notTappable(role: String)
    case disabled(String)
    case noFocusedField
    case noOption(String, menu: String)
    case nothingToGoBackTo
    case noNavigationStack(String)
    /// A value link in a collapsed split view's sidebar with no destination: iOS would select its row
    /// and push the next column, which the engine does not model.
    case splitViewSelection(String)
    case notLaunched
    case runaway(String)
    case nothingToScroll
    case noGesture(String, String)
    case nothingToDismiss
    case nothingToRefresh
    case cannotSwipeAway(String)
    case notFoundByScrolling(String)
    /// Several controls have the label; `places` says where each is, in screen order.
    case ambiguous(verb: String, label: String, places: [String])
    /// `LABEL #N` with fewer than N controls so labelled.
    case noSuchOne(label: String, number: Int, count: Int)
    /// `LABEL in TEXT` where none of the controls so labelled has TEXT beside it.
    case notBeside(label: String, text: String, places: [String])
    /// The control is on the screen, behind a presented alert, dialog or sheet.
    case behindPresentation(label: String, presentation: String)

    public var description: String {
        switch self {
        case .noControl(let verb, let label, let onScreen):
            let list =
                onScreen.isEmpty ? "nothing it can \(verb)" : onScreen.map { "\"\($0)\"" }.joined(separator: ", ")
            return "nothing to \(verb) labelled \"\(label)\" on the screen; it shows \(list)"
        case .notTappable(let role): return "a \(role) cannot be tapped"
        case .disabled(let label): return "\"\(label)\" is disabled"
        case .noFocusedField: return "no text field has focus: write `type TEXT into LABEL`"
        case .noOption(let option, let menu): return "\"\(menu)\" has no item \"\(option)\""
        case .nothingToGoBackTo: return "there is no screen to go back to"
        case .noNavigationStack(let label): return "the link \"\(label)\" is not inside a NavigationStack"
        case .splitViewSelection(let label):
            return
                "the link \"\(label)\" selects a row of a NavigationSplitView's sidebar, which on an iPhone pushes the next column; "
                + "the engine does not model a split view's selection: give the link a destination, or a navigationDestination(for:) in the sidebar"
        case .notLaunched: return "the app is not running: a play starts with `launch`"
        case .runaway(let what): return what
        case .noGesture(let what, let label): return "\"\(label)\" has no \(what) around it"
        case .nothingToRefresh:
            return "nothing on the screen can be refreshed: `refresh` needs a view with .refreshable"
        case .nothingToDismiss: return "nothing is presented: `dismiss` swipes away a sheet or a popover"
        case .cannotSwipeAway(let kind):
            return "\(kind.split(separator: " ").first ?? "it") cannot be swiped away: tap one of its buttons"
        case .nothingToScroll: return "nothing on the screen scrolls: `scroll` needs a ScrollView, a List or a Form"
        case .notFoundByScrolling(let label):
            return "scrolled from top to bottom and found nothing labelled \"\(label)\""
        case .ambiguous(let verb, let label, let places):
            let first = places.first.flatMap { $0.firstMatch(of: #/beside "([^"]*)"/#).map { String($0.1) } }
            let byText = first.map { ", or by a text beside it: `\(label) in \($0)`" } ?? ""
            return "\(places.count) controls on the screen could be the one to \(verb) as \"\(label)\": "
                + places.joined(separator: "; ")
                + ". Say which: `\(label) #2` (the second from the top)\(byText)"
        case .noSuchOne(let label, let number, let count):
            return
                "there is no #\(number) labelled \"\(label)\": the screen shows \(count == 1 ? "only one" : "only \(count)")"
        case .notBeside(let label, let text, let places):
            return "no control labelled \"\(label)\" has \"\(text)\" beside it: " + places.joined(separator: "; ")
        case .behindPresentation(let label, let presentation):
            return
                "\"\(label)\" is behind the \(presentation), which takes every tap while it is shown: close it first (tap one of its buttons, or `dismiss` a sheet)"

        }
    }
}
