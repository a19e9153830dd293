import Testing

@testable import ViewGraph

private struct NumberRow: View {
    let number: Int
    @State private var taps = 0
    init(number: Int) {
        self.number = number
        Console.record("init \(number)")
    }
    var body: some View {
        Button("Row \(number): \(taps)") { taps += 1 }
            .onAppear { Console.record("appear \(number)") }
            .onDisappear { Console.record("disappear \(number)") }
    }
}

private struct LazyNumbers: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<count, id: \.self) { NumberRow(number: $0) }
            }
        }
    }
}

private struct EagerNumbers: View {
    let count: Int
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<count, id: \.self) { NumberRow(number: $0) }
            }
        }
    }
}

private struct ListedNumbers: View {
    let count: Int
    var body: some View {
        List(0..<count, id: \.self) { NumberRow(number: $0) }
    }
}

private struct Jumping: View {
    var body: some View {
        ScrollViewReader { proxy in
            Button("Jump") { proxy.scrollTo(500) }
            ScrollView {
                LazyVStack {
                    ForEach(0..<1000, id: \.self) { NumberRow(number: $0) }
                }
            }
        }
    }
}

private struct LinkedNumbers: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Trips") {
                    ForEach(0..<100, id: \.self) { n in
                        NavigationLink(value: n) { NumberRow(number: n) }
                    }
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Int.self) { n in Text("Detail \(n)") }
        }
    }
}

private struct ChipsAndRows: View {
    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<100, id: \.self) { n in Text("Chip \(n)") }
                }
            }
            List(0..<100, id: \.self) { NumberRow(number: $0) }
        }
    }
}

private struct Watched: View {
    let lazy: Bool
    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack { rows }
            } else {
                VStack { rows }
            }
        }
    }

    private var rows: some View {
        ForEach(0..<100, id: \.self) { n in
            Text("Row \(n)").onScrollVisibilityChange { visible in Console.record("\(n) \(visible ? "in" : "out")") }
        }
    }
}

/// The numbers of the rows whose `init` ran, in order, from console lines.
private func made(_ lines: [String]) -> [Int] {
    lines.compactMap { $0.hasPrefix("init ") ? Int($0.dropFirst(5)) : nil }
}

/// The rows that appeared: those on the screen.
private func appeared(_ lines: [String]) -> [Int] {
    lines.compactMap { $0.hasPrefix("appear ") ? Int($0.dropFirst(7)) : nil }
}

extension EngineTests {
    @Test("A lazy stack builds the rows that fill the screen, each made twice in a row, not the thousand")
    func lazyStackBuildsWhatIsOnScreen() async {
        let host = Host.recording()
        let lines = await Console.capture { await host.launch { LazyNumbers(count: 1000) } }
        let rows = made(lines)
        // 812 points below the status bar, rows of one line of text (about 20 points) 8 points apart.
        #expect((20...40).contains(rows.count / 2))
        #expect(rows == Array(0..<(rows.count / 2)).flatMap { [$0, $0] })
        #expect(host.screen().filter { $0.contains("Button") }.count == rows.count / 2)
    }

    @Test("Scrolling builds the rows coming into view; rows that leave disappear but keep their state")
    func scrollingKeepsStateForAWhile() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { LazyNumbers(count: 1000) } }
        let firstScreen = made(launch).count / 2
        try await host.perform(.tap("Row 0: 0"))
        let down = try await Console.capture { try await host.perform(.scroll(.down)) }
        #expect(made(down).first == firstScreen)
        #expect(down.contains("disappear 0"))
        #expect(down.contains("appear \(firstScreen)"))
        let up = try await Console.capture { try await host.perform(.scroll(.up)) }
        #expect(made(up).isEmpty)
        #expect(up.contains("appear 0"))
        #expect(host.shows("Row 0: 1"))
    }

    @Test("A row scrolled far away is destroyed, and comes back with new state")
    func farRowsAreDestroyed() async throws {
        let host = Host.recording()
        await host.launch { LazyNumbers(count: 1000) }
        try await host.perform(.tap("Row 0: 0"))
        try await host.perform(.scroll(.bottom))
        #expect(host.shows("Row 999: 0"))
        let back = try await Console.capture { try await host.perform(.scroll(.top)) }
        #expect(made(back).suffix(1) == [0] || made(back).contains(0))
        #expect(!back.contains("disappear 0"))
        #expect(host.shows("Row 0: 0"))
    }

    @Test("`scroll to` goes screen by screen until the label is on the screen")
    func scrollToLabel() async throws {
        let host = Host.recording()
        await host.launch { LazyNumbers(count: 300) }
        #expect(!host.shows("Row 120: 0"))
        try await host.perform(.scroll(.to("Row 120: 0")))
        #expect(host.shows("Row 120: 0"))
        try await host.perform(.tap("Row 120: 0"))
        #expect(host.shows("Row 120: 1"))
        await #expect(throws: HostError.self) { try await host.perform(.scroll(.to("Row 5000: 0"))) }
    }

    @Test("Tapping a row further down scrolls to it first, as a person would")
    func tapScrollsToItsTarget() async throws {
        let host = Host.recording()
        await host.launch { LazyNumbers(count: 300) }
        let lines = try await Console.capture { try await host.perform(.tap("Row 70: 0")) }
        #expect(made(lines).contains(70))
        #expect(host.shows("Row 70: 1"))
    }

    @Test("ScrollViewProxy.scrollTo(id) scrolls the lazy rows to that row, building only what comes into view")
    func proxyScrollsToID() async throws {
        let host = Host.recording()
        await host.launch { Jumping() }
        let lines = try await Console.capture { try await host.perform(.tap("Jump")) }
        // With no anchor, the least scroll that shows row 500 whole: it ends at the bottom, the rows
        // above it on the screen built with it, in their order.
        #expect(made(lines).last == 500 || made(lines).contains(500))
        #expect(made(lines).allSatisfy { $0 > 450 && $0 <= 520 })
        #expect(host.shows("Row 500: 0"))
    }

    @Test("A lazy container's rows appear in their order, each as it comes into view")
    func lazyRowsAppearInOrder() async {
        let host = Host.recording()
        let lines = await Console.capture { await host.launch { ListedNumbers(count: 5) } }
        #expect(lines.filter { $0.hasPrefix("appear") } == (0..<5).map { "appear \($0)" })
    }

    @Test("Going back to a list shows the rows that were on the screen again, in order, made no more")
    func listRowsComeBackInOrder() async throws {
        let host = Host.recording()
        await host.launch { LinkedNumbers() }
        try await host.perform(.tap("Row 30: 0"))
        #expect(host.shows("Detail 30"))
        let back = try await Console.capture { try await host.perform(.back) }
        let appeared = back.compactMap { $0.hasPrefix("appear ") ? Int($0.dropFirst(7)) : nil }
        #expect(!appeared.isEmpty && appeared == appeared.sorted() && appeared.contains(30))
        #expect(made(back).isEmpty)
    }

    @Test("scroll down moves the vertical list, not a horizontal strip above it; scroll to finds a chip sideways")
    func verticalFirst() async throws {
        let host = Host.recording()
        await host.launch { ChipsAndRows() }
        #expect(!host.shows("Chip 60"))
        let down = try await Console.capture { try await host.perform(.scroll(.down)) }
        #expect(!made(down).isEmpty)
        #expect(!host.shows("Chip 60"))
        try await host.perform(.scroll(.to("Chip 60")))
        #expect(host.shows("Chip 60"))
    }

    @Test(
        "onScrollVisibilityChange reports the rows in sight, then the changes a scroll makes, in lazy and eager stacks alike"
    )
    func scrollVisibility() async throws {
        for lazy in [true, false] {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Watched(lazy: lazy) } }
            let firstIn = launch.filter { $0.hasSuffix(" in") }.compactMap { Int($0.split(separator: " ")[0]) }.sorted()
            #expect(firstIn.first == 0 && (20...40).contains(firstIn.count), "lazy: \(lazy)")
            #expect(!launch.contains { $0.hasSuffix(" out") })
            let down = try await Console.capture { try await host.perform(.scroll(.down)) }
            #expect(down.contains("0 out") && down.contains("\(firstIn.count) in"), "lazy: \(lazy)")
        }
    }

    @Test("A list's rows are at least 44 points: fewer rows fill the screen than in a stack")
    func listRowsAreTaller() async {
        // The rows on the screen are counted by their onAppear, not by their init: a list makes every
        // row's view at launch and builds (runs the body of, shows) only the rows on the screen, as
        // consoles recorded on iOS printed a 250-row list's init for all 250 and its body only for the
        // rows in sight (the rule and its evidence at `ForEach.makeUnbuiltListRows`). A lazy stack
        // makes only the rows it builds, each twice.
        let listLaunch = await Console.capture { await Host.recording().launch { ListedNumbers(count: 500) } }
        let stackLaunch = await Console.capture { await Host.recording().launch { LazyNumbers(count: 500) } }
        let list = appeared(listLaunch).count
        let stack = appeared(stackLaunch).count
        #expect(list >= 10 && list < stack, "list: \(list), stack: \(stack)")
        #expect(Set(made(listLaunch)) == Set(0..<500))
        #expect(made(stackLaunch).count == 2 * stack)
    }

    @Test("An eager stack in a scroll view builds every row, and scrolling builds nothing")
    func eagerStackBuildsAll() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { EagerNumbers(count: 200) } }
        #expect(Set(made(launch)).count == 200)
        let down = try await Console.capture { try await host.perform(.scroll(.down)) }
        #expect(down.isEmpty)
    }
}
