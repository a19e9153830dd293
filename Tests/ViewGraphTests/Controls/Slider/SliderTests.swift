import Foundation
import Testing

@testable import ViewGraph

private struct Volume: View {
    @State private var level = 0.5
    var body: some View {
        Slider(value: $level, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Volume") }
    }
}

extension EngineTests {
    @MainActor @Suite("Sliders")
    struct SliderTests {
        @Test("A slider with value labels given as views (the iOS 13 form) shows its label and value")
        func sliderWithValueLabels() async throws {
            let host = Host.recording()
            await host.launch { Volume() }
            #expect(host.screen() == ["Slider \"Volume\" 0.5"])
        }
    }
}
