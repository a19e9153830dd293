import Testing

@testable import ViewGraph

private struct GrowingText: View {
    @State private var isLarge = false
    var body: some View {
        VStack {
            Text("Hello").dynamicTypeSize(isLarge ? .accessibility1 : .large)
            Button("Grow") { isLarge = true }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("A Text's size in layout")
    struct TextSizingTests {
        /// The height a one-line `Text` takes in `font`, as the text metrics give it.
        private func lineHeight(_ font: Font?) -> CGFloat {
            var environment = EnvironmentValues()
            environment.font = font
            return TextLayout(string: "Hello", environment: environment, proposal: .unspecified).size.height
        }

        @Test(
            "A Text's own font decides its size: Text(\"Hello\").font(.largeTitle) is as tall as a large title's line, not a body line"
        )
        func ownFont() async {
            let host = Host.recording()
            await host.launch { Text("Hello").font(.largeTitle) }
            let frame = host.frame { $0 is Text }
            #expect(same(frame?.height, lineHeight(.largeTitle)))
            #expect(lineHeight(.largeTitle) > lineHeight(.body))
        }

        @Test("The text's own font wins over the environment's; font(nil) goes back to the environment's")
        func overTheEnvironment() async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Text("Hello").font(.caption)
                    Text("Hello").font(nil)
                }
                .font(.title)
            }
            var heights: [CGFloat] = []
            host.graph.root?.forEachNode { node in
                if node.view is Text, let frame = node.globalFrame { heights.append(frame.height) }
            }
            #expect(heights.count == 2)
            #expect(same(heights.first, lineHeight(.caption)))
            #expect(same(heights.last, lineHeight(.title)))
        }

        @Test("bold() and fontWeight(_:) change the font the text is measured in")
        func weight() {
            let text = Text("Hello").font(.title).bold()
            #expect(text.font(in: EnvironmentValues()) == Font.title.bold())
            #expect(Text("Hello").fontWeight(.semibold).font(in: EnvironmentValues()) == Font.body.weight(.semibold))
            #expect(Text("Hello").font(in: EnvironmentValues()) == nil, "no change of its own: the environment's font")
        }

        @Test("Text's own kerning and tracking widen it; its own value wins over the one set around it")
        func ownLetterSpacing() {
            let environment = EnvironmentValues()
            let plain = Text("ABCDEF").layout(in: environment, proposal: .unspecified).size.width
            let tracked = Text("ABCDEF").tracking(3).layout(in: environment, proposal: .unspecified).size.width
            let kernedAndTracked = Text("ABCDEF").kerning(10).tracking(3).layout(
                in: environment, proposal: .unspecified
            ).size.width
            #expect(abs(tracked - plain - 18) <= TextLayout.pixel + 1e-9)
            #expect(kernedAndTracked == tracked, "tracking wins over kerning")
            var around = EnvironmentValues()
            around.letterSpacing.tracking = 10
            #expect(Text("ABCDEF").tracking(3).layout(in: around, proposal: .unspecified).size.width == tracked)
        }

        @Test("Text's own monospaced, fontDesign and fontWidth change the font it is measured in")
        func ownFontTraits() {
            let environment = EnvironmentValues()
            #expect(Text("a").monospaced().font(in: environment) == Font.body.monospaced())
            #expect(Text("a").monospaced(false).font(in: environment) == nil)
            let condensed = Text("Hello").fontWidth(.condensed).layout(in: environment, proposal: .unspecified)
            #expect(condensed.font.width == Font.Width.condensed.value)
            #expect(condensed.size.width < Text("Hello").layout(in: environment, proposal: .unspecified).size.width)
            #expect(Text("a").fontDesign(.serif).layout(in: environment, proposal: .unspecified).font.design == .serif)
        }

        @Test("Text's own allowsTightening lets a line a little too wide stay on one line")
        func ownTightening() {
            let environment = EnvironmentValues()
            let natural = Text("Hello world").layout(in: environment, proposal: .unspecified).size.width
            let room = ProposedViewSize(width: natural / 1.03, height: nil)
            #expect(Text("Hello world").layout(in: environment, proposal: room).lines.count == 2)
            #expect(
                Text("Hello world").allowsTightening(true).layout(in: environment, proposal: room).lines == [
                    "Hello world"
                ])
        }

        @Test(
            "In a frame wider than itself, a Text keeps its own width and the frame's alignment places it: multilineTextAlignment only lines lines up"
        )
        func wideFrame() async {
            let host = Host.recording()
            await host.launch { Text("Hi").multilineTextAlignment(.trailing).frame(width: 300) }
            let text = host.frame { $0 is Text }
            let width = Text("Hi").layout(in: EnvironmentValues(), proposal: .unspecified).size.width
            #expect(same(text?.width, width))
            #expect(same(text?.midX, 201), "centred in the frame, which is centred on the screen")
        }

        @Test("A concatenation measures as its joined string in one font (assumed for runs of different fonts)")
        func concatenation() {
            let environment = EnvironmentValues()
            let joined = (Text("Hello, ") + Text("world")).layout(in: environment, proposal: .unspecified)
            let whole = Text("Hello, world").layout(in: environment, proposal: .unspecified)
            #expect(joined.lines == ["Hello, world"])
            #expect(joined.size == whole.size)
        }

        @Test("sizeCategory is dynamicTypeSize under its older name: setting it grows the text")
        func sizeCategory() async {
            var environment = EnvironmentValues()
            environment.sizeCategory = .accessibilityExtraExtraExtraLarge
            #expect(environment.dynamicTypeSize == .accessibility5)
            environment.dynamicTypeSize = .xSmall
            #expect(environment.sizeCategory == .extraSmall)
            let host = Host.recording()
            await host.launch { Text("Hello").environment(\.sizeCategory, .extraExtraExtraLarge) }
            #expect(same(host.frame { $0 is Text }?.height, 83.0 / 3))
        }

        @Test("dynamicTypeSize(_:) sets the size below; a range clamps the size from outside to its nearest end")
        func dynamicTypeSizeModifiers() async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Text("A").dynamicTypeSize(.xxxLarge)
                    Text("B").dynamicTypeSize(...DynamicTypeSize.large)
                    Text("C").dynamicTypeSize(DynamicTypeSize.xLarge...DynamicTypeSize.xxLarge)
                    Text("D").dynamicTypeSize(...DynamicTypeSize.accessibility5)
                }
                .dynamicTypeSize(.accessibility3)
            }
            #expect(same(host.frame(ofText: "A")?.height, 83.0 / 3), "23 pt")
            #expect(same(host.frame(ofText: "B")?.height, 61.0 / 3), "clamped to large: 17 pt")
            #expect(
                same(host.frame(ofText: "C")?.height, TextLayout.roundedUp(21 * 2444 / 2048)),
                "clamped to xxLarge: 21 pt")
            #expect(
                same(host.frame(ofText: "D")?.height, TextLayout.roundedUp(40 * 2444 / 2048)),
                "inside the range: accessibility 3 stays, 40 pt")
        }

        @Test("Font.system(size:) keeps its size at every Dynamic Type size")
        func fixedSystemFont() {
            for size in DynamicTypeSize.allCases {
                var environment = EnvironmentValues()
                environment.dynamicTypeSize = size
                #expect(
                    Text("a").font(.system(size: 17)).layout(in: environment, proposal: .unspecified).size.height
                        == 61.0 / 3)
            }
        }

        @Test("A change of the Dynamic Type size measures the text again")
        func remeasuredOnChange() async throws {
            let host = Host.recording()
            await host.launch { GrowingText() }
            #expect(same(host.frame(ofText: "Hello")?.height, 61.0 / 3))
            try await host.control(labelled: "Grow").tap()
            #expect(same(host.frame(ofText: "Hello")?.height, TextLayout.roundedUp(28 * 2444 / 2048)))
        }

        @Test(
            "Proposed zero by zero, a text answers 0 x 0, its minimum; a zero width with room down still gets its line")
        func zeroProposal() async {
            #expect(await answer(.zero) { Text("Hello") }.size == .zero)
            let narrow = await answer(ProposedViewSize(width: 0, height: 100)) { Text("Hello") }.size
            #expect(narrow.height > 0, "\(narrow)")
        }
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [FX] fixedSize() and fixedSize(horizontal:vertical:), https://developer.apple.com/documentation/swiftui/view/fixedsize():
//   "a Text view placed in an explicitly sized frame wraps and truncates its string to remain within
//   its parent's bounds"; fixedSize keeps "the ideal size of its children both dimensions".
// - [W19] WWDC19 "Building Custom Views with SwiftUI" (Apple, session 237), as noted at
//   https://wwdcnotes.com/documentation/wwdc19-237-building-custom-views-with-swiftui/: "(Bonus)
//   SwiftUI rounds coordinates to the nearest pixel"; "The bounds of a Text view never stretch
//   beyond the height and width of its displayed lines."
// - [RG] Rio Ogino, "Fixed-width, Dynamically-sized, One-line Text Views in SwiftUI" (2024),
//   https://rioogino.com/posts/2024/swiftui_fixed_width_text: a hidden view keeps its room in a
//   ZStack; lineLimit(1) truncates; minimumScaleFactor shrinks "the view size in both dimensions".
// - [LL] lineLimit(_:reservesSpace:), https://developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:):
//   "Whether text reserves space so that it always occupies the height required to display the
//   specified number of lines"; "When the text occupies more space than the provided limit, a Text
//   view truncates its content".
// - [QL] SNQ-2001, "iOS16から使えるlineLimitのreservesSpaceが地味に便利" (qiita.com/SNQ-2001/items/95f0c05be717261fc627,
//   2023, Japanese): in a 200-point column, a short text with lineLimit(3, reservesSpace: true) takes
//   three lines' room, with false one line's; a text of more than three lines looks the same either way.
// - [IF] iOS Font Sizes (iosfontsizes.com): "the font and point sizes used by iOS at the default
//   sizing level": largeTitle 34, title1 28, title2 22, title3 20, headline 17, body 17, callout 16,
//   subheadline 15, footnote 13, caption1 12, caption2 11.
// - [AX] Charles Wiltgen, Axiom's typography reference (github.com/CharlesWiltgen/Axiom, skill
//   typography-ref, "through iOS 26"): "Tight Leading (reduces line height by 2pt on iOS ...)",
//   "Loose Leading (increases line height by 2pt on iOS ...)".
extension EngineTests.TextSizingTests {
    // MARK: - Text in frames

    @Test("A text in a 200 x 200 frame wraps to stay within 200 points ([FX])")
    func textWrapsInFrame() async throws {
        let host = Host.recording()
        await host.launch { Text(sentence).frame(width: 200, height: 200) }
        let text = try #require(host.frame(ofText: sentence))
        #expect(text.width <= 200 && text.height > 30)
    }

    @Test("fixedSize() keeps the text's ideal size in the 200 x 200 frame: one line, wider than the frame ([FX])")
    func fixedSizeOneLine() async throws {
        let host = Host.recording()
        await host.launch { Text(sentence).fixedSize().frame(width: 200, height: 200) }
        let text = try #require(host.frame(ofText: sentence))
        #expect(text.width > 200 && abs(text.height - 61.0 / 3) < 0.01)
    }

    @Test("fixedSize(horizontal: false, vertical: true) wraps to 200 and takes the lines' full height ([FX])")
    func fixedSizeVertically() async throws {
        let host = Host.recording()
        await host.launch {
            Text(sentence).fixedSize(horizontal: false, vertical: true).frame(width: 200, height: 20)
        }
        let text = try #require(host.frame(ofText: sentence))
        // Two lines or more of 20.29 points, though the frame is 20 tall.
        #expect(text.width <= 200 && text.height > 40)
    }

    @Test(
        "A text's bounds never stretch beyond its lines: \"Hi\" in a 300-point frame is narrower than 300 and one line tall ([W19])"
    )
    func textHugsItsLines() async throws {
        let host = Host.recording()
        await host.launch { Text("Hi").frame(width: 300, height: 100) }
        let text = try #require(host.frame(ofText: "Hi"))
        #expect(text.width < 50 && abs(text.height - 61.0 / 3) < 0.01)
    }

    @Test("lineLimit(1) keeps a long text to one line in 100 points ([RG])")
    func lineLimitOne() async throws {
        let host = Host.recording()
        await host.launch { Text(sentence).lineLimit(1).frame(width: 100) }
        let text = try #require(host.frame(ofText: sentence))
        #expect(text.width <= 100 && abs(text.height - 61.0 / 3) < 0.01)
    }

    @Test("minimumScaleFactor(0.5) shrinks a one-line text in both dimensions: less than a line tall ([RG])")
    func scaleFactorShrinksHeight() async throws {
        let host = Host.recording()
        await host.launch { Text(sentence).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200) }
        let text = try #require(host.frame(ofText: sentence))
        #expect(text.width <= 200 && text.height < 61.0 / 3 - 0.5)
    }

    @Test(
        "A hidden view keeps its room in a ZStack: the visible 40 x 20 colour stands at the top-leading corner of a 120 x 30 stack ([RG])"
    )
    func hiddenKeepsRoom() async throws {
        let frames = await colours {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 120, height: 30).hidden()
                Color.blue.frame(width: 40, height: 20)
            }
        }
        let blue = try #require(frames.last)
        // The stack is centred in the safe area: x (402 - 120) / 2 = 141, y 62 + (778 - 30) / 2 = 436.
        #expect(same(blue, CGRect(x: 141, y: 436, width: 40, height: 20)))
    }

    // MARK: - Line limits

    @Test("A short text with lineLimit(3, reservesSpace: true) is three lines tall; with false, one ([LL]; [QL])")
    func reservesThreeLines() async throws {
        let host = Host.recording()
        await host.launch {
            VStack(spacing: 30) {
                Text("Short").lineLimit(3, reservesSpace: true)
                Text("Brief").lineLimit(3, reservesSpace: false)
            }
            .frame(width: 200)
        }
        let reserved = try #require(host.frame(ofText: "Short"))
        let plain = try #require(host.frame(ofText: "Brief"))
        let line = FontMetrics(font: .body, in: EnvironmentValues()).lineHeight
        #expect(abs(plain.height - line) < 0.34)
        #expect(abs(reserved.height - 3 * line) < 0.67)
    }

    @Test("A text longer than three lines is cut to three lines whether it reserves space or not ([LL]; [QL])")
    func longTextSameEitherWay() async throws {
        let long =
            "A long sentence that goes on and on, far past the three lines a column of two hundred points holds at the body size."
        let host = Host.recording()
        await host.launch {
            VStack(spacing: 30) {
                Text(long).lineLimit(3, reservesSpace: true)
                Text(long + " ").lineLimit(3, reservesSpace: false)
            }
            .frame(width: 200)
        }
        let reserved = try #require(host.frame(ofText: long))
        let plain = try #require(host.frame(ofText: long + " "))
        #expect(same(reserved.height, plain.height))
        #expect(abs(reserved.height - 3 * FontMetrics(font: .body, in: EnvironmentValues()).lineHeight) < 0.67)
    }

    // MARK: - Fonts

    @Test(
        "The text styles' point sizes at the default text size ([IF])",
        arguments: [
            (Font.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ])
    func textStylePointSizes(font: Font, points: Double) {
        #expect(same(FontMetrics(font: font, in: EnvironmentValues()).pointSize, points))
    }

    @Test("Tight leading takes 2 points from the space between two lines of body, loose leading adds 2 ([AX])")
    func leadingBetweenLines() async throws {
        let host = Host.recording()
        await host.launch {
            VStack {
                Text("One\nTwo")
                Text("Three\nFour").font(.body.leading(.tight))
                Text("Five\nSix").font(.body.leading(.loose))
            }
        }
        let standard = try #require(host.frame(ofText: "One\nTwo"))
        let tight = try #require(host.frame(ofText: "Three\nFour"))
        let loose = try #require(host.frame(ofText: "Five\nSix"))
        #expect(abs(standard.height - tight.height - 2) < 0.34)
        #expect(abs(loose.height - standard.height - 2) < 0.34)
    }
}
