import Foundation
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
// - [FT] Fatbobman, "Timing of onAppear Invocation" (fatbobman.com/en/posts/onappear-call-timing,
//   2023, iOS 16): with a custom `Layout` that logs, "onAppear is invoked after layout but before
//   rendering": the layout's `sizeThatFits` and `placeSubviews` run before the `onAppear` of the view
//   it lays out.

/// A layout that says when it is asked, around one view.
private struct LoggingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { Console.record("sizeThatFits") }
        return subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { Console.record("placeSubviews") }
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// [FT]'s situation in our words: a text laid out by a logging layout, with an appear action.
private struct LaidOutThenAppears: View {
    var body: some View {
        LoggingLayout {
            Text("Paris")
                .onAppear { Console.record("text appeared") }
        }
        .onAppear { Console.record("layout appeared") }
    }
}

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
        @Test("[FT] iOS 16: the layout runs before onAppear: sizeThatFits and placeSubviews first")
        func layoutBeforeAppear() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { LaidOutThenAppears() } }
            let firstAppear = try #require(launch.firstIndex(of: "text appeared"))
            #expect(launch.contains("sizeThatFits") && launch.contains("placeSubviews"))
            #expect(launch[..<firstAppear].contains("placeSubviews"))
            #expect(Array(launch[firstAppear...]) == ["text appeared", "layout appeared"])
        }

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
