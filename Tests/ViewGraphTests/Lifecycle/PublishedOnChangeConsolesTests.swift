import Testing
@testable import ViewGraph

// Consoles other people recorded from `onChange(of:initial:_:)`, replayed on the engine. Source:
// - [SB] sunabalab, "iOS 17 の新しい onChange(of:initial:_:) とその互換実装" (2023-08-31, Xcode 15 beta,
//   iOS 17): https://blog.sunabalab.dev/posts/20230831_swiftui_new_onchange. The page says what the
//   program printed in a sentence ("初期表示時に 0 → 0、ボタンをタップすると 0 → 1、1 → 2 …");
//   `print` is written as `Console.record`.

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
}
}
