import Testing

@testable import ViewGraph

/// Views declared inside other types, as public code often writes them.
private enum Screens {
    struct Plain: View {
        var body: some View {
            let _ = Self._printChanges()
            Text("Plain")
        }
    }

    struct Generic<Value>: View {
        let value: Value
        var body: some View {
            let _ = Self._printChanges()
            Text("\(value)")
        }
    }
}

private struct Nesting: View {
    var body: some View {
        VStack {
            Screens.Plain()
            Screens.Generic(value: 3)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("The type name _printChanges() prints")
    struct ViewTypeNameTests {
        @Test("A nested view is named from its outermost type, without the module or a private scope")
        func nested() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Nesting() } }
            #expect(launch == ["Screens.Plain: @self changed.", "Screens.Generic<Int>: @self changed."])
        }

        @Test(
            "Modules are dropped from every part of a name, generic arguments included",
            arguments: [
                ("App.Row", "Row"),
                ("App.Screens.Row<Swift.Int>", "Screens.Row<Int>"),
                ("App.(unknown context at $10a2b3c4).Row", "Row"),
                ("App.Outer.(unknown context at $1).(unknown context at $2).Local", "Outer.Local"),
                (
                    "App.Row<Swift.Dictionary<Swift.String, Swift.Optional<App.Item>>>",
                    "Row<Dictionary<String, Optional<Item>>>"
                ),
            ])
        func names(qualified: String, printed: String) {
            #expect(printedTypeName(fromQualified: qualified) == printed)
        }
    }
}
