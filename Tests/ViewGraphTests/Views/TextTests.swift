import Testing

@testable import ViewGraph

private struct Styled: View {
    let nights: Int
    var body: some View {
        VStack {
            Text("Hello, **world**! Visit [Apple](https://apple.com)")
            Text(verbatim: "a*b*c")
            Text("^[\(nights) night](inflect: true)")
            Text(1234.5, format: .currency(code: "USD"))
        }
    }
}

extension EngineTests {
    @Test(
        "A string literal is a key: its Markdown is read, as on iOS, even though Linux's AttributedString takes literals too"
    )
    func literalTextIsMarkdown() async {
        let host = Host()
        await host.launch { Styled(nights: 1) }
        #expect(
            host.screen() == [
                "VStack",
                "  Text \"Hello, world! Visit Apple\"",
                "  Text \"a*b*c\"",
                "  Text \"1 night\"",
                "  Text \"$1,234.50\"",
            ])
    }
}

private struct Numbers: View {
    var body: some View {
        VStack {
            Text("Rating \(4.5)")
            Text("Rating \(4.5, specifier: "%.1f")")
            Text("Nights \(3)")
            Text(verbatim: "Rating \(4.5)")
        }
    }
}

extension EngineTests {
    @Test(
        "A Double interpolated into a Text's key shows six decimals, as its %lf specifier does; verbatim text does not")
    func doubleInterpolation() async {
        let host = Host()
        await host.launch { Numbers() }
        #expect(
            host.screen() == [
                "VStack", "  Text \"Rating 4.500000\"", "  Text \"Rating 4.5\"", "  Text \"Nights 3\"",
                "  Text \"Rating 4.5\"",
            ])
    }

    @Test("ViewThatFits shows the first child that fits; a section's header is built above its rows")
    func fitsAndHeaders() async {
        let host = Host()
        await host.launch {
            VStack {
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Text("Seattle")
                        Spacer()
                        Text("5 nights")
                    }
                    VStack {
                        Text("Seattle")
                        Text("5 nights")
                    }
                }
                ViewThatFits(in: .horizontal) {
                    Text(String(repeating: "long ", count: 40))
                    Text("short")
                }
                List {
                    Section {
                        Text("Row")
                    } header: {
                        Text("Header")
                    }
                }
            }
        }
        // A section whose header is only a text prints it as its title, `Section "Header"`, above its
        // rows, as VoiceOver reads such a header as the section's heading, the same words a
        // `Section("Header")` gives (the rule at `Section.screenContent(of:)`); the header's text is
        // still on the screen, for a play to find.
        #expect(
            host.screen() == [
                "VStack", "  HStack", "    Text \"Seattle\"", "    Text \"5 nights\"", "  Text \"short\"",
                "  List", "    Section \"Header\"", "      Text \"Row\"",
            ])
        #expect(host.shows("Header"))
    }
}

private struct Poster: View {
    var body: some View {
        AsyncImage(url: URL(string: "https://example.com/seattle.jpg")) { phase in
            switch phase {
            case .empty:
                let _ = Console.record("loading")
                ProgressView()
            case .success(let image):
                let _ = Console.record("loaded")
                image
            case .failure: Text("Failed")
            @unknown default: EmptyView()
            }
        }
    }
}

extension EngineTests {
    @Test("An AsyncImage shows its empty phase, then its image once the load finishes, without virtual time passing")
    func asyncImageLoads() async {
        let host = Host()
        let lines = await Console.capture { await host.launch { Poster() } }
        #expect(lines == ["loading", "loaded"])
        #expect(host.screen() == ["Image \"seattle.jpg\""])
    }
}

private struct Stopwatch: View {
    @State private var start = Date()
    var body: some View {
        Text(start, style: .timer)
    }
}

extension EngineTests {
    @Test("A timer text started from Date() at launch counts the virtual seconds that pass")
    func timerFromLaunch() async throws {
        let host = Host()
        await host.launch { Stopwatch() }
        #expect(host.screen() == ["Text \"0:00\""])
        try await host.perform(.wait(.seconds(4)))
        #expect(host.screen() == ["Text \"0:04\""])
    }
}

private struct Countdowns: View {
    @State private var start = Date()
    var body: some View {
        VStack {
            Text(start, style: .relative)
            Text(start.addingTimeInterval(674), style: .relative)
            Text(start.addingTimeInterval(674), style: .offset)
            Text(start.addingTimeInterval(-(2 * 3600 + 23 * 60)), style: .relative)
            Text(start.addingTimeInterval(-(2 * 3600 + 23 * 60)), style: .offset)
        }
    }
}

extension EngineTests {
    @Test(
        "A relative date shows two units with short names, an offset the largest unit alone, signed, as Apple's documentation shows them"
    )
    func relativeAndOffsetStyles() async throws {
        let host = Host()
        await host.launch { Countdowns() }
        #expect(
            host.screen() == [
                "VStack", "  Text \"0 sec\"", "  Text \"11 min, 14 sec\"", "  Text \"-11 minutes\"",
                "  Text \"2 hr, 23 min\"", "  Text \"+2 hours\"",
            ])
        try await host.perform(.wait(.seconds(600)))
        #expect(
            host.screen() == [
                "VStack", "  Text \"10 min\"", "  Text \"1 min, 14 sec\"", "  Text \"-1 minute\"",
                "  Text \"2 hr, 33 min\"", "  Text \"+2 hours\"",
            ])
        #expect(
            Text.relativeUnits(
                400 * 86400, from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 400 * 86400),
                count: 2, short: true) == "1 yr, 1 mth")
    }
}

extension EngineTests {
    @Test("Dates and numbers that lesson code formats come out as on a US iPhone, not in Linux's en_001")
    func deviceLocale() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(date.formatted(date: .abbreviated, time: .omitted) == "Jan 15, 2027")
        #expect(1200.formatted(.currency(code: "USD")) == "$1,200.00")
        #expect(Decimal(1200.5).formatted(.currency(code: "USD")) == "$1,200.50")
        #expect(1234.5.formatted() == "1,234.5")
        #expect(Locale.current.identifier == "en_US")
    }
}

private struct Formatted: View {
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()
    var body: some View {
        Text("Leaves \(Date(timeIntervalSince1970: 1_800_000_000), formatter: Self.formatter)")
    }
}

extension EngineTests {
    @Test("A formatter left in the machine's locale formats a Text in US English, as on the device")
    func formatterInText() async {
        let host = Host()
        await host.launch { Formatted() }
        #expect(host.screen() == ["Text \"Leaves Jan 15, 2027\""])
    }
}

@Suite("ListFormatter")
struct ListFormatterTests {
    @Test("ListFormatter joins items as a US English device does, with an item formatter when given one")
    func joins() {
        #expect(ListFormatter.localizedString(byJoining: ["Paris", "Rome", "Porto"]) == "Paris, Rome, and Porto")
        let formatter = ListFormatter()
        #expect(formatter.string(from: ["Paris", "Rome"]) == "Paris and Rome")
        let numbers = NumberFormatter()
        numbers.numberStyle = .percent
        formatter.itemFormatter = numbers
        #expect(formatter.string(for: [0.5, 0.25]) == "50% and 25%")
        #expect(formatter.string(for: "not a list") == nil)
    }
}

@MainActor @Suite("AttributedString from Markdown")
struct MarkdownAttributedStringTests {
    @Test("An attributed string made from Markdown shows in a Text as the same Markdown literal does")
    func markdownInText() async throws {
        let source = "Hello, **world**! Check out our [website](https://example.com)."
        let string = try AttributedString(
            markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(string.characters) == "Hello, world! Check out our website.")
        let host = Host()
        await host.launch {
            VStack {
                Text(string)
                Text("Hello, **world**! Check out our [website](https://example.com).")
            }
        }
        #expect(
            host.screen() == [
                "VStack", "  Text \"Hello, world! Check out our website.\"",
                "  Text \"Hello, world! Check out our website.\"",
            ])
    }
}

@Suite("UIFontMetrics")
struct FontMetricsTests {
    @Test("At the device's default text size a scaled value is the value itself")
    func defaultSize() {
        #expect(UIFontMetrics.default.scaledValue(for: 88) == 88)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 17) == 17)
    }
}

@Suite("Markdown in Text")
struct MarkdownTests {
    @Test("Strikethrough and code spans lose their markers; a star with spaces on both sides is a star")
    func inlineMarkdown() {
        #expect(MarkdownText.render("~~A strikethrough example~~") == "A strikethrough example")
        #expect(MarkdownText.render("`**Monospaced** works too`") == "**Monospaced** works too")
        #expect(
            MarkdownText.render("* This is **bold**, *italic* and ***both***.") == "* This is bold, italic and both.")
        #expect(MarkdownText.render("2 * 3 = 6") == "2 * 3 = 6")
    }

    @Test("A mark that pairs with none is a character: .id(_:) keeps its underscore, 2*3 its star")
    func unpairedMarks() {
        // Ole Begemann's swiftui-view-lifecycle app titles a case study `.id(_:)`.
        #expect(MarkdownText.render(".id(_:)") == ".id(_:)")
        #expect(MarkdownText.render("2*3 = 6") == "2*3 = 6")
        #expect(MarkdownText.render("snake_case_name") == "snake_case_name")
        #expect(MarkdownText.render("a ~~b") == "a ~~b")
        #expect(MarkdownText.render("*open only") == "*open only")
    }

    @Test("Marks that pair are taken out, underscores included, and a word's inner underscores stay")
    func pairedMarks() {
        #expect(MarkdownText.render("_italic_ and __bold__") == "italic and bold")
        #expect(MarkdownText.render("**a** b*") == "a b*")
        #expect(MarkdownText.render("_snake_case_") == "snake_case")
        #expect(MarkdownText.render("[a_b](https://example.com/a_b) _c_") == "a_b c")
    }
}

private struct Library: View {
    var title: AttributedString {
        var string = AttributedString("My Library")
        if let range = string.range(of: "Library") {
            string[range].font = .largeTitle.bold()
            string[range].foregroundColor = .orange
        }
        return string
    }
    var body: some View { Text(title) }
}

extension EngineTests {
    @Test("SwiftUI's attributes of an attributed string can be set and read back, and a Text shows its characters")
    func swiftUIAttributes() async {
        let host = Host()
        await host.launch { Library() }
        #expect(host.screen() == ["Text \"My Library\""])
        let title = Library().title
        #expect(title.runs.count == 2)
        #expect(title.runs.last?.foregroundColor == .orange)
        #expect(title.runs.first?.font == nil)
    }
}

extension EngineTests {
    @Test("A text of several lines is one line of the screen, its line breaks written \\n")
    func lineBreaksEscaped() async {
        let host = Host()
        await host.launch {
            VStack {
                Text("Caramel\nCold Drink")
                Button("Say \"hi\"\nagain") {}
            }
        }
        #expect(host.screen() == ["VStack", "  Text \"Caramel\\nCold Drink\"", "  Button \"Say \\\"hi\\\"\\nagain\""])
    }
}

private struct CaseReader: View {
    @Environment(\.textCase) private var textCase
    var body: some View { Text("Case \(textCase == .uppercase ? "upper" : textCase == nil ? "none" : "lower")") }
}

private struct Cased: View {
    var body: some View {
        VStack {
            Text("Packing list")
            Text("Packing ") + Text("List")
            CaseReader()
            CaseReader().textCase(nil)
        }
        .textCase(.uppercase)
    }
}

extension EngineTests {
    @Test(
        "textCase(_:) sets the environment's textCase: the text below shows in that case and can read it; nil undoes it"
    )
    func textCaseThroughTheEnvironment() async {
        let host = Host()
        await host.launch {
            VStack {
                Cased()
                CaseReader()
                Text("Mixed").textCase(.lowercase)
            }
        }
        #expect(
            host.screen() == [
                "VStack",
                "  VStack",
                "    Text \"PACKING LIST\"",
                "    Text \"PACKING LIST\"",
                "    Text \"CASE UPPER\"",
                "    Text \"Case none\"",
                "  Text \"Case none\"",
                "  Text \"mixed\"",
            ])
    }
}

extension EngineTests {
    @Test("A line style keeps its pattern and colour; the single style is a solid line in the text's colour")
    func textLineStyles() {
        #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
        #expect(Text.LineStyle(pattern: .dash) != .single)
        #expect(Text.LineStyle(pattern: .dot, color: .red) != Text.LineStyle(pattern: .dot))
        #expect(Text.LineStyle.Pattern.dashDot != .dashDotDot)
    }

    @Test("strikethrough and underline with a pattern keep the text on the screen, on a Text and on any view")
    func patternedLines() async {
        let host = Host.recording()
        await host.launch {
            VStack {
                Text("Done").strikethrough(true, pattern: .dash, color: .black)
                Text("Link").underline(pattern: .dot)
                Text("Old").strikethrough(pattern: .solid, color: .red)
                Label("Task", systemImage: "checkmark").underline(true, pattern: .dashDot)
            }
        }
        #expect(host.shows("Done") && host.shows("Link") && host.shows("Old") && host.shows("Task"))
    }
}
