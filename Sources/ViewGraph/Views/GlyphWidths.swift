import Foundation

// How wide a character is: an ESTIMATE, never a measurement of the font iOS draws with.
//
// SF Pro's glyph widths are Apple's and the engine ships no Apple font, so a character's advance is
// the average advance of its class of characters, in ems, plus the system font's tracking at the size:
//
//     advance = classWidth × pointSize × weightFactor × widthFactor + tracking(pointSize)
//
// How the numbers were found: per-character advances of the system font on iOS 26.1 at 12, 13 and
// 17 points have been published (a harvest, font_metrics_ios.json, of `CTLine` widths). At 12 points,
// where SF Pro's tracking is 0, each advance divided by 12 is its width in ems; averaging those over
// the classes below gives the class widths. The same ems at 17 points, minus the 0.43 points of
// tracking Apple's HIG gives for 17 points, land within 0.002 points of every published 17-point
// advance, and at 13 points (tracking -0.08) within 0.004: so the model's form is right, and what
// stays an estimate is the class average: a word comes out within a few percent ("Hello" is
// 38.81 pt on iOS, 38.21 here; "Label 1" is 53.13, 55.0 here, and a UILabel of it measured 53.667
// wide in layoutBox's StackLayout specs). The bold advances published at 17 points are 5-7% wider
// (1.07 for lower case), which gives the weight factor.
//
// `kerning(_:)` and `tracking(_:)` add their points to every character's advance, the last one
// included (Apple's `Text.kerning(_:)`: "the kerning affects the trailing edge of the text view as
// well"; `tracking(_:)`: space added "to each character cluster after layout"), on top of the font's
// own tracking; with both set, tracking wins. Exact as a difference: `Text("ABCDEF").tracking(3)` is
// 18 points wider than without, whatever the glyphs.
//
// So where a line breaks is an estimate: a lesson that prints a width, or the height of text that
// wraps, should put a wildcard where iOS's number depends on glyph widths (Lessons/README.md).

/// The estimated widths of characters in the system font.
enum GlyphWidths {
    /// A class of characters that are about as wide as one another, with the class's average
    /// advance in ems at 0 tracking (from the published 12-point advances, see above).
    enum WidthClass: CaseIterable {
        case space, narrow, semiNarrow, lowercase, wideLowercase, uppercase, wideUppercase, digit, digitOne, symbol
        case ellipsis, ideograph, emoji

        /// The average advance, in ems.
        var ems: CGFloat {
            switch self {
            case .space: 0.281  // " "
            case .narrow: 0.279  // i j l I ! | ' . , : ;
            case .semiNarrow: 0.394  // f r t ( ) [ ] { } - / " *
            case .lowercase: 0.572  // the other lower-case letters
            case .wideLowercase: 0.822  // m w
            case .uppercase: 0.672  // the other capitals
            case .wideUppercase: 0.921  // M W
            case .digit: 0.623  // proportional digits but 1
            case .digitOne: 0.464  // 1, the narrowest digit
            case .symbol: 0.642  // # $ % & + < = > ? @ \ ^ _ ~
            // Not in the published table, so assumed: an ellipsis about three full stops wide, a
            // Chinese, Japanese or Korean character one em, an emoji a quarter em more.
            case .ellipsis: 0.9
            case .ideograph: 1.0
            case .emoji: 1.25
            }
        }
    }

    /// The advance of a tabular digit (every digit of `.monospacedDigit()`): the width of "0",
    /// 0.6299 em in the published 12-point advances.
    static let tabularDigitEms: CGFloat = 0.63
    /// The advance of every character of SF Mono (`.monospaced()`), assumed 0.6 em.
    static let monospacedEms: CGFloat = 0.6

    /// The class `character` belongs to.
    static func widthClass(of character: Character) -> WidthClass {
        // ASCII first, by its byte: comparing Characters costs far more, and a text is mostly ASCII.
        if let ascii = character.asciiValue { return asciiClasses[Int(ascii)] }
        if character == "\u{00A0}" { return .space }
        if character == "…" { return .ellipsis }
        guard let scalar = character.unicodeScalars.first else { return .lowercase }
        if scalar.properties.isEmojiPresentation || (character.unicodeScalars.count > 1 && scalar.properties.isEmoji) {
            return .emoji
        }
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60: return .ideograph
        case 0x2018, 0x2019, 0x201A: return .narrow  // curly single quotes
        case 0x201C, 0x201D, 0x2013: return .semiNarrow  // curly double quotes, en dash
        default: break
        }
        if character.isUppercase { return .uppercase }
        if character.isLetter { return .lowercase }
        return .symbol
    }

    /// The class of each ASCII character, by its byte, made once: every character of every text is
    /// measured at each layout, and classing a byte by the rules each time was half of a play's time
    /// in measuring text (`perf record` of the course's plays: 4.4% of all their CPU).
    private static let asciiClasses: [WidthClass] = (0..<128).map { asciiClass(UInt8($0)) }

    /// The class of the ASCII character `ascii`.
    private static func asciiClass(_ ascii: UInt8) -> WidthClass {
        switch ascii {
        case UInt8(ascii: " "), UInt8(ascii: "\t"): return .space
        case UInt8(ascii: "m"), UInt8(ascii: "w"): return .wideLowercase
        case UInt8(ascii: "M"), UInt8(ascii: "W"): return .wideUppercase
        case UInt8(ascii: "I"): return .narrow
        case UInt8(ascii: "1"): return .digitOne
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        default: break
        }
        if "ijl!|'.,:;".utf8.contains(ascii) { return .narrow }
        if "frt()[]{}-/\"*".utf8.contains(ascii) { return .semiNarrow }
        if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii) { return .lowercase }
        if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(ascii) { return .uppercase }
        return .symbol
    }

    /// SF Pro's tracking at `pointSize`, in points: Apple's HIG, Typography, "Tracking values" for
    /// iOS (6 to 96 points; between two sizes of the table, the straight line between them).
    static func tracking(at pointSize: CGFloat) -> CGFloat {
        // By index, not `firstIndex(where:)`: each character's advance reads it, and a debug build
        // runs the generic search with a closure call per entry.
        let table = trackingTable
        let count = table.count
        if pointSize <= table[0].size { return table[0].tracking }
        if pointSize >= table[count - 1].size { return table[count - 1].tracking }
        // The first size at or above `pointSize` (the last, for NaN).
        var upper = 0
        while upper < count - 1 && !(table[upper].size >= pointSize) { upper += 1 }
        let (high, low) = (table[upper], table[max(upper - 1, 0)])
        guard high.size > low.size else { return high.tracking }
        return low.tracking + (high.tracking - low.tracking) * (pointSize - low.size) / (high.size - low.size)
    }

    /// The HIG's table of tracking by point size, made once: every character's advance reads it
    /// (made at each call, it was 3.2% of all the CPU of the course's plays, `perf record`).
    private static let trackingTable: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.1), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.4), (30, 0.4), (31, 0.39), (32, 0.41), (33, 0.4), (34, 0.4), (35, 0.38),
        (36, 0.37), (48, 0.35), (64, 0.22), (80, 0), (96, 0),
    ]

    /// How much wider a weight makes glyphs: bold (0.4 on UIKit's scale) 7% wider, from the
    /// published bold advances; lighter weights assumed a little narrower (ultraLight 5%).
    static func weightFactor(_ weight: Font.Weight) -> CGFloat {
        weight.value >= 0 ? 1 + 0.175 * weight.value : 1 + 0.06 * weight.value
    }

    /// The estimated advance of `character` in `font`, in points.
    static func advance(of character: Character, in font: FontMetrics) -> CGFloat {
        let widthClass = widthClass(of: character)
        let ems: CGFloat
        if font.design == .monospaced && widthClass != .ideograph && widthClass != .emoji {
            ems = monospacedEms
        } else if (widthClass == .digit || widthClass == .digitOne) && font.hasMonospacedDigits {
            ems = tabularDigitEms
        } else {
            ems = widthClass.ems
        }
        let weighted = widthClass == .space ? 1 : weightFactor(font.weight)
        let tracking = font.isSystemFont && font.design != .monospaced ? GlyphWidths.tracking(at: font.pointSize) : 0
        return ems * font.pointSize * weighted * (1 + font.width) + tracking + font.letterSpacing
    }

    /// The estimated width of `text` on one line in `font`, in points.
    static func width<S: StringProtocol>(of text: S, in font: FontMetrics) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1, in: font) }
    }
}
