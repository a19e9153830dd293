import Foundation
import Testing

@testable import ViewGraph

private struct TotalKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Counted: View {
    @State private var count = 1
    var body: some View {
        Button("Count \(count)") { count += 1 }
            .preference(key: TotalKey.self, value: count)
    }
}

private struct Totals: View {
    @State private var total = 0
    @State private var showsThird = false
    var body: some View {
        VStack {
            Text("Total \(total)")
            Counted()
            Counted()
            if showsThird { Counted() }
            Button("Add") { showsThird = true }
        }
        .onPreferenceChange(TotalKey.self) { value in
            Console.record("total \(value)")
            total = value
        }
    }
}

private struct Doubled: View {
    var body: some View {
        Counted()
            .transformPreference(TotalKey.self) { $0 *= 10 }
            .overlayPreferenceValue(TotalKey.self) { value in Text("Overlay \(value)") }
    }
}

private struct Replaced: View {
    @State private var seen = -1
    var body: some View {
        VStack {
            Text("Seen \(seen)")
            Counted().preference(key: TotalKey.self, value: 7)
        }
        .onPreferenceChange(TotalKey.self) { seen = $0 }
    }
}

private struct SizeKey: PreferenceKey {
    static let defaultValue = CGSize.zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

private struct Measured: View {
    @State private var width: CGFloat = 0
    var body: some View {
        Text("Width \(Int(width))")
            .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
            .onPreferenceChange(SizeKey.self) { width = $0.width }
    }
}

/// Prints each size the measuring idiom hands up, and each safe-area top a root reader hands up.
private struct MeasuredAloud: View {
    var body: some View {
        VStack {
            Text("Hello")
                .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                .onPreferenceChange(SizeKey.self) { Console.record("size \($0.width > 0 && $0.height > 0)") }
        }
    }
}

private struct TopKey: PreferenceKey {
    static let defaultValue: CGFloat = -1
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

private struct RootInsetsAloud: View {
    var body: some View {
        GeometryReader { proxy in Color.clear.preference(key: TopKey.self, value: proxy.safeAreaInsets.top) }
            .onPreferenceChange(TopKey.self) { Console.record("top \($0)") }
    }
}

private struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct Anchored: View {
    var body: some View {
        Text("Target")
            .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in Text(anchor.map { "Anchor \(Int(proxy[$0].width))" } ?? "No anchor") }
            }
    }
}

extension EngineTests {
    @MainActor @Suite("Preferences flow up")
    struct PreferencesTests {
        @Test(
            "onPreferenceChange gets the children's values combined by reduce, first after launch, then on each change")
        func valuesFlowUp() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Totals() } }
            #expect(launch == ["total 2"])
            #expect(host.screen().contains("  Text \"Total 2\""))
            // Two counters show "Count 1"; the first one from the top is tapped.
            let tap = try await Console.capture { try await host.perform(.tap("Count 1 #1")) }
            #expect(tap == ["total 3"])
            let add = try await Console.capture { try await host.perform(.tap("Add")) }
            #expect(add == ["total 4"])
            #expect(host.screen().contains("  Text \"Total 4\""))
        }

        @Test("transformPreference changes the value on its way up, and an overlay is made from it")
        func transformAndOverlay() async throws {
            let host = Host.recording()
            await host.launch { Doubled() }
            #expect(host.screen().contains("Text \"Overlay 10\""))
            try await host.perform(.tap("Count 1"))
            #expect(host.screen().contains("Text \"Overlay 20\""))
        }

        @Test("A writer's value replaces what the views inside it wrote for the same key")
        func writerReplacesContent() async throws {
            let host = Host.recording()
            await host.launch { Replaced() }
            #expect(host.screen().contains("  Text \"Seen 7\""))
        }

        @Test(
            "What reads a preference a reader writes sees only the laid-out value, never the key's default before the reader's content exists"
        )
        func readerValueOnlyAfterLayout() async {
            let host = Host.recording()
            let measured = await Console.capture { await host.launch { MeasuredAloud() } }
            #expect(measured == ["size true"])
            let other = Host.recording()
            let root = await Console.capture { await other.launch { RootInsetsAloud() } }
            #expect(root == ["top 62.0"])
        }

        @Test(
            "A GeometryReader in a background hands its size up, as the common measuring idiom expects: the text shows its own width"
        )
        func geometryReaderMeasures() async throws {
            let host = Host.recording()
            await host.launch { Measured() }
            let width = try #require(host.frame { $0 is Text }?.width)
            #expect(width > 0)
            #expect(host.screen().contains { $0.contains("Text \"Width \(Int(width))\"") })
        }

        @Test(
            "An anchor preference resolves in a GeometryReader to the bounds of the view that wrote it, not the screen's"
        )
        func anchors() async throws {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { Anchored() }
            let width = try #require(host.frame { $0 is Text }?.width)
            #expect(width < 402)
            #expect(host.screen().contains { $0.contains("Text \"Anchor \(Int(width))\"") })
            #expect(!UnmodelledAPI.used.contains("Anchor"))
        }
    }
}
