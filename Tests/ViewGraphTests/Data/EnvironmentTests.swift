import Foundation
import Testing

@testable import ViewGraph

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        Text("\(colorScheme == .dark ? "dark" : "light"), \(typeSize == .large ? "large" : "other")")
    }
}

extension EngineTests {
    @MainActor @Suite("Environment values")
    struct EnvironmentTests {
        @Test(
            "The environment starts at an iPhone's defaults; preferredColorScheme and dynamicTypeSize change them below"
        )
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
        @Test(
            "transformEnvironment changes the value from above for the views below, again each time its view's body runs"
        )
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

extension EnvironmentValues {
    fileprivate var stepped: Int {
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

private struct ScaledIcon: View {
    @ScaledMetric private var size: CGFloat = 34
    @ScaledMetric(relativeTo: .largeTitle) private var titleGap: Double = 34
    var body: some View { Text("Icon \(Int(size.rounded())) gap \(Int(titleGap.rounded()))") }
}

extension EngineTests {
    @Test("@ScaledMetric is the value written at the default text size, and scales with the text style's size")
    func scaledMetricFollowsDynamicType() async {
        let host = Host()
        await host.launch {
            VStack {
                ScaledIcon()
                ScaledIcon().dynamicTypeSize(.xSmall)
                ScaledIcon().dynamicTypeSize(.accessibility5)
            }
        }
        // body: 17 pt at large, 14 at extra small, 53 at accessibility 5; large title: 34, 31, 60.
        #expect(
            host.screen() == [
                "VStack", "  Text \"Icon 34 gap 34\"", "  Text \"Icon 28 gap 31\"", "  Text \"Icon 106 gap 60\"",
            ])
    }
}
