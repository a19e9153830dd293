import Testing

@testable import ViewGraph

/// A view replaced through `.id(_:)`, leaving with the default transition or with none.
private struct Replaced: View {
    let leavesAtOnce: Bool
    @State private var toggle = false

    var body: some View {
        VStack {
            Button("Toggle") { toggle.toggle() }
            if leavesAtOnce {
                marked.transition(.identity).id(toggle)
            } else {
                marked.id(toggle)
            }
        }
    }

    private var marked: some View {
        Color.red
            .onAppear { Console.record("appear \(toggle)") }
            .onDisappear { Console.record("disappear \(toggle)") }
    }
}

/// A branch of an `if` that leaves with `.asymmetric(insertion: .opacity, removal: .identity)`.
private struct Branches: View {
    @State private var first = true
    var body: some View {
        VStack {
            Button("Switch") { first.toggle() }
            if first {
                Text("First")
                    .onAppear { Console.record("first appeared") }
                    .onDisappear { Console.record("first gone") }
                    .transition(.asymmetric(insertion: .opacity, removal: .identity))
            } else {
                Text("Second")
                    .onAppear { Console.record("second appeared") }
            }
        }
    }
}

/// A transition of one's own whose look while shown adds a caption under its content.
private struct Captioned: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        VStack {
            content
            Text(phase.isIdentity ? "shown \(phase.value)" : "moving")
        }
    }
}

/// A branch that comes and goes with a `Transition` of its own.
private struct CustomBranch: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Switch") { withAnimation { shown.toggle() } }
            if shown {
                Text("Photo")
                    .onDisappear { Console.record("photo gone") }
                    .transition(Captioned())
            }
            Text("After")
                .onAppear { Console.record("after appeared") }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("When a replaced view disappears, by its transition")
    struct TransitionLifecycleTests {
        @Test(
            "With a removal transition the new view appears first; with .identity the old one goes first",
            arguments: [(false, ["appear true", "disappear true"]), (true, ["disappear true", "appear true"])])
        func replacedByID(leavesAtOnce: Bool, expected: [String]) async throws {
            let host = Host.recording()
            await host.launch { Replaced(leavesAtOnce: leavesAtOnce) }
            let toggled = try await Console.capture { try await host.perform(.tap("Toggle")) }
            #expect(toggled == expected)
        }

        @Test("An if branch whose removal is .identity disappears before the other branch appears")
        func asymmetricRemoval() async throws {
            let host = Host.recording()
            await host.launch { Branches() }
            let switched = try await Console.capture { try await host.perform(.tap("Switch")) }
            #expect(switched == ["first gone", "second appeared"])
        }

        @Test("A Transition of one's own shows its identity-phase body; its phases scale -1, 0, 1")
        func customTransition() async throws {
            #expect([TransitionPhase.willAppear, .identity, .didDisappear].map(\.value) == [-1, 0, 1])
            #expect(Captioned.properties.hasMotion)
            let host = Host.recording()
            await host.launch { CustomBranch() }
            #expect(
                host.screen() == [
                    "VStack", "  Button \"Switch\"", "  VStack", "    Text \"Photo\"", "    Text \"shown 0.000000\"",
                    "  Text \"After\"",
                ])
            let lines = try await Console.capture { try await host.perform(.tap("Switch")) }
            #expect(lines == ["photo gone"])
            #expect(host.screen() == ["VStack", "  Button \"Switch\"", "  Text \"After\""])
        }
    }
}
