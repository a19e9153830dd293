import Foundation
import Testing
@testable import ViewGraph

private struct Gestures: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)").gesture(TapGesture().onEnded { taps += 1 })
            Text("Drag me").gesture(DragGesture().onEnded { _ in taps = 100 })
        }
    }
}

extension EngineTests {
@MainActor @Suite("Gestures")
struct GesturesTests {
    @Test("A tap gesture's onEnded runs when tapped; a drag gesture is not a control")
    func tapGesture() async throws {
        let host = Host.recording()
        await host.launch { Gestures() }
        try await host.perform(.tap("Taps: 0"))
        #expect(host.screen() == ["VStack", "  Text \"Taps: 1\"", "  Text \"Drag me\""])
        await #expect(throws: HostError.self) { try await host.perform(.tap("Drag me")) }
    }
}
}
