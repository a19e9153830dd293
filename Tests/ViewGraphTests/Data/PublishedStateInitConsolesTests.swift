import Testing

@testable import ViewGraph

// Consoles other people recorded about when `@State`'s starting value runs, replayed on the engine.
// Source:
// - [NC] Natalia Panferova, "Initializing @Observable classes with the @State macro in Xcode 27"
//   (nilcoalescing.com, Xcode 27 beta): https://www.nilcoalescing.com/blog/InitializingObservableClassesWithTheStateMacroInXcode27
//   "The observable's initializer runs only once, when SwiftUI sets up the state storage for the
//   view. Subsequent recreations of the view struct do not cause the model's initialization logic to
//   run again", shown by a print in the model's init while a parent's tint changes. The stored page
//   ends after the model and the first line of ContentView; the rest of the program (a tint toggled
//   by a button, the counter view under it) is the project's reading of the page's description.
// - [JS] Jesse Squires, "SwiftUI's Observable macro is not a drop-in replacement for ObservableObject"
//   (jessesquires.com, 2024-09-09, iOS 17 and 18, before the macro): "When using @State, the
//   initializer for Value will be called every single time SwiftUI destroys and rebuilds the view
//   hierarchy", where `@StateObject`, whose initializer takes an autoclosure, "will only ever
//   initialize the value once".

/// [JS]'s model, as an `@Observable` held in `@State`.
@Observable
private final class SquiresModel {
    init() { MainActor.assumeIsolated { Console.record("SquiresModel init") } }
}

/// [JS]'s model, as an `ObservableObject` held in `@StateObject`.
private final class SquiresObject: ObservableObject {
    init() { MainActor.assumeIsolated { Console.record("SquiresObject init") } }
}

private struct SquiresChild: View {
    @State private var model = SquiresModel()
    @StateObject private var object = SquiresObject()
    var body: some View { Text("child") }
}

/// A parent whose body makes the child again on every tap.
private struct SquiresParent: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Taps \(taps)") { taps += 1 }
            SquiresChild()
        }
    }
}

@Observable
private final class CounterViewModel {
    var count = 0
    init() {
        MainActor.assumeIsolated { Console.record("CounterViewModel initialized") }
    }
    func increment() { count += 1 }
}

private struct ContentView: View {
    @State private var tint: Color = .blue
    var body: some View {
        VStack {
            CounterView()
                .tint(tint)
            Button("Change tint") {
                tint = tint == .blue ? .orange : .blue
            }
        }
    }
}

private struct CounterView: View {
    @State private var viewModel = CounterViewModel()
    var body: some View {
        Button("Count: \(viewModel.count)") {
            viewModel.increment()
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Published @State initialization consoles")
    struct PublishedStateInitConsolesTests {
        @Test("[JS] iOS 18: @State's model is made with every struct of the view; @StateObject's only once")
        func madeWithEveryStructBeforeTheMacro() async throws {
            let host = Host.recording()
            host.device = DeviceMetrics(model: .iPhone15, systemVersion: 18)
            let launch = await Console.capture { await host.launch { SquiresParent() } }
            #expect(launch.filter { $0 == "SquiresObject init" }.count == 1)
            #expect(launch.contains("SquiresModel init"))
            let tap = try await Console.capture { try await host.perform(.tap("Taps 0")) }
            #expect(tap == ["SquiresModel init"])
        }

        @Test("[NC] Xcode 27: an @Observable in @State is made once, however often its view struct is made again")
        func madeOnce() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { ContentView() } }
            #expect(launch == ["CounterViewModel initialized"])
            let tints = try await Console.capture {
                try await host.perform(.tap("Change tint"))
                try await host.perform(.tap("Change tint"))
            }
            #expect(tints == [])
            try await host.perform(.tap("Count: 0"))
            #expect(host.screen().contains { $0.contains("Count: 1") })
        }
    }
}
