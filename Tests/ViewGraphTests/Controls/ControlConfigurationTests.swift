import Foundation
import Testing

@testable import ViewGraph

private struct SizeReader: View {
    @Environment(\.controlSize) private var controlSize
    var body: some View { Text(controlSize == .large ? "large" : controlSize == .regular ? "regular" : "other") }
}

extension EngineTests {
    @MainActor @Suite("The controls' environment")
    struct ControlConfigurationTests {
        @Test("controlSize(_:) sets the control size a style reads from the environment below it; regular elsewhere")
        func controlSizeInEnvironment() async {
            let host = Host()
            await host.launch {
                VStack {
                    SizeReader()
                    SizeReader().controlSize(.large)
                }
            }
            #expect(host.shows("regular"))
            #expect(host.shows("large"))
        }
    }
}
