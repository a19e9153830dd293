import Testing

@testable import ViewGraph

private struct Child: View {
    let title: String
    var body: some View {
        let _ = Console.record("Child.body")
        Text(title)
    }
}

private struct Parent: View {
    @State private var count = 0
    var body: some View {
        let _ = Console.record("Parent.body")
        VStack {
            Button("Count: \(count)") { count += 1 }
            Child(title: "Seattle")
        }
    }
}

/// Plain values only, and an `==` that says every two rows are the same.
private struct PODRow: View, Equatable {
    let number: Int
    nonisolated static func == (a: PODRow, b: PODRow) -> Bool {
        MainActor.assumeIsolated { Console.record("== asked") }
        return true
    }
    var body: some View {
        let _ = Console.record("Row.body \(number)")
        Text("Row \(number)")
    }
}

private struct StringRow: View, Equatable {
    let number: Int
    let name: String
    nonisolated static func == (a: StringRow, b: StringRow) -> Bool {
        MainActor.assumeIsolated { Console.record("== asked") }
        return true
    }
    var body: some View {
        let _ = Console.record("Row.body \(number)")
        Text("Row \(number), \(name)")
    }
}

private struct Rows: View {
    @State private var taps = 0
    let pod: Bool
    var modifier = false
    var body: some View {
        VStack {
            Button("Tap") { taps += 1 }
            if modifier {
                PODRow(number: taps).equatable()
            } else if pod {
                PODRow(number: taps)
            } else {
                StringRow(number: taps, name: "Seattle")
            }
        }
    }
}

private struct ButtonChild: View {
    let title: String
    let action: @MainActor () -> Void
    var body: some View {
        let _ = Console.record("body of \(title)")
        Button(title, action: action)
    }
}

private struct Closures: View {
    @State private var count = 0
    @State private var other = 0
    var body: some View {
        VStack {
            Button("Count: \(count)") { count += 1 }
            ButtonChild(title: "captures nothing") { print("tapped") }
            ButtonChild(title: "changes state") { other += 1 }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Comparing view values")
    struct ComparisonTests {
        @Test("A child made again with the same values does not run its body (lesson 7, card)")
        func equalChildSkipsBody() async throws {
            let host = Host.recording()
            await host.launch { Parent() }
            let lines = try await Console.capture { try await host.perform(.tap("Count: 0")) }
            #expect(lines == ["Parent.body"])
        }

        @Test("A plain-data view is compared byte by byte and its == is never asked (lesson 48, edge case 1)")
        func podIgnoresEquatable() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { Rows(pod: true) }
                for taps in 0..<3 {
                    try await host.perform(.tap("Tap"))
                    _ = taps
                }
            }
            #expect(lines == ["Row.body 0", "Row.body 1", "Row.body 2", "Row.body 3"])
        }

        @Test("Other views use their == from the second update on, and it is trusted (lesson 48, edge case 1)")
        func equatableFromSecondUpdate() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { Rows(pod: false) }
                for _ in 0..<3 { try await host.perform(.tap("Tap")) }
            }
            #expect(lines == ["Row.body 0", "Row.body 1", "== asked", "== asked"])
            #expect(host.screen().contains("  Text \"Row 1, Seattle\""))
        }

        @Test(".equatable() asks a plain-data view's == too, from its second update on, and trusts it")
        func equatableModifierOnPlainData() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { Rows(pod: true, modifier: true) }
                for _ in 0..<3 { try await host.perform(.tap("Tap")) }
            }
            #expect(lines == ["Row.body 0", "Row.body 1", "== asked", "== asked"])
            #expect(host.screen().contains("  Text \"Row 1\""))
        }

        @Test(
            "A closure that captures nothing is the same input; one that captures self is new (lesson 7, edge case 3)")
        func closures() async throws {
            let host = Host.recording()
            await host.launch { Closures() }
            let lines = try await Console.capture {
                try await host.perform(.tap("Count: 0"))
                try await host.perform(.tap("Count: 1"))
            }
            #expect(lines == ["body of changes state", "body of changes state"])
        }

        @Test("Byte comparison is a fast path only: equal heap strings compare equal field by field")
        func heapStrings() {
            let a = String(repeating: "San Pedro de Atacama ", count: 3)
            let b = String(repeating: "San Pedro de Atacama ", count: 3)
            #expect(ViewComparison.valuesEqual(Text(a), Text(b), askEquatable: false))
            #expect(!ViewComparison.valuesEqual(Text(a), Text(b + "!"), askEquatable: false))
        }
    }
}

private final class Draft {}

/// A child with equal `let`s each time, and `@State` that starts anew in each struct.
private struct Editor: View {
    let title: String
    @State private var draft: Draft
    @State private var words: Int

    init(title: String, words: Int) {
        self.title = "\(title)"
        _draft = State(initialValue: Draft())
        _words = State(initialValue: words)
    }

    var body: some View {
        let _ = Console.record("Editor body")
        Text("\(title), \(words) words")
    }
}

private struct EditorHost: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            Editor(title: "Notes", words: taps)
        }
    }
}

extension EngineTests.ComparisonTests {
    @Test(
        "A @State's starting value is not an input: a child made again with equal lets runs once after launch, as lesson 7's Counter did, then never"
    )
    func stateStartIsNotAnInput() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { EditorHost() } }
        #expect(launch == ["Editor body"])
        // The first new value is compared with the one the view was built from, which holds its
        // state's storage: that differs, as lesson 7's Clock recorded ("Counter.body" after the first
        // tick only). From then on only the starting values differ, and they are not inputs.
        let first = try await Console.capture { try await host.perform(.tap("Tap 0")) }
        #expect(first == ["Editor body"])
        let later = try await Console.capture {
            try await host.perform(.tap("Tap 1"))
            try await host.perform(.tap("Tap 2"))
        }
        #expect(later.isEmpty, "\(later)")
        #expect(host.screen() == ["VStack", "  Button \"Tap 3\"", "  Text \"Notes, 0 words\""])
    }
}
