import Testing

@testable import ViewGraph

// Consoles other people recorded of the order in which `onAppear`, `onChange(of:initial:)` and `task`
// run as a screen first shows, replayed on the engine with programs of the project's own (the same
// shape of modifiers, other views and words). Source, by the letter the tests cite it by:
//
// - [BG] benigumo, "【SwiftUI】onAppear() ・onChange(initial: true) ・task() の実行順序" (2024-03-28; iOS 17,
//   the first year of `onChange(of:initial:)`): https://android.benigumo.com/20240328/onappear-onchange-task
//   Four consoles: the three modifiers on one view in three orders, and the three on each of three
//   nested views. Its summary: deepest first; onAppear and onChange(initial: true) in the order they
//   are written; every task after all of them, once the outermost view has appeared.

/// One view with the three modifiers written appear, change, task.
private struct AppearChangeTask: View {
    var body: some View {
        Image(systemName: "star")
            .onAppear { Console.record("star appeared") }
            .onChange(of: 1, initial: true) { Console.record("star changed") }
            .task { Console.record("star task") }
    }
}

/// The task written first, then appear, then change.
private struct TaskAppearChange: View {
    var body: some View {
        Image(systemName: "star")
            .task { Console.record("star task") }
            .onAppear { Console.record("star appeared") }
            .onChange(of: 1, initial: true) { Console.record("star changed") }
    }
}

/// The task written first, then change, then appear.
private struct TaskChangeAppear: View {
    var body: some View {
        Image(systemName: "star")
            .task { Console.record("star task") }
            .onChange(of: 1, initial: true) { Console.record("star changed") }
            .onAppear { Console.record("star appeared") }
    }
}

/// Three levels, each with task, change, appear written in that order: a label in a horizontal stack
/// in a group.
private struct NestedThree: View {
    var body: some View {
        Group {
            HStack {
                Label("Inbox", systemImage: "tray")
                    .task { Console.record("label task") }
                    .onChange(of: "x", initial: true) { Console.record("label changed") }
                    .onAppear { Console.record("label appeared") }
            }
            .task { Console.record("row task") }
            .onChange(of: "x", initial: true) { Console.record("row changed") }
            .onAppear { Console.record("row appeared") }
        }
        .task { Console.record("group task") }
        .onChange(of: "x", initial: true) { Console.record("group changed") }
        .onAppear { Console.record("group appeared") }
    }
}

extension EngineTests {
    @MainActor @Suite("Published appear-order consoles")
    struct PublishedAppearOrderConsolesTests {
        @Test("[BG] iOS 17: appear, then change (initial), then task, as written")
        func appearChangeTask() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { AppearChangeTask() } }
            #expect(launch == ["star appeared", "star changed", "star task"])
        }

        @Test("[BG] iOS 17: a task written first still runs after the appear and change actions")
        func taskWrittenFirst() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { TaskAppearChange() } }
            #expect(launch == ["star appeared", "star changed", "star task"])
        }

        @Test("[BG] iOS 17: onChange(initial:) written before onAppear runs before it")
        func changeWrittenBeforeAppear() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { TaskChangeAppear() } }
            #expect(launch == ["star changed", "star appeared", "star task"])
        }

        @Test("[BG] iOS 17: nested views run deepest first, and every task waits until the outermost view has appeared")
        func nestedDeepestFirstTasksLast() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { NestedThree() } }
            #expect(
                launch == [
                    "label changed", "label appeared",
                    "row changed", "row appeared",
                    "group changed", "group appeared",
                    "label task", "row task", "group task",
                ])
        }
    }
}
