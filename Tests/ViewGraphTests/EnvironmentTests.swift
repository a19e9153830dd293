import Foundation
import Testing
@testable import ViewGraph

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View { Text("\(colorScheme == .dark ? "dark" : "light"), \(typeSize == .large ? "large" : "other")") }
}

extension EngineTests {
@MainActor @Suite("Environment values")
struct EnvironmentTests {
    @Test("The environment starts at an iPhone's defaults; preferredColorScheme and dynamicTypeSize change them below")
    func environmentDefaults() async {
        let host = Host.recording()
        await host.launch {
            VStack {
                SchemeReader()
                SchemeReader().preferredColorScheme(.dark).dynamicTypeSize(...DynamicTypeSize.medium)
            }
        }
        #expect(host.screen() == ["VStack", "  Text \"light, large\"", "  Text \"dark, other\""])
    }
    @Test("colorScheme(_:) (the iOS 13 modifier) sets the scheme for the views below it only")
    func colorSchemeModifier() async {
        let host = Host.recording()
        await host.launch {
            VStack {
                SchemeReader().colorScheme(.dark)
                SchemeReader()
            }
        }
        #expect(host.screen() == ["VStack", "  Text \"dark, large\"", "  Text \"light, large\""])
    }
    @Test("transformEnvironment changes the value from above for the views below, again each time its view's body runs")
    func transformEnvironment() async throws {
        let host = Host()
        await host.launch { TransformedCount() }
        #expect(host.shows("Stepped: 11"))
        try await host.perform(.tap("Bump 1"))
        #expect(host.shows("Stepped: 12"))
    }
}
}

private struct SteppedKey: EnvironmentKey { static let defaultValue = 10 }

private extension EnvironmentValues {
    var stepped: Int {
        get { self[SteppedKey.self] }
        set { self[SteppedKey.self] = newValue }
    }
}

private struct SteppedReader: View {
    @Environment(\.stepped) private var stepped
    var body: some View { Text("Stepped: \(stepped)") }
}

private struct TransformedCount: View {
    @State private var extra = 1
    var body: some View {
        VStack {
            SteppedReader()
                .transformEnvironment(\.stepped) { $0 += extra }
            Button("Bump \(extra)") { extra += 1 }
        }
    }
}
