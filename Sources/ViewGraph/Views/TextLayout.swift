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
// - Runs (`Text("a") + Text("b").font(.title)`, an image inside text, an `AttributedString`'s
//   runs; see `TextRun`): each character is as wide as its own run's font makes it, so a line's
//   width is the sum over its runs. The runs of a line share one baseline, and the line is as tall
//   as its tallest ascent above that baseline plus its deepest descent below it: Core Text gives a
//   `CTLine` the largest ascent and the largest descent of its `CTRun`s
//   (`CTLineGetTypographicBounds`; "the CTLine's ascent and descent are the largest of its
//   runs'", blog.csdn.net/marshal9/article/details/47125195), and a run of one font on its own
//   measures that font's line. For runs of the system font, that is the tallest run's line height.
//   A line with no character (an empty paragraph) is as tall as a line of the text's own font.
// - Height: the lines' heights, plus `lineSpacing` and the font's leading between them; at least
//   the minimum of a `lineLimit` range or `reservesSpace` (those lines in the text's own font). Both sides are rounded up to the
//   screen's pixels (the environment's `displayScale`, `FontMetrics.pixel`): a third of a point on an iPhone 17, where a `Text` reports
//   20.33 for a line of body text whose font measures 20.287; half a point on the 2x iPhone SE and
//   iPads, where the same line is 20.5. Evidence for 2x: UIKit rounds a label's size up to the
//   screen's pixels the same way, and pointfreeco/swift-snapshot-testing's recorded view trees show
//   it (Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.*.txt): one label
//   is 19.5 x 53 on the 2x iPhone 8 and 19.3333 x 52.6667 on the 3x iPhone X (a 16-point line of
//   19.09), and a 17-point label 20.5 tall on the 2x iPad mini (`testTraits.ipad-mini.txt`).
//   Assumed: that SwiftUI's `Text` rounds as a label does, as it does at 3x (20.33).

/// A run of text broken into the lines it shows in, at the size it takes.
struct TextLayout: Equatable {
    /// The lines, as they show; a truncated line ends (or starts, or has in its middle) "…". An
    /// image inside the text takes room on its line but shows no character here.
    var lines: [String]
    /// The size of the laid-out text, in points.
    var size: CGSize
    /// From the top of the text to the baseline of its first line.
    var firstBaseline: CGFloat
    /// From the top of the text to the baseline of its last line.
    var lastBaseline: CGFloat
    /// Where each line sits inside `size`, aligned by `multilineTextAlignment`.
    var lineFrames: [CGRect]
    /// The text's own font (the environment's, with the text's changes), after
    /// `minimumScaleFactor` shrank it: what a line with no run of its own is set in.
    var font: FontMetrics

    /// The pixel of the screen being laid out, in points (`PixelGrid`).
    static var pixel: CGFloat { 1 / PixelGrid.scale }

    /// Lays out `string` in `environment`'s font and text settings, within `proposal`.
    ///
    /// A nil width is as wide as the text wants (one line per paragraph); a nil height is as many
    /// lines as it needs.
    init(string: String, environment: EnvironmentValues, proposal: ProposedViewSize) {
        let font = FontMetrics(font: environment.font, in: environment)
        self.init(runs: [TextRun(string: string, font: font)], font: font, environment: environment, proposal: proposal)
    }

    /// Lays out `runs` (each in its own font) with `environment`'s text settings, within
    /// `proposal`; `font` is the text's own, for lines no run sets.
    init(runs: [TextRun], font: FontMetrics, environment: EnvironmentValues, proposal: ProposedViewSize) {
        let settings = Settings(environment: environment)
        let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let height = proposal.height.flatMap { $0.isFinite ? max($0, 0) : nil }
        let setter = Typesetter(runs: runs, font: font, settings: settings)
        var chosen = setter.set(width: width, height: height)
        if chosen.wasCut, settings.minimumScaleFactor < 1 {
            // The largest scale that needs no cut: fitting only gets easier as the text shrinks.
            var low = Int((max(settings.minimumScaleFactor, 0.01) * 100).rounded(.up))
            var high = 99
            var best: Lines?
            while low <= high {
                let middle = (low + high) / 2
                let attempt = setter.scaled(by: CGFloat(middle) / 100).set(width: width, height: height)
                if attempt.wasCut {
                    high = middle - 1
                } else {
                    best = attempt
                    low = middle + 1
                }
            }
            chosen = best ?? setter.scaled(by: max(settings.minimumScaleFactor, 0.01)).set(width: width, height: height)
        }
        self.init(chosen, settings: settings, width: width)
    }

    private init(_ set: Lines, settings: Settings, width: CGFloat?) {
        let font = set.font
        let gap = settings.lineSpacing + font.leadingAdjustment
        // Lines a `lineLimit` range or `reservesSpace` asks for beyond those shown are empty lines
        // of the text's own font.
        var metrics = set.metrics
        while metrics.count < (settings.limits.minimum ?? 0) { metrics.append(LineMetrics(font)) }
        var tops: [CGFloat] = []
        var top: CGFloat = 0
        for line in metrics {
            tops.append(top)
            top += line.height + gap
        }
        let rawHeight = metrics.isEmpty ? 0 : top - gap
        // Rounded up to the pixel, but never wider than offered (a squeezed or cut line fills it).
        var roundedWidth = TextLayout.roundedUp(set.widths.max() ?? 0, pixel: font.pixel)
        if let width { roundedWidth = min(roundedWidth, width) }
        let size = CGSize(width: roundedWidth, height: TextLayout.roundedUp(rawHeight, pixel: font.pixel))
        var frames: [CGRect] = []
        for (index, lineWidth) in set.widths.enumerated() {
            let shown = min(lineWidth, size.width)
            let x: CGFloat
            switch settings.alignment {
            case .leading: x = settings.isRightToLeft ? size.width - shown : 0
            case .center: x = (size.width - shown) / 2
            case .trailing: x = settings.isRightToLeft ? 0 : size.width - shown
            }
            frames.append(CGRect(x: x, y: tops[index], width: shown, height: metrics[index].height))
        }
        self.lines = set.lines
        self.size = size
        self.font = font
        self.lineFrames = frames
        let shownCount = set.lines.count
        self.firstBaseline = metrics.first?.ascent ?? font.ascender
        self.lastBaseline = shownCount == 0 ? font.ascender : tops[shownCount - 1] + metrics[shownCount - 1].ascent
    }

    /// Rounds `length` up to the screen's pixel grid (a hair of slack for floating point).
    static func roundedUp(_ length: CGFloat) -> CGFloat {
        roundedUp(length, pixel: pixel)
    }

    /// Rounds `length` up to a grid of `pixel` points.
    static func roundedUp(_ length: CGFloat, pixel: CGFloat) -> CGFloat {
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

    /// How far a line reaches above and below its baseline.
    struct LineMetrics: Equatable {
        var ascent: CGFloat
        var descent: CGFloat
        var height: CGFloat { ascent + descent }

        init(_ font: FontMetrics) {
            ascent = font.ascender
            descent = font.descender
        }

        init(ascent: CGFloat, descent: CGFloat) {
            self.ascent = ascent
            self.descent = descent
        }
    }

    /// Lines set from runs, before they are measured for the view.
    struct Lines {
        /// The text's own font.
        var font: FontMetrics
        var lines: [String]
        var widths: [CGFloat]
        /// Each line's reach above and below its baseline.
        var metrics: [LineMetrics]
        /// Whether text was left out or cut with "…".
        var wasCut: Bool
    }

    /// One character of the text, with the run it belongs to.
    struct Glyph: Equatable {
        var character: Character
        var run: Int
    }

    /// Breaks runs into lines: where a line may end, what is cut, how wide each piece is.
    struct Typesetter {
        var runs: [TextRun]
        /// The text's own font, for lines with no character.
        var font: FontMetrics
        var settings: Settings

        /// The same runs, every font at `scale` times its size (what `minimumScaleFactor` does).
        func scaled(by scale: CGFloat) -> Typesetter {
            var copy = self
            copy.font = font.scaled(by: scale)
            copy.runs = runs.map { $0.scaled(by: scale) }
            return copy
        }

        /// The advance of `glyph`: its run's image, or the character in the run's font.
        func advance(of glyph: Glyph) -> CGFloat {
            let run = runs[glyph.run]
            if let attachment = run.attachment, glyph.character == TextRun.attachmentCharacter {
                return attachment.width
            }
            return GlyphWidths.advance(of: glyph.character, in: run.font)
        }

        func measure<C: Collection>(_ glyphs: C) -> CGFloat where C.Element == Glyph {
            glyphs.reduce(0) { $0 + advance(of: $1) }
        }

        /// The reach of a line of `glyphs` above and below the shared baseline: the largest of its runs'.
        func metrics(of glyphs: [Glyph], emptyRun: Int?) -> LineMetrics {
            var used = Set(glyphs.map(\.run))
            if used.isEmpty {
                guard let emptyRun else { return LineMetrics(font) }
                used = [emptyRun]
            }
            var result = LineMetrics(ascent: 0, descent: 0)
            for index in used {
                let run = runs[index]
                let reach =
                    run.attachment.map { LineMetrics(ascent: $0.ascent, descent: $0.descent) } ?? LineMetrics(run.font)
                result.ascent = max(result.ascent, reach.ascent)
                result.descent = max(result.descent, reach.descent)
            }
            return result
        }

        /// A glyph like `glyph` (in its run) showing `character`: the ellipsis of a cut line, the space
        /// that joins what was left out.
        func glyph(_ character: Character, like glyph: Glyph?) -> Glyph {
            Glyph(character: character, run: glyph?.run ?? 0)
        }

        /// The runs' lines within `width` and `height`.
        func set(width: CGFloat?, height: CGFloat?) -> Lines {
            if let line = oneLine(width: width) { return line }
            var glyphs: [Glyph] = []
            for (index, run) in runs.enumerated() {
                for character in run.string { glyphs.append(Glyph(character: character, run: index)) }
            }
            guard !glyphs.isEmpty else { return Lines(font: font, lines: [], widths: [], metrics: [], wasCut: false) }
            let room = width.map { $0 * settings.tighteningAllowance }
            var broken: [[Glyph]] = []
            // The run of an empty line: the newline before it.
            var emptyRuns: [Int?] = []
            var paragraph: [Glyph] = []
            var newline: Glyph?
            func endParagraph() {
                let wrapped = wrap(paragraph, room: room)
                broken += wrapped
                emptyRuns += wrapped.map { _ in newline?.run }
                paragraph = []
            }
            for glyph in glyphs {
                if glyph.character == "\n" {
                    endParagraph()
                    newline = glyph
                } else {
                    paragraph.append(glyph)
                }
            }
            endParagraph()
            var maximum = settings.limits.maximum ?? Int.max
            if let height {
                // As many lines as fit, always at least one.
                let gap = settings.lineSpacing + font.leadingAdjustment
                var used: CGFloat = 0
                var fitting = 0
                for (index, line) in broken.enumerated() {
                    used += metrics(of: line, emptyRun: emptyRuns[index]).height + (index == 0 ? 0 : gap)
                    if used > height + 1e-6 { break }
                    fitting += 1
                }
                maximum = min(maximum, max(fitting, 1))
            }
            var lines = Array(broken.prefix(maximum))
            var wasCut = false
            if broken.count > maximum, let last = lines.last {
                // The last line shown takes what was left out, and is cut at its tail.
                var rest: [Glyph] = []
                for piece in [last] + broken[maximum...] {
                    let trimmed = trailingTrimmed(piece)
                    if !rest.isEmpty { rest.append(glyph(" ", like: rest.last)) }
                    rest += trimmed
                }
                let mode: Text.TruncationMode = maximum == 1 ? settings.truncationMode : .tail
                lines[lines.count - 1] = truncate(rest, room: room, mode: mode, forced: true)
                wasCut = true
            } else if let room {
                for index in lines.indices where measure(trailingTrimmed(lines[index])) > room + 1e-9 {
                    lines[index] = truncate(
                        lines[index], room: room, mode: lines.count == 1 ? settings.truncationMode : .tail,
                        forced: false)
                    wasCut = true
                }
            }
            let trimmed = lines.map(trailingTrimmed)
            return Lines(
                font: font,
                lines: trimmed.map { String($0.map(\.character).filter { $0 != TextRun.attachmentCharacter }) },
                widths: trimmed.map { measure($0) },
                metrics: trimmed.indices.map { metrics(of: trimmed[$0], emptyRun: emptyRuns[$0]) },
                wasCut: wasCut
            )
        }

        /// The lines `set` makes when the text is one run of characters with no newline that fits
        /// on one line, found in one walk over its characters; nil for any other text.
        ///
        /// The width of the line is summed in the order `measure` sums it, so it is the same number.
        /// With no advance below zero, every piece `wrap` tries fits where the whole line does; a text
        /// that fits by less than a millionth of a point goes the long way, where the sums of `wrap`,
        /// piece by piece, could round to the other side of the room.
        private func oneLine(width: CGFloat?) -> Lines? {
            guard runs.count == 1, runs[0].attachment == nil, (settings.limits.maximum ?? 1) >= 1 else { return nil }
            let run = runs[0]
            var lineWidth: CGFloat = 0
            var trimmedWidth: CGFloat = 0
            var trimmedEnd = run.string.startIndex
            var index = run.string.startIndex
            while index < run.string.endIndex {
                let character = run.string[index]
                if character == "\n" || character == TextRun.attachmentCharacter { return nil }
                index = run.string.index(after: index)
                // A negative advance (a tracking below zero) could make a piece reach past the room
                // that the whole line fits in; so could a NaN.
                let advance = GlyphWidths.advance(of: character, in: run.font)
                guard advance >= 0 else { return nil }
                lineWidth += advance
                if character != " " {
                    trimmedWidth = lineWidth
                    trimmedEnd = index
                }
            }
            guard index > run.string.startIndex else { return nil }
            if let width, trimmedWidth > width * settings.tighteningAllowance - 1e-6 { return nil }
            let reach =
                trimmedEnd == run.string.startIndex
                ? LineMetrics(font)
                : LineMetrics(ascent: max(0, run.font.ascender), descent: max(0, run.font.descender))
            return Lines(
                font: font, lines: [String(run.string[..<trimmedEnd])], widths: [trimmedWidth], metrics: [reach],
                wasCut: false)
        }

        /// `paragraph` broken into lines no wider than `room` (nil: one line).
        func wrap(_ paragraph: [Glyph], room: CGFloat?) -> [[Glyph]] {
            guard let room else { return [paragraph] }
            var lines: [[Glyph]] = []
            var line: [Glyph] = []
            var lineWidth: CGFloat = 0
            for piece in TextLayout.breakOpportunities(in: paragraph) {
                let pieceWidth = measure(trailingTrimmed(piece))
                if lineWidth + pieceWidth <= room + 1e-9 {
                    line += piece
                    lineWidth += measure(piece)
                    continue
                }
                if !line.isEmpty {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                // A piece too wide for a line of its own is broken between characters.
                var rest = piece[...]
                while measure(trailingTrimmed(Array(rest))) > room + 1e-9 {
                    var taken: [Glyph] = []
                    var takenWidth: CGFloat = 0
                    for glyph in rest {
                        let advance = advance(of: glyph)
                        if !taken.isEmpty, takenWidth + advance > room + 1e-9 { break }
                        taken.append(glyph)
                        takenWidth += advance
                    }
                    lines.append(taken)
                    rest = rest.dropFirst(taken.count)
                }
                line = Array(rest)
                lineWidth = measure(rest)
            }
            if !line.isEmpty || lines.isEmpty { lines.append(line) }
            return lines
        }

        /// `line` cut with "…" to fit `room` as `mode` says; `forced` adds the "…" even when it fits
        /// (text after it was left out). The "…" is set in the font of the character it follows
        /// (the first kept one when the head is cut).
        func truncate(_ line: [Glyph], room: CGFloat?, mode: Text.TruncationMode, forced: Bool) -> [Glyph] {
            let text = trailingTrimmed(line)
            guard let room else { return forced ? text + [glyph("…", like: text.last)] : text }
            if !forced, measure(text) <= room + 1e-9 { return text }
            func fits(_ candidate: [Glyph]) -> Bool { measure(candidate) <= room + 1e-9 }
            func leadingTrimmed(_ glyphs: ArraySlice<Glyph>) -> [Glyph] { Array(glyphs.drop { $0.character == " " }) }
            switch mode {
            case .tail:
                var count = text.count
                func candidate(_ count: Int) -> [Glyph] {
                    let kept = trailingTrimmed(Array(text[..<count]))
                    return kept + [glyph("…", like: kept.last ?? text.first)]
                }
                while count > 0, !fits(candidate(count)) { count -= 1 }
                return candidate(count)
            case .head:
                var start = 0
                func candidate(_ start: Int) -> [Glyph] {
                    let kept = leadingTrimmed(text[min(start, text.count)...])
                    return [glyph("…", like: kept.first ?? text.last)] + kept
                }
                while start < text.count, !fits(candidate(start)) { start += 1 }
                return candidate(start)
            case .middle:
                // Keep as much of both ends as fits, the head getting the extra character.
                let ellipsis = glyph("…", like: text.first)
                var head = 0
                var tail = 0
                var used = advance(of: ellipsis)
                while head + tail < text.count {
                    let takeHead = head <= tail
                    let next = takeHead ? text[head] : text[text.count - 1 - tail]
                    let advance = advance(of: next)
                    if used + advance > room + 1e-9 { break }
                    used += advance
                    if takeHead { head += 1 } else { tail += 1 }
                }
                return trailingTrimmed(Array(text[..<head])) + [ellipsis] + leadingTrimmed(text[(text.count - tail)...])
            }
        }

        /// `glyphs` without the spaces at its end.
        func trailingTrimmed<C: BidirectionalCollection>(_ glyphs: C) -> [Glyph] where C.Element == Glyph {
            var result = Array(glyphs)
            while result.last?.character == " " { result.removeLast() }
            return result
        }
    }

    /// `paragraph` cut after each run of spaces and after each hyphen not followed by a space: the
    /// places a line may end (a piece keeps the spaces after it, which hang past the line's end).
    static func breakOpportunities(in paragraph: [Glyph]) -> [[Glyph]] {
        var pieces: [[Glyph]] = []
        var current: [Glyph] = []
        var previous: Character?
        for glyph in paragraph {
            if let previous, glyph.character != " ", previous == " " || previous == "-" {
                pieces.append(current)
                current = []
            }
            current.append(glyph)
            previous = glyph.character
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// The break opportunities of a string of one run.
    static func breakOpportunities(in paragraph: Substring) -> [String] {
        breakOpportunities(in: paragraph.map { Glyph(character: $0, run: 0) }).map { String($0.map(\.character)) }
    }
}
