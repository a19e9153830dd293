import Testing

@testable import ViewGraph

private struct Tally: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name): \(count)") { count += 1 }
            .onAppear { Console.record("appear \(name)") }
            .onDisappear { Console.record("disappear \(name)") }
    }
}

private struct Branches: View {
    @State private var editing = false
    var body: some View {
        VStack {
            Button("Switch") { editing.toggle() }
            if editing { Tally(name: "A") } else { Tally(name: "B") }
        }
    }
}

private struct Reidentified: View {
    @State private var version = 0
    var body: some View {
        VStack {
            Button("New id") { version += 1 }
            Tally(name: "T").id(version)
        }
    }
}

private struct Erased: View {
    @State private var large = false
    @State private var sameType = false
    var body: some View {
        VStack {
            Button("Switch") { large.toggle() }
            Button("Same type") { sameType = true }
            tally
        }
    }

    /// `Tally` with a font, or bare: two types, unless `sameType`.
    private var tally: AnyView {
        if sameType { return AnyView(Tally(name: large ? "L" : "N")) }
        return large ? AnyView(Tally(name: "L").font(.largeTitle)) : AnyView(Tally(name: "N"))
    }
}

private struct Place: Identifiable {
    let id: Int
    var city: String
}

/// Seattle and Atacama share id 1, until "Fix" gives Atacama its own.
private struct RepeatedIDs: View {
    let inList: Bool
    @State private var fixed = false
    var places: [Place] {
        [Place(id: 1, city: "Seattle"), Place(id: 2, city: "Vancouver"), Place(id: fixed ? 3 : 1, city: "Atacama")]
    }
    var body: some View {
        VStack {
            Button("Fix") { fixed = true }
            if inList {
                List(places) { place in Text(place.city) }
            } else {
                ForEach(places) { place in Text(place.city) }
            }
        }
    }
}

/// Rows identified by the text they edit, or by an id of their own.
private struct Names: View {
    @State private var names = ["Seattle", "Vancouver"]
    @State private var cities = [Place(id: 1, city: "Seattle"), Place(id: 2, city: "Vancouver")]
    let byText: Bool
    var body: some View {
        VStack {
            if byText {
                ForEach($names, id: \.self) { $name in TextField("City", text: $name) }
            } else {
                ForEach($cities) { $city in TextField("City", text: $city.city) }
            }
            Text(byText ? names.joined(separator: ", ") : cities.map(\.city).joined(separator: ", "))
        }
    }
}

private struct Card: View {
    let city: String
    init(city: String) {
        self.city = city
        Console.record("init \(city)")
    }
    var body: some View {
        let _ = Console.record("body \(city)")
        Text(city)
    }
}

private struct Cities: View {
    @State private var short = false
    var body: some View {
        ScrollView {
            VStack {
                Toggle("Short", isOn: $short)
                ForEach(short ? ["Seattle", "Atacama"] : ["Seattle", "Vancouver", "Atacama"], id: \.self) { city in
                    Card(city: city)
                }
            }
        }
    }
}

private struct LazyCities: View {
    var body: some View {
        List(["Seattle", "Vancouver"], id: \.self) { city in
            Card(city: city)
        }
    }
}

private struct Appearing: View {
    var body: some View {
        VStack {
            ForEach(["S", "V", "P"], id: \.self) { name in
                Text(name).onAppear { Console.record("appear \(name)") }
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Identity and lifecycle")
    struct IdentityTests {
        @Test("Each branch of an if is its own identity: switching throws state away; the new branch appears first")
        func branchesHaveTheirOwnState() async throws {
            let host = Host.recording()
            await host.launch { Branches() }
            try await host.perform(.tap("B: 0"))
            #expect(host.screen().contains("  Button \"B: 1\""))
            let lines = try await Console.capture { try await host.perform(.tap("Switch")) }
            #expect(lines == ["appear A", "disappear B"])
            try await host.perform(.tap("Switch"))
            #expect(host.screen().contains("  Button \"B: 0\""))
        }

        @Test(
            ".id(_:) with a new value makes a new view, with new state, which appears before the old one disappears (lesson 20, edge case 7)"
        )
        func explicitIdentity() async throws {
            let host = Host.recording()
            await host.launch { Reidentified() }
            try await host.perform(.tap("T: 0"))
            let lines = try await Console.capture { try await host.perform(.tap("New id")) }
            #expect(lines == ["appear T", "disappear T"])
            #expect(host.screen().contains("  Button \"T: 0\""))
        }

        @Test(
            "Another type inside AnyView is another view: new state, and it appears before the old one goes (lesson 20, edge case 3)"
        )
        func anyViewTypeIsIdentity() async throws {
            let host = Host.recording()
            await host.launch { Erased() }
            try await host.perform(.tap("N: 0"))
            let lines = try await Console.capture { try await host.perform(.tap("Switch")) }
            #expect(lines == ["appear L", "disappear N"])
            #expect(host.shows("L: 0"))
            try await host.perform(.tap("Same type"))
            try await host.perform(.tap("L: 0"))
            let same = try await Console.capture { try await host.perform(.tap("Switch")) }
            #expect(same.isEmpty)
            #expect(host.shows("N: 1"), "the same type inside AnyView is the same view: the count stays")
        }

        @Test(
            "Two elements with one id are one view: the second is drawn with the first's content, with SwiftUI's warning (lesson 20, edge case 4)",
            arguments: [false, true])
        func repeatedIDsShowTheFirst(inList: Bool) async throws {
            let host = Host()
            await host.launch { RepeatedIDs(inList: inList) }
            let texts = host.screen().filter { $0.contains("Text ") }.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(texts == ["Text \"Seattle\"", "Text \"Vancouver\"", "Text \"Seattle\""])
            #expect(
                host.logLines.first
                    == "ForEach<Array<Place>, Int, Text>: the ID 1 occurs multiple times within the collection, this will give undefined results!"
            )
            try await host.perform(.tap("Fix"))
            let fixed = host.screen().filter { $0.contains("Text ") }.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(fixed == ["Text \"Seattle\"", "Text \"Vancouver\"", "Text \"Atacama\""])
        }

        @Test(
            "ForEach($names, id: \\.self): the first letter gives the row a new id, the field loses the keyboard, the rest go nowhere (lesson 20, edge case 8)"
        )
        func editingTheIDLosesTheKeyboard() async throws {
            let host = Host()
            await host.launch { Names(byText: true) }
            try await host.perform(.type("abc", into: "City #1"))
            #expect(host.shows("Seattlea, Vancouver"))
            #expect(!host.screen().contains { $0.contains("focused") })
            await #expect(throws: HostError.self) { try await host.perform(.type("d", into: nil)) }
            #expect(host.shows("Seattlea, Vancouver"))
        }

        @Test("Rows with ids of their own keep the keyboard while their text changes")
        func editingTheTextKeepsTheKeyboard() async throws {
            let host = Host()
            await host.launch { Names(byText: false) }
            try await host.perform(.type("abc", into: "City #1"))
            try await host.perform(.type("d", into: nil))
            #expect(host.shows("Seattleabcd, Vancouver"))
        }

        @Test(
            "An eager ForEach makes its new rows once, then updates the old ones, then builds the new (lesson 7, steps 2 and 4)"
        )
        func eagerRowsMadeTwice() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Cities() } }
            #expect(
                launch == [
                    "init Seattle", "init Vancouver", "init Atacama",
                    "init Seattle", "body Seattle", "init Vancouver", "body Vancouver", "init Atacama", "body Atacama",
                ])
            let shorter = try await Console.capture { try await host.perform(.toggle("Short")) }
            #expect(shorter == ["init Seattle", "init Atacama"])
            let longer = try await Console.capture { try await host.perform(.toggle("Short")) }
            #expect(longer == ["init Vancouver", "init Seattle", "init Atacama", "init Vancouver", "body Vancouver"])
        }

        @Test("A lazy container makes each row twice in a row (lesson 7, edge case 1)")
        func lazyRowsMadeTwice() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { LazyCities() } }
            #expect(
                launch == [
                    "init Seattle", "init Seattle", "body Seattle", "init Vancouver", "init Vancouver",
                    "body Vancouver",
                ])
        }

        @Test("Views built in one update appear last first (lesson 7, step 6)")
        func appearOrder() async throws {
            let host = Host.recording()
            let lines = await Console.capture { await host.launch { Appearing() } }
            #expect(lines == ["appear P", "appear V", "appear S"])
        }
    }
}
