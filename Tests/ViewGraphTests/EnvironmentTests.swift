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
}
}
