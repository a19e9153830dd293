import Foundation
import Testing

@testable import ViewGraph

/// A segmented picker whose segments are weather symbols, with no text of their own.
private struct WeatherPicker: View {
    let symbols = ["sun.max.fill", "cloud.fill", "snow"]
    @State private var picked = 1
    var body: some View {
        VStack {
            Picker("Weather", selection: $picked) {
                ForEach(0..<symbols.count, id: \.self) { index in
                    Image(systemName: symbols[index])
                }
            }
            .pickerStyle(.segmented)
            Text("Picked \(picked)")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Pickers whose options show only an image")
    struct ImageOptionPickerTests {
        @Test(
            "The selected option shows its image on the picker's line, and choose picks an option by its image's name")
        func imageOptions() async throws {
            let host = Host.recording()
            await host.launch { WeatherPicker() }
            #expect(host.screen() == ["VStack", "  Picker \"Weather\" Image \"cloud.fill\"", "  Text \"Picked 1\""])
            try await host.perform(.choose(["Weather", "snow"]))
            #expect(host.screen() == ["VStack", "  Picker \"Weather\" Image \"snow\"", "  Text \"Picked 2\""])
        }
    }
}
