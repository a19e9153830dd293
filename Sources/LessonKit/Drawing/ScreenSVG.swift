import Foundation
import HostContract

/// Draws a `ScreenPicture` as an SVG of the iPhone 17: the device's outline, the status bar, and
/// each element at its frame, in points (one SVG unit a point).
///
/// Text is set at its font's size and weight, each line stretched or squeezed to the width the
/// engine's layout gave it (`textLength`), so what the browser's font measures never moves a line
/// off its frame. Symbols are simple outlines of the project's own (`SymbolGlyphs`); Apple's
/// artwork is never drawn. An image from the app's assets is a dashed box with its name.
/// Colours are the system colours Apple's Human Interface Guidelines list for iOS, light and dark.
public enum ScreenSVG {
    /// The bezel around the screen, in points.
    static let bezel = 12.0
    /// The screen's corner radius. Estimate: 55, as measured for the 6.3-inch iPhone 16 Pro's
    /// display (Apple publishes none).
    static let cornerRadius = 55.0
    static let font = "-apple-system, 'SF Pro Text', system-ui, 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// The picture as a standalone SVG element. `id` tells apart the pictures of one page (it names
    /// the clip path); `title` is what a screen reader says for it. `interactive` draws each control's
    /// target (`ScreenPicture.Kind.target`) as a clear shape over it that carries its play action
    /// (`data-action="tap Seattle"`), and the back button's as `back`, for a page that acts on them.
    public static func render(
        _ picture: ScreenPicture, id: String = "screen", title: String? = nil, interactive: Bool = false
    ) -> String {
        let palette = Palette(isDark: picture.isDark)
        let outerWidth = picture.width + 2 * bezel
        let outerHeight = picture.height + 2 * bezel
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"screen-picture\" viewBox=\"\(n(-bezel)) \(n(-bezel)) \(n(outerWidth)) \(n(outerHeight))\""
        svg += " width=\"\(n(outerWidth))\" height=\"\(n(outerHeight))\" role=\"img\" font-family=\"\(font)\">"
        svg += "<title>\(escape(title ?? "The screen of an iPhone 17, drawn from the engine's layout"))</title>"
        svg +=
            "<defs><clipPath id=\"\(escape(id))-clip\"><rect width=\"\(n(picture.width))\" height=\"\(n(picture.height))\" rx=\"\(n(cornerRadius))\"/></clipPath></defs>"
        svg +=
            "<rect x=\"\(n(-bezel))\" y=\"\(n(-bezel))\" width=\"\(n(outerWidth))\" height=\"\(n(outerHeight))\" rx=\"\(n(cornerRadius + bezel))\" fill=\"#1d1d1f\" stroke=\"#8e8e93\" stroke-width=\"1.5\"/>"
        svg += "<g clip-path=\"url(#\(escape(id))-clip)\">"
        svg +=
            "<rect width=\"\(n(picture.width))\" height=\"\(n(picture.height))\" fill=\"\(palette.screenBackground(picture))\"/>"
        for element in picture.elements where element.kind != .target {
            svg += draw(element, palette: palette, picture: picture)
        }
        svg += statusBar(picture, palette: palette, id: id)
        if interactive { svg += targets(picture) }
        svg += "</g></svg>"
        return svg
    }

    /// Which colour scheme the picture is drawn in, in a sentence: the play's, whatever the page's.
    public static func schemeNote(_ picture: ScreenPicture) -> String {
        picture.isDark
            ? "Drawn in dark mode: the app sets preferredColorScheme(.dark)."
            : "Drawn in light mode, as the play runs (iOS's default; the app sets no dark colour scheme)."
    }

    // MARK: - Elements

    static func draw(_ element: ScreenPicture.Element, palette: Palette, picture: ScreenPicture) -> String {
        let f = element.frame
        switch element.kind {
        case .text:
            var out = ""
            let size = element.fontSize ?? 17
            let weight = Self.weight(element.weight)
            let fill = palette.color(element.color)
            for line in element.lines ?? [] {
                // The baseline: SF Pro's ascender (1950 of 2048 units) below the line's top, as `FontMetrics` has it.
                let baseline = line.frame.y + size * 1950 / 2048
                out +=
                    "<text x=\"\(n(line.frame.x))\" y=\"\(n(baseline))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\""
                if element.isItalic == true { out += " font-style=\"italic\"" }
                if element.isMonospaced == true { out += " font-family=\"ui-monospace, Menlo, monospace\"" }
                if line.frame.width > 0 {
                    out += " textLength=\"\(n(line.frame.width))\" lengthAdjust=\"spacingAndGlyphs\""
                }
                if let opacity = element.opacity { out += " opacity=\"\(n(opacity))\"" }
                out += " fill=\"\(fill)\">\(escape(line.text))</text>"
            }
            return out
        case .symbol:
            return SymbolGlyphs.svg(
                element.text ?? "", in: f, color: palette.color(element.color), opacity: element.opacity)
        case .image:
            let color = palette.secondary
            let name = element.text ?? ""
            var out =
                "<g class=\"\(element.kind.rawValue)\"><rect x=\"\(n(f.x + 0.5))\" y=\"\(n(f.y + 0.5))\" width=\"\(n(max(f.width - 1, 0)))\" height=\"\(n(max(f.height - 1, 0)))\""
            out += " rx=\"\(n(min(4, f.height / 4)))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\""
            if element.kind == .image { out += " stroke-dasharray=\"3 2\"" }
            out += "/>"
            out += label(name, in: f, color: color)
            return out + "</g>"
        case .shape:
            // A stroked shape is its outline, inside its frame (as `strokeBorder` draws it; a
            // `stroke` straddles the edge by half its width, which the frame does not show).
            let color = palette.color(element.color)
            var paint = "fill=\"\(color)\""
            var f = f
            if let width = element.strokeWidth {
                paint = "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(width))\""
                f = ScreenPicture.Rect(
                    x: f.x + width / 2, y: f.y + width / 2, width: max(0, f.width - width),
                    height: max(0, f.height - width))
            }
            if let opacity = element.opacity { paint += " opacity=\"\(n(opacity))\"" }
            switch element.shape {
            case "circle":
                let r = min(f.width, f.height) / 2
                return "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(r))\" \(paint)/>"
            case "ellipse":
                return
                    "<ellipse cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" rx=\"\(n(f.width / 2))\" ry=\"\(n(f.height / 2))\" \(paint)/>"
            case "capsule":
                return rect(f, radius: min(f.width, f.height) / 2, paint: paint)
            default:
                return rect(f, radius: min(element.cornerRadius ?? 0, min(f.width, f.height) / 2), paint: paint)
            }
        case .toggle:
            let on = element.isOn == true
            var out = rect(f, radius: f.height / 2, fill: on ? palette.named("green") : palette.toggleOff)
            let knob = f.height / 2 - 2
            out +=
                "<circle cx=\"\(n(on ? f.maxX - knob - 2 : f.x + knob + 2))\" cy=\"\(n(f.midY))\" r=\"\(n(knob))\" fill=\"#ffffff\"/>"
            return out
        case .field:
            var out = rect(f, radius: min(8, f.height / 2), fill: palette.fieldFill)
            let size = element.fontSize ?? 17
            let fill = element.isPlaceholder == true ? palette.tertiary : palette.primary
            out +=
                "<text x=\"\(n(f.x + 6))\" y=\"\(n(f.midY + size * 0.35))\" font-size=\"\(n(size))\" fill=\"\(fill)\">\(escape(element.text ?? ""))</text>"
            return out
        case .slider:
            // The track, filled in the accent colour up to the thumb, and the thumb: a white capsule.
            let thumb = ScreenPicture.Rect(
                x: f.x + (f.width - 38) * (element.value ?? 0), y: f.midY - 12, width: 38, height: 24)
            var out = rect(
                ScreenPicture.Rect(x: f.x, y: f.midY - 3, width: f.width, height: 6), radius: 3, fill: palette.fieldFill
            )
            out += rect(
                ScreenPicture.Rect(x: f.x, y: f.midY - 3, width: max(0, thumb.midX - f.x), height: 6), radius: 3,
                fill: palette.accent)
            out += rect(thumb, radius: 12, fill: "#ffffff")
            return out
        case .progress:
            guard let value = element.value else {
                let r = min(f.width, f.height) / 2 - 1.5
                return
                    "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(r))\" fill=\"none\" stroke=\"\(palette.secondary)\" stroke-width=\"3\" stroke-dasharray=\"\(n(r * 4.7)) \(n(r * 1.6))\"/>"
            }
            var out = rect(f, radius: f.height / 2, fill: palette.fieldFill)
            out += rect(
                ScreenPicture.Rect(x: f.x, y: f.y, width: f.width * value, height: f.height), radius: f.height / 2,
                fill: palette.accent)
            return out
        case .stepper:
            var out = rect(f, radius: f.height / 2, fill: palette.fieldFill)
            out += rect(
                ScreenPicture.Rect(x: f.midX - 0.5, y: f.y + 6, width: 1, height: f.height - 12), radius: 0,
                fill: palette.tertiary)
            out +=
                "<text x=\"\(n(f.x + f.width / 4))\" y=\"\(n(f.midY + 7))\" font-size=\"20\" text-anchor=\"middle\" fill=\"\(palette.primary)\">−</text>"
            out +=
                "<text x=\"\(n(f.x + f.width * 3 / 4))\" y=\"\(n(f.midY + 7))\" font-size=\"20\" text-anchor=\"middle\" fill=\"\(palette.primary)\">+</text>"
            return out
        case .segmented:
            var out = rect(f, radius: f.height / 2, fill: palette.fieldFill)
            let count = max(1, element.items?.count ?? 1)
            if let selected = element.selected {
                let segment = f.width / Double(count)
                out += rect(
                    ScreenPicture.Rect(
                        x: f.x + segment * Double(selected) + 2, y: f.y + 2, width: segment - 4, height: f.height - 4),
                    radius: (f.height - 4) / 2, fill: palette.isDark ? "#636366" : "#ffffff")
            }
            return out
        case .navigationBar:
            // Over a background that reaches the top (a grouped list's), iOS 26's bar at rest has
            // no fill of its own: the background shows through it.
            var out =
                "<rect x=\"0\" y=\"0\" width=\"\(n(picture.width))\" height=\"\(n(f.maxY))\" fill=\"\(picture.background == nil ? palette.bar : palette.screenBackground(picture))\"/>"
            if let back = element.items?.first {
                out +=
                    "<text x=\"\(n(f.x + 16))\" y=\"\(n(f.y + 28))\" font-size=\"17\" fill=\"\(palette.accent)\">‹ \(escape(back))</text>"
            }
            if let title = element.text {
                if element.isLarge == true {
                    out +=
                        "<text x=\"\(n(f.x + 16))\" y=\"\(n(f.maxY - 12))\" font-size=\"34\" font-weight=\"700\" fill=\"\(palette.primary)\">\(escape(title))</text>"
                } else {
                    out +=
                        "<text x=\"\(n(f.midX))\" y=\"\(n(f.y + 28))\" font-size=\"17\" font-weight=\"600\" text-anchor=\"middle\" fill=\"\(palette.primary)\">\(escape(title))</text>"
                }
            }
            return out
        case .tabBar:
            // iOS 26's floating glass capsule (its corner radius half its height); an older picture
            // without one is the full-width strip with a hairline on top.
            var out = rect(f, radius: element.cornerRadius ?? 0, fill: palette.bar)
            if element.cornerRadius == nil {
                out +=
                    "<line x1=\"0\" y1=\"\(n(f.y))\" x2=\"\(n(f.maxX))\" y2=\"\(n(f.y))\" stroke=\"\(palette.separator)\" stroke-width=\"0.5\"/>"
            }
            let items = element.items ?? []
            let width = f.width / Double(max(items.count, 1))
            for (index, item) in items.enumerated() {
                let color = index == element.selected ? palette.accent : palette.secondary
                let centre = f.x + width * (Double(index) + 0.5)
                out +=
                    "<rect x=\"\(n(centre - 12))\" y=\"\(n(f.y + 6))\" width=\"24\" height=\"22\" rx=\"5\" fill=\"none\" stroke=\"\(color)\"/>"
                out +=
                    "<text x=\"\(n(centre))\" y=\"\(n(f.y + 42))\" font-size=\"10\" font-weight=\"500\" text-anchor=\"middle\" fill=\"\(color)\">\(escape(item))</text>"
            }
            return out
        case .listBackground:
            return rect(f, radius: 0, fill: palette.color(element.color))
        case .listCard:
            return rect(
                f, radius: min(element.cornerRadius ?? 0, min(f.width, f.height) / 2),
                fill: palette.color(element.color), class: "list-card")
        case .separator:
            return rect(f, radius: 0, fill: palette.separator)
        case .disclosure:
            return
                "<path class=\"disclosure\" d=\"M\(n(f.x + 1)) \(n(f.y + 1)) L\(n(f.maxX - 1)) \(n(f.midY)) L\(n(f.x + 1)) \(n(f.maxY - 1))\" fill=\"none\" stroke=\"\(palette.color(element.color))\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        case .dimming:
            return rect(f, radius: 0, fill: "rgba(0,0,0,0.3)")
        case .sheet:
            var out = rect(f, radius: element.cornerRadius ?? 0, fill: palette.sheet)
            if f.y > 0 {
                out += rect(
                    ScreenPicture.Rect(x: f.midX - 18, y: f.y + 5, width: 36, height: 5), radius: 2.5,
                    fill: palette.tertiary)
            }
            return out
        case .alert:
            var out = rect(f, radius: element.cornerRadius ?? 14, fill: palette.alert)
            if let title = element.text {
                out +=
                    "<text x=\"\(n(f.midX))\" y=\"\(n(f.y + 30))\" font-size=\"17\" font-weight=\"600\" text-anchor=\"middle\" fill=\"\(palette.primary)\">\(escape(title))</text>"
            }
            return out
        case .keyboard:
            return keyboard(f, palette: palette)
        case .accessibilityLabel:
            // Not seen, but read: a screen reader (and a hovering pointer) gets the label.
            let label = escape(element.text ?? "")
            return
                "<rect class=\"accessibility-label\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"none\" data-label=\"\(label)\"><title>\(label)</title></rect>"
        case .target:
            // Drawn by `targets`, on top, and only on a page that acts on them.
            return ""
        }
    }

    /// The clear shapes a page clicks: each control's, then the back button's, over everything drawn.
    static func targets(_ picture: ScreenPicture) -> String {
        var out = "<g class=\"targets\">"
        for element in picture.elements where element.kind == .target {
            let f = element.frame
            out +=
                "<rect class=\"target\" x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" rx=\"6\""
            out +=
                " fill=\"transparent\" data-action=\"\(escape(element.text ?? ""))\"><title>\(escape(element.text ?? ""))</title></rect>"
        }
        let presented = picture.elements.contains { $0.kind == .sheet || $0.kind == .alert }
        if !presented, let bar = picture.elements.last(where: { $0.kind == .navigationBar }),
            bar.items?.isEmpty == false
        {
            let f = bar.frame
            out +=
                "<rect class=\"target\" x=\"\(n(f.x + 8))\" y=\"\(n(f.y + 4))\" width=\"90\" height=\"36\" rx=\"6\" fill=\"transparent\" data-action=\"back\"><title>back</title></rect>"
        }
        return out + "</g>"
    }

    /// A symbol's or image's name inside its box, as large as fits.
    private static func label(_ name: String, in f: ScreenPicture.Rect, color: String) -> String {
        let size = max(min(f.height * 0.42, 11), 5)
        let estimated = Double(name.count) * size * 0.55
        var out =
            "<text x=\"\(n(f.midX))\" y=\"\(n(f.midY + size * 0.35))\" font-size=\"\(n(size))\" text-anchor=\"middle\" fill=\"\(color)\""
        if estimated > f.width - 2, f.width > 4 {
            out += " textLength=\"\(n(f.width - 3))\" lengthAdjust=\"spacingAndGlyphs\""
        }
        return out + ">\(escape(name))</text>"
    }

    /// The status bar: the time, the Dynamic Island, and the signal and battery, over the fade
    /// iOS 26 draws where content scrolls under it (the scroll edge effect): the screen's
    /// background, nearly opaque behind the bar's items and fading out just below the bar, so
    /// that text scrolled up under it is veiled, not printed over. The fade's stops are estimates
    /// from screenshots of iOS 26 (Apple publishes none), and a drawing cannot blur.
    private static func statusBar(_ picture: ScreenPicture, palette: Palette, id: String) -> String {
        let middle = 11 + 37.0 / 2
        let fade = escape(id) + "-status-fade"
        let background = palette.screenBackground(picture)
        var out = "<g class=\"status-bar\" aria-hidden=\"true\">"
        out += "<defs><linearGradient id=\"\(fade)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
        out +=
            "<stop offset=\"0\" stop-color=\"\(background)\" stop-opacity=\"0.97\"/><stop offset=\"0.7\" stop-color=\"\(background)\" stop-opacity=\"0.88\"/>"
        out += "<stop offset=\"1\" stop-color=\"\(background)\" stop-opacity=\"0\"/></linearGradient></defs>"
        out +=
            "<rect class=\"status-fade\" width=\"\(n(picture.width))\" height=\"\(n(picture.statusBarHeight + 14))\" fill=\"url(#\(fade))\"/>"
        out +=
            "<text x=\"\(n(picture.width / 4 - 6))\" y=\"\(n(middle + 6))\" font-size=\"17\" font-weight=\"600\" text-anchor=\"middle\" fill=\"\(palette.primary)\">9:41</text>"
        // The Dynamic Island. Estimate: 126 × 37, 11 below the top, from screenshots of the iPhone 16 Pro.
        out += rect(
            ScreenPicture.Rect(x: picture.width / 2 - 63, y: 11, width: 126, height: 37), radius: 18.5, fill: "#000000")
        let right = picture.width * 3 / 4 + 8
        for bar in 0..<4 {
            let height = 4.0 + Double(bar) * 2.5
            out += rect(
                ScreenPicture.Rect(x: right - 32 + Double(bar) * 5, y: middle + 6 - height, width: 3, height: height),
                radius: 1, fill: palette.primary)
        }
        out +=
            "<rect x=\"\(n(right))\" y=\"\(n(middle - 6))\" width=\"25\" height=\"12\" rx=\"3.5\" fill=\"none\" stroke=\"\(palette.primary)\" stroke-opacity=\"0.4\"/>"
        out += rect(
            ScreenPicture.Rect(x: right + 2, y: middle - 4, width: 21, height: 8), radius: 2, fill: palette.primary)
        // The home indicator.
        out += rect(
            ScreenPicture.Rect(x: picture.width / 2 - 67, y: picture.height - 13, width: 134, height: 5), radius: 2.5,
            fill: palette.primary)
        return out + "</g>"
    }

    /// The keyboard: three rows of letters, and the space bar's row.
    private static func keyboard(_ f: ScreenPicture.Rect, palette: Palette) -> String {
        var out = "<g class=\"keyboard\">" + rect(f, radius: 0, fill: palette.keyboard)
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        let keyWidth = (f.width - 6) / 10
        let keyHeight = 42.0
        for (index, row) in rows.enumerated() {
            let y = f.y + 52 + Double(index) * 54
            let start = f.x + 3 + (f.width - 6 - keyWidth * Double(row.count)) / 2
            for (column, key) in row.enumerated() {
                let x = start + Double(column) * keyWidth
                out += rect(
                    ScreenPicture.Rect(x: x + 3, y: y, width: keyWidth - 6, height: keyHeight), radius: 5,
                    fill: palette.key)
                out +=
                    "<text x=\"\(n(x + keyWidth / 2))\" y=\"\(n(y + 28))\" font-size=\"22\" text-anchor=\"middle\" fill=\"\(palette.primary)\">\(key)</text>"
            }
        }
        let spaceY = f.y + 52 + 3 * 54
        out += rect(
            ScreenPicture.Rect(x: f.midX - 90, y: spaceY, width: 180, height: keyHeight), radius: 5, fill: palette.key)
        out +=
            "<text x=\"\(n(f.midX))\" y=\"\(n(spaceY + 27))\" font-size=\"16\" text-anchor=\"middle\" fill=\"\(palette.primary)\">space</text>"
        out += rect(
            ScreenPicture.Rect(x: f.maxX - 96, y: spaceY, width: 90, height: keyHeight), radius: 5, fill: palette.key)
        out +=
            "<text x=\"\(n(f.maxX - 51))\" y=\"\(n(spaceY + 27))\" font-size=\"16\" text-anchor=\"middle\" fill=\"\(palette.primary)\">return</text>"
        return out + "</g>"
    }

    private static func rect(_ f: ScreenPicture.Rect, radius: Double, fill: String, class name: String? = nil) -> String
    {
        rect(f, radius: radius, paint: "fill=\"\(fill)\"", class: name)
    }

    /// A rectangle painted as `paint` says (`fill="…"`, or a stroke and an opacity).
    private static func rect(_ f: ScreenPicture.Rect, radius: Double, paint: String, class name: String? = nil)
        -> String
    {
        var out =
            "<rect" + (name.map { " class=\"\($0)\"" } ?? "")
            + " x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(max(f.width, 0)))\" height=\"\(n(max(f.height, 0)))\""
        if radius > 0 { out += " rx=\"\(n(radius))\"" }
        return out + " \(paint)/>"
    }

    /// CSS's weight for SwiftUI's.
    static func weight(_ name: String?) -> Int {
        switch name {
        case "ultraLight": return 100
        case "thin": return 200
        case "light": return 300
        case "medium": return 500
        case "semibold": return 600
        case "bold": return 700
        case "heavy": return 800
        case "black": return 900
        default: return 400
        }
    }

    /// A number for SVG: at most two decimals.
    static func n(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        return String(format: "%.2f", hundredths / 100)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    // MARK: - Colours

    /// The system colours of iOS, as Apple's Human Interface Guidelines list them ("Color", the
    /// table of system colours, default light and dark), and the grays of its backgrounds and bars.
    struct Palette {
        var isDark: Bool

        var background: String { isDark ? "#000000" : "#ffffff" }
        /// `systemGroupedBackground` and `secondarySystemGroupedBackground`, from the same table.
        var groupedBackground: String { isDark ? "#000000" : "#f2f2f7" }
        var secondaryGroupedBackground: String { isDark ? "#1c1c1e" : "#ffffff" }
        /// The colour behind everything: the picture's own background, else the plain one.
        func screenBackground(_ picture: ScreenPicture) -> String { picture.background.map { color($0) } ?? background }
        var primary: String { isDark ? "#ffffff" : "#000000" }
        var secondary: String { isDark ? "rgba(235,235,245,0.6)" : "rgba(60,60,67,0.6)" }
        var tertiary: String { isDark ? "rgba(235,235,245,0.3)" : "rgba(60,60,67,0.3)" }
        /// `quaternaryLabel`, from the same table: the fourth level of the foreground, the gray of a
        /// card drawn `.background(.quaternary, in: …)`.
        var quaternary: String { isDark ? "rgba(235,235,245,0.16)" : "rgba(60,60,67,0.18)" }
        /// The fifth level (`.quinary`, iOS 17): UIKit lists no such label colour; the engine's
        /// estimate is half the fourth's opacity.
        var quinary: String { isDark ? "rgba(235,235,245,0.08)" : "rgba(60,60,67,0.09)" }

        /// A material (`.regularMaterial`) over the screen's background: a translucent layer of the
        /// system's background, thicker for the thicker materials. Estimates: a drawing cannot blur
        /// what is behind it, and Apple publishes no values.
        func material(_ name: String) -> String {
            let opacity: [String: Double] = [
                "ultraThin": 0.45, "thin": 0.6, "regular": 0.72, "thick": 0.85, "ultraThick": 0.93, "bar": 0.85,
            ]
            let alpha = n(opacity[name] ?? 0.72)
            return isDark ? "rgba(37,37,40,\(alpha))" : "rgba(242,242,247,\(alpha))"
        }
        var accent: String { named("blue") }
        var bar: String { isDark ? "rgba(22,22,24,0.94)" : "rgba(249,249,249,0.94)" }
        var separator: String { isDark ? "rgba(84,84,88,0.65)" : "rgba(60,60,67,0.29)" }
        var sheet: String { isDark ? "#1c1c1e" : "#ffffff" }
        var alert: String { isDark ? "#2c2c2e" : "#f2f2f7" }
        var keyboard: String { isDark ? "#2b2b2d" : "#d1d3d9" }
        var key: String { isDark ? "#6b6b6b" : "#ffffff" }
        var toggleOff: String { isDark ? "#39393d" : "#e9e9ea" }
        var fieldFill: String { isDark ? "rgba(118,118,128,0.24)" : "rgba(118,118,128,0.12)" }

        /// A system colour by its SwiftUI name.
        func named(_ name: String) -> String {
            let light: [String: String] = [
                "red": "#ff3b30", "orange": "#ff9500", "yellow": "#ffcc00", "green": "#34c759", "mint": "#00c7be",
                "teal": "#30b0c7", "cyan": "#32ade6", "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de",
                "pink": "#ff2d55", "brown": "#a2845e", "gray": "#8e8e93",
            ]
            let dark: [String: String] = [
                "red": "#ff453a", "orange": "#ff9f0a", "yellow": "#ffd60a", "green": "#30d158", "mint": "#63e6e2",
                "teal": "#40c8e0", "cyan": "#64d2ff", "blue": "#0a84ff", "indigo": "#5e5ce6", "purple": "#bf5af2",
                "pink": "#ff375f", "brown": "#ac8e68", "gray": "#8e8e93",
            ]
            return (isDark ? dark : light)[name] ?? "#8e8e93"
        }

        /// The colour a picture names: a system colour, a level of the foreground, the accent, the
        /// components of `Color(red:green:blue:)` or `Color(hue:saturation:brightness:)`, or, for an
        /// asset's colour the engine cannot see, gray.
        func color(_ name: String?) -> String {
            guard let name else { return primary }
            switch name {
            case "primary": return primary
            case "secondary": return secondary
            case "tertiary": return tertiary
            case "quaternary": return quaternary
            case "quinary": return quinary
            case "accent", "accentColor": return accent
            case "black": return "#000000"
            case "white": return "#ffffff"
            case "clear": return "none"
            case "systemBackground": return background
            case "systemGroupedBackground": return groupedBackground
            case "secondarySystemGroupedBackground": return secondaryGroupedBackground
            default: break
            }
            if name.hasPrefix("material.") { return material(String(name.dropFirst("material.".count))) }
            if name.hasPrefix("rgb(") || name.hasPrefix("hsb("), name.hasSuffix(")") {
                let numbers = name.dropFirst(4).dropLast().split(separator: ",").compactMap {
                    Double($0.trimmingCharacters(in: .whitespaces))
                }
                guard numbers.count >= 3 else { return named("gray") }
                var (r, g, b) = (numbers[0], numbers[1], numbers[2])
                if name.hasPrefix("hsb(") {
                    (r, g, b) = Self.rgb(hue: numbers[0], saturation: numbers[1], brightness: numbers[2])
                }
                let opacity = numbers.count > 3 ? numbers[3] : 1
                func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
                return "rgba(\(byte(r)),\(byte(g)),\(byte(b)),\(n(opacity)))"
            }
            return named(name)
        }

        static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
            let h = (hue - hue.rounded(.down)) * 6
            let sector = Int(h)
            let fraction = h - Double(sector)
            let p = brightness * (1 - saturation)
            let q = brightness * (1 - saturation * fraction)
            let t = brightness * (1 - saturation * (1 - fraction))
            switch sector {
            case 0: return (brightness, t, p)
            case 1: return (q, brightness, p)
            case 2: return (p, brightness, t)
            case 3: return (p, q, brightness)
            case 4: return (t, p, brightness)
            default: return (brightness, p, q)
            }
        }
    }
}
