import Testing

@testable import ViewGraph

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        let _ = Console.record("body \(count)")
        Button("Count: \(count)") { count += 1 }
    }
}

private struct SetsSeven: View {
    @State private var nights = 5
    var body: some View {
        let _ = Console.record("body: \(nights) nights")
        Button("Set nights to 7") { nights = 7 }
    }
}

private struct ThreeWrites: View {
    @State private var city = "Seattle"
    @State private var nights = 5
    @State private var isFavorite = false
    var body: some View {
        let _ = Console.record("body: \(city), \(nights), \(isFavorite)")
        Button("Change three things") {
            city = "Vancouver"
            nights = 3
            isFavorite = true
        }
    }
}

private struct UnreadState: View {
    @State private var taps = 0
    @State private var showsCount = false
    var body: some View {
        let _ = Console.record("body")
        VStack {
            Button("Tap me") { taps += 1 }
            Button("Show the count") { showsCount = true }
            if showsCount { Text("\(taps) taps") }
        }
    }
}

private struct QuantityPicker: View {
    @State private var quantity: Int
    init(start: Int) { _quantity = State(initialValue: start) }
    var body: some View { Text("Quantity: \(quantity)") }
}

private struct StartsAtFive: View {
    @State private var start = 1
    var body: some View {
        VStack {
            QuantityPicker(start: start)
            Button("Start at 5") { start = 5 }
        }
    }
}

/// `@State` with no default, set in `init` (the runner rewrites `self.quantity = start` to this form).
private struct AssignedQuantity: View {
    @State private var quantity: Int
    init(start: Int) { self._quantity = State(initialValue: start) }
    var body: some View {
        Button("Quantity: \(quantity)") { quantity += 1 }
    }
}

@MainActor private final class Basket {
    let label: String
    init(label: String) {
        self.label = label
        Console.record("Basket(\(label))")
    }
}

private struct AssignedBasket: View {
    @State private var basket: Basket
    init(label: String) { _basket = State(initialValue: Basket(label: label)) }
    var body: some View { Text("Basket \(basket.label)") }
}

private struct AssignedStarts: View {
    @State private var start = 1
    @State private var showsSecond = false
    var body: some View {
        VStack {
            AssignedQuantity(start: start)
            AssignedBasket(label: "\(start)")
            if showsSecond { AssignedQuantity(start: start).id("second") }
            Button("Start at 5") { start = 5 }
            Button("Show a second picker") { showsSecond = true }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("@State")
    struct StateTests {
        @Test("A write runs the body again, with the new value")
        func writeRunsBody() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { Counter() }
                try await host.perform(.tap("Count: 0"))
            }
            #expect(lines == ["body 0", "body 1"])
            #expect(host.screen() == ["Button \"Count: 1\""])
        }

        @Test("Setting state to the value it has is not a change (lesson 7, nights = 7)")
        func equalWriteIgnored() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { SetsSeven() }
                try await host.perform(.tap("Set nights to 7"))
                try await host.perform(.tap("Set nights to 7"))
            }
            #expect(lines == ["body: 5 nights", "body: 7 nights"])
        }

        @Test("Several writes in one action make one update (lesson 7, edge case 10)")
        func writesAreBatched() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { ThreeWrites() }
                try await host.perform(.tap("Change three things"))
            }
            #expect(lines == ["body: Seattle, 5, false", "body: Vancouver, 3, true"])
        }

        @Test("State the body did not read does not run it (lesson 7, edge case 11)")
        func unreadStateDoesNotRunBody() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { UnreadState() }
                try await host.perform(.tap("Tap me"))
                try await host.perform(.tap("Tap me"))
                try await host.perform(.tap("Show the count"))
                try await host.perform(.tap("Tap me"))
            }
            #expect(lines == ["body", "body", "body"])
            #expect(host.screen().contains("  Text \"3 taps\""))
        }

        @Test(
            "@State with no default, set in init: the first value is kept for the identity, a new identity takes the parent's"
        )
        func assignedInInitUsedOnce() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { AssignedStarts() }
                try await host.perform(.tap("Quantity: 1"))
                try await host.perform(.tap("Start at 5"))
            }
            // The parent's new start makes new structs (and a new Basket, made by the init and thrown
            // away), but the stored values stay the first ones.
            #expect(lines == ["Basket(1)", "Basket(5)"])
            #expect(host.screen().contains("  Button \"Quantity: 2\""))
            #expect(host.screen().contains("  Text \"Basket 1\""))
            try await host.perform(.tap("Show a second picker"))
            #expect(host.screen().contains("  Button \"Quantity: 5\""))
        }

        @Test("The initial value is used once; a new one from the parent is ignored (lesson 7, edge case 9)")
        func initialValueUsedOnce() async throws {
            let host = Host.recording()
            await host.launch { StartsAtFive() }
            try await host.perform(.tap("Start at 5"))
            #expect(host.screen().contains("  Text \"Quantity: 1\""))
        }
    }
}
