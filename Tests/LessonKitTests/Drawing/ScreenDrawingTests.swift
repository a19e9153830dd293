import Foundation
import HostContract
import Testing
import ViewGraph

@testable import LessonKit

#if canImport(FoundationXML)
import FoundationXML
#endif

@MainActor @Suite("The screen drawn as SVG and in characters")
struct ScreenDrawingTests {
    struct Trips: View {
        @State var favoritesOnly = false
        @State var note = ""
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Toggle("Favorites only", isOn: $favoritesOnly)
                    HStack {
                        Text("Seattle").font(.headline)
                        Spacer()
                        Image(systemName: "star.fill")
                    }
                    Text("3 nights & <more>").foregroundStyle(.secondary)
                    TextField("A note", text: $note)
                    Button("Book") {}
                }
                .padding()
                .navigationTitle("Trips")
            }
        }
    }

    /// The texts a screen list names: `Text "Seattle"` → Seattle.
    func textsNamed(in lines: [String]) -> [String] {
        lines.compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("Text \""), trimmed.hasSuffix("\"") else { return nil }
            return String(trimmed.dropFirst(6).dropLast())
        }
    }

    func launched(_ makeView: @escaping () -> some View) async -> ViewGraph.Host {
        let host = ViewGraph.Host()
        await host.launch(makeView)
        return host
    }

    @Test("The SVG is well-formed XML, and shows every text the screen list names")
    func svgIsXMLAndShowsTheTexts() async throws {
        let host = await launched { Trips() }
        let picture = host.screenPicture()
        let svg = ScreenSVG.render(picture, id: "test")
        final class Texts: NSObject, XMLParserDelegate {
            var inText = false
            var texts: [String] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                if name == "text" {
                    inText = true
                    texts.append("")
                }
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
            {
                if name == "text" { inText = false }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) {
                if inText { texts[texts.count - 1] += string }
            }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let found = Texts()
        parser.delegate = found
        #expect(parser.parse(), "the SVG does not parse: \(parser.parserError.map { "\($0)" } ?? "")")
        let named = textsNamed(in: host.screen())
        #expect(named.contains("Seattle") && named.contains("3 nights & <more>"))
        for text in named {
            #expect(found.texts.contains(text), "\(text) is not in the SVG")
            #expect(picture.texts.contains(text))
        }
        #expect(found.texts.contains("Trips"))  // the navigation bar's title
        // The symbol is drawn as its outline, its name in its title for a pointer or a screen reader.
        #expect(!found.texts.contains("star.fill"))
        #expect(svg.contains("data-symbol=\"star.fill\"") && svg.contains("<title>star.fill</title>"))
        #expect(found.texts.contains("A note"))  // the field's placeholder
    }

    @Test(
        "A text stands in the SVG at its frame: its line's left edge, its font's size and weight, stretched to its width"
    )
    func textAtItsFrame() async throws {
        let host = await launched { Trips() }
        let picture = host.screenPicture()
        let seattle = try #require(picture.elements.first { $0.lines?.first?.text == "Seattle" })
        let line = try #require(seattle.lines?.first)
        let svg = ScreenSVG.render(picture)
        let x = ScreenSVG.n(line.frame.x)
        let width = ScreenSVG.n(line.frame.width)
        #expect(svg.contains("<text x=\"\(x)\""))
        #expect(svg.contains("font-size=\"17\" font-weight=\"600\" textLength=\"\(width)\""))
    }

    @Test("The character drawing fits 80 columns and shows the texts, the title, the switch and the field")
    func charactersFit() async throws {
        let host = await launched { Trips() }
        let lines = ScreenCharacters.render(host.screenPicture())
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(Set(lines.map { $0.count }).count == 1)
        let all = lines.joined(separator: "\n")
        for text in ["Trips", "Favorites only", "Seattle", "[star.fill]", "(○ off)", "[A note", "Book"] {
            #expect(all.contains(text), "\(text) is not drawn:\n\(all)")
        }
        // A text's row is its frame's middle row.
        let seattle = try #require(host.screenPicture().elements.first { $0.lines?.first?.text == "Seattle" })
        let row = Int(seattle.frame.midY / ScreenCharacters.pointsPerRow) + 1
        #expect(lines[row].contains("Seattle"))
    }

    @Test(
        "Study draws a failed screen check's screen under its comparison, within 80 columns; a passed one stays one line"
    )
    func inStudy() async throws {
        let host = await launched { Trips() }
        let block = Block(
            location: SourceLocation(file: "a.md", line: 3), kind: "screen", attributes: [:],
            lines: ["Text \"Elsewhere\""])
        let check = Check(
            kind: .screen, block: block, title: "t", code: nil, play: ["launch"], scope: .last, severity: "error",
            usesWildcards: false, skipReason: nil)
        var failed = CheckResult(check: check, status: .failed, reason: "the screen differs", actual: host.screen())
        failed.picture = host.screenPicture()
        let lines = ComparisonText.lines(failed, number: 1, width: 80).map(\.text)
        let drawn = try #require(lines.firstIndex { $0.contains("drawn:") })
        #expect(lines[drawn...].contains { $0.contains("Favorites only") })
        #expect(lines.allSatisfy { $0.count <= 80 })
        var passed = failed
        passed.status = .passed
        #expect(ComparisonText.lines(passed, number: 1, width: 80).count == 1)
        #expect(ComparisonText.lines(failed, number: 1, width: 50).contains { $0.text.contains("at least 64 columns") })
    }

    @Test(
        "A list's sections are drawn as cards on the grouped background, round at 26, in light and dark; their separators show in characters"
    )
    func listCards() async throws {
        for dark in [false, true] {
            let host = await launched {
                List {
                    Section("Cities") {
                        Text("Seattle")
                        Text("Vancouver")
                    }
                }
                .preferredColorScheme(dark ? .dark : .light)
            }
            let svg = ScreenSVG.render(host.screenPicture())
            #expect(svg.contains("<rect class=\"list-card\" x=\"16\""))
            #expect(svg.contains("rx=\"26\" fill=\"\(dark ? "#1c1c1e" : "#ffffff")\""))
            // The screen behind the bars is the grouped background.
            #expect(svg.contains("fill=\"\(dark ? "#000000" : "#f2f2f7")\""))
            #expect(svg.contains(">Cities</text>"))
        }
        let host = await launched {
            List {
                Text("Seattle")
                Text("Vancouver")
            }
        }
        let lines = ScreenCharacters.render(host.screenPicture())
        let seattle = try #require(lines.firstIndex { $0.contains("Seattle") })
        let vancouver = try #require(lines.firstIndex { $0.contains("Vancouver") })
        #expect(lines[(seattle + 1)..<vancouver].contains { $0.contains("─────") })
    }

    @Test("Colours are named as the code names them, light and dark")
    func colours() {
        let light = ScreenSVG.Palette(isDark: false)
        let dark = ScreenSVG.Palette(isDark: true)
        #expect(light.color("red") == "#ff3b30" && dark.color("red") == "#ff453a")
        #expect(light.color(nil) == "#000000" && dark.color(nil) == "#ffffff")
        #expect(light.color("rgb(1.0, 0.5, 0.0)") == "rgba(255,128,0,1)")
        #expect(light.color("hsb(0.0, 1.0, 1.0)") == "rgba(255,0,0,1)")
        #expect(
            light.color("systemGroupedBackground") == "#f2f2f7" && dark.color("systemGroupedBackground") == "#000000")
        #expect(
            light.color("secondarySystemGroupedBackground") == "#ffffff"
                && dark.color("secondarySystemGroupedBackground") == "#1c1c1e")
    }

    /// Lesson 7's trip card as the lesson starts (`Lessons/07-what-a-view-really-is.md`).
    struct TripCard: View {
        let city: String, country: String, nights: Int, isFavorite: Bool
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text(city).font(.headline)
                    Text(country).foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(nights) nights")
                if isFavorite {
                    Image(systemName: "star.fill").foregroundStyle(.yellow)
                }
            }
            .padding()
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
            .padding(.horizontal)
        }
    }

    @Test(
        "Lesson 7's launch screen: three grey rounded cards behind the rows, filled yellow stars, and San Pedro de Atacama on one line"
    )
    func tripCards() async throws {
        for dark in [false, true] {
            let host = await launched {
                ScrollView {
                    VStack {
                        TripCard(city: "Seattle", country: "United States", nights: 5, isFavorite: true)
                        TripCard(city: "Vancouver", country: "Canada", nights: 3, isFavorite: false)
                        TripCard(city: "San Pedro de Atacama", country: "Chile", nights: 6, isFavorite: true)
                    }
                }
                .preferredColorScheme(dark ? .dark : .light)
            }
            let picture = host.screenPicture()
            let svg = ScreenSVG.render(picture, id: "cards")
            // `.quaternary` is the fourth level of the label colour (`quaternaryLabel`).
            let grey = dark ? "rgba(235,235,245,0.16)" : "rgba(60,60,67,0.18)"
            let cards = svg.matches(
                of: try Regex(
                    "<rect x=\"16\" y=\"[0-9.]+\" width=\"370\" height=\"[0-9.]+\" rx=\"12\" fill=\""
                        + NSRegularExpression.escapedPattern(for: grey) + "\"/>"))
            #expect(cards.count == 3, "\(svg)")
            // The stars are the star's outline, filled in yellow: no box with a name in it.
            let yellow = dark ? "#ffd60a" : "#ffcc00"
            let stars = svg.matches(
                of: try Regex(
                    "<g class=\"symbol\" data-symbol=\"star.fill\"[^>]*><title>star.fill</title><path d=\"M[^\"]+\" fill=\""
                        + yellow + "\""))
            #expect(stars.count == 2)
            #expect(!svg.contains(">star.fill</text>"))
            // The card has room for the city: it stays on one line (`StackLayout.swift`, 3a).
            let city = try #require(picture.elements.first { $0.lines?.first?.text.hasPrefix("San Pedro") == true })
            #expect(city.lines?.map(\.text) == ["San Pedro de Atacama"])
            #expect(ScreenSVG.schemeNote(picture).contains(dark ? "dark" : "light"))
        }
    }

    @Test(
        "Symbols: known names are outlines of their own, filled for .fill and ringed for .circle; any other name is one neutral glyph"
    )
    func symbols() {
        let frame = ScreenPicture.Rect(x: 0, y: 0, width: 24, height: 24)
        for name in [
            "star", "heart.fill", "plus", "chevron.left", "chevron.right", "checkmark", "xmark", "gear", "person",
            "magnifyingglass", "trash",
        ] {
            let svg = SymbolGlyphs.svg(name, in: frame, color: "#000")
            #expect(svg.contains("<path d=\"M"), "\(name)")
            #expect(!svg.contains("stroke-dasharray"), "\(name) drew the neutral glyph")
        }
        #expect(SymbolGlyphs.svg("heart.fill", in: frame, color: "#f00").contains("fill=\"#f00\" stroke"))
        #expect(SymbolGlyphs.svg("heart", in: frame, color: "#f00").contains("fill=\"none\" stroke"))
        #expect(
            SymbolGlyphs.svg("plus.circle", in: frame, color: "#000").contains("<circle cx=\"12\" cy=\"12\" r=\"10.5\"")
        )
        let unknown = SymbolGlyphs.svg("figure.walk.motion", in: frame, color: "#000")
        let other = SymbolGlyphs.svg("tortoise", in: frame, color: "#000")
        #expect(unknown.contains("stroke-dasharray"))
        #expect(
            unknown.replacingOccurrences(of: "figure.walk.motion", with: "X")
                == other.replacingOccurrences(of: "tortoise", with: "X"))
        #expect(!unknown.contains("<text"))
    }

    @Test("Fills, strokes, clips and opacity are drawn where the layout put the views; materials are translucent")
    func effects() async throws {
        let host = await launched {
            VStack {
                Color.red.frame(width: 60, height: 60).clipShape(Circle()).opacity(0.5)
                Circle().stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
                Rectangle().fill(.tertiary).frame(width: 30, height: 30).cornerRadius(8)
                Text("Frosted").padding().background(.regularMaterial, in: Capsule())
            }
        }
        let svg = ScreenSVG.render(host.screenPicture())
        #expect(
            svg.contains("<circle cx=\"201\"") && svg.contains("r=\"30\" fill=\"#ff3b30\" opacity=\"0.50\"/>"), "\(svg)"
        )
        #expect(svg.contains("r=\"18\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"4\"/>"))
        #expect(svg.contains("width=\"30\" height=\"30\" rx=\"8\" fill=\"rgba(60,60,67,0.3)\"/>"))
        #expect(svg.contains("fill=\"rgba(242,242,247,0.72)\"/>"))
        // Content scrolled under the status bar is veiled by its fade.
        #expect(svg.contains("class=\"status-fade\""))
    }

    @Test("An interactive picture carries each control's play action over its frame; the book's carries none")
    func targets() async throws {
        let host = await launched { Trips() }
        let picture = host.screenPicture()
        let actions = picture.elements.filter { $0.kind == .target }.compactMap(\.text)
        #expect(actions.contains("toggle Favorites only"), "\(actions)")
        #expect(actions.contains("type into A note"), "\(actions)")
        #expect(actions.contains("tap Book"), "\(actions)")
        let interactive = ScreenSVG.render(picture, interactive: true)
        #expect(interactive.contains("data-action=\"toggle Favorites only\""))
        #expect(!ScreenSVG.render(picture).contains("data-action"))
    }
}
