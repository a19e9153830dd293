import Testing

@testable import ViewGraph

private struct Boxed<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            Group(subviews: content) { subviews in
                Text("\(subviews.count) views")
            }
            ForEach(subviews: content) { subview in
                HStack {
                    Text("•")
                    subview
                }
            }
        }
    }
}

private struct Counting: View {
    @State private var cities = ["Seattle", "Lisbon"]
    var body: some View {
        Boxed {
            Text("Header")
            ForEach(cities, id: \.self) { Text($0) }
            if cities.count > 2 { Text("Many") }
        }
        Button("Add Bergen") { cities.append("Bergen") }
    }
}

private struct HeaderFirst<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            if let first = subviews.first {
                HStack { first }
            }
            VStack { subviews[1...] }
        }
    }
}

extension EngineTests {
    @Test("A slice of the subviews (subviews[1...]) and the whole collection show as views, in order")
    func subviewSlices() async {
        let host = Host()
        await host.launch {
            HeaderFirst {
                Text("Title")
                Text("One")
                Text("Two")
            }
        }
        #expect(host.screen() == ["HStack", "  Text \"Title\"", "VStack", "  Text \"One\"", "  Text \"Two\""])
    }

    @Test(
        "ForEach(subviews:) and Group(subviews:) see each view the content declares: tuple elements, ForEach rows, if branches"
    )
    func customContainers() async throws {
        let host = Host()
        await host.launch { Counting() }
        #expect(host.shows("3 views"))
        #expect(host.screen().filter { $0.contains("\"•\"") }.count == 3)
        try await host.perform(.tap("Add Bergen"))
        #expect(host.shows("5 views"))
        #expect(host.shows("Many") && host.shows("Bergen"))
    }
}
