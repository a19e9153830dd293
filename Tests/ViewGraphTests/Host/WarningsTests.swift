import Testing

@testable import ViewGraph

/// Unchecked on purpose: the test changes it from another thread to hear the engine's warning.
private final class Counter: ObservableObject, @unchecked Sendable {
    @Published var count = 0
}

private struct Publishing: View {
    @StateObject private var counter = Counter()
    var body: some View {
        // swift-format-ignore: NoAssignmentInExpressions
        let _ = counter.count == 0 ? counter.count = 1 : ()
        Button("Count \(counter.count)") {
            let counter = counter
            Task.detached { counter.count += 1 }
        }
    }
}

extension EngineTests {
    @Test("Publishing from a body, or from another thread, is logged in SwiftUI's words")
    func publishingWarnings() async throws {
        let host = Host()
        await host.launch { Publishing() }
        #expect(
            host.logLines.contains(
                "Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
        try await host.perform(.tap("Count 1"))
        for _ in 0..<50
        where !host.logLines.contains(where: { $0.hasPrefix("Publishing changes from background threads") }) {
            try await Task.sleep(nanoseconds: 2_000_000)
            await host.settle()
        }
        #expect(
            host.logLines.contains(
                "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
            ))
    }
}

/// Unchecked on purpose: the test changes it from another thread, as SwiftUI allows.
@Observable private final class Score: @unchecked Sendable {
    var points = 0
}

private struct Background: View {
    @State private var score = Score()
    @State private var label = "idle"
    var body: some View {
        VStack {
            Text("Points \(score.points)")
            Text(label)
            Button("Work") {
                let score = score
                let setLabel = $label
                Task.detached {
                    score.points += 1
                    setLabel.wrappedValue = "done"
                }
            }
        }
    }
}

extension EngineTests {
    @Test("State and Observation changed on another thread update the screen, as SwiftUI allows, instead of crashing")
    func changesFromAnotherThread() async throws {
        let host = Host()
        await host.launch { Background() }
        try await host.perform(.tap("Work"))
        for _ in 0..<100 where !(host.shows("Points 1") && host.shows("done")) {
            try await Task.sleep(nanoseconds: 2_000_000)
            await host.settle()
        }
        #expect(host.shows("Points 1"))
        #expect(host.shows("done"))
    }
}

private struct Ticking: View {
    @State private var ticks = 0
    @State private var timer: Timer?
    var body: some View {
        VStack {
            Text("Ticks \(ticks)")
            Button("Stop") { timer?.invalidate() }
        }
        .onAppear {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                MainActor.assumeIsolated { ticks += 1 }
            }
        }
    }
}

extension EngineTests {
    @Test("Timer.scheduledTimer fires on virtual time until invalidated")
    func scheduledTimer() async throws {
        let host = Host()
        await host.launch { Ticking() }
        try await host.perform(.wait(.seconds(3)))
        #expect(host.shows("Ticks 3"))
        try await host.perform(.tap("Stop"))
        try await host.perform(.wait(.seconds(3)))
        #expect(host.shows("Ticks 3"))
    }
}

private struct Chasing: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onChange(of: count) { count += 1 }
    }
}

extension EngineTests {
    @Test("An onChange action that changes its own value runs twice a frame, and SwiftUI's warning is logged")
    func onChangeLoop() async throws {
        let host = Host()
        await host.launch { Chasing() }
        try await host.perform(.tap("Count 0"))
        #expect(host.logLines == ["onChange(of: Int) action tried to update multiple times per frame."])
        #expect(host.shows("Count 3"))
    }
}

private struct Lost: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Seattle", value: 7)
        }
    }
}

extension EngineTests {
    @Test("A value link with no matching navigationDestination does nothing and says why in SwiftUI's log")
    func linkWithoutDestination() async throws {
        let host = Host()
        await host.launch { Lost() }
        try await host.perform(.tap("Seattle"))
        #expect(host.screen() == ["NavigationLink \"Seattle\""])
        #expect(
            host.logLines.first?.hasPrefix(
                "A NavigationLink is presenting a value of type “Int” but there is no matching navigationDestination")
                == true)
    }
}
