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

private struct CombinedGestures: View {
    var body: some View {
        let combined = SimultaneousGesture(RotationGesture(), MagnificationGesture())
        let ordered = SequenceGesture(LongPressGesture(), DragGesture())
        let either = ExclusiveGesture(TapGesture(count: 2), TapGesture())
        Text("Photo \(either.first.count)/\(either.second.count)")
            .gesture(combined)
            .gesture(ordered.first.minimumDuration > 0 ? ordered : ordered)
    }
}

extension EngineTests {
    @Test("SimultaneousGesture, SequenceGesture and ExclusiveGesture are made from two gestures and keep both")
    func combinedGestureInitializers() async {
        let host = Host()
        await host.launch { CombinedGestures() }
        #expect(host.screen() == ["Text \"Photo 2/1\""])
        let pair = TapGesture(count: 3).simultaneously(with: LongPressGesture(minimumDuration: 2))
        #expect(pair.first.count == 3 && pair.second.minimumDuration == 2)
    }
}
