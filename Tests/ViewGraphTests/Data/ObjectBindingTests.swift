import Testing

@testable import ViewGraph

private final class Store: ObservableObject {
    @Published var date = "start"
    @Published var other = 0
}

private struct Shows: View {
    @Binding var date: String
    var body: some View {
        let _ = Console.record("shows \(date)")
        Text(date)
    }
}

private struct Parent: View {
    @ObservedObject var store: Store
    var body: some View {
        VStack {
            Shows(date: $store.date)
            Button("Change date") { store.date = "changed" }
            Button("Change other") { store.other += 1 }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Bindings to an object's property")
    struct ObjectBindingTests {
        @Test("a child given $store.date runs when the parent runs with a new date")
        func newValueRunsChild() async throws {
            let host = Host.recording()
            let store = Store()
            await host.launch { Parent(store: store) }
            let printed = try await Console.capture { try await host.perform(.tap("Change date")) }
            #expect(printed == ["shows changed"])
        }

        @Test("the same binding with the same value is the same input: the child does not run")
        func sameValueSkipsChild() async throws {
            let host = Host.recording()
            let store = Store()
            await host.launch { Parent(store: store) }
            let printed = try await Console.capture { try await host.perform(.tap("Change other")) }
            #expect(printed.isEmpty)
        }
    }
}

private struct HandsOn: View {
    let name: String
    @Binding var isOn: Bool
    var body: some View {
        let _ = Console.record("\(name) body")
        // Hands the binding on without reading it.
        Toggle(name, isOn: $isOn)
    }
}

private struct ShowsBothFlags: View {
    @State private var first = false
    @State private var second = false
    var body: some View {
        VStack {
            Text("\(first) \(second)")
            HandsOn(name: "First", isOn: $first)
            HandsOn(name: "Second", isOn: $second)
        }
    }
}

extension EngineTests.ObjectBindingTests {
    @Test("A parent that runs hands a child a binding to state with a new value: the child runs, read or not")
    func stateBindingWithNewValueRunsChild() async throws {
        let host = Host.recording()
        await host.launch { ShowsBothFlags() }
        let first = try await Console.capture { try await host.perform(.toggle("First")) }
        #expect(first == ["First body"])
        // Second's body was skipped above; its binding now carries a new value all the same.
        let second = try await Console.capture { try await host.perform(.toggle("Second")) }
        #expect(second == ["Second body"])
    }
}
