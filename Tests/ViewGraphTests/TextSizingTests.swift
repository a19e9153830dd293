import Testing
@testable import ViewGraph

extension EngineTests {
@MainActor @Suite("A Text's size in layout")
struct TextSizingTests {
    /// The height a one-line `Text` takes in `font`, as the text metrics give it.
    private func lineHeight(_ font: Font?) -> CGFloat {
        var environment = EnvironmentValues()
        environment.font = font
        return TextLayout(string: "Hello", environment: environment, proposal: .unspecified).size.height
    }

    @Test("A Text's own font decides its size: Text(\"Hello\").font(.largeTitle) is as tall as a large title's line, not a body line")
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
}
}
