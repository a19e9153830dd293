import Foundation

/// The screen as a picture: what a person would see on the iPhone 17 after a play, as shapes at
/// the frames the layout pass gave the views, drawn back to front.
///
/// It is a model of the picture, not a rendering: the book draws it as SVG, `lessons study` as
/// characters in a terminal, from the same elements. It says what the engine knows (a text's lines
/// and font, a symbol's name, a control's state, the bars, a sheet, the keyboard) and nothing it
/// does not: a symbol is its name, never Apple's artwork; a colour is the name the code gave it.
/// The lines that `screen` checks compare stay the indented list (`Host.screen()`); this picture is
/// for reading, and no check compares it.
public struct ScreenPicture: Codable, Sendable, Equatable {
    /// A rectangle in the screen's points, the origin at the top-left corner of the screen.
    public struct Rect: Codable, Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
        public var midX: Double { x + width / 2 }
        public var midY: Double { y + height / 2 }
    }

    /// What an element is.
    public enum Kind: String, Codable, Sendable {
        /// A `Text`: `lines`, each at its frame, in `fontSize` and `weight`.
        case text
        /// An SF Symbol, by its name in `text`.
        case symbol
        /// An image from the app's assets, by its name in `text`.
        case image
        /// A shape filled with `color`: `shape` says which (`rectangle`, `roundedRectangle`,
        /// `circle`, `capsule`, `ellipse`), `cornerRadius` how round a rounded rectangle is.
        case shape
        /// A switch (`Toggle`'s), `isOn`.
        case toggle
        /// A text field's box: `text` is what it shows, or its placeholder when `isPlaceholder`.
        case field
        /// A slider's track and thumb, the thumb at `value` (0 to 1) along it.
        case slider
        /// A progress bar filled to `value` (0 to 1), or a spinner when `value` is nil; its title
        /// in `text`.
        case progress
        /// A stepper's − and + buttons.
        case stepper
        /// A segmented control's track; its options are drawn as texts over it, the one selected
        /// (`selected`, an index) on a lighter segment of `items.count` equal ones.
        case segmented
        /// The navigation bar, with its title in `text` (large when `isLarge`).
        case navigationBar
        /// The tab bar: `items` are its tabs' labels, `selected` the index of the one selected.
        case tabBar
        /// A sheet's card, drawn over what is behind it.
        case sheet
        /// The dimming over the screen behind an alert or a sheet.
        case dimming
        /// An alert's box: `text` its title.
        case alert
        /// The software keyboard, up while a text field is focused.
        case keyboard
        /// A list's background behind its sections, in `color` (`systemGroupedBackground`).
        case listBackground
        /// A list section's card behind its rows, in `color`, `cornerRadius` round.
        case listCard
        /// The hairline between two list rows (or along a section's edge), filling its frame.
        case separator
        /// The chevron at the trailing edge of a list row that pushes a screen (a `NavigationLink`'s).
        case disclosure
        /// A control's accessibility label, in `text`, over its frame: not drawn, but what VoiceOver
        /// reads and the screen list names the control by (`Button "Favorite Seattle"` for a star).
        case accessibilityLabel
        /// Where a person's tap on the screen becomes an action of a play: `text` is the action as a
        /// play writes it (`tap Seattle`, `toggle Favorites only`, `type into Name`, `decrement
        /// Nights: 3`), naming the control so that the play finds this one and no other, over the
        /// control's frame. Not drawn: a page that lets a person act on the picture (`lessons
        /// preview`) makes it clickable. Inner controls come after the ones that hold them, as a
        /// finger on a button in a tappable row lands on the button.
        case target
    }

    /// One line of a text, where the text's layout put it.
    public struct Line: Codable, Sendable, Equatable {
        public var text: String
        public var frame: Rect

        public init(text: String, frame: Rect) {
            self.text = text
            self.frame = frame
        }
    }

    /// One thing drawn.
    public struct Element: Codable, Sendable, Equatable {
        public var kind: Kind
        public var frame: Rect
        public var text: String?
        public var lines: [Line]?
        public var fontSize: Double?
        /// The font's weight by SwiftUI's name (`regular`, `semibold`, `bold`).
        public var weight: String?
        public var isItalic: Bool?
        public var isMonospaced: Bool?
        /// The colour by the name the code gave it (`red`, `rgb(0.2, 0.4, 1)`), `accent` for the
        /// tint of a control's label, or nil for the primary colour.
        public var color: String?
        public var shape: String?
        public var cornerRadius: Double?
        public var isOn: Bool?
        public var isPlaceholder: Bool?
        public var isLarge: Bool?
        public var items: [String]?
        public var selected: Int?
        /// How far a slider's thumb or a progress bar stands, from 0 to 1.
        public var value: Double?
        /// How opaque it is (`opacity(_:)` above it), when less than 1.
        public var opacity: Double?
        /// For a shape drawn as its outline (`stroke`, `strokeBorder`): the line's width, in `color`.
        public var strokeWidth: Double?

        public init(kind: Kind, frame: Rect) {
            self.kind = kind
            self.frame = frame
        }
    }

    /// The screen's size in points.
    public var width: Double
    public var height: Double
    /// The height of the status bar's strip at the top.
    public var statusBarHeight: Double
    /// Whether the app is in dark mode (`preferredColorScheme(.dark)`).
    public var isDark: Bool
    /// The colour behind the bars, by name, when the content's background reaches the top of the
    /// screen (a grouped list's `systemGroupedBackground`); nil for the plain background.
    public var background: String?
    /// What is drawn, back to front.
    public var elements: [Element]

    public init(width: Double, height: Double, statusBarHeight: Double, isDark: Bool, elements: [Element]) {
        self.width = width
        self.height = height
        self.statusBarHeight = statusBarHeight
        self.isDark = isDark
        self.elements = elements
    }

    /// Every text a person reads in the picture: each text's lines, the bars' titles and tabs, the
    /// fields' contents, symbols' and images' names.
    public var texts: [String] {
        elements.flatMap { element -> [String] in
            var found = (element.lines ?? []).map(\.text)
            if element.lines == nil, let text = element.text { found.append(text) }
            return found + (element.items ?? [])
        }
    }

    // MARK: - The host protocol

    /// The picture as one line of JSON, for the host protocol (`picture` lines).
    public var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Reads a picture from its JSON line; nil when the line is not one.
    public init?(jsonLine: String) {
        guard let picture = try? JSONDecoder().decode(ScreenPicture.self, from: Data(jsonLine.utf8)) else { return nil }
        self = picture
    }
}
