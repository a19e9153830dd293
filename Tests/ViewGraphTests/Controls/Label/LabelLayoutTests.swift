import Testing

@testable import ViewGraph

@MainActor @Suite("A Label's layout: icon then title in a row, in the system's label styles")
struct LabelLayoutTests {
    static let spacing = CGFloat(DeviceMetrics.iPhone17.labelIconTitleSpacing)

    /// The frame of the symbol image on the screen.
    static func iconFrame(_ host: Host) -> CGRect? { host.frame { $0 is Image } }

    @Test("Label(\"Play\", systemImage:) is the icon, 8 points, then the title, in one row")
    func iconThenTitle() async throws {
        let host = Host.recording()
        await host.launch { Label("Play", systemImage: "play.fill") }
        let icon = try #require(Self.iconFrame(host))
        let title = try #require(host.frame(ofText: "Play"))
        let label = try #require(host.frame { $0 is Label<Text, Image> })
        #expect(same(title.minX, icon.maxX + Self.spacing))
        #expect(same(label.width, icon.width + Self.spacing + title.width))
        #expect(same(icon.minX, label.minX))
        // One row: the icon's middle is the title's (one line of body beside a body symbol).
        #expect(same(icon.midY, title.midY))
    }

    @Test("The icon is centred on the title's first line when the title wraps")
    func iconOnFirstLine() async throws {
        let host = Host.recording()
        await host.launch {
            Label("A title long enough to wrap onto a second line and a third", systemImage: "star")
                .frame(width: 160)
        }
        let icon = try #require(Self.iconFrame(host))
        let title = try #require(host.frame { ($0 as? Text) != nil })
        #expect(title.height > 2 * icon.height, "the title wraps")
        let firstLine = TextLayout.roundedUp(FontMetrics(font: nil, in: EnvironmentValues()).lineHeight)
        #expect(same(icon.midY, title.minY + firstLine / 2))
        #expect(
            title.width <= 160 - icon.width - Self.spacing + 0.001, "the title is offered the width beside the icon")
    }

    @Test(".iconOnly shows the icon alone; .titleOnly the title alone; the hidden part is off the screen")
    func systemStyles() async throws {
        let host = Host.recording()
        await host.launch {
            VStack {
                Label("Icon", systemImage: "star").labelStyle(.iconOnly)
                Label("Title", systemImage: "heart").labelStyle(.titleOnly)
                Label("Both", systemImage: "bell").labelStyle(.titleAndIcon)
            }
        }
        var labels: [CGRect] = []
        host.graph.root?.forEachNode { node in
            if node.view is Label<Text, Image>, let frame = node.globalFrame { labels.append(frame) }
        }
        #expect(labels.count == 3)
        let iconOnly = try #require(labels.first)
        let titleOnly = labels[1]
        let both = labels[2]
        let symbol = SymbolMetrics.size(in: FontMetrics(font: nil, in: EnvironmentValues()))
        #expect(same(iconOnly.width, symbol.width) && same(iconOnly.height, symbol.height))
        let title = try #require(host.frame(ofText: "Title"))
        #expect(same(titleOnly.width, title.width))
        #expect(host.frame(ofText: "Icon") == nil, "the icon-only label's title is not placed")
        #expect(same(both.width, symbol.width + Self.spacing + (host.frame(ofText: "Both")?.width ?? 0)))
    }

    @Test("In a List row the symbol stands in a fixed column, so titles line up; an asset image keeps its width")
    func listColumn() async throws {
        let host = Host.recording()
        await host.launch {
            List {
                Label("Inbox", systemImage: "tray")
                Label("Photo", image: "cover")
            }
        }
        let inbox = try #require(host.frame(ofText: "Inbox"))
        let row = try #require(host.frame { $0 is Label<Text, Image> })
        let column = CGFloat(DeviceMetrics.iPhone17.listLabelIconColumnWidth)
        #expect(same(inbox.minX, row.minX + column + Self.spacing))
        let photo = try #require(host.frame(ofText: "Photo"))
        #expect(same(photo.minX - inbox.minX, Image.assetImageSide - column), "an asset image is as wide as itself")
    }

    @Test("Outside a list the icon takes its own width, with no column")
    func noColumnOutsideLists() async throws {
        let host = Host.recording()
        await host.launch { Label("Inbox", systemImage: "tray") }
        let icon = try #require(Self.iconFrame(host))
        let title = try #require(host.frame(ofText: "Inbox"))
        #expect(same(title.minX - icon.minX, icon.width + Self.spacing))
    }

    @Test("In an HStack aligned on first text baselines, a label lines up by its title's baseline")
    func baseline() async throws {
        let host = Host.recording()
        await host.launch {
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle)
                Label("small", systemImage: "star").font(.caption)
            }
        }
        let big = try #require(host.frame(ofText: "Big"))
        let small = try #require(host.frame(ofText: "small"))
        let bigBaseline = big.minY + FontMetrics(font: .largeTitle, in: EnvironmentValues()).ascender
        let smallBaseline = small.minY + FontMetrics(font: .caption, in: EnvironmentValues()).ascender
        #expect(abs(bigBaseline - smallBaseline) < 0.34)
    }
}
