import Testing

@testable import ViewGraph

private let long = "A note long enough to wrap onto several lines of a narrow field, and then some more words after"

private struct Notes: View {
    @State var text: String
    var axis: Axis = .vertical
    var body: some View {
        TextField("Notes", text: $text, axis: axis)
            .frame(width: 200)
    }
}

private struct LimitedNotes: View {
    @State var text: String
    var body: some View {
        VStack {
            TextField("Range", text: $text, axis: .vertical).lineLimit(2...3)
            TextField("Reserved", text: $text, axis: .vertical).lineLimit(3, reservesSpace: true)
        }
        .frame(width: 200)
    }
}

@MainActor @Suite("A text field's size: one line, or growing with its lines along axis: .vertical")
struct TextFieldLayoutTests {
    static let line = TextLayout.oneLineHeight(in: EnvironmentValues())

    /// The height `count` lines of body text take.
    static func lines(_ count: Int) -> CGFloat {
        TextLayout.roundedUp(CGFloat(count) * FontMetrics(font: nil, in: EnvironmentValues()).lineHeight)
    }

    /// The frames of the text fields on the screen, in order.
    static func fields(_ host: Host) -> [CGRect] {
        var frames: [CGRect] = []
        host.graph.root?.forEachNode { node in
            if node.view is TextField<Text>, let frame = node.globalFrame { frames.append(frame) }
        }
        return frames
    }

    @Test("An empty vertical field is one line tall; with text that wraps it is as tall as its lines")
    func growsWithLines() async throws {
        let host = Host.recording()
        await host.launch { Notes(text: "") }
        #expect(same(Self.fields(host).first?.height, Self.line))
        let wrapped = TextLayout(
            string: long, environment: EnvironmentValues(), proposal: ProposedViewSize(width: 200, height: nil))
        #expect(wrapped.lines.count > 2)
        let grown = Host.recording()
        await grown.launch { Notes(text: long) }
        #expect(same(Self.fields(grown).first?.height, wrapped.size.height))
        #expect(same(Self.fields(grown).first?.width, 200))
    }

    @Test("Typing into a vertical field grows it a line at a time")
    func typingGrows() async throws {
        let host = Host.recording()
        await host.launch { Notes(text: "") }
        try await host.perform(.type(long, into: "Notes"))
        let height = try #require(Self.fields(host).first?.height)
        #expect(height > Self.line * 2)
    }

    @Test("A horizontal field stays one line, whatever it holds")
    func horizontalStaysOneLine() async {
        let host = Host.recording()
        await host.launch { Notes(text: long, axis: .horizontal) }
        #expect(same(Self.fields(host).first?.height, Self.line))
    }

    @Test("lineLimit(2...3) keeps two lines' height while shorter and stops at three; reservesSpace keeps three")
    func lineLimits() async throws {
        let empty = Host.recording()
        await empty.launch { LimitedNotes(text: "") }
        let short = Self.fields(empty)
        #expect(short.count == 2)
        #expect(same(short.first?.height, Self.lines(2)))
        #expect(same(short.last?.height, Self.lines(3)))
        let full = Host.recording()
        await full.launch { LimitedNotes(text: long + " " + long) }
        let tall = Self.fields(full)
        #expect(same(tall.first?.height, Self.lines(3)), "no taller than the range's upper bound")
        #expect(same(tall.last?.height, Self.lines(3)))
    }
}
