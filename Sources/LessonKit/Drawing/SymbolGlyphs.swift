import Foundation
import HostContract

/// SF Symbols as the drawn screen shows them: simple outlines of the project's own, drawn on a grid
/// of 24 × 24 units and scaled into the symbol's frame (never Apple's artwork). A name ending in
/// `.fill` fills the outline; `.circle` puts the glyph in a ring (`.circle.fill`: on a disc). A
/// symbol with no outline here is a neutral glyph (a dotted ring), with its name for a pointer
/// or a screen reader.
enum SymbolGlyphs {
    /// The outline of a glyph: its path on the 24-unit grid, and whether it is closed (can be filled).
    struct Glyph {
        var path: String
        var isClosed: Bool
    }

    /// A five-pointed star, its points on a circle of radius 10 and its inner corners at 4.1.
    static let star: String = {
        var points: [String] = []
        for index in 0..<10 {
            let angle = Double.pi * Double(index) / 5 - Double.pi / 2
            let radius = index.isMultiple(of: 2) ? 10.5 : 4.3
            points.append("\(ScreenSVG.n(12 + radius * cos(angle))) \(ScreenSVG.n(12.8 + radius * sin(angle)))")
        }
        return "M" + points.joined(separator: " L") + " Z"
    }()

    /// A gear: a ring of eight teeth around a hole.
    static let gear: String = {
        var points: [String] = []
        for index in 0..<32 {
            let angle = Double.pi * 2 * Double(index) / 32
            let radius = (index / 2).isMultiple(of: 2) ? 10.0 : 7.6
            points.append("\(ScreenSVG.n(12 + radius * cos(angle))) \(ScreenSVG.n(12 + radius * sin(angle)))")
        }
        return "M" + points.joined(separator: " L") + " Z M15 12 A3 3 0 1 0 9 12 A3 3 0 1 0 15 12 Z"
    }()

    /// The glyphs, by the symbol's base name (without `.fill` or `.circle`).
    static let glyphs: [String: Glyph] = [
        "star": Glyph(path: star, isClosed: true),
        "heart": Glyph(
            path:
                "M12 20.5 C5 15.5 2.5 11.5 3.4 8 C4.4 4.4 9.4 3.6 12 7.4 C14.6 3.6 19.6 4.4 20.6 8 C21.5 11.5 19 15.5 12 20.5 Z",
            isClosed: true),
        "plus": Glyph(path: "M12 4 V20 M4 12 H20", isClosed: false),
        "minus": Glyph(path: "M4 12 H20", isClosed: false),
        "chevron.left": Glyph(path: "M15.5 4 L7.5 12 L15.5 20", isClosed: false),
        "chevron.right": Glyph(path: "M8.5 4 L16.5 12 L8.5 20", isClosed: false),
        "chevron.up": Glyph(path: "M4 15.5 L12 7.5 L20 15.5", isClosed: false),
        "chevron.down": Glyph(path: "M4 8.5 L12 16.5 L20 8.5", isClosed: false),
        "arrow.left": Glyph(path: "M20 12 H4 M10 6 L4 12 L10 18", isClosed: false),
        "arrow.right": Glyph(path: "M4 12 H20 M14 6 L20 12 L14 18", isClosed: false),
        "arrow.up": Glyph(path: "M12 20 V4 M6 10 L12 4 L18 10", isClosed: false),
        "arrow.down": Glyph(path: "M12 4 V20 M6 14 L12 20 L18 14", isClosed: false),
        "checkmark": Glyph(path: "M4 12.5 L9.5 18 L20 6", isClosed: false),
        "xmark": Glyph(path: "M5.5 5.5 L18.5 18.5 M18.5 5.5 L5.5 18.5", isClosed: false),
        "gear": Glyph(path: gear, isClosed: true),
        "gearshape": Glyph(path: gear, isClosed: true),
        "person": Glyph(
            path: "M16 8 A4 4 0 1 0 8 8 A4 4 0 1 0 16 8 Z M4 21 C4 15.5 8 14 12 14 C16 14 20 15.5 20 21 Z",
            isClosed: true),
        "magnifyingglass": Glyph(
            path: "M16.5 10 A6.5 6.5 0 1 0 3.5 10 A6.5 6.5 0 1 0 16.5 10 Z M14.8 14.8 L20.5 20.5", isClosed: false),
        "trash": Glyph(
            path: "M4 6.5 H20 M9.5 6.5 V4 H14.5 V6.5 M6 6.5 L7 21 H17 L18 6.5 M10 10.5 V17 M14 10.5 V17",
            isClosed: false),
        "house": Glyph(path: "M3 11.5 L12 3.5 L21 11.5 M5.5 9.5 V20.5 H18.5 V9.5", isClosed: false),
        "ellipsis": Glyph(path: "M5 12 h0.01 M12 12 h0.01 M19 12 h0.01", isClosed: false),
        "bell": Glyph(
            path: "M6 17 V11 C6 7 8.5 4.5 12 4.5 C15.5 4.5 18 7 18 11 V17 L19.5 18.5 H4.5 Z M10 20.5 H14",
            isClosed: true),
        "envelope": Glyph(path: "M3 6 H21 V18 H3 Z M3 6 L12 13 L21 6", isClosed: true),
        "clock": Glyph(path: "M21 12 A9 9 0 1 0 3 12 A9 9 0 1 0 21 12 Z M12 7 V12 L15.5 14", isClosed: true),
        "calendar": Glyph(path: "M3.5 5.5 H20.5 V20.5 H3.5 Z M3.5 9.5 H20.5 M8 3.5 V7 M16 3.5 V7", isClosed: true),
        "info": Glyph(path: "M12 10.5 V17.5 M12 6.5 h0.01", isClosed: false),
        "bookmark": Glyph(path: "M6 3.5 H18 V21 L12 16.5 L6 21 Z", isClosed: true),
        "flag": Glyph(path: "M5 21 V3.5 M5 4 H18 L15.5 8.5 L18 13 H5", isClosed: true),
        "square.and.arrow.up": Glyph(
            path: "M12 15 V3.5 M8 7.5 L12 3.5 L16 7.5 M8.5 10.5 H5.5 V20.5 H18.5 V10.5 H15.5", isClosed: false),
        "paperplane": Glyph(path: "M3 11 L21 3.5 L14 21 L11 13 Z M11 13 L21 3.5", isClosed: true),
        "cart": Glyph(path: "M2.5 4 H5.5 L8 15.5 H18.5 L20.5 7.5 H6.5 M9.5 19.5 h0.01 M17 19.5 h0.01", isClosed: false),
        "folder": Glyph(path: "M3 6 H9.5 L11.5 8 H21 V19 H3 Z", isClosed: true),
        "photo": Glyph(
            path: "M3 5 H21 V19 H3 Z M3 16 L8.5 11 L13 15 L16 12.5 L21 16.5 M16.5 8.5 h0.01", isClosed: false),
        "mappin": Glyph(
            path:
                "M12 21.5 C7 15 5.5 12 5.5 9.5 A6.5 6.5 0 0 1 18.5 9.5 C18.5 12 17 15 12 21.5 Z M14.5 9.5 A2.5 2.5 0 1 0 9.5 9.5 A2.5 2.5 0 1 0 14.5 9.5 Z",
            isClosed: true),
        "location": Glyph(path: "M3.5 11 L20.5 3.5 L13 20.5 L11 13 Z", isClosed: true),
        "pencil": Glyph(path: "M4 20 L5 15.5 L16 4.5 L19.5 8 L8.5 19 Z M14 6.5 L17.5 10", isClosed: true),
        "square": Glyph(path: "M4 4 H20 V20 H4 Z", isClosed: true),
        "circle": Glyph(path: "M21 12 A9 9 0 1 0 3 12 A9 9 0 1 0 21 12 Z", isClosed: true),
        "bolt": Glyph(path: "M13.5 2.5 L5 13.5 H11.5 L10.5 21.5 L19 10.5 H12.5 Z", isClosed: true),
        "sun.max": Glyph(
            path:
                "M16 12 A4 4 0 1 0 8 12 A4 4 0 1 0 16 12 Z M12 2.5 V5 M12 19 V21.5 M2.5 12 H5 M19 12 H21.5 M5.3 5.3 L7 7 M17 17 L18.7 18.7 M5.3 18.7 L7 17 M17 7 L18.7 5.3",
            isClosed: false),
        "moon": Glyph(path: "M19.5 14.5 A8 8 0 1 1 9.5 4.5 A6.5 6.5 0 0 0 19.5 14.5 Z", isClosed: true),
        "cloud": Glyph(
            path: "M7 18.5 H17.5 A4 4 0 0 0 17 10.5 A5.5 5.5 0 0 0 6.5 11 A3.8 3.8 0 0 0 7 18.5 Z", isClosed: true),
        "airplane": Glyph(
            path:
                "M12 2.5 C13 2.5 13.3 4 13.3 5.5 V9.5 L21 14 V16 L13.3 13.5 V18.5 L15.5 20.5 V21.5 L12 20.5 L8.5 21.5 V20.5 L10.7 18.5 V13.5 L3 16 V14 L10.7 9.5 V5.5 C10.7 4 11 2.5 12 2.5 Z",
            isClosed: true),
    ]

    /// The glyph a name draws, with whether it is filled and ringed; nil for a name with no outline here.
    static func glyph(for name: String) -> (glyph: Glyph, filled: Bool, ringed: Bool)? {
        var base = name
        var filled = false
        var ringed = false
        if base.hasSuffix(".fill") {
            filled = true
            base.removeLast(".fill".count)
        }
        if base.hasSuffix(".circle") {
            ringed = true
            base.removeLast(".circle".count)
        }
        // Families that draw alike: `person.2`, `star.leadinghalf.filled`, `trash.slash` keep their base.
        if let glyph = glyphs[base] { return (glyph, filled, ringed) }
        if let known = glyphs.keys.sorted(by: { $0.count > $1.count }).first(where: { base.hasPrefix($0 + ".") }) {
            return (glyphs[known]!, filled, ringed)
        }
        return nil
    }

    /// The symbol `name` drawn into `frame` in `color`.
    static func svg(_ name: String, in frame: ScreenPicture.Rect, color: String, opacity: Double? = nil) -> String {
        let side = max(min(frame.width, frame.height), 1)
        let scale = side / 24
        let n = ScreenSVG.n
        var out =
            "<g class=\"symbol\" data-symbol=\"\(ScreenSVG.escape(name))\" transform=\"translate(\(n(frame.midX - side / 2)) \(n(frame.midY - side / 2))) scale(\(ScreenSVG.n(scale)))\""
        if let opacity { out += " opacity=\"\(n(opacity))\"" }
        out += "><title>\(ScreenSVG.escape(name))</title>"
        let stroke = "stroke=\"\(color)\" stroke-width=\"1.9\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        guard let (glyph, filled, ringed) = glyph(for: name) else {
            // A neutral glyph: a dotted ring with a dot, the same for every symbol not drawn here.
            out += "<circle cx=\"12\" cy=\"12\" r=\"9\" fill=\"none\" \(stroke) stroke-dasharray=\"2.5 3\"/>"
            out += "<circle cx=\"12\" cy=\"12\" r=\"2\" fill=\"\(color)\"/>"
            return out + "</g>"
        }
        if ringed {
            // The glyph at 60% in the ring's middle; on a filled disc it is cut out of the disc.
            let inner = "<g transform=\"translate(4.8 4.8) scale(0.6)\">"
            if filled {
                out += "<circle cx=\"12\" cy=\"12\" r=\"11\" fill=\"\(color)\"/>"
                out +=
                    inner
                    + "<path d=\"\(glyph.path)\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></g>"
            } else {
                out += "<circle cx=\"12\" cy=\"12\" r=\"10.5\" fill=\"none\" \(stroke)/>"
                out +=
                    inner
                    + "<path d=\"\(glyph.path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></g>"
            }
            return out + "</g>"
        }
        let fill = filled && glyph.isClosed ? color : "none"
        let width = filled && !glyph.isClosed ? "2.6" : "1.9"
        out +=
            "<path d=\"\(glyph.path)\" fill=\"\(fill)\" stroke=\"\(color)\" stroke-width=\"\(width)\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        return out + "</g>"
    }
}
