import Foundation
import HostContract
import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("The screen, drawn")
    struct ScreenPictureTests {
        /// The first element of `kind` whose text (or first line) is `text`.
        func element(_ picture: ScreenPicture, _ kind: ScreenPicture.Kind, _ text: String) -> ScreenPicture.Element? {
            picture.elements.first { $0.kind == kind && ($0.text == text || $0.lines?.first?.text == text) }
        }

        @Test("A text is drawn at the frame its layout gave it, line by line, in its font's size and weight")
        func textAtItsFrame() async throws {
            let host = Host.recording()
            await host.launch {
                VStack(spacing: 0) {
                    Text("Title").font(.title.bold())
                    Text("A line long enough to wrap onto a second line of the screen, and then a third one too").frame(
                        width: 200)
                }
            }
            let picture = host.screenPicture()
            let frames = host.screenWithFrames()
            let title = try #require(element(picture, .text, "Title"))
            // The frame the `screen frames` list gives the text is where the picture draws it.
            let listed = try #require(frames.first { $0.contains("Text \"Title\"") })
            let frame = CGRect(x: title.frame.x, y: title.frame.y, width: title.frame.width, height: title.frame.height)
            #expect(listed.hasSuffix(frameDescription(frame)))
            #expect(title.fontSize == 28)
            #expect(title.weight == "bold")
            let long = try #require(picture.elements.first { $0.kind == .text && ($0.lines?.count ?? 0) > 1 })
            let lines = try #require(long.lines)
            // Each line lies inside the text's frame, one below the other.
            for line in lines {
                #expect(line.frame.x >= long.frame.x - 0.01 && line.frame.maxX <= long.frame.maxX + 0.01)
                #expect(line.frame.y >= long.frame.y - 0.01 && line.frame.maxY <= long.frame.maxY + 0.01)
            }
            #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.y + 0.01 })
            #expect(lines.map(\.text).joined(separator: " ").hasPrefix("A line long enough"))
        }

        @Test("A button's label takes the accent colour; a symbol is drawn by its name; a colour fills its frame")
        func controlsAndColours() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Button("Save") {}
                    Image(systemName: "star.fill")
                    Color.red.frame(width: 40, height: 20)
                    Circle().fill(Color.green).frame(width: 10, height: 10)
                    HStack { Text("Note") }.foregroundStyle(.secondary)
                    Button {
                    } label: {
                        Image(systemName: "heart")
                    }.accessibilityLabel("Favorite")
                }
            }
            let picture = host.screenPicture()
            #expect(element(picture, .text, "Save")?.color == "accent")
            #expect(element(picture, .symbol, "star.fill") != nil)
            let red = try #require(picture.elements.first { $0.kind == .shape && $0.color == "red" })
            #expect(red.frame.width == 40 && red.frame.height == 20)
            #expect(picture.elements.contains { $0.kind == .shape && $0.shape == "circle" && $0.color == "green" })
            #expect(element(picture, .text, "Note")?.color == "secondary")
            // An icon's button is named by its accessibility label, which is kept though not drawn.
            let label = try #require(element(picture, .accessibilityLabel, "Favorite"))
            let heart = try #require(element(picture, .symbol, "heart"))
            #expect(heart.color == "accent")
            #expect(label.frame.x <= heart.frame.x && label.frame.maxX >= heart.frame.maxX)
            #expect(picture.texts.contains("Favorite"))
        }

        @Test("A switch shows its state; a field its placeholder; the keyboard is up while a field is focused")
        func switchesFieldsAndKeyboard() async throws {
            struct Form: View {
                @State var on = true
                @State var name = ""
                var body: some View {
                    VStack {
                        Toggle("Wi-Fi", isOn: $on)
                        TextField("Name", text: $name)
                    }
                }
            }
            let host = Host.recording()
            await host.launch { Form() }
            var picture = host.screenPicture()
            #expect(picture.elements.first { $0.kind == .toggle }?.isOn == true)
            let field = try #require(picture.elements.first { $0.kind == .field })
            #expect(field.text == "Name" && field.isPlaceholder == true)
            #expect(!picture.elements.contains { $0.kind == .keyboard })
            try await host.perform(.type("Ada", into: "Name"))
            picture = host.screenPicture()
            #expect(picture.elements.first { $0.kind == .field }?.text == "Ada")
            #expect(picture.elements.contains { $0.kind == .keyboard })
        }

        @Test("A navigation stack's title and a tab view's tabs are drawn in their bars")
        func bars() async throws {
            let host = Host.recording()
            await host.launch {
                TabView {
                    NavigationStack { Text("Home screen").navigationTitle("Trips") }
                        .tabItem { Text("Trips") }
                    Text("Map screen").tabItem { Text("Map") }
                }
            }
            let picture = host.screenPicture()
            let bar = try #require(picture.elements.first { $0.kind == .navigationBar })
            #expect(bar.text == "Trips" && bar.isLarge == true)
            let tabs = try #require(picture.elements.first { $0.kind == .tabBar })
            #expect(tabs.items == ["Trips", "Map"] && tabs.selected == 0)
            #expect(picture.texts.contains("Home screen"))
            #expect(!picture.texts.contains("Map screen"))
            // Where the layout puts the bars: the large bar (54 + 52) below the 62-point top inset, and
            // the tab bar's floating capsule, 49 points above the home indicator's 34, inset 16 from each
            // side: the union of the tabs' item frames.
            #expect(bar.frame == ScreenPicture.Rect(x: 0, y: 62, width: 402, height: 106))
            #expect(tabs.frame == ScreenPicture.Rect(x: 16, y: 874 - 34 - 49, width: 402 - 32, height: 49))
            #expect(tabs.cornerRadius == 24.5)
        }

        @Test("A sheet's card stands at its resting detent's height, where the layout put the sheet")
        func sheetCard() async throws {
            let host = Host.recording()
            await host.launch {
                Text("Behind").sheet(isPresented: .constant(true)) {
                    Text("In the sheet").presentationDetents([.height(200), .large])
                }
            }
            let card = try #require(host.screenPicture().elements.first { $0.kind == .sheet })
            #expect(card.frame == ScreenPicture.Rect(x: 0, y: 874 - 234, width: 402, height: 234))
        }

        @Test("The picture goes through the host protocol's JSON line unchanged")
        func jsonLine() async {
            let host = Host.recording()
            await host.launch { Text("Hello \"you\"") }
            let picture = host.screenPicture()
            #expect(ScreenPicture(jsonLine: picture.jsonLine) == picture)
            #expect(!picture.jsonLine.contains("\n"))
        }

        @Test(
            "A list is drawn on the grouped background, each section on a card as round as iOS 26 draws it, its rows over the card and its separators over the rows"
        )
        func listCardsAndSeparators() async throws {
            let host = Host.recording()
            await host.launch {
                List {
                    Section("Cities") {
                        Text("Seattle")
                        Text("Vancouver")
                    }
                }
            }
            let picture = host.screenPicture()
            let background = try #require(picture.elements.first { $0.kind == .listBackground })
            #expect(background.color == "systemGroupedBackground")
            // The list fills the safe area, and its background runs on under the status bar and the home indicator.
            #expect(background.frame == ScreenPicture.Rect(x: 0, y: 0, width: 402, height: 874))
            #expect(picture.background == "systemGroupedBackground")
            let card = try #require(picture.elements.firstIndex { $0.kind == .listCard })
            #expect(
                picture.elements[card].cornerRadius == 26
                    && picture.elements[card].color == "secondarySystemGroupedBackground")
            #expect(
                picture.elements[card].frame.x == 16 && picture.elements[card].frame.width == 370
                    && picture.elements[card].frame.height == 88)
            let seattle = try #require(picture.elements.firstIndex { $0.lines?.first?.text == "Seattle" })
            let separator = try #require(picture.elements.firstIndex { $0.kind == .separator })
            #expect(card < seattle && seattle < separator)
            #expect(picture.elements.filter { $0.kind == .separator }.count == 1)
            // The title above the card, as written.
            #expect(picture.texts.contains("Cities") && !picture.texts.contains("CITIES"))
        }

        @Test(
            "scrollContentBackground(.hidden) takes the background away; the plain look has none and square cards of the plain background"
        )
        func listBackgrounds() async throws {
            let hidden = Host.recording()
            await hidden.launch { List { Text("Seattle") }.scrollContentBackground(.hidden) }
            #expect(!hidden.screenPicture().elements.contains { $0.kind == .listBackground })
            #expect(hidden.screenPicture().elements.contains { $0.kind == .listCard })
            let plain = Host.recording()
            await plain.launch { List { Text("Seattle") }.listStyle(.plain) }
            let picture = plain.screenPicture()
            #expect(!picture.elements.contains { $0.kind == .listBackground } && picture.background == nil)
            let card = try #require(picture.elements.first { $0.kind == .listCard })
            #expect(card.cornerRadius == nil && card.color == "systemBackground" && card.frame.width == 402)
        }

        @Test("A form is drawn as an inset-grouped list; listRowBackground's colour fills its row")
        func formAndRowBackground() async throws {
            let host = Host.recording()
            await host.launch {
                Form {
                    Text("Name")
                    Text("Notes").listRowBackground(Color.yellow)
                }
            }
            let picture = host.screenPicture()
            #expect(picture.elements.contains { $0.kind == .listCard && $0.cornerRadius == 26 })
            let yellow = try #require(picture.elements.first { $0.kind == .shape && $0.color == "yellow" })
            #expect(yellow.frame.x == 16 && yellow.frame.width == 370 && yellow.frame.height == 44)
        }

        @Test(
            "A navigation link in a list row keeps its label in the primary colour and shows a chevron at the row's trailing edge"
        )
        func navigationLinkRows() async throws {
            let host = Host.recording()
            await host.launch {
                NavigationStack {
                    List {
                        NavigationLink("Seattle") { Text("Detail") }
                        Button("Add") {}
                    }
                }
            }
            let picture = host.screenPicture()
            #expect(element(picture, .text, "Seattle")?.color == nil)
            #expect(element(picture, .text, "Add")?.color == "accent")
            let chevrons = picture.elements.filter { $0.kind == .disclosure }
            #expect(chevrons.count == 1)
            let seattle = try #require(element(picture, .text, "Seattle"))
            // In the row's trailing inset: 20 in from the card's edge at 386.
            #expect(chevrons.first.map { $0.frame.maxX == 366 && abs($0.frame.midY - seattle.frame.midY) < 1 } == true)
        }

        @Test(
            "A text's own foregroundStyle or foregroundColor is its colour in the picture, over its environment's and a button's accent"
        )
        func textsOwnColour() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Text("Alert").foregroundStyle(.red)
                    Text("Calm").foregroundColor(.green)
                    Button {
                    } label: {
                        Text("Delete").foregroundStyle(.red)
                    }
                    HStack { Text("Inner").foregroundStyle(.blue) }.foregroundStyle(.secondary)
                    Text("Both").foregroundStyle(.red) + Text(" red").foregroundColor(.red)
                }
            }
            let picture = host.screenPicture()
            #expect(element(picture, .text, "Alert")?.color == "red")
            #expect(element(picture, .text, "Calm")?.color == "green")
            #expect(element(picture, .text, "Delete")?.color == "red")
            #expect(element(picture, .text, "Inner")?.color == "blue")
            #expect(element(picture, .text, "Both red")?.color == "red")
        }
        @Test(
            "The tab bar is drawn where the layout puts its items: the capsule they share, their labels in slot order, mirrored in right to left"
        )
        func tabBarFollowsItemFrames() async throws {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let host = Host.recording()
                await host.launch {
                    TabView {
                        Text("one").tabItem { Text("First") }
                        Text("two").tabItem { Text("Second") }
                    }
                    .environment(\.layoutDirection, direction)
                }
                let tabs = try #require(host.screenPicture().elements.first { $0.kind == .tabBar })
                let items = host.screenWithFrames().filter { $0.contains("First") || $0.contains("Second") }
                try #require(items.count == 2)
                #expect(tabs.frame == ScreenPicture.Rect(x: 16, y: 874 - 34 - 49, width: 370, height: 49))
                if direction == .leftToRight {
                    #expect(tabs.items == ["First", "Second"] && tabs.selected == 0)
                } else {
                    // The first tab stands at the right (LayoutDirectionLayoutTests' right-to-left fact), so it is drawn last.
                    #expect(tabs.items == ["Second", "First"] && tabs.selected == 1)
                }
            }
        }
        @Test(
            "A plain list's pinned header is drawn over the rows that scroll under it, on a box of the list's background"
        )
        func pinnedHeaderOverRows() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollViewReader { proxy in
                    List {
                        Section("Fruits") { ForEach(0..<40, id: \.self) { index in Text("Fruit \(index)").id(index) } }
                    }
                    .listStyle(.plain)
                    .onAppear { proxy.scrollTo(10, anchor: .top) }
                }
            }
            let elements = host.screenPicture().elements
            func index(of text: String) -> Int? {
                elements.firstIndex {
                    $0.kind == .text && ($0.text == text || ($0.lines ?? []).contains { $0.text == text })
                }
            }
            let title = try #require(index(of: "Fruits"))
            let row = try #require(index(of: "Fruit 12"))
            #expect(row < title)
            // The box behind the title, across the list at its top.
            let box = elements[title - 1]
            #expect(box.kind == .shape && box.color == "systemBackground")
            #expect(box.frame.y == 62 && box.frame.width == 402)
        }
        @Test(
            "A background is drawn behind its content, a material by its name (drawn as a translucent layer), never in the primary colour"
        )
        func backgroundDrawnBehind() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Text("Blue").padding().background(.blue)
                    Text("Frosted").padding().background(.ultraThinMaterial)
                    Text("Boxed").padding().background { Color.green }
                }
            }
            let elements = host.screenPicture().elements
            func index(of text: String) -> Int? {
                elements.firstIndex {
                    $0.kind == .text && ($0.text == text || ($0.lines ?? []).contains { $0.text == text })
                }
            }
            for (text, color) in [("Blue", "blue"), ("Frosted", "material.ultraThin"), ("Boxed", "green")] {
                let textIndex = try #require(index(of: text))
                let shape = elements[textIndex - 1]
                #expect(shape.kind == .shape && shape.color == color)
            }
        }
    }
}
