import Foundation
import Testing

@testable import ViewGraph

// The programs and measures the published layout facts share (the facts themselves stand in the
// test files of their topics: StackLayoutTests, FrameLayoutTests, GridLayoutTests...).

@MainActor
enum ProbeAnswers {
    static var size: CGSize?
    static var proposals: [ProposedViewSize] = []
}

/// Proposes `proposal` to its one subview, keeps its answer, and places it at its own origin.
struct Ask: Layout {
    let proposal: ProposedViewSize
    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews[0].sizeThatFits(proposal)
        MainActor.assumeIsolated { ProbeAnswers.size = size }
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// Records every proposal it is asked, and answers as its one child does.
struct Listening: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { ProbeAnswers.proposals.append(proposal) }
        return subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// Offers its child a fraction of the width it is offered ([OB]'s situation, in our own words).
struct PartWidth: Layout {
    let fraction: CGFloat
    private func part(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 * fraction }, height: proposal.height)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(part(proposal))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: part(proposal))
    }
}

struct FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
    static let firstThird = VerticalAlignment(FirstThird.self)
}

/// The 20-point square most of [MU]'s probes measure.
@MainActor
func square() -> some View { Rectangle().frame(width: 20, height: 20) }

/// The size `content` answers `proposal`, and what the host logged while laying it out.
@MainActor
func answer<Content: View>(_ proposal: ProposedViewSize, @ViewBuilder _ content: @escaping () -> Content) async -> (
    size: CGSize, log: [String]
) {
    ProbeAnswers.size = nil
    let host = Host.recording()
    // Built in the root's body, as a program's views are, so a warning goes to this host.
    await host.launch { Ask(proposal: proposal) { content() } }
    return (ProbeAnswers.size ?? CGSize(width: -999, height: -999), host.logLines)
}

/// The frames of the colours `content` puts on the screen, in tree order.
@MainActor
func colours<Content: View>(@ViewBuilder _ content: @escaping () -> Content) async -> [CGRect] {
    let host = Host.recording()
    await host.launch { content() }
    return host.colourFrames()
}

let nilSize = ProposedViewSize(width: nil, height: nil)
let invalidFrame = "Invalid frame dimension (negative or non-finite)."
let contradictory = "Contradictory frame constraints specified."

func frame(onLine line: String) -> CGRect? {
    guard let open = line.lastIndex(of: "("), line.hasSuffix(")") else { return nil }
    let numbers = line[line.index(after: open)..<line.index(before: line.endIndex)]
        .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 4 else { return nil }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
}

/// The frame of the first view on the screen whose line contains `text`.
@MainActor
func lineFrame(of text: String, in host: ViewGraph.Host) -> CGRect? {
    host.screenWithFrames().first { $0.contains(text) }.flatMap(frame(onLine:))
}

/// The frames of the colours `content` puts on the screen, laid out in `direction`.
@MainActor
func colours(_ direction: LayoutDirection, @ViewBuilder _ content: @escaping () -> some View) async -> [CGRect] {
    await colours { content().environment(\.layoutDirection, direction) }
}

// MARK: - Programs the facts measure

struct ToolbarItems: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Trips")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.red.frame(width: 20, height: 20) }
                    ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 10, height: 10) }
                }
        }
    }
}

struct TwoTabs: View {
    var body: some View {
        TabView {
            Text("one").tabItem { Text("First") }
            Text("two").tabItem { Text("Second") }
        }
    }
}

struct SearchingStack: View {
    var placement: SearchFieldPlacement = .automatic
    @State private var query = ""
    var body: some View {
        NavigationStack {
            SafeAreaProbe()
                .navigationTitle("Cities")
                .navigationBarTitleDisplayMode(.inline)
                .searchable(text: $query, placement: placement, prompt: "City")
        }
    }
}

struct SearchingInTab: View {
    @State private var query = ""
    var body: some View {
        TabView {
            NavigationStack {
                Text("Cities list")
                    .navigationTitle("Cities")
                    .navigationBarTitleDisplayMode(.inline)
                    .searchable(text: $query, prompt: "City")
            }
            .tabItem { Text("Cities") }
            Text("Other").tabItem { Text("Other") }
        }
    }
}

struct Sheet: View {
    let detent: PresentationDetent
    @State private var shown = false
    var body: some View {
        Button("Show") { shown = true }
            .sheet(isPresented: $shown) { SafeAreaProbe().presentationDetents([detent]) }
    }
}

let sentence = "A single line of text, too long to fit in a box."

/// The frame of the first view of type `T` on the screen.
@MainActor
func frame<T>(of _: T.Type, in host: ViewGraph.Host) -> CGRect? {
    host.frame { $0 is T }
}

/// The frames of the colours `content` puts on the screen, in a vertical scroll view as grids are.
@MainActor
func gridColours(@ViewBuilder _ content: @escaping () -> some View) async -> [CGRect] {
    await colours { ScrollView { content() } }
}

@MainActor
func rectangleFrames(in host: ViewGraph.Host) -> [CGRect] {
    var frames: [CGRect] = []
    host.graph.root?.forEachNode { node in
        if node.view is Rectangle, let frame = node.globalFrame { frames.append(frame) }
    }
    return frames
}

@MainActor
func frames(of colour: Color, in host: ViewGraph.Host) -> [CGRect] {
    var frames: [CGRect] = []
    host.graph.root?.forEachNode { node in
        if let view = node.view as? Color, view == colour, let frame = node.globalFrame { frames.append(frame) }
    }
    return frames
}

/// The host `content` was launched in.
@MainActor
func launched(@ViewBuilder _ content: @escaping () -> some View) async -> ViewGraph.Host {
    let host = Host.recording()
    await host.launch { content() }
    return host
}

/// Whether two frames are the same to within a third of a point (one pixel), for shares of a width
/// that the pixel grid rounds.
func near(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.34 && abs(a.minY - b.minY) < 0.34 && abs(a.width - b.width) < 0.34
        && abs(a.height - b.height) < 0.34
}
