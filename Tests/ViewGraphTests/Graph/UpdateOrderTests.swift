import Testing

@testable import ViewGraph

@Observable
private final class Flag {
    let name: String
    var on = false
    init(name: String) { self.name = name }
}

/// A row that reads its own flag: a write to that flag marks only this row.
private struct FlagRow: View {
    let flag: Flag
    var body: some View {
        let _ = Console.record("row \(flag.name) \(flag.on)")
        Text(flag.name)
    }
}

/// Twenty rows, and a button that writes their flags last row first.
private struct ManyRows: View {
    @State private var flags = (1...20).map { Flag(name: "\($0)") }
    var body: some View {
        VStack {
            Button("Flip all, last first") {
                for flag in flags.reversed() { flag.on.toggle() }
            }
            ForEach(flags, id: \.name) { flag in FlagRow(flag: flag) }
        }
    }
}

/// A deep view in the first branch and a shallow one in the second, both marked by one tap.
private struct Deep: View {
    let flag: Flag
    var body: some View {
        let _ = Console.record("deep \(flag.on)")
        Text("deep")
    }
}

private struct Shallow: View {
    let flag: Flag
    var body: some View {
        let _ = Console.record("shallow \(flag.on)")
        Text("shallow")
    }
}

private struct Branches: View {
    @State private var deep = Flag(name: "deep")
    @State private var shallow = Flag(name: "shallow")
    var body: some View {
        VStack {
            VStack { VStack { Deep(flag: deep) } }
            Shallow(flag: shallow)
            Button("Flip") {
                shallow.on.toggle()
                deep.on.toggle()
            }
        }
    }
}

/// A parent and its child marked by one tap, the child first: the parent still runs first.
private struct Child: View {
    let flag: Flag
    let label: String
    var body: some View {
        let _ = Console.record("child \(flag.on) \(label)")
        Text(label)
    }
}

private struct Parent: View {
    @State private var mine = Flag(name: "parent")
    @State private var childs = Flag(name: "child")
    var body: some View {
        let _ = Console.record("parent \(mine.on)")
        VStack {
            Child(flag: childs, label: mine.on ? "on" : "off")
            Button("Flip") {
                childs.on.toggle()
                mine.on.toggle()
            }
        }
    }
}

@Observable
private final class Tick {
    var value = 0
}

private struct TickRow: View {
    let id: Int
    let tick: Tick
    var body: some View { Text("Row \(id): \(tick.value)") }
}

private struct TickRows: View {
    @State private var tick = Tick()
    var body: some View {
        VStack {
            Button("Tick") { tick.value += 1 }
            ForEach(0..<12_000, id: \.self) { TickRow(id: $0, tick: tick) }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("The order of bodies in one update")
    struct UpdateOrderTests {
        @Test("Siblings marked in one update run in the order they stand, whatever order the writes came in")
        func siblingsInTreeOrder() async throws {
            let host = Host.recording()
            await host.launch { ManyRows() }
            let lines = try await Console.capture { try await host.perform(.tap("Flip all, last first")) }
            #expect(lines == (1...20).map { "row \($0) true" })
        }

        @Test("A deep view in an earlier branch runs before a shallow one in a later branch (depth first)")
        func depthFirst() async throws {
            let host = Host.recording()
            await host.launch { Branches() }
            let lines = try await Console.capture { try await host.perform(.tap("Flip")) }
            #expect(lines == ["deep true", "shallow true"])
        }

        @Test("A parent marked after its child still runs first, and the child runs once, with the new value")
        func parentBeforeChild() async throws {
            let host = Host.recording()
            await host.launch { Parent() }
            let lines = try await Console.capture { try await host.perform(.tap("Flip")) }
            #expect(lines == ["parent true", "child true on"])
        }

        @Test("A tap that marks 12,000 rows runs each row's body once, and is not taken for a runaway")
        func manyRowsAreNoRunaway() async throws {
            let host = Host()
            await host.launch { TickRows() }
            let before = host.bodyCount
            try await host.perform(.tap("Tick"))
            #expect(host.bodyCount - before == 12_000)
            #expect(host.logLines.isEmpty)
            #expect(host.screen().contains { $0.contains("Row 11999: 1") })
        }

        @Test("The update queue gives nodes in tree order, also after siblings moved while they waited")
        func queueFollowsMoves() {
            let root = ViewNode(key: .content, parent: nil, view: EmptyView(), environment: EnvironmentValues())
            let rows = (0..<6).map {
                ViewNode(key: .index($0), parent: root, view: EmptyView(), environment: EnvironmentValues())
            }
            root.setChildren(rows)
            let leaves = rows.map {
                ViewNode(key: .body, parent: $0, view: EmptyView(), environment: EnvironmentValues())
            }
            for (row, leaf) in zip(rows, leaves) { row.setChildren([leaf]) }

            var queue = UpdateQueue()
            for index in [3, 0, 5, 1] { queue.insert(leaves[index]) }
            queue.insert(rows[4])
            queue.insert(leaves[4])
            queue.insert(leaves[3])  // once only
            #expect(queue.count == 6)
            // The rows are reversed while the nodes below them wait: the order follows the new places.
            root.setChildren(rows.reversed())
            var order: [ObjectIdentifier] = []
            while let node = queue.popFirst() { order.append(ObjectIdentifier(node)) }
            let expected = [leaves[5], rows[4], leaves[4], leaves[3], leaves[1], leaves[0]].map(ObjectIdentifier.init)
            #expect(order == expected)
            #expect(queue.isEmpty)
            #expect(leaves.allSatisfy { $0.queuePosition == nil })
        }

        @Test("A node taken out of the queue, from any place in it, leaves the rest in order")
        func removalKeepsOrder() {
            let root = ViewNode(key: .content, parent: nil, view: EmptyView(), environment: EnvironmentValues())
            let rows = (0..<40).map {
                ViewNode(key: .index($0), parent: root, view: EmptyView(), environment: EnvironmentValues())
            }
            root.setChildren(rows)
            var queue = UpdateQueue()
            // A fixed scramble, so the test is the same each run.
            for index in (0..<40).map({ ($0 * 17) % 40 }) { queue.insert(rows[index]) }
            for index in stride(from: 1, to: 40, by: 3) { queue.remove(rows[index]) }
            var popped: [Int] = []
            while let node = queue.popFirst() { popped.append(rows.firstIndex { $0 === node }!) }
            #expect(popped == (0..<40).filter { $0 % 3 != 1 })
        }
    }
}
