import HostContract
import Testing

@testable import ViewGraph

private struct Rows: View {
    @State private var count = 2
    var body: some View {
        VStack {
            ForEach(0..<count) { index in Text("Row \(index)") }
            Button("Add a row") { count += 1 }
        }
    }
}

private struct Duplicates: View {
    var body: some View {
        ForEach(["Seattle", "Seattle"], id: \.self) { Text($0) }
    }
}

private struct WritesInBody: View {
    @State private var count = 0
    var body: some View {
        let _ = { count += 1 }()
        Text("\(count)")
    }
}

private struct Form: View {
    @State private var name = ""
    @State private var on = false
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Toggle("Favorites only", isOn: $on)
            Text("Hello, \(name)")
            Menu("Sort") {
                Button("By price") { name = "by price" }
                Button("By name") { name = "by name" }
            }
            Button("Delete") {}.disabled(true)
        }
    }
}

private struct Detail: View {
    let city: String
    var body: some View {
        Text(city)
            .onAppear { Console.record("viewed \(city)") }
            .onDisappear { Console.record("left \(city)") }
    }
}

private struct Navigation: View {
    var body: some View {
        NavigationStack {
            List(["Seattle", "Vancouver"], id: \.self) { city in
                NavigationLink(city) { Detail(city: city) }
            }
            .navigationTitle("Trips")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("The host: actions, screen and SwiftUI's log")
    struct HostTests {
        @Test(
            "A ForEach over a range that changes keeps its first count and logs SwiftUI's warning (lesson 48, edge case 6)"
        )
        func constantRange() async throws {
            let host = Host.recording()
            await host.launch { Rows() }
            try await host.perform(.tap("Add a row"))
            #expect(
                host.logLines == [
                    "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
                ])
            #expect(host.screen().filter { $0.contains("Row") }.count == 2)
        }

        @Test("An id used twice in a ForEach is logged")
        func duplicateIDs() async {
            let host = Host.recording()
            await host.launch { Duplicates() }
            #expect(
                host.logLines == [
                    "ForEach<Array<String>, String, Text>: the ID Seattle occurs multiple times within the collection, this will give undefined results!"
                ])
        }

        @Test("Writing state while a body runs is logged, and the update loop is bounded")
        func stateWrittenDuringUpdate() async {
            let host = Host.recording()
            await host.launch { WritesInBody() }
            #expect(host.logLines.first == "Modifying state during view update, this will cause undefined behavior.")
            #expect(host.logLines.contains { $0.contains("did not settle") })
        }

        @Test("Typing, toggling and choosing act on what the screen shows")
        func controls() async throws {
            let host = Host.recording()
            await host.launch { Form() }
            try await host.perform(.type("Ann", into: "Name"))
            try await host.perform(.toggle("Favorites only"))
            #expect(host.screen().contains("  Text \"Hello, Ann\""))
            #expect(host.screen().contains("  Toggle \"Favorites only\" on"))
            try await host.perform(.choose(["Sort", "By price"]))
            #expect(host.screen().contains("  Text \"Hello, by price\""))
        }

        @Test("Acting on something that is not there says what is")
        func missingControl() async {
            let host = Host.recording()
            await host.launch { Form() }
            await #expect(throws: HostError.self) { try await host.perform(.tap("Save")) }
            do {
                try await host.perform(.tap("Save"))
            } catch {
                #expect("\(error)".contains("nothing to tap labelled \"Save\""))
                #expect("\(error)".contains("\"Favorites only\""))
            }
            await #expect(throws: HostError.self) { try await host.perform(.tap("Delete")) }
        }

        @Test("Pushing and going back make the destination appear and disappear each time (lesson 7, edge case 7)")
        func navigation() async throws {
            let host = Host.recording()
            await host.launch { Navigation() }
            let lines = try await Console.capture {
                try await host.perform(.tap("Seattle"))
                try await host.perform(.back)
                try await host.perform(.tap("Seattle"))
            }
            #expect(lines == ["viewed Seattle", "left Seattle", "viewed Seattle"])
            #expect(host.screen() == ["NavigationBar", "  Button \"Back\"", "Text \"Seattle\""])
        }

        @Test("Plays parse as authors write them, and bad ones say what to write")
        func parsingPlays() throws {
            #expect(
                try HostAction.parsePlay(
                    "launch; tap Count: 0; wait 1.5s; type 'a; b' into Name; choose Sort > By price; back")
                    == [
                        .launch, .tap("Count: 0"), .wait(.milliseconds(1500)), .type("a; b", into: "Name"),
                        .choose(["Sort", "By price"]), .back,
                    ])
            #expect(throws: ActionParseError.self) { try HostAction(parsing: "press Count") }
            #expect(throws: ActionParseError.self) { try HostAction(parsing: "wait soon") }
        }

        @Test(
            "A scroll by an amount: scroll down 120 goes 120 points further, scroll up 40.5 back; it reads back as written, and a word for the amount is refused"
        )
        func parsingScrollAmounts() throws {
            #expect(
                try HostAction.parsePlay("scroll down 120; scroll up 40.5") == [.scroll(.by(120)), .scroll(.by(-40.5))])
            for action in [HostAction.scroll(.by(120)), .scroll(.by(-40.5)), .scroll(.by(1e308)), .scroll(.by(-1e20))] {
                #expect(try HostAction(parsing: action.description) == action)
            }
            #expect(throws: ActionParseError.self) { try HostAction(parsing: "scroll down far") }
            #expect(throws: ActionParseError.self) { try HostAction(parsing: "scroll up -3") }
        }

        @Test("An apostrophe inside a label is a letter: it opens no quote, so the next ';' still ends the action")
        func apostrophesInLabels() throws {
            #expect(
                try HostAction.parsePlay("launch; tap Roll 'em!; wait 3s") == [
                    .launch, .tap("Roll 'em!"), .wait(.seconds(3)),
                ])
            #expect(try HostAction.parsePlay("tap Don't save; tap 'a; b'") == [.tap("Don't save"), .tap("a; b")])
            #expect(
                try HostAction.parsePlay("tap City in 'Vancouver, BC'; back") == [
                    .tap("City in 'Vancouver, BC'"), .back,
                ])
        }

        @Test(
            "Quoted text keeps its spaces: type ' 2' into a field types a space, then 2; so does a play round-tripped through its description"
        )
        func quotedSpaces() throws {
            #expect(
                try HostAction.parsePlay("type ' 2' into Amount; type '3 '") == [
                    .type(" 2", into: "Amount"), .type("3 ", into: nil),
                ])
            for action in try HostAction.parsePlay("type ' 2' into Amount; type '3 '; tap ' padded '") {
                #expect(try HostAction(parsing: action.description) == action)
            }
        }
    }
}

private struct Typed: View {
    var body: some View {
        Text("Trips").padding().frame(width: 100).id(1)
    }
}

extension EngineTests.HostTests {
    @Test("Modifiers carry SwiftUI's type names, so type(of: body) reads as on iOS")
    func bodyTypeNames() {
        #expect(
            String(describing: type(of: Typed().body))
                == "IDView<ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _FrameLayout>, Int>")
    }
}
