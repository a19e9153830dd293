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

extension EngineTests {
    @Test(
        "A combined gesture's value is Equatable when both gestures' values are, so onChanged takes it; equal parts make equal values"
    )
    func combinedGestureValuesCompare() async {
        typealias Pinch = SimultaneousGesture<MagnificationGesture, RotationGesture>
        let one = Pinch.Value(first: 2, second: .degrees(30))
        let same = Pinch.Value(first: 2, second: .degrees(30))
        #expect(one == same)
        #expect(one != Pinch.Value(first: 2, second: nil))
        #expect(SequenceGesture<LongPressGesture, MagnificationGesture>.Value.second(true, nil) == .second(true, nil))
        #expect(ExclusiveGesture<MagnificationGesture, RotationGesture>.Value.first(1) != .first(2))
        let host = Host()
        await host.launch {
            Text("Pinch me").gesture(MagnificationGesture().simultaneously(with: RotationGesture()).onChanged { _ in })
        }
        #expect(host.screen() == ["Text \"Pinch me\""])
    }
}

extension EngineTests {
    @Test(
        "onKeyPress(keys:) and onKeyPress(characters:) build with a set of keys or characters, keep the view, and are listed as not modelled"
    )
    func keyPressSets() async {
        UnmodelledAPI.reset()
        let host = Host.recording()
        await host.launch {
            Text("Editor")
                .onKeyPress(keys: [.escape, "w", "q"]) { _ in .handled }
                .onKeyPress(characters: .decimalDigits) { _ in .ignored }
        }
        #expect(host.screen() == ["Text \"Editor\""])
        #expect(UnmodelledAPI.used == ["onKeyPress"])
    }
}
