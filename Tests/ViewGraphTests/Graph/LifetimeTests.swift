import Observation
import Testing

@testable import ViewGraph

/// Counts the models made and freed, as the `print`s in `init` and `deinit` of lesson 20's edge case 9 do.
/// Models left over from an earlier test (its host is freed when the next one starts) are not counted.
@MainActor
private enum Models {
    static var made = 0
    static var freed = 0
    static var run = 0
    static func reset() {
        made = 0
        freed = 0
        run += 1
    }
    static func didMake() -> Int {
        made += 1
        return run
    }
    static func didFree(_ madeIn: Int) { if madeIn == run { freed += 1 } }
}

@MainActor
@Observable
private final class Model {
    var count = 0
    @ObservationIgnored private let run = Models.didMake()
    deinit { MainActor.assumeIsolated { Models.didFree(run) } }
}

/// A plain class, not observed: freed with the state that holds it.
@MainActor
private final class Plain {
    private let run = Models.didMake()
    deinit { MainActor.assumeIsolated { Models.didFree(run) } }
}

/// A panel whose body reads its model, as lesson 20's `TripPanel` does.
private struct Panel: View {
    @State private var model = Model()
    var body: some View {
        Button("Count: \(model.count)") { model.count += 1 }
    }
}

/// A panel whose body never reads what its state holds.
private struct SilentPanel: View {
    @State private var plain = Plain()
    var body: some View { Text("Silent") }
}

/// An `ObservableObject` a view owns through `@StateObject`.
@MainActor
private final class OwnedObject: ObservableObject {
    @Published var count = 0
    private let run = Models.didMake()
    deinit { MainActor.assumeIsolated { Models.didFree(run) } }
}

private struct OwningPanel: View {
    @StateObject private var object = OwnedObject()
    var body: some View {
        Button("Owned: \(object.count)") { object.count += 1 }
    }
}

private struct Switched<Content: View>: View {
    @State private var isLarge = false
    let content: () -> Content
    var body: some View {
        VStack {
            Toggle("Large", isOn: $isLarge)
            if isLarge {
                content().font(.largeTitle)
            } else {
                content()
            }
        }
    }
}

private struct Reset: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Panel().id(generation)
            Button("Start again") { generation += 1 }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Lifetime: state ends with its view's identity")
    struct LifetimeTests {
        @Test(
            "A model in @State whose properties the body read is freed when the view's identity ends (lesson 20, edge case 9)"
        )
        func observedModelIsFreed() async throws {
            Models.reset()
            let host = Host()
            await host.launch { Switched { Panel() } }
            #expect(Models.made == 1 && Models.freed == 0)
            try await host.perform(.tap("Count: 0"))
            try await host.perform(.toggle("Large"))
            #expect(Models.made == 2)
            #expect(Models.freed == 1, "the model of the branch that went must be freed with it")
            try await host.perform(.toggle("Large"))
            #expect(Models.made == 3 && Models.freed == 2)
            #expect(host.shows("Count: 0"))
        }

        @Test(
            "A @StateObject is freed when its view's identity ends, though its view subscribed to it")
        func stateObjectIsFreed() async throws {
            Models.reset()
            let host = Host()
            await host.launch { Switched { OwningPanel() } }
            try await host.perform(.tap("Owned: 0"))
            try await host.perform(.toggle("Large"))
            #expect(Models.made == 2)
            #expect(Models.freed == 1, "the object of the branch that went must be freed with it")
            try await host.perform(.tap("Owned: 0"))
            #expect(host.shows("Owned: 1"), "the new branch's object still updates its view")
        }

        @Test("An object in @State that no body reads is freed with its view")
        func unreadObjectIsFreed() async throws {
            Models.reset()
            let host = Host()
            await host.launch { Switched { SilentPanel() } }
            try await host.perform(.toggle("Large"))
            try await host.perform(.toggle("Large"))
            #expect(Models.made == 3 && Models.freed == 2)
        }

        @Test("A view given a new .id(_:) frees the old view's model, and a long run keeps one model alive")
        func newIdentityFreesModel() async throws {
            Models.reset()
            let host = Host()
            await host.launch { Reset() }
            for _ in 0..<20 {
                try await host.perform(.tap("Count: 0"))
                try await host.perform(.tap("Start again"))
            }
            #expect(Models.made == 21)
            #expect(Models.freed == 20)
        }

        @Test("A finished play's app is freed, models and all, once the next play starts")
        func graphReleasesEverything() async throws {
            Models.reset()
            do {
                let host = Host()
                await host.launch { Switched { Panel() } }
                try await host.perform(.tap("Count: 0"))
            }
            #expect(Models.made == 1)
            _ = Host()  // the current host is kept until another takes its place
            #expect(Models.freed == 1)
        }
    }
}
