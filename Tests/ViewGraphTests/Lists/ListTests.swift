import Testing

@testable import ViewGraph

private struct Numbers: View {
    @State private var picked: Int?
    var body: some View {
        VStack {
            List(0..<3) { row in
                Button("Row \(row)") { picked = row }
            }
            List(0..<2, selection: $picked) { Text("Pick \($0)") }
            Text("Picked \(picked.map(String.init) ?? "none")")
        }
    }
}

private struct CollapsibleNames: View {
    @State private var isExpanded = true
    var body: some View {
        VStack {
            List {
                Section(isExpanded: $isExpanded) {
                    Text("Antoine")
                } header: {
                    Text("Names")
                }
            }
            Button(isExpanded ? "Collapse" : "Expand") { isExpanded.toggle() }
        }
    }
}

private struct RowHeightReader: View {
    @Environment(\.defaultMinListRowHeight) private var rowHeight
    var body: some View { Text("Rows \(Int(rowHeight))") }
}

/// Sections with iOS 26's section index and iOS 18's section actions, which draw outside the rows.
private struct IndexedCities: View {
    var body: some View {
        List {
            ForEach(["A", "B"], id: \.self) { letter in
                Section(letter) {
                    Text("\(letter) city")
                }
                .sectionIndexLabel(letter)
                .sectionActions { Button("Add", systemImage: "plus") {} }
            }
            Section("C") { Text("C city") }.sectionIndexLabel(Text("C"))
        }
        .listSectionIndexVisibility(.visible)
    }
}

extension EngineTests {
    @MainActor @Suite("Lists")
    struct ListTests {
        @Test("A collapsible section shows its rows only while its isExpanded binding is true; its header stays")
        func collapsibleSection() async throws {
            let host = Host()
            await host.launch { CollapsibleNames() }
            #expect(host.shows("Antoine"))
            try await host.perform(.tap("Collapse"))
            #expect(!host.shows("Antoine"))
            #expect(host.shows("Names"))
            try await host.perform(.tap("Expand"))
            #expect(host.shows("Antoine"))
        }

        @Test("The least list row height reads 44 points, an iPhone's")
        func defaultMinListRowHeight() async {
            let host = Host()
            await host.launch { RowHeightReader() }
            #expect(host.shows("Rows 44"))
        }

        @Test("A list over a range of numbers has a row for each number")
        func rangeList() async throws {
            let host = Host.recording()
            await host.launch { Numbers() }
            try await host.perform(.tap("Row 2"))
            #expect(
                host.screen() == [
                    "VStack", "  List", "    Button \"Row 0\"", "    Button \"Row 1\"", "    Button \"Row 2\"",
                    "  List", "    Text \"Pick 0\"", "    Text \"Pick 1\"", "  Text \"Picked 2\"",
                ])
        }

        @Test("Section index labels and section actions build, and leave the sections' rows as they are")
        func sectionIndexAndActions() async {
            let host = Host.recording()
            await host.launch { IndexedCities() }
            #expect(
                host.screen() == [
                    "List", "  Section \"A\"", "    Text \"A city\"", "  Section \"B\"", "    Text \"B city\"",
                    "  Section \"C\"", "    Text \"C city\"",
                ])
        }

        @Test("A section whose header is a text prints as a titled section; a header of more keeps its lines")
        func textHeaderIsTheTitle() async {
            let host = Host.recording()
            await host.launch {
                List {
                    Section(header: Text("Account")) { Text("Name") }
                    Section {
                        Text("Dark mode")
                    } header: {
                        Text("Look").font(.headline)
                    }
                    Section(header: Label("Sync", systemImage: "arrow.triangle.2.circlepath")) { Text("Every hour") }
                    Section("Titled") { Text("Row") }
                }
            }
            #expect(
                host.screen() == [
                    "List",
                    "  Section \"Account\"", "    Text \"Name\"",
                    "  Section \"Look\"", "    Text \"Dark mode\"",
                    "  Section", "    Label \"Sync\"", "    Text \"Every hour\"",
                    "  Section \"Titled\"", "    Text \"Row\"",
                ])
        }
    }
}
