import Foundation
import Testing

@testable import ViewGraph

@Suite("TextLayout")
struct TextLayoutTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    static func layout(
        _ string: String, width: CGFloat? = nil, height: CGFloat? = nil, font: Font? = nil,
        _ change: (inout EnvironmentValues) -> Void = { _ in }
    ) -> TextLayout {
        var environment = EnvironmentValues()
        environment.font = font
        change(&environment)
        return TextLayout(
            string: string, environment: environment, proposal: ProposedViewSize(width: width, height: height))
    }

    /// Whether `length` lies on the screen's 1/3-point pixel grid.
    static func onPixelGrid(_ length: CGFloat) -> Bool { abs((length * 3).rounded() - length * 3) < 1e-9 }

    @Test(
        "One line of body text is 20.33 points tall, its font's 20.287 rounded up to the pixel, and its width is on the pixel grid"
    )
    func oneLine() {
        let text = Self.layout("Hello")
        #expect(text.lines == ["Hello"])
        #expect(abs(text.size.height - 61.0 / 3) < 1e-9)
        #expect(Self.onPixelGrid(text.size.width))
        #expect(text.firstBaseline == text.lastBaseline && text.firstBaseline == 16.1865234375)
    }

    @Test(
        "Each text style's one-line height is its line height rounded up to the pixel (in pixels of 1/3 point)",
        arguments: [
            (Font.largeTitle, 122), (.title, 101), (.title2, 79), (.title3, 72), (.headline, 61), (.body, 61),
            (.callout, 58), (.subheadline, 54), (.footnote, 47), (.caption, 43), (.caption2, 40),
        ] as [(Font, Int)])
    func styleHeights(font: Font, pixels: Int) {
        #expect(abs(Self.layout("Trips", font: font).size.height - CGFloat(pixels) / 3) < 1e-9)
    }

    @Test("With no width the text takes one line per paragraph; a newline starts a new line")
    func idealSize() {
        let text = Self.layout(Self.sentence)
        #expect(text.lines == [Self.sentence])
        let two = Self.layout("Paris\nFrance")
        #expect(two.lines == ["Paris", "France"])
        #expect(
            abs(
                two.size.height - TextLayout.roundedUp(2 * FontMetrics(font: .body, in: EnvironmentValues()).lineHeight)
            ) < 1e-9)
        #expect(two.lastBaseline > two.firstBaseline)
    }

    @Test("Lines break between words, none wider than the width, and keep every word in order")
    func wrapsAtWords() {
        let text = Self.layout(Self.sentence, width: 150)
        #expect(text.lines.count > 1)
        #expect(text.lines.joined(separator: " ") == Self.sentence)
        #expect(text.size.width <= 150)
        #expect(text.lineFrames.allSatisfy { $0.width <= 150 })
        let wider = Self.layout(Self.sentence, width: 300)
        #expect(wider.lines.count < text.lines.count)
    }

    @Test("A line may end after a run of spaces or after a hyphen, never before a space")
    func breakOpportunities() {
        #expect(TextLayout.breakOpportunities(in: "well-known  words") == ["well-", "known  ", "words"])
        #expect(TextLayout.breakOpportunities(in: "a - b") == ["a ", "- ", "b"])
        let hyphenated = Self.layout("A well-known city", width: 80)
        #expect(
            hyphenated.lines.joined(separator: " ").replacingOccurrences(of: "- ", with: "-") == "A well-known city")
    }

    @Test("A word longer than the line is broken between characters")
    func breaksLongWords() {
        let url = "https://example.com/a/very/long/path/that/cannot/fit"
        let text = Self.layout(url, width: 100)
        #expect(text.lines.count > 2)
        #expect(text.lines.joined() == url)
        #expect(text.size.width <= 100)
    }

    @Test("lineLimit(1) cuts a long line with an ellipsis at its tail, head or middle, within the width")
    func truncation() {
        let tail = Self.layout(Self.sentence, width: 120) { $0.lineLimit = 1 }
        #expect(tail.lines.count == 1)
        #expect(tail.lines[0].hasSuffix("…") && tail.lines[0].hasPrefix("The"))
        #expect(tail.size.width <= 120)
        let head = Self.layout(Self.sentence, width: 120) {
            $0.lineLimit = 1
            $0.truncationMode = .head
        }
        #expect(head.lines[0].hasPrefix("…") && head.lines[0].hasSuffix("dog"))
        let middle = Self.layout(Self.sentence, width: 120) {
            $0.lineLimit = 1
            $0.truncationMode = .middle
        }
        #expect(middle.lines[0].hasPrefix("The") && middle.lines[0].hasSuffix("dog") && middle.lines[0].contains("…"))
        let fits = Self.layout("Paris", width: 120) { $0.lineLimit = 1 }
        #expect(fits.lines == ["Paris"])
    }

    @Test(
        "lineLimit(2) shows two lines, the second cut at its tail; ideal-width text with more paragraphs than the limit ends in an ellipsis"
    )
    func limitedLines() {
        let text = Self.layout(Self.sentence, width: 100) { $0.lineLimit = 2 }
        #expect(text.lines.count == 2)
        #expect(text.lines[1].hasSuffix("…"))
        #expect(!text.lines[0].hasSuffix("…"))
        let paragraphs = Self.layout("One\nTwo\nThree") { $0.lineLimit = 2 }
        #expect(paragraphs.lines == ["One", "Two Three…"])
    }

    @Test("reservesSpace and a range's lower bound keep the height of that many lines; the upper bound still limits")
    func reservedLines() {
        let lineHeight = FontMetrics(font: .body, in: EnvironmentValues()).lineHeight
        let reserved = Self.layout("Hi", width: 300) { $0.lineLimits = LineLimits(minimum: 3, maximum: 3) }
        #expect(reserved.lines == ["Hi"])
        #expect(abs(reserved.size.height - TextLayout.roundedUp(3 * lineHeight)) < 1e-9)
        let range = Self.layout(Self.sentence, width: 60) { $0.lineLimits = LineLimits(minimum: 2, maximum: 4) }
        #expect(range.lines.count == 4)
        let short = Self.layout("Hi", width: 60) { $0.lineLimits = LineLimits(minimum: 2, maximum: 4) }
        #expect(abs(short.size.height - TextLayout.roundedUp(2 * lineHeight)) < 1e-9)
    }

    @Test("lineSpacing goes between lines, not around them; tight and loose leading take or add 2 points there")
    func spacing() {
        let lineHeight = FontMetrics(font: .body, in: EnvironmentValues()).lineHeight
        let plain = Self.layout("A\nB")
        let spaced = Self.layout("A\nB") { $0.lineSpacing = 10 }
        #expect(abs(spaced.size.height - TextLayout.roundedUp(2 * lineHeight + 10)) < 1e-9)
        #expect(spaced.lastBaseline - plain.lastBaseline == 10)
        #expect(Self.layout("A") { $0.lineSpacing = 10 }.size == Self.layout("A").size)
        let tight = Self.layout("A\nB", font: .body.leading(.tight))
        #expect(abs(tight.size.height - TextLayout.roundedUp(2 * lineHeight - 2)) < 1e-9)
        let loose = Self.layout("A\nB", font: .body.leading(.loose))
        #expect(abs(loose.size.height - TextLayout.roundedUp(2 * lineHeight + 2)) < 1e-9)
    }

    @Test("A proposed height shows only the lines that fit, at least one, and cuts the last")
    func heightLimitsLines() {
        let text = Self.layout(Self.sentence, width: 100, height: 45)
        #expect(text.lines.count == 2)
        #expect(text.lines.last?.hasSuffix("…") == true)
        let tiny = Self.layout(Self.sentence, width: 100, height: 5)
        #expect(tiny.lines.count == 1)
    }

    @Test("minimumScaleFactor shrinks text that would be cut until it fits, no further than the factor")
    func shrinksToFit() {
        let cut = Self.layout("Summer in Lisbon", width: 100) { $0.lineLimit = 1 }
        #expect(cut.lines[0].hasSuffix("…"))
        let shrunk = Self.layout("Summer in Lisbon", width: 100) {
            $0.lineLimit = 1
            $0.minimumScaleFactor = 0.5
        }
        #expect(shrunk.lines == ["Summer in Lisbon"])
        #expect(shrunk.font.pointSize < 17 && shrunk.font.pointSize >= 8.5)
        #expect(shrunk.size.width <= 100)
        let floor = Self.layout(Self.sentence + Self.sentence, width: 100) {
            $0.lineLimit = 1
            $0.minimumScaleFactor = 0.9
        }
        #expect(floor.font.pointSize == 17 * 0.9)
        #expect(floor.lines[0].hasSuffix("…"))
        let fits = Self.layout("Hi", width: 100) {
            $0.lineLimit = 1
            $0.minimumScaleFactor = 0.5
        }
        #expect(fits.font.pointSize == 17)
    }

    @Test("allowsTightening lets a line a little too wide fit without an ellipsis, but not one much too wide")
    func tightening() {
        let font = FontMetrics(font: .body, in: EnvironmentValues())
        let width = GlyphWidths.width(of: "Lisbon", in: font)
        let squeezed = Self.layout("Lisbon", width: width * 0.97) {
            $0.lineLimit = 1
            $0.allowsTightening = true
        }
        #expect(squeezed.lines == ["Lisbon"])
        #expect(squeezed.size.width <= width * 0.97 + 1e-9)
        let cut = Self.layout("Lisbon", width: width * 0.97) { $0.lineLimit = 1 }
        #expect(cut.lines[0].hasSuffix("…"))
        let far = Self.layout("Lisbon", width: width * 0.8) {
            $0.lineLimit = 1
            $0.allowsTightening = true
        }
        #expect(far.lines[0].hasSuffix("…"))
    }

    @Test("multilineTextAlignment places each line at the leading edge, the centre or the trailing edge")
    func alignment() {
        let leading = Self.layout("A long first line\nB", width: 300)
        #expect(leading.lineFrames[1].minX == 0)
        let centred = Self.layout("A long first line\nB", width: 300) { $0.multilineTextAlignment = .center }
        #expect(abs(centred.lineFrames[1].midX - centred.size.width / 2) < 1e-9)
        let trailing = Self.layout("A long first line\nB", width: 300) { $0.multilineTextAlignment = .trailing }
        #expect(abs(trailing.lineFrames[1].maxX - trailing.size.width) < 1e-9)
        #expect(trailing.lineFrames[0].minX < TextLayout.pixel)
    }

    @Test("Empty text takes no room; a larger Dynamic Type size makes text taller and wider")
    func emptyAndDynamicType() {
        let empty = Self.layout("")
        #expect(empty.size == .zero && empty.lines.isEmpty)
        let large = Self.layout("Trips")
        let huge = Self.layout("Trips") { $0.dynamicTypeSize = .accessibility3 }
        #expect(huge.size.height > large.size.height && huge.size.width > large.size.width)
    }

    @Test("Bold text set around the text is wider; a system font of a size does not grow with Dynamic Type")
    func environmentFont() {
        let regular = Self.layout("Trips")
        let bold = Self.layout("Trips") { $0.fontAdjustments.isBold = true }
        #expect(bold.size.width > regular.size.width)
        let fixed = Self.layout("Trips", font: .system(size: 17)) { $0.dynamicTypeSize = .accessibility3 }
        #expect(fixed.size.height == regular.size.height)
    }

    @Test("kerning and tracking add their points after every character, the last included; tracking wins over kerning")
    func letterSpacing() {
        let plain = Self.layout("ABCDEF")
        let tracked = Self.layout("ABCDEF") { $0.letterSpacing.tracking = 3 }
        let kerned = Self.layout("ABCDEF") { $0.letterSpacing.kerning = -1 }
        let both = Self.layout("ABCDEF") { $0.letterSpacing = LetterSpacing(kerning: 10, tracking: 3) }
        // Widths are rounded up to the pixel, so compare within one.
        #expect(abs(tracked.size.width - plain.size.width - 18) <= TextLayout.pixel + 1e-9)
        #expect(abs(plain.size.width - kerned.size.width - 6) <= TextLayout.pixel + 1e-9)
        #expect(both.size.width == tracked.size.width)
        #expect(tracked.size.height == plain.size.height, "letter spacing changes no height")
    }

    @Test("Letter spacing can make a line wrap that fitted before")
    func letterSpacingWraps() {
        let width = Self.layout("Hello world").size.width + 1
        #expect(Self.layout("Hello world", width: width).lines.count == 1)
        #expect(Self.layout("Hello world", width: width) { $0.letterSpacing.tracking = 2 }.lines == ["Hello", "world"])
    }

    @Test("textCase measures the text as shown: upper case is wider than as written")
    @MainActor func textCaseWidth() {
        var upper = EnvironmentValues()
        upper.textCase = .uppercase
        let shown = Text("hello").layout(in: upper, proposal: .unspecified)
        #expect(shown.lines == ["HELLO"])
        #expect(shown.size.width > Text("hello").layout(in: EnvironmentValues(), proposal: .unspecified).size.width)
    }

    @Test(
        "An SF Symbol is estimated square, as tall as a line of its font at medium scale, smaller and larger at the other scales"
    )
    func symbolSizes() {
        let medium = TextLayout.symbolSize(in: EnvironmentValues())
        #expect(medium.width == medium.height && abs(medium.height - 61.0 / 3) < 1e-9)
        #expect(TextLayout.symbolSize(in: EnvironmentValues(), scale: .small).height < medium.height)
        #expect(TextLayout.symbolSize(in: EnvironmentValues(), scale: .large).height > medium.height)
        var title = EnvironmentValues()
        title.font = .largeTitle
        #expect(TextLayout.symbolSize(in: title).height > medium.height)
    }
}
