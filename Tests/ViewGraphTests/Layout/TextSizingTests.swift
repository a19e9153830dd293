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
