import Foundation
import Testing

@testable import ViewGraph

@MainActor @Suite("The runs of a Text: parts in fonts of their own, images inside text, attributed strings")
struct TextRunTests {
    /// The font `font` (body when nil) resolves to at the default text size.
    static func metrics(_ font: Font?) -> FontMetrics { FontMetrics(font: font, in: EnvironmentValues()) }

    /// The width of `string` on one line in `font`, before rounding.
    static func width(_ string: String, _ font: Font?) -> CGFloat { GlyphWidths.width(of: string, in: metrics(font)) }

    static func size(_ text: Text, width: CGFloat? = nil) -> TextLayout {
        text.layout(in: EnvironmentValues(), proposal: ProposedViewSize(width: width, height: nil))
    }

    @Test(
        "Text(\"a\") + Text(\"b\").font(.title): the line is as tall as a title's line, and as wide as each part in its own font"
    )
    func concatenationTakesEachPartsFont() {
        let layout = Self.size(Text("Total ") + Text("42").font(.title))
        #expect(same(layout.size.height, TextLayout.roundedUp(Self.metrics(.title).lineHeight)))
        #expect(same(layout.size.width, TextLayout.roundedUp(Self.width("Total ", nil) + Self.width("42", .title))))
        #expect(layout.lines == ["Total 42"])
        // One baseline for both runs: the title's ascent, the larger.
        #expect(same(layout.firstBaseline, Self.metrics(.title).ascender))
        #expect(layout.size.width > Self.size(Text("Total 42")).size.width, "the title's digits are wider than body's")
    }

    @Test("A line's height is its largest ascent plus its largest descent, whichever run comes first")
    func tallestRunDecides() {
        let first = Self.size(Text("Big").font(.largeTitle) + Text(" small").font(.caption))
        let last = Self.size(Text("small ").font(.caption) + Text("Big").font(.largeTitle))
        #expect(same(first.size.height, TextLayout.roundedUp(Self.metrics(.largeTitle).lineHeight)))
        #expect(same(first.size.height, last.size.height))
        #expect(same(first.firstBaseline, last.firstBaseline))
    }

    @Test("What is set on a concatenation applies to its parts; a part's own font wins over it")
    func wholeAndParts() {
        let bold = Self.size((Text("Hello ") + Text("world")).bold())
        #expect(
            same(
                bold.size.width,
                TextLayout.roundedUp(GlyphWidths.width(of: "Hello world", in: Self.metrics(Font.body.bold())))))
        let caption = Self.size((Text("a").font(.caption) + Text("b")).font(.title))
        #expect(same(caption.size.width, TextLayout.roundedUp(Self.width("a", .caption) + Self.width("b", .title))))
        // A bold set on the whole makes a part in a font of its own bold too.
        let boldCaption = Self.size((Text("a").font(.caption) + Text("b")).bold())
        #expect(
            same(
                boldCaption.size.width,
                TextLayout.roundedUp(
                    GlyphWidths.width(of: "a", in: Self.metrics(Font.caption.bold()))
                        + GlyphWidths.width(of: "b", in: Self.metrics(Font.body.bold())))))
    }

    @Test("A concatenation that wraps: each line is as tall as the runs on it")
    func wrappedLinesTakeTheirOwnRuns() {
        // "Headline" in a title on the first line, the body words wrapped below it.
        let text = Text("Headline").font(.title) + Text(" and then some body words that wrap")
        let layout = Self.size(text, width: 200)
        #expect(layout.lines.count >= 2)
        #expect(layout.lines.first?.hasPrefix("Headline") == true)
        let title = Self.metrics(.title)
        let body = Self.metrics(nil)
        let expected = title.lineHeight + CGFloat(layout.lines.count - 1) * body.lineHeight
        #expect(same(layout.size.height, TextLayout.roundedUp(expected)))
        #expect(same(layout.lineFrames[1].minY, title.lineHeight))
        #expect(
            same(
                layout.lastBaseline,
                title.lineHeight + CGFloat(layout.lines.count - 2) * body.lineHeight + body.ascender))
    }

    @Test("An interpolated symbol takes the room of a symbol in the text's font and shows no character")
    func interpolatedSymbol() {
        let text = Text("\(Image(systemName: "star.fill")) 4.5")
        let layout = Self.size(text)
        let symbol = SymbolMetrics.size(in: Self.metrics(nil)).width
        #expect(layout.lines == [" 4.5"])
        #expect(same(layout.size.width, TextLayout.roundedUp(symbol + Self.width(" 4.5", nil))))
        #expect(text.string(in: EnvironmentValues()) == " 4.5")
        // In a larger font the symbol grows with it.
        let title = Self.size(Text("\(Image(systemName: "star.fill")) 4.5").font(.title))
        #expect(
            same(
                title.size.width,
                TextLayout.roundedUp(SymbolMetrics.size(in: Self.metrics(.title)).width + Self.width(" 4.5", .title))))
    }

    @Test("Text(Image(systemName:)) + Text(...) lays out the symbol beside the words")
    func concatenatedSymbol() {
        let layout = Self.size(Text(Image(systemName: "star")) + Text(" 4.5"))
        #expect(
            same(
                layout.size.width,
                TextLayout.roundedUp(SymbolMetrics.size(in: Self.metrics(nil)).width + Self.width(" 4.5", nil))))
        #expect(same(layout.size.height, TextLayout.roundedUp(Self.metrics(nil).lineHeight)))
    }

    @Test("A Text interpolated in a key keeps its own font: Text(\"Total: \\(Text(\"5\").font(.title))\")")
    func interpolatedText() {
        let text = Text("Total: \(Text("5").font(.title))")
        let layout = Self.size(text)
        #expect(layout.lines == ["Total: 5"])
        #expect(same(layout.size.height, TextLayout.roundedUp(Self.metrics(.title).lineHeight)))
        #expect(same(layout.size.width, TextLayout.roundedUp(Self.width("Total: ", nil) + Self.width("5", .title))))
    }

    @Test("An AttributedString's runs each take their own font")
    func attributedRuns() {
        var big = AttributedString("Big")
        big.font = .largeTitle
        let text = Text(big + AttributedString(" small"))
        let layout = Self.size(text)
        #expect(layout.lines == ["Big small"])
        #expect(same(layout.size.height, TextLayout.roundedUp(Self.metrics(.largeTitle).lineHeight)))
        #expect(
            same(layout.size.width, TextLayout.roundedUp(Self.width("Big", .largeTitle) + Self.width(" small", nil))))
    }

    @Test("In a stack, a concatenation is as tall as its tallest run")
    func inLayout() async {
        let host = Host.recording()
        await host.launch { Text("Score: ") + Text("10").font(.largeTitle) }
        let frame = host.frame { $0 is Text }
        #expect(same(frame?.height, TextLayout.roundedUp(Self.metrics(.largeTitle).lineHeight)))
    }
}
