import Testing

@testable import ViewGraph

// Consoles other people recorded from `onChange(of:initial:_:)`, replayed on the engine. Source:
// - [SB] sunabalab, "iOS 17 の新しい onChange(of:initial:_:) とその互換実装" (2023-08-31, Xcode 15 beta,
//   iOS 17): https://blog.sunabalab.dev/posts/20230831_swiftui_new_onchange. The page says what the
//   program printed in a sentence ("初期表示時に 0 → 0、ボタンをタップすると 0 → 1、1 → 2 …");
//   `print` is written as `Console.record`.
// - [PX] SRGSSR/pillarbox-apple issue #1069, "Missing playback states at the end of playback when
//   observed with `onChange` APIs" (2024-11-21, iOS 18): https://github.com/SRGSSR/pillarbox-apple/issues/1069
//   A maintainer's sample, "not an issue specific to Pillarbox but rather a SwiftUI behavior": a model
//   action sets a published count to 1 and then 2 in one go; `onChange` never sees the 1.

private struct ContentView: View {
    @State var count: Int = 0
    var body: some View {
        VStack {
            Text("count: \(count)")
            Button("+") {
                count += 1
            }
        }
        .onChange(of: count, initial: true) { oldValue, newValue in
            Console.record("\(oldValue) → \(newValue)")
        }
    }
}

/// [PX] in the project's words: one action writes a published step twice.
private final class StepRunner: ObservableObject {
    @Published private(set) var step = 0
    func runThrough() {
        step = 1
        step = 2
    }
    func rewind() { step = 0 }
}

private struct StepWatcher: View {
    @StateObject private var stepper = StepRunner()
    var body: some View {
        VStack {
            Text("Step \(stepper.step)")
            Button("Run through") { stepper.runThrough() }
            Button("Rewind") { stepper.rewind() }
        }
        .onChange(of: stepper.step) { old, new in Console.record("step \(old) → \(new)") }
    }
}

extension EngineTests {
    @MainActor @Suite("Published onChange consoles")
    struct PublishedOnChangeConsolesTests {
        @Test("[SB] initial: true runs once as the view appears with the value as both old and new, then per change")
        func initialThenEachChange() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { ContentView() } }
            #expect(launch == ["0 → 0"])
            let first = try await Console.capture { try await host.perform(.tap("+")) }
            #expect(first == ["0 → 1"])
            let second = try await Console.capture { try await host.perform(.tap("+")) }
            #expect(second == ["1 → 2"])
        }

        @Test("[PX] iOS 18: two writes in one action reach onChange as one change, from the first value to the last")
        func writesInOneActionCoalesce() async throws {
            let host = Host.recording()
            await host.launch { StepWatcher() }
            let run = try await Console.capture { try await host.perform(.tap("Run through")) }
            #expect(run == ["step 0 → 2"])
            let rewind = try await Console.capture { try await host.perform(.tap("Rewind")) }
            #expect(rewind == ["step 2 → 0"])
        }
    }
}
