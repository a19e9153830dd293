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

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
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
    @Test("onPreferenceChange gets the children's values combined by reduce, first after launch, then on each change")
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

    @Test("A GeometryReader in a background hands its size up, as the common measuring idiom expects: the text shows its own width")
    func geometryReaderMeasures() async throws {
        let host = Host.recording()
        await host.launch { Measured() }
        let width = try #require(host.frame { $0 is Text }?.width)
        #expect(width > 0)
        #expect(host.screen().contains { $0.contains("Text \"Width \(Int(width))\"") })
    }

    @Test("An anchor preference resolves in a GeometryReader to the screen's bounds, and is noted as unmodelled")
    func anchors() async throws {
        UnmodelledAPI.reset()
        let host = Host.recording()
        await host.launch { Anchored() }
        #expect(host.screen().contains { $0.contains("Text \"Anchor 402\"") })
        #expect(UnmodelledAPI.used.contains("Anchor"))
    }
}
}

/// A preference value that cannot be compared.
private struct Names {
    var all: [String] = []
}

private struct NamesKey: PreferenceKey {
    static let defaultValue = Names()
    static func reduce(value: inout Names, nextValue: () -> Names) { value.all += nextValue().all }
}

private struct Named: View {
    @State private var name = "Ann"
    var body: some View {
        Button("Rename \(name)") { name = "Bob" }
            .preference(key: NamesKey.self, value: Names(all: [name]))
    }
}

private struct Roster: View {
    var body: some View {
        VStack { Named() }
            .overlayPreferenceValue(NamesKey.self) { names in Text("Roster: \(names.all.joined(separator: ", "))") }
    }
}

extension EngineTests.PreferencesTests {
    @Test("An overlay made from a value that cannot be compared is made again when it changes, once")
    func incomparableValues() async throws {
        let host = Host.recording()
        await host.launch { Roster() }
        #expect(host.screen().contains("Text \"Roster: Ann\""))
        try await host.perform(.tap("Rename Ann"))
        #expect(host.screen().contains("Text \"Roster: Bob\""))
    }
}

private struct LastWins: PreferenceKey {
    static var defaultValue: String { "default" }
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

private struct DynamicOverlay: View {
    var body: some View {
        Color.red
            .preference(key: LastWins.self, value: "written")
            .overlay {
                if true { Color.green }
            }
            .onPreferenceChange(LastWins.self) { Console.record($0) }
    }
}

private struct StaticOverlay: View {
    var body: some View {
        Color.red
            .preference(key: LastWins.self, value: "written")
            .overlay { Color.green }
            .onPreferenceChange(LastWins.self) { Console.record($0) }
    }
}

private struct RowsWritingNothing: View {
    var body: some View {
        VStack {
            Text("A").preference(key: LastWins.self, value: "A")
            ForEach(0..<2, id: \.self) { Text("row \($0)") }
        }
        .onPreferenceChange(LastWins.self) { Console.record($0) }
    }
}

extension EngineTests.PreferencesTests {
    @Test("Dynamic content that writes nothing hands up the default, which reduce then sees; static content adds nothing")
    func dynamicContentHandsUpTheDefault() async {
        let dynamic = Host.recording()
        let shown = await Console.capture { await dynamic.launch { DynamicOverlay() } }
        #expect(shown == ["default"])
        let still = Host.recording()
        let kept = await Console.capture { await still.launch { StaticOverlay() } }
        #expect(kept == ["written"])
        let rows = Host.recording()
        let afterRows = await Console.capture { await rows.launch { RowsWritingNothing() } }
        #expect(afterRows == ["default"])
    }
}
