import Foundation

// How big a `Text` is: the answer a text view gives to the size its parent proposes.
//
// This is the seam between the layout pass (which asks) and the text metrics (which answer). The
// font comes from `FontMetrics` (point sizes and line heights, exact for the system font) and the
// widths of characters from `GlyphWidths` (an estimate). The rules, each with what it rests on:
//
// - Lines break at spaces, after a hyphen, and at a newline; a word too long for a line of its
//   own is broken between characters (what Core Text does, and what `Text` shows for a long URL).
//   Spaces at the end of a line take no room (they hang past the edge, as in Core Text).
// - A nil or infinite width is the text's ideal width: one line per paragraph.
// - The lines shown: at most the line limit (`lineLimit`), and at most as many as fit in a finite
//   proposed height (always at least one): SwiftUI's `Text` cuts what does not fit, it never
//   reports more than it was offered except for a single line.
// - The last line shown, when text was left out, or any line wider than the width, ends in "…"
//   (`truncationMode` tail; head and middle cut a single-line text at its start or middle; the
//   last of several lines is always cut at its tail. Assumed, as UILabel does).
// - With `minimumScaleFactor` below 1, text that would be cut is set in the largest size down to
//   that factor at which it fits, in steps of a hundredth, and reports that size's lines (assumed).
// - With `allowsTightening`, a line up to 5% too wide is squeezed to fit instead of breaking or
//   being cut (assumed: Apple documents the behaviour, not the amount).
// - Lines line up by `multilineTextAlignment` within the text's own width (the widest line's), so
//   a one-line text in a wider frame is placed by the frame's alignment, not by this one; leading
//   is the right edge when the layout direction is right to left.
// - A concatenation (`Text("a").bold() + Text("b")`) is measured as its joined string in the font
//   of the whole: assumed, since each run's own font is not applied to its width or height yet.
// - Height: the lines' heights, plus `lineSpacing` and the font's leading between them; at least
//   the minimum of a `lineLimit` range or `reservesSpace`. Both sides are rounded up to the
//   screen's pixels (a third of a point), as a `Text` on an iPhone reports 20.33 for a line of
//   body text whose font measures 20.287.

/// A run of text broken into the lines it shows in, at the size it takes.
struct TextLayout: Equatable {
    /// The lines, as they show; a truncated line ends (or starts, or has in its middle) "…".
    var lines: [String]
    /// The size of the laid-out text, in points.
    var size: CGSize
    /// From the top of the text to the baseline of its first line.
    var firstBaseline: CGFloat
    /// From the top of the text to the baseline of its last line.
    var lastBaseline: CGFloat
    /// Where each line sits inside `size`, aligned by `multilineTextAlignment`.
    var lineFrames: [CGRect]
    /// The font the lines are set in, after `minimumScaleFactor` shrank it.
    var font: FontMetrics

    /// The screen's pixel, in points: sizes are rounded up to it.
    static var pixel: CGFloat { 1 / CGFloat(DeviceMetrics.iPhone17.scale) }

    /// Lays out `string` in `environment`'s font and text settings, within `proposal`.
    ///
    /// A nil width is as wide as the text wants (one line per paragraph); a nil height is as many
    /// lines as it needs.
    init(string: String, environment: EnvironmentValues, proposal: ProposedViewSize) {
        let font = FontMetrics(font: environment.font, in: environment)
        let settings = Settings(environment: environment)
        let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? max($0, 0) : nil }
        var chosen = TextLayout.set(string, in: font, settings: settings, width: width, height: height)
        if chosen.wasCut, settings.minimumScaleFactor < 1 {
            // The largest scale that needs no cut: fitting only gets easier as the text shrinks.
            var low = Int((max(settings.minimumScaleFactor, 0.01) * 100).rounded(.up)), high = 99
            var best: Lines?
            while low <= high {
                let middle = (low + high) / 2
                let attempt = TextLayout.set(string, in: font.scaled(by: CGFloat(middle) / 100), settings: settings, width: width, height: height)
                if attempt.wasCut { high = middle - 1 } else { best = attempt; low = middle + 1 }
            }
            chosen = best ?? TextLayout.set(string, in: font.scaled(by: max(settings.minimumScaleFactor, 0.01)), settings: settings, width: width, height: height)
        }
        self.init(chosen, settings: settings, width: width)
    }

    private init(_ set: Lines, settings: Settings, width: CGFloat?) {
        let font = set.font
        let gap = settings.lineSpacing + font.leadingAdjustment
        let lineCount = set.lines.count
        let tallness = max(lineCount, settings.limits.minimum ?? 0)
        let rawHeight = tallness == 0 ? 0 : CGFloat(tallness) * font.lineHeight + CGFloat(tallness - 1) * gap
        // Rounded up to the pixel, but never wider than offered (a squeezed or cut line fills it).
        var roundedWidth = TextLayout.roundedUp(set.widths.max() ?? 0)
        if let width { roundedWidth = min(roundedWidth, width) }
        let size = CGSize(width: roundedWidth, height: TextLayout.roundedUp(rawHeight))
        var frames: [CGRect] = []
        for (index, lineWidth) in set.widths.enumerated() {
            let shown = min(lineWidth, size.width)
            let x: CGFloat
            switch settings.alignment {
            case .leading: x = settings.isRightToLeft ? size.width - shown : 0
            case .center: x = (size.width - shown) / 2
            case .trailing: x = settings.isRightToLeft ? 0 : size.width - shown
            }
            frames.append(CGRect(x: x, y: CGFloat(index) * (font.lineHeight + gap), width: shown, height: font.lineHeight))
        }
        self.lines = set.lines
        self.size = size
        self.font = font
        self.lineFrames = frames
        self.firstBaseline = font.ascender
        self.lastBaseline = CGFloat(max(lineCount - 1, 0)) * (font.lineHeight + gap) + font.ascender
    }

    /// Rounds `length` up to the screen's pixel grid (a hair of slack for floating point).
    static func roundedUp(_ length: CGFloat) -> CGFloat {
        let pixels = length / pixel
        return (pixels - 1e-6).rounded(.up) * pixel
    }
}

extension TextLayout {
    /// The text settings the environment gives.
    struct Settings {
        var limits: LineLimits
        var truncationMode: Text.TruncationMode
        var alignment: TextAlignment
        var lineSpacing: CGFloat
        var minimumScaleFactor: CGFloat
        var allowsTightening: Bool
        /// Whether leading is the right edge (`layoutDirection`), where lines line up.
        var isRightToLeft: Bool

        init(environment: EnvironmentValues) {
            limits = environment.lineLimits
            truncationMode = environment.truncationMode
            alignment = environment.multilineTextAlignment
            lineSpacing = max(environment.lineSpacing, 0)
            minimumScaleFactor = min(max(environment.minimumScaleFactor, 0), 1)
            allowsTightening = environment.allowsTightening
            isRightToLeft = environment.layoutDirection == .rightToLeft
        }

        /// How much wider than its room a line may be and still fit, squeezed.
        var tighteningAllowance: CGFloat { allowsTightening ? 1.05 : 1 }
    }

    /// Lines set in one font, before they are measured for the view.
    struct Lines {
        var font: FontMetrics
        var lines: [String]
        var widths: [CGFloat]
        /// Whether text was left out or cut with "…".
        var wasCut: Bool
    }

    /// Breaks `string` into the lines it shows in `font` within `width` and `height`.
    static func set(_ string: String, in font: FontMetrics, settings: Settings, width: CGFloat?, height: CGFloat?) -> Lines {
        guard !string.isEmpty else { return Lines(font: font, lines: [], widths: [], wasCut: false) }
        let room = width.map { $0 * settings.tighteningAllowance }
        var broken: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            broken += wrap(paragraph, in: font, room: room)
        }
        var maximum = settings.limits.maximum ?? Int.max
        if let height {
            let gap = settings.lineSpacing + font.leadingAdjustment
            let fitting = Int(((height + gap) / (font.lineHeight + gap)) + 1e-6)
            maximum = min(maximum, max(fitting, 1))
        }
        var lines = Array(broken.prefix(maximum))
        var wasCut = false
        if broken.count > maximum, let last = lines.last {
            // The last line shown takes what was left out, and is cut at its tail.
            let rest = ([last] + broken[maximum...]).map(trailingTrimmed).joined(separator: " ")
            let mode: Text.TruncationMode = maximum == 1 ? settings.truncationMode : .tail
            lines[lines.count - 1] = truncate(rest, in: font, room: room, mode: mode, forced: true)
            wasCut = true
        } else if let room {
            for index in lines.indices where GlyphWidths.width(of: trailingTrimmed(lines[index]), in: font) > room + 1e-9 {
                lines[index] = truncate(lines[index], in: font, room: room, mode: lines.count == 1 ? settings.truncationMode : .tail, forced: false)
                wasCut = true
            }
        }
        let widths = lines.map { GlyphWidths.width(of: trailingTrimmed($0), in: font) }
        return Lines(font: font, lines: lines.map(trailingTrimmed), widths: widths, wasCut: wasCut)
    }

    /// `paragraph` broken into lines no wider than `room` (nil: one line).
    static func wrap(_ paragraph: Substring, in font: FontMetrics, room: CGFloat?) -> [String] {
        guard let room else { return [String(paragraph)] }
        var lines: [String] = []
        var line = ""
        var lineWidth: CGFloat = 0
        for piece in breakOpportunities(in: paragraph) {
            let pieceWidth = GlyphWidths.width(of: trailingTrimmed(piece), in: font)
            if lineWidth + pieceWidth <= room + 1e-9 {
                line += piece
                lineWidth += GlyphWidths.width(of: piece, in: font)
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            // A piece too wide for a line of its own is broken between characters.
            var rest = Substring(piece)
            while GlyphWidths.width(of: trailingTrimmed(String(rest)), in: font) > room + 1e-9 {
                var taken = ""
                var takenWidth: CGFloat = 0
                for character in rest {
                    let advance = GlyphWidths.advance(of: character, in: font)
                    if !taken.isEmpty, takenWidth + advance > room + 1e-9 { break }
                    taken.append(character)
                    takenWidth += advance
                }
                lines.append(taken)
                rest = rest.dropFirst(taken.count)
            }
            line = String(rest)
            lineWidth = GlyphWidths.width(of: rest, in: font)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `paragraph` cut after each run of spaces and after each hyphen not followed by a space: the
    /// places a line may end (a piece keeps the spaces after it, which hang past the line's end).
    static func breakOpportunities(in paragraph: Substring) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in paragraph {
            if let previous, character != " ", previous == " " || previous == "-" {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// `line` cut with "…" to fit `room` as `mode` says; `forced` adds the "…" even when it fits
    /// (text after it was left out).
    static func truncate(_ line: String, in font: FontMetrics, room: CGFloat?, mode: Text.TruncationMode, forced: Bool) -> String {
        let text = trailingTrimmed(line)
        guard let room else { return forced ? text + "…" : text }
        if !forced, GlyphWidths.width(of: text, in: font) <= room + 1e-9 { return text }
        let characters = Array(text)
        let ellipsis = GlyphWidths.advance(of: "…", in: font)
        func fits(_ candidate: String) -> Bool { GlyphWidths.width(of: candidate, in: font) <= room + 1e-9 }
        switch mode {
        case .tail:
            var count = characters.count
            while count > 0, !fits(trailingTrimmed(String(characters[..<count])) + "…") { count -= 1 }
            return trailingTrimmed(String(characters[..<count])) + "…"
        case .head:
            var start = 0
            while start < characters.count, !fits("…" + String(characters[start...]).drop { $0 == " " }) { start += 1 }
            return "…" + String(String(characters[min(start, characters.count)...]).drop { $0 == " " })
        case .middle:
            // Keep as much of both ends as fits, the head getting the extra character.
            var head = 0, tail = 0
            var used = ellipsis
            while head + tail < characters.count {
                let takeHead = head <= tail
                let character = takeHead ? characters[head] : characters[characters.count - 1 - tail]
                let advance = GlyphWidths.advance(of: character, in: font)
                if used + advance > room + 1e-9 { break }
                used += advance
                if takeHead { head += 1 } else { tail += 1 }
            }
            return trailingTrimmed(String(characters[..<head])) + "…" + String(String(characters[(characters.count - tail)...]).drop { $0 == " " })
        }
    }

    /// `text` without the spaces at its end.
    static func trailingTrimmed<S: StringProtocol>(_ text: S) -> String {
        var result = String(text)
        while result.last == " " { result.removeLast() }
        return result
    }
}
