import Foundation

/// Something a person does to the running app, by what they see on the screen.
public enum HostAction: Equatable, Sendable, CustomStringConvertible {
    /// Starts the app.
    case launch
    /// Taps the control whose title or accessibility label is the given text.
    case tap(String)
    /// Flips the switch with the given label.
    case toggle(String)
    /// Types text into the field with the given label, or into the focused field.
    case type(String, into: String?)
    /// Opens a menu (or picker) and chooses an item: `["Sort", "By price"]`.
    case choose([String])
    /// Goes back one screen.
    case back
    /// Lets virtual time pass.
    case wait(Duration)
    /// Scrolls the first scroll view, list or form on the screen.
    case scroll(ScrollTarget)
    /// Swipes the row that shows this label, revealing its swipe actions.
    case swipe(String)
    /// Long-presses the view that shows this label, opening its context menu.
    case longPress(String)
    /// Deletes the row that shows this label, as a full swipe or edit mode's delete button does.
    case delete(String)
    /// Swipes the top sheet down (or taps outside a popover), closing it.
    case dismiss
    /// Presses the keyboard's return key in the focused field.
    case submit
    /// Taps the − half of the stepper with this label (`tap` taps its + half).
    case decrement(String)
    /// Pulls the first refreshable list or scroll view down to refresh it.
    case refresh
    /// Goes to the home screen: the app's scene becomes inactive, then background.
    case background
    /// Comes back to the app: its scene becomes inactive, then active.
    case foreground
    /// Turns the device to the orientation given, or the other way up when none is.
    case rotate(DeviceOrientation?)

    /// Where a scroll goes.
    public enum ScrollTarget: Equatable, Sendable {
        /// One screen further.
        case down
        /// One screen back.
        case up
        /// To the start.
        case top
        /// To the end.
        case bottom
        /// By this many points: further when positive, back when negative.
        case by(Double)
        /// Screen by screen until a text or a control with this label is on the screen.
        case to(String)
    }

    /// The action as an author writes it, and as `init(parsing:)` reads it back: the lesson hands its
    /// program each action so written. Text that parsing would change is quoted, as an author quotes
    /// it: spaces at either end (`type ' 2' into Amount`, which trimming would lose), a `;`, an
    /// ` into ` in typed text, or quotes around it.
    public var description: String {
        let q = HostAction.quotedIfNeeded
        switch self {
        case .launch: return "launch"
        case .tap(let label): return "tap \(q(label, []))"
        case .toggle(let label): return "toggle \(q(label, []))"
        case .type(let text, let field):
            return "type \(q(text, [" into "]))" + (field.map { " into \(q($0, []))" } ?? "")
        case .choose(let path): return "choose " + path.map { q($0, [" > "]) }.joined(separator: " > ")
        case .back: return "back"
        case .wait(let duration): return "wait \(HostAction.format(duration))"
        case .swipe(let label): return "swipe \(q(label, []))"
        case .longPress(let label): return "long-press \(q(label, []))"
        case .delete(let label): return "delete \(q(label, []))"
        case .dismiss: return "dismiss"
        case .submit: return "submit"
        case .decrement(let label): return "decrement \(q(label, []))"
        case .refresh: return "refresh"
        case .background: return "background"
        case .foreground: return "foreground"
        case .rotate(let orientation): return "rotate" + (orientation.map { " \($0.rawValue)" } ?? "")
        case .scroll(let target):
            switch target {
            case .down: return "scroll down"
            case .up: return "scroll up"
            case .top: return "scroll to top"
            case .bottom: return "scroll to bottom"
            case .by(let points):
                return points < 0
                    ? "scroll up \(HostAction.format(points: -points))"
                    : "scroll down \(HostAction.format(points: points))"
            case .to(let label): return "scroll to \(q(label, []))"
            }
        }
    }

    /// A length as an author writes it: `120`, or `12.5`; one past what an `Int` holds exactly as
    /// Swift writes it (`1e+308`), which `scroll down 1e308` made `lessons check` trap on.
    public static func format(points: Double) -> String {
        points == points.rounded() && abs(points) < 1e15 ? String(Int(points)) : String(points)
    }

    /// A duration as an author writes it: `2s`, or `500ms`.
    public static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds)s" }
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms"
    }

    /// The verbs a play may use, for error messages.
    public static let verbs = [
        "launch", "background", "foreground", "tap", "toggle", "decrement", "type", "submit", "choose", "back",
        "dismiss", "scroll", "refresh", "swipe", "long-press", "delete", "rotate", "wait",
    ]

    /// Parses one action as written in a play: `tap Count: 0`, `wait 2s`, `type abc into Name`.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let verb = trimmed.prefix { !$0.isWhitespace }
        let argument = HostAction.unquote(String(trimmed.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces))
        if verb.isEmpty {
            throw ActionParseError(
                "an empty action: the play is empty, or has two `;` in a row or one at its start",
                suggestion: "launch; tap Count: 0")
        }
        switch verb {
        case "launch":
            guard argument.isEmpty else {
                throw ActionParseError("`launch` takes nothing after it", suggestion: "launch")
            }
            self = .launch
        case "back":
            guard argument.isEmpty else { throw ActionParseError("`back` takes nothing after it", suggestion: "back") }
            self = .back
        case "dismiss", "submit", "refresh", "background", "foreground":
            guard argument.isEmpty else {
                throw ActionParseError("`\(verb)` takes nothing after it", suggestion: String(verb))
            }
            switch verb {
            case "dismiss": self = .dismiss
            case "submit": self = .submit
            case "refresh": self = .refresh
            case "background": self = .background
            default: self = .foreground
            }
        case "rotate":
            guard argument.isEmpty || DeviceOrientation(rawValue: argument) != nil else {
                throw ActionParseError(
                    "`rotate` turns the device the other way up, or to `portrait` or `landscape`",
                    suggestion: "rotate landscape")
            }
            self = .rotate(DeviceOrientation(rawValue: argument))
        case "decrement":
            guard !argument.isEmpty else {
                throw ActionParseError("`decrement` needs the label of a stepper", suggestion: "decrement Nights: 3")
            }
            self = .decrement(argument)
        case "tap", "toggle":
            guard !argument.isEmpty else {
                throw ActionParseError("`\(verb)` needs the label of what to \(verb)", suggestion: "\(verb) Count: 0")
            }
            self = verb == "tap" ? .tap(argument) : .toggle(argument)
        case "type":
            guard !argument.isEmpty else {
                throw ActionParseError("`type` needs the text to type", suggestion: "type Seattle into City")
            }
            if let range = argument.range(of: " into ", options: .backwards) {
                self = .type(
                    HostAction.unquote(String(argument[..<range.lowerBound])),
                    into: HostAction.unquote(String(argument[range.upperBound...])))
            } else {
                self = .type(argument, into: nil)
            }
        case "choose":
            let path = argument.components(separatedBy: " > ").map {
                HostAction.unquote($0.trimmingCharacters(in: .whitespaces))
            }
            guard path.count >= 2, !path.contains(where: \.isEmpty) else {
                throw ActionParseError(
                    "`choose` needs a menu and an item separated by ` > `", suggestion: "choose Sort > By price")
            }
            self = .choose(path)
        case "swipe", "long-press", "delete":
            guard !argument.isEmpty else {
                throw ActionParseError(
                    "`\(verb)` needs the label of a row on the screen", suggestion: "\(verb) Seattle")
            }
            self = verb == "swipe" ? .swipe(argument) : verb == "delete" ? .delete(argument) : .longPress(argument)
        case "scroll":
            switch argument {
            case "down": self = .scroll(.down)
            case "up": self = .scroll(.up)
            case "to top": self = .scroll(.top)
            case "to bottom": self = .scroll(.bottom)
            default:
                let words = argument.split(separator: " ")
                if words.count == 2, words[0] == "down" || words[0] == "up" {
                    guard let points = Double(words[1]), points.isFinite, points > 0 else {
                        throw ActionParseError(
                            "`scroll \(words[0])` takes a number of points after it, not `\(words[1])`",
                            suggestion: "scroll \(words[0]) 120")
                    }
                    self = .scroll(.by(words[0] == "down" ? points : -points))
                    return
                }
                guard argument.hasPrefix("to "), argument.count > 3 else {
                    throw ActionParseError(
                        "`scroll` goes down, up, down or up a number of points, to top, to bottom, or to a label, not `\(argument)`",
                        suggestion: "scroll to Vancouver")
                }
                self = .scroll(
                    .to(HostAction.unquote(String(argument.dropFirst(3)).trimmingCharacters(in: .whitespaces))))
            }
        case "wait":
            guard let duration = HostAction.parseDuration(argument) else {
                throw ActionParseError(
                    "`wait` needs a duration from 0 s to a day, such as 2s or 500ms, not `\(argument)`",
                    suggestion: "wait 2s")
            }
            self = .wait(duration)
        default:
            // `Launch`, `TAP`: say the verb it is; `launch；tap` (a full-width semicolon): say what separates actions.
            if HostAction.verbs.contains(verb.lowercased()) {
                throw ActionParseError(
                    "unknown action `\(verb)`: actions are written in lowercase",
                    suggestion: verb.lowercased() + (argument.isEmpty ? "" : " " + argument))
            }
            if verb.contains(where: { ["；", "﹔", "⁏"].contains($0) }) {
                throw ActionParseError(
                    "unknown action `\(verb)`: actions are separated by `;` (a plain semicolon)",
                    suggestion: "launch; tap Count: 0")
            }
            throw ActionParseError(
                "unknown action `\(verb)`; actions are \(HostAction.verbs.joined(separator: ", "))",
                suggestion: "tap Count: 0")
        }
    }

    /// Parses a whole play: actions separated by `;`. A `;` inside single quotes (`type 'a; b'`) is
    /// part of the text. A quote opens only where a word starts and only when a quote that ends a
    /// word closes it later, so an apostrophe in a label (`tap Roll 'em!; wait 1s`, `tap Don't save`)
    /// is a letter like any other.
    public static func parsePlay(_ text: String) throws -> [HostAction] {
        var actions: [HostAction] = []
        var current = ""
        let characters = Array(text)
        func startsWord(at index: Int) -> Bool {
            index == 0 || characters[index - 1].isWhitespace || characters[index - 1] == ";"
        }
        func endsWord(at index: Int) -> Bool {
            index + 1 == characters.count || characters[index + 1].isWhitespace || characters[index + 1] == ";"
        }
        var closing: Int?
        for (index, character) in characters.enumerated() {
            if character == "'" {
                if index == closing {
                    closing = nil
                } else if closing == nil, startsWord(at: index),
                    let end = characters.indices.first(where: {
                        $0 > index && characters[$0] == "'" && endsWord(at: $0)
                    })
                {
                    closing = end
                }
            }
            if character == ";" && closing == nil {
                actions.append(try HostAction(parsing: current))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty || actions.isEmpty {
            actions.append(try HostAction(parsing: current))
        }
        return actions
    }

    /// The longest wait a play may ask for: a day of virtual time. Longer (`wait 1e30s`), negative,
    /// `nan` or `inf` waits are not durations; `Duration` would trap on the first and the last.
    static let longestWait = 86_400.0

    static func parseDuration(_ text: String) -> Duration? {
        let milliseconds: Double
        if text.hasSuffix("ms"), let value = Double(text.dropLast(2)) {
            milliseconds = value
        } else if text.hasSuffix("s"), let value = Double(text.dropLast()) {
            milliseconds = value * 1000
        } else {
            return nil
        }
        guard milliseconds.isFinite, milliseconds >= 0, milliseconds <= longestWait * 1000 else { return nil }
        return .milliseconds(milliseconds)
    }

    /// `text` in single quotes when parsing it bare would not give it back.
    public static func quotedIfNeeded(_ text: String, _ separators: [String]) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let needsQuotes =
            trimmed != text || text.contains(";") || separators.contains { text.contains($0) }
            || (text.count >= 2 && text.hasPrefix("'") && text.hasSuffix("'"))
        return needsQuotes ? "'" + text + "'" : text
    }

    /// `text` without the single quotes around it, when it has them.
    public static func unquote(_ text: String) -> String {
        if text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") { return String(text.dropFirst().dropLast()) }
        return text
    }
}

/// A play that cannot be parsed: what is wrong, and what to write instead.
public struct ActionParseError: Error, CustomStringConvertible {
    public let message: String
    public let suggestion: String
    init(_ message: String, suggestion: String) {
        self.message = message
        self.suggestion = suggestion
    }
    public var description: String { "\(message) (for example: `\(suggestion)`)" }
}
