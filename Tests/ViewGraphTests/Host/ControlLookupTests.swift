import Testing

@testable import ViewGraph

/// Two trips, each with a "City" field and a "Delete" button in its own row.
private struct TwoRows: View {
    @State private var cities = ["Seattle", "Vancouver"]
    @State private var typed = ["", ""]
    var body: some View {
        VStack {
            ForEach(0..<2) { index in
                HStack {
                    Text(cities[index])
                    TextField("City", text: $typed[index])
                    Button("Delete") { Console.record("delete \(cities[index])") }
                }
            }
            Text("typed: \(typed[0]) | \(typed[1])")
        }
    }
}

/// Two rows that show nothing to tell them apart, and a button whose label reads like a pick.
private struct Twins: View {
    var body: some View {
        VStack {
            Button("Add") { Console.record("first") }
            Button("Add") { Console.record("second") }
            Button("Item #2") { Console.record("item two") }
            Button("Sign in") { Console.record("signed in") }
        }
    }
}

/// A row that shows a time, as iOS formats it, and a toolbar-like icon button with no text.
private struct TimeAndIcon: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button {
                taps += 10
            } label: {
                Text("Camping 10:00\u{202F}PM")
            }
            Button {
                taps += 1
            } label: {
                Image(systemName: "plus")
            }
            Text("taps: \(taps)")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("The host: which control a label names")
    struct ControlLookupTests {
        @Test("Two controls with one label: the play is told it is ambiguous, where each one is, and how to pick")
        func ambiguous() async throws {
            let host = Host.recording()
            await host.launch { TwoRows() }
            do {
                try await host.perform(.type("abc", into: "City"))
                Issue.record("typing into one of two \"City\" fields must not pick the first silently")
            } catch let error as HostError {
                #expect(
                    "\(error)"
                        == "2 controls on the screen could be the one to type into as \"City\": #1, a TextField beside \"Seattle\"; "
                        + "#2, a TextField beside \"Vancouver\". Say which: `City #2` (the second from the top), or by a text beside it: `City in Seattle`"
                )
            }
            #expect(host.screen().last == "  Text \"typed:  | \"", "nothing was typed")
        }

        @Test("`City #2` picks the second from the top, `Delete in Vancouver` the one in Vancouver's row")
        func picking() async throws {
            let host = Host.recording()
            await host.launch { TwoRows() }
            try await host.perform(.type("abc", into: "City #2"))
            #expect(host.screen().last == "  Text \"typed:  | abc\"")
            try await host.perform(.type("xy", into: "City in Seattle"))
            #expect(host.screen().last == "  Text \"typed: xy | abc\"")
            let lines = try await Console.capture {
                try await host.perform(.tap("Delete in 'Vancouver'"))
                try await host.perform(.tap("Delete #1"))
            }
            #expect(lines == ["delete Vancouver", "delete Seattle"])
        }

        @Test("A pick that finds nothing says what there is")
        func badPicks() async {
            let host = Host.recording()
            await host.launch { TwoRows() }
            do {
                try await host.perform(.type("abc", into: "City #3"))
            } catch {
                #expect("\(error)" == "there is no #3 labelled \"City\": the screen shows only 2")
            }
            do {
                try await host.perform(.tap("Delete in Lima"))
            } catch {
                #expect(
                    "\(error)"
                        == "no control labelled \"Delete\" has \"Lima\" beside it: #1, a Button beside \"Seattle\"; #2, a Button beside \"Vancouver\""
                )
            }
        }

        @Test("A label that names a control whole is taken whole; identical twins can still be told apart by number")
        func wholeLabelsFirst() async throws {
            let host = Host.recording()
            await host.launch { Twins() }
            let lines = try await Console.capture {
                try await host.perform(.tap("Item #2"))
                try await host.perform(.tap("Sign in"))
                try await host.perform(.tap("Add #2"))
            }
            #expect(lines == ["item two", "signed in", "second"])
            do {
                try await host.perform(.tap("Add"))
            } catch {
                #expect(
                    "\(error)".contains(
                        "#1, a Button with no text beside it that the others lack; #2, a Button with no text beside it that the others lack. Say which: `Add #2`"
                    ))
            }
        }

        @Test(
            "A label typed with plain spaces finds a time's narrow no-break space; an icon-only button answers to its image's name"
        )
        func plainSpacesAndIcons() async throws {
            let host = Host.recording()
            await host.launch { TimeAndIcon() }
            try await host.perform(.tap("Camping 10:00 PM"))
            #expect(host.screen().last == "  Text \"taps: 10\"")
            try await host.perform(.tap("plus"))
            #expect(host.screen().last == "  Text \"taps: 11\"")
            #expect(
                host.screen().contains("  Button Image \"plus\""), "a button with no text shows its icon on its line")
            #expect(throws: HostError.self) { try host.control(labelled: "minus") }
        }
    }
}
