import Foundation
import Testing

@testable import ViewGraph

@Suite("Glyph widths (estimates)")
struct GlyphWidthsTests {
    static let body = FontMetrics(font: .body, in: EnvironmentValues())

    @Test("Characters fall in their width classes")
    func classes() {
        #expect(GlyphWidths.widthClass(of: " ") == .space)
        #expect(GlyphWidths.widthClass(of: "i") == .narrow)
        #expect(GlyphWidths.widthClass(of: "I") == .narrow)
        #expect(GlyphWidths.widthClass(of: "t") == .semiNarrow)
        #expect(GlyphWidths.widthClass(of: "a") == .lowercase)
        #expect(GlyphWidths.widthClass(of: "é") == .lowercase)
        #expect(GlyphWidths.widthClass(of: "m") == .wideLowercase)
        #expect(GlyphWidths.widthClass(of: "A") == .uppercase)
        #expect(GlyphWidths.widthClass(of: "W") == .wideUppercase)
        #expect(GlyphWidths.widthClass(of: "7") == .digit && GlyphWidths.widthClass(of: "1") == .digitOne)
        #expect(GlyphWidths.widthClass(of: "$") == .symbol)
        #expect(GlyphWidths.widthClass(of: "…") == .ellipsis)
        #expect(GlyphWidths.widthClass(of: "東") == .ideograph)
        #expect(GlyphWidths.widthClass(of: "😀") == .emoji)
    }

    @Test("The HIG's tracking: 0 at 12 points, -0.43 at 17, +0.38 at 28, straight lines between")
    func tracking() {
        #expect(GlyphWidths.tracking(at: 12) == 0)
        #expect(GlyphWidths.tracking(at: 17) == -0.43)
        #expect(GlyphWidths.tracking(at: 28) == 0.38)
        #expect(abs(GlyphWidths.tracking(at: 16.5) - (-0.37)) < 1e-9)
        #expect(GlyphWidths.tracking(at: 2) == 0.24)
        #expect(GlyphWidths.tracking(at: 200) == 0)
    }

    @Test("A word of body text comes out within a few percent of what iOS measures (\"Hello\": 38.81)")
    func helloIsClose() {
        let width = GlyphWidths.width(of: "Hello", in: Self.body)
        #expect(abs(width - 38.814453125) / 38.814453125 < 0.04)
    }

    @Test("Bold is wider than regular, a condensed width narrower, monospaced digits all alike")
    func traitsChangeWidths() {
        var bold = Self.body
        bold.weight = .bold
        #expect(GlyphWidths.width(of: "Trips", in: bold) > GlyphWidths.width(of: "Trips", in: Self.body))
        var condensed = Self.body
        condensed.width = Font.Width.condensed.value
        #expect(GlyphWidths.width(of: "Trips", in: condensed) < GlyphWidths.width(of: "Trips", in: Self.body))
        var tabular = Self.body
        tabular.hasMonospacedDigits = true
        #expect(GlyphWidths.width(of: "111", in: tabular) == GlyphWidths.width(of: "888", in: tabular))
        var mono = Self.body
        mono.design = .monospaced
        #expect(GlyphWidths.width(of: "iiii", in: mono) == GlyphWidths.width(of: "MMMM", in: mono))
    }
}
