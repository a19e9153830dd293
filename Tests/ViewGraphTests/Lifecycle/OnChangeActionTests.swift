import Testing

@testable import ViewGraph

private struct CapturesOld: View {
    @State private var t = 0
    /// Deprecated, as the `onChange(of:perform:)` it tests is: a deprecated API called from a
    /// deprecated declaration does not warn, so the tests build clean and still exercise it.
    @available(*, deprecated, message: "tests the deprecated onChange(of:perform:)")
    var body: some View {
        Button("change") { t += 1 }
            .onChange(of: t) { [t] newValue in Console.record("old \(t) new \(newValue)") }
    }
}

private struct CapturesInTwoValueForm: View {
    @State private var t = 0
    var body: some View {
        Button("change") { t += 1 }
            .onChange(of: t) { [t] old, new in Console.record("captured \(t) old \(old) new \(new)") }
    }
}

private struct Chasing: View {
    @State private var t = 0
    var body: some View {
        Button("change \(t)") { t += 1 }
            .onChange(of: t) { old, new in
                Console.record("\(old) -> \(new)")
                t += 1
            }
    }
}

extension EngineTests {
    @MainActor @Suite("onChange actions")
    struct OnChangeActionTests {
        @Test("the iOS 14 form runs the closure of the view value before the change")
        func deprecatedFormRunsPreviousClosure() async throws {
            let host = Host.recording()
            await host.launch { CapturesOld() }
            let printed = try await Console.capture {
                try await host.perform(.tap("change"))
                try await host.perform(.tap("change"))
            }
            #expect(printed == ["old 0 new 1", "old 1 new 2"])
        }

        @Test("the two-value form runs the new view value's closure")
        func twoValueFormRunsNewClosure() async throws {
            let host = Host.recording()
            await host.launch { CapturesInTwoValueForm() }
            let printed = try await Console.capture { try await host.perform(.tap("change")) }
            #expect(printed == ["captured 1 old 0 new 1"])
        }

        @Test("an action that changes its own value runs twice in a frame, then SwiftUI logs and stops it")
        func twicePerFrame() async throws {
            let host = Host.recording()
            await host.launch { Chasing() }
            let printed = try await Console.capture { try await host.perform(.tap("change 0")) }
            #expect(printed == ["0 -> 1", "1 -> 2"])
            #expect(host.logLines == ["onChange(of: Int) action tried to update multiple times per frame."])
            #expect(host.shows("change 3"))
        }
    }
}
