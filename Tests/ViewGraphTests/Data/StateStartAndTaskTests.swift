import Testing

@testable import ViewGraph

@MainActor private final class Loader {
    init() { Console.record("Loader.init") }
}

private struct Child: View {
    @State private var loader = Loader()
    let n: Int
    var body: some View {
        Text("child \(n)")
            .task {
                do {
                    try await Task.sleep(for: .seconds(10))
                    Console.record("slept")
                } catch {
                    Console.record("cancelled \(error)")
                }
            }
            .task(id: n) {
                Console.record("task id \(n) start")
                do {
                    try await Task.sleep(for: .seconds(1))
                    Console.record("task id \(n) done")
                } catch { Console.record("task id \(n) cancelled") }
            }
    }
}

private struct Parent: View {
    @State private var shown = true
    @State private var n = 0
    var body: some View {
        let _ = Console.record("Parent.body")
        VStack {
            Button("Hide") { shown.toggle() }
            Button("Bump") { n += 1 }
            if shown { Child(n: n) }
        }
        .onChange(of: n) { old, new in Console.record("onChange \(old) -> \(new)") }
    }
}

extension EngineTests {
    @Test("A @State's starting expression runs once per identity, however often the struct is made (lesson 7, step 3)")
    func stateStartRunsOnce() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { Parent() } }
        #expect(launch.filter { $0 == "Loader.init" }.count == 1)
        let bump = try await Console.capture { try await host.perform(.tap("Bump")) }
        #expect(bump.contains("Parent.body") && !bump.contains("Loader.init"))
        try await host.perform(.tap("Hide"))
        let again = try await Console.capture { try await host.perform(.tap("Hide")) }
        #expect(again.filter { $0 == "Loader.init" }.count == 1)
    }

    @Test("A task is cancelled when its view goes away; task(id:) cancels and starts again when the id changes")
    func tasksFollowTheView() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { Parent() } }
        #expect(launch.contains("task id 0 start"))
        let bump = try await Console.capture { try await host.perform(.tap("Bump")) }
        #expect(Set(bump.filter { $0.hasPrefix("task") }) == ["task id 1 start", "task id 0 cancelled"])
        #expect(bump.first == "Parent.body" && bump.dropFirst().first == "onChange 0 -> 1")
        let waited = try await Console.capture { try await host.perform(.wait(.seconds(2))) }
        #expect(waited == ["task id 1 done"])
        let hidden = try await Console.capture { try await host.perform(.tap("Hide")) }
        #expect(hidden == ["Parent.body", "cancelled CancellationError()"])
    }
}
