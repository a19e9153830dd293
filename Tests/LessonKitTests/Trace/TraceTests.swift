import Foundation
import HostContract
import Testing

@testable import LessonKit

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The standard output of a lesson program that traced a launch and a tap on a star: a store write
/// marks a grid, whose body runs three cards; an onChange prints a save.
private func starTapOutput() -> String {
    func trace(_ event: UpdateTraceEvent) -> String { "\u{1E}trace " + event.jsonLine }
    let lines = [
        "\u{1E}action 1 launch",
        trace(.init(kind: .create, view: 1, type: "ContentView")),
        trace(.init(kind: .body, view: 1, reasons: ["@self", "@identity", "__store"])),
        trace(.init(kind: .create, view: 2, type: "TripGrid", parent: 1)),
        trace(.init(kind: .body, view: 2, reasons: ["@self", "@identity", "_store"])),
        trace(.init(kind: .create, view: 3, type: "TripCard", parent: 2, identity: "id 1", why: "row")),
        trace(.init(kind: .body, view: 3, reasons: ["@self", "@identity", "_trip"])),
        "TripCard: @self, @identity, _trip changed.",
        trace(.init(kind: .create, view: 4, type: "TripCard", parent: 2, identity: "id 2", why: "row")),
        trace(.init(kind: .body, view: 4, reasons: ["@self", "@identity", "_trip"])),
        "TripCard: @self, @identity, _trip changed.",
        trace(.init(kind: .appear, view: 2)),
        trace(.init(kind: .update, update: 1)),
        "\u{1E}action 2 tap Favorite Vancouver",
        "tapped",
        trace(.init(kind: .write, write: 1, name: "\\TripStore.trips", property: "@Observable")),
        trace(.init(kind: .mark, view: 2, reasons: ["\\TripStore.trips"], write: 1)),
        trace(.init(kind: .mark, view: 1, reasons: ["\\TripStore.trips"], write: 1)),
        trace(.init(kind: .body, view: 1, reasons: ["\\TripStore.trips"])),
        trace(.init(kind: .body, view: 2, reasons: ["\\TripStore.trips"])),
        trace(.init(kind: .body, view: 3, reasons: ["@self", "_trip"])),
        "TripCard: @self, _trip changed.",
        trace(.init(kind: .body, view: 4, reasons: ["@self", "_trip"])),
        "TripCard: @self, _trip changed.",
        trace(.init(kind: .destroy, view: 4, why: "row left the data")),
        trace(.init(kind: .change, view: 1)),
        "Saved 2 trips",
        "\u{1E}log a warning",
        trace(.init(kind: .update, update: 7)),
        "\u{1E}screen Text \"x\"",
        "\u{1E}done ",
    ]
    return lines.joined(separator: "\n") + "\n"
}

@Suite("Tracing a play", .onThreadsOfItsOwn)
struct TraceTests {
    @Test("Trace lines group into updates by action, and never reach the console a check compares")
    func parse() throws {
        let trace = PlayTrace.parse(starTapOutput())
        #expect(trace.actions == ["launch", "tap Favorite Vancouver"])
        #expect(trace.updates.map(\.action) == [1, 2])
        #expect(trace.updates.allSatisfy { $0.isComplete })
        #expect(trace.views[3]?.label == "TripCard (id 1)")
        #expect(trace.finished && trace.unreadable == 0)
        let output = PlayOutput.parse(starTapOutput())
        #expect(
            output.segments[1].console == [
                "tapped", "TripCard: @self, _trip changed.", "TripCard: @self, _trip changed.", "Saved 2 trips",
            ])
        #expect(!output.segments.flatMap(\.console).contains { $0.contains("trace") })
    }

    @Test("What was printed belongs to the body or the action that printed it")
    func prints() throws {
        let trace = PlayTrace.parse(starTapOutput())
        let tap = UpdateSummary(trace.updates[1], in: trace)
        #expect(tap.actionPrints == ["tapped"])
        #expect(tap.prints[3] == ["TripCard: @self, _trip changed."])
        #expect(tap.actions.map(\.name) == ["onChange"])
        #expect(tap.actions.first?.prints == ["Saved 2 trips"])
        #expect(tap.logs == ["a warning"])
        #expect(tap.writes.count == 1 && tap.writes[0].marks.map(\.view) == [2, 1])
        #expect(tap.destroyed[4] == .some("row left the data"))
    }

    @Test("Body counts per type, for an update, a scope and a bodies check")
    func counts() throws {
        let trace = PlayTrace.parse(starTapOutput())
        let tap = BodyCounts(trace.updates(in: .last), in: trace)
        #expect(tap.lines == ["ContentView: 1", "TripGrid: 1", "TripCard: 2"])
        #expect(BodyCounts(trace.updates(in: .from(1)), in: trace)["TripCard"] == 4)
        #expect(tap.lines(comparedWith: ["TripCard: 3", "FavoriteButton: 0"]) == ["TripCard: 2", "FavoriteButton: 0"])
        #expect(tap.lines(comparedWith: []) == tap.lines)
        #expect(
            BodyCounts.problems(in: ["TripCard: 1", "", "TripCard:2", "Grid", "TripCard: 1"]).map(\.offset) == [
                2, 2, 3, 4,
            ])
    }

    @Test("The text shows each update as the tree of what it touched, with reasons and counts")
    func text() throws {
        let trace = PlayTrace.parse(starTapOutput())
        let lines = TraceText.render(UpdateSummary(trace.updates[1], in: trace), in: trace)
        #expect(
            lines == [
                "update 2 · action 2, tap Favorite Vancouver",
                "  printed: tapped",
                "  write \\TripStore.trips (@Observable), in the action: marked ContentView, TripGrid",
                "   ● ContentView  \\TripStore.trips",
                "     ● TripGrid  \\TripStore.trips",
                "       ● TripCard (id 1)  @self, _trip",
                "           printed: TripCard: @self, _trip changed.",
                "      ✕● TripCard (id 2)  destroyed: its element left the ForEach's data · @self, _trip",
                "           printed: TripCard: @self, _trip changed.",
                "  then onChange of ContentView",
                "    printed: Saved 2 trips",
                "  log: a warning",
                "  bodies: ContentView 1, TripGrid 1, TripCard 2",
            ])
        let all = TraceText.render(trace)
        #expect(all.contains("  TripCard        4    2    2"))
    }

    #if canImport(FoundationXML)
    @Test("The SVG is well-formed: a box per view, the bodies that ran marked, an arrow per marked body")
    func svg() throws {
        let trace = PlayTrace.parse(starTapOutput())
        let svg = TraceSVG.render(
            [UpdateSummary(trace.updates[1], in: trace)], in: trace, title: "Lesson 48 · <Step 2> & more")
        let document = try XMLDocument(xmlString: svg)
        func count(_ xpath: String) throws -> Int { try document.nodes(forXPath: xpath).count }
        #expect(try count("//*[local-name()='g'][contains(@class,'view ')]") == 4)
        #expect(try count("//*[local-name()='g'][contains(@class,'view ran')]") == 4)
        #expect(try count("//*[local-name()='g'][contains(@class,'destroyed')]") == 1)
        #expect(try count("//*[local-name()='path'][@class='mark']") == 2)
        // The two cards got new values from the grid, whose body ran: their edges say so.
        #expect(try count("//*[local-name()='path'][@class='handed']") == 2)
        #expect(svg.contains("Lesson 48 · &lt;Step 2&gt; &amp; more"))
        // Every arrow points at a marker this picture defines.
        #expect(try count("//*[local-name()='marker'][@id='trace-arrow']") == 1)
        #expect(!svg.contains("url(#arrow)"))
    }
    #endif

    @Test(
        "A body that a write marked and its parent's body handed a new value shows one cause: the lane, without an arrow too"
    )
    func oneCausePerBody() throws {
        // As in lesson 48, step 2: the cards read the store through their bindings, so the write marks them as well.
        let output = starTapOutput().replacingOccurrences(
            of: "\u{1E}trace "
                + UpdateTraceEvent(kind: .mark, view: 1, reasons: ["\\TripStore.trips"], write: 1).jsonLine,
            with: [
                "\u{1E}trace "
                    + UpdateTraceEvent(kind: .mark, view: 1, reasons: ["\\TripStore.trips"], write: 1).jsonLine,
                "\u{1E}trace "
                    + UpdateTraceEvent(kind: .mark, view: 3, reasons: ["\\TripStore.trips"], write: 1).jsonLine,
                "\u{1E}trace "
                    + UpdateTraceEvent(kind: .mark, view: 4, reasons: ["\\TripStore.trips"], write: 1).jsonLine,
            ].joined(separator: "\n"))
        let trace = PlayTrace.parse(output)
        let summary = UpdateSummary(trace.updates[1], in: trace)
        #expect(summary.writes.first?.marks.count == 4)
        let svg = TraceSVG.render([summary], in: trace, title: nil)
        #expect(
            svg.components(separatedBy: "class=\"mark\"").count - 1 == 2,
            "arrows only to the grid and the view above it")
        #expect(svg.components(separatedBy: "class=\"handed\"").count - 1 == 2)
        #expect(svg.contains(">marked 4; 2 of them also got a"))
    }

    @Test("The bodies line wraps inside the picture, however many types ran")
    func countsFit() throws {
        func trace(_ event: UpdateTraceEvent) -> String { "\u{1E}trace " + event.jsonLine }
        var lines = ["\u{1E}action 1 launch"]
        for view in 1...12 {
            lines.append(
                trace(.init(kind: .create, view: view, type: "AViewWithALongName\(view)", parent: view == 1 ? nil : 1)))
            lines.append(trace(.init(kind: .body, view: view, reasons: ["@self", "@identity"])))
        }
        lines += [trace(.init(kind: .update, update: 1)), "\u{1E}done "]
        let parsed = PlayTrace.parse(lines.joined(separator: "\n") + "\n")
        let svg = TraceSVG.render(parsed.summaries, in: parsed, title: nil)
        let width = try #require(svg.firstMatch(of: #/width="([0-9.]+)"/#).flatMap { Double($0.1) })
        let counts = svg.matches(of: #/<text x="([0-9.]+)"[^>]*class="counts"[^>]*>([^<]*)</text>/#)
        #expect(counts.count > 1, "the line wrapped")
        for line in counts {
            #expect(Double(line.1)! + Double(line.2.count) * TraceSVG.charWidth <= width, "cut off: \(line.2)")
        }
        #expect(counts.map { String($0.2) }.joined().contains("AViewWithALongName12 1"))
    }

    @Test("Below 800 px the trace page is one column, and its counts table scrolls in its own box")
    func narrowPage() {
        let html = TraceHTML.render(PlayTrace.parse(starTapOutput()), title: "T", subtitle: "play: launch")
        #expect(html.contains("@media (max-width: 800px)"))
        #expect(html.contains("grid-template-columns: minmax(220px, 300px) minmax(0, 1fr)"))
        #expect(html.contains("<div class=\"table\"><table>"))
    }

    @Test("The page holds one frame per update, each with its own arrow marker, and loads nothing")
    func html() throws {
        let trace = PlayTrace.parse(starTapOutput())
        let html = TraceHTML.render(trace, title: "T", subtitle: "play: launch")
        #expect(html.components(separatedBy: "<section class=\"frame\"").count - 1 == trace.updates.count)
        #expect(html.contains("id=\"update-1-arrow\"") && html.contains("id=\"update-2-arrow\""))
        #expect(!html.contains("src=") && !html.contains("href=\"http") && !html.contains("@import"))
        #expect(html.contains("<td>TripCard</td><td>4</td><td>2</td><td>2</td>"))
    }

    @Test("A trace line from another engine is counted as unreadable, not taken for output")
    func unreadable() {
        let trace = PlayTrace.parse("\u{1E}action 1 launch\n\u{1E}trace {not json\n\u{1E}done \n")
        #expect(trace.unreadable == 1)
        #expect(TraceText.render(trace).last?.contains("could not be read") == true)
    }
}

@Suite("What lessons trace runs", .onThreadsOfItsOwn)
struct TraceRequestTests {
    static let lesson = LessonParser.parse(
        """
        # Lesson 9 · Counting

        ## The app as this lesson starts

        ```swift file=ContentView.swift
        import SwiftUI
        struct ContentView: View {
            @State private var count = 0
            var body: some View { Button("Count: \\(count)") { count += 1 } }
        }
        ```

        ## Step 1 · Read

        Nothing runs here.

        ## Step 2 · Tap

        ```screen play="launch; tap Count: 0"
        Button "Count: 1"
        ```

        ```console play="launch; tap Count: 0; tap Count: 1" output=all
        ```

        ## Edge cases

        ### Twice
        <!-- id: twice -->

        ```swift program
        import SwiftUI
        struct ContentView: View {
            var body: some View { Text("Hi") }
        }
        ```

        ```console play="launch"
        ```
        """, path: "Lessons/09-counting.md"
    ).lesson

    @Test("A step traces its first run of the app as the step leaves it")
    func step() throws {
        let request = try TraceRequest.step(2, of: Self.lesson)
        #expect(request.play == ["launch", "tap Count: 0"])
        #expect(request.title == "Lesson 9 · Step 2 · Tap")
        #expect(request.location?.line == 19)
    }

    @Test("A line inside a check or a program names that check")
    func line() throws {
        #expect(try TraceRequest.check(atLine: 24, of: Self.lesson).play == ["launch", "tap Count: 0", "tap Count: 1"])
        #expect(try TraceRequest.check(atLine: 23, of: Self.lesson).scope == .from(1))
        let program = try TraceRequest.check(atLine: 33, of: Self.lesson)
        #expect(program.location?.line == 38 && program.play == ["launch"])
    }

    @Test("Errors say where and what to write instead")
    func errors() throws {
        #expect(throws: LessonError.self) { try TraceRequest.step(7, of: Self.lesson) }
        do {
            _ = try TraceRequest.step(1, of: Self.lesson)
            Issue.record("step 1 has no run")
        } catch {
            #expect(
                "\(error)".contains("Lessons/09-counting.md:13: step 1 records no run to trace; steps with runs: 2"))
        }
        do {
            _ = try TraceRequest.check(atLine: 2, of: Self.lesson)
            Issue.record("line 2 is no check")
        } catch {
            #expect(
                "\(error)".hasPrefix(
                    "Lessons/09-counting.md:2: no check or program there; the nearest checks start at line"))
        }
        #expect(
            "\(try TraceRequest.step(2, of: Self.lesson).replacingPlay("launch; tap Count: 0; wait 1s").play)"
                == "[\"launch\", \"tap Count: 0\", \"wait 1s\"]")
        #expect(throws: TraceError.self) { try TraceRequest.step(2, of: Self.lesson).replacingPlay("tap Count: 0") }
    }

}

/// The package this test was built from.
private let packageLayout = PackageLayout.locate(
    from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

@Suite("Tracing a real program", .serialized, .onThreadsOfItsOwn)
struct RealTraceTests {
    // Read from two pipes apart, every print of an action came after all of its trace events: "after
    // update 13" held four lines, and update 13's eight bodies had none.
    @Test(
        "Each line lesson 48's step 2 prints is under the body or onChange that printed it, and the updates are numbered without gaps"
    )
    func printsBelongToTheirPrinter() throws {
        let lesson = try LessonLibrary.load(try LessonLibrary.find("48", layout: packageLayout)).lesson
        let request = try TraceRequest.step(2, of: lesson)
        let tracer = PlayTracer(
            layout: packageLayout, toolchain: try Toolchain.find(), cacheDirectory: packageLayout.defaultCache)
        let trace = try tracer.trace(request.code, play: request.play)
        #expect(trace.finished, "\(trace.error ?? "")")
        let summaries = trace.summaries
        var bodyPrints = 0
        var changePrints = 0
        for summary in summaries {
            for (view, lines) in summary.prints {
                for line in lines where line.contains(": ") && line.hasSuffix("changed.") {
                    #expect(line.hasPrefix(trace.views[view]!.type + ":"), "\(line) is under \(trace.label(view))")
                    bodyPrints += 1
                }
            }
            for action in summary.actions {
                for line in action.prints where line.hasPrefix("Saved ") {
                    #expect(action.name == "onChange", "\(line) is under \(action.name)")
                    changePrints += 1
                }
            }
            #expect(
                !summary.actionPrints.contains { $0.hasSuffix("changed.") || $0.hasPrefix("Saved ") },
                "\(TraceText.title(summary, in: trace)) holds \(summary.actionPrints)")
        }
        #expect(bodyPrints > 0 && changePrints > 0)
        let numbers = trace.updates.filter(\.isComplete).map(\.number)
        #expect(numbers == Array(1...numbers.count))
    }

    @Test("lessons trace draws the screen after each update; a check's traced play, which reads no picture, draws none")
    func picturesOnlyForTheTracer() throws {
        let lesson = try LessonLibrary.load(try LessonLibrary.find("48", layout: packageLayout)).lesson
        let request = try TraceRequest.step(2, of: lesson)
        let toolchain = try Toolchain.find()
        let tracer = PlayTracer(layout: packageLayout, toolchain: toolchain, cacheDirectory: packageLayout.defaultCache)
        let drawn = try tracer.trace(request.code, play: request.play)
        #expect(drawn.finished, "\(drawn.error ?? "")")
        let complete = drawn.updates.filter(\.isComplete)
        #expect(!complete.isEmpty && complete.allSatisfy { $0.picture != nil })

        let engine = try EngineBuild.prepare(
            layout: packageLayout, toolchain: toolchain, cacheDirectory: packageLayout.defaultCache)
        let built = SnippetBuilder(toolchain: toolchain, engine: engine, cacheDirectory: packageLayout.defaultCache)
            .build(request.code)
        let executable = try #require(built.executable, "\(built.rawOutput)")
        try Sandbox.prepare(toolchain: toolchain, announce: { _ in })
        let result = PlayHome.run(
            executable, entry: built.entry, request.play, timeout: 20, outputLimit: 8 << 20, traced: true,
            tracePictures: false)
        let plain = PlayTrace.parse(result.output, nonce: result.hostNonce)
        #expect(plain.finished, "\(result.errorOutput)")
        #expect(plain.updates.count == drawn.updates.count)
        // The end's picture, after the last update, is read as that update's.
        #expect(plain.updates.dropLast().allSatisfy { $0.picture == nil })
        // The screen the play ended on is drawn either way.
        #expect(PlayOutput.parse(result.output, nonce: result.hostNonce).pictureLine != nil)
    }

    @Test("A layout asked again that kept its size is counted, not listed as a change")
    func unchangedLayout() throws {
        let event = UpdateTraceEvent(
            kind: .layout, view: 1, type: "Text", why: "changed", proposal: "59 x nil", size: "59 x 20.33 -> 59 x 20.33"
        )
        let moved = UpdateTraceEvent(
            kind: .layout, view: 1, type: "Text", why: "changed", proposal: "59 x nil", size: "59 x 20.33 -> 68 x 20.33"
        )
        let text =
            "\u{1E}action 1 launch\n"
            + [event, event, moved, UpdateTraceEvent(kind: .update, update: 4)].map { "\u{1E}trace " + $0.jsonLine }
            .joined(separator: "\n") + "\n\u{1E}action 2 tap Go\nprinted alone\n\u{1E}action 3 tap Go\n\u{1E}trace "
            + UpdateTraceEvent(kind: .body, view: 1, reasons: []).jsonLine + "\n\u{1E}trace "
            + UpdateTraceEvent(kind: .update, update: 9).jsonLine + "\n"
        let trace = PlayTrace.parse(text)
        let summary = UpdateSummary(trace.updates[0], in: trace)
        #expect(summary.measures.map(\.size) == ["59 x 20.33 -> 68 x 20.33"])
        #expect(summary.unchangedMeasures == 2)
        let lines = TraceText.render(summary, in: trace)
        #expect(!lines.contains { $0.contains("59 x 20.33 -> 59 x 20.33") })
        #expect(lines.contains("  layout: 2 more views measured again, at the same size"))
        #expect(
            TraceText.render(
                UpdateSummary(
                    PlayTrace.parse("\u{1E}action 1 launch\n\u{1E}trace " + event.jsonLine + "\n").updates[0], in: trace
                ), in: trace
            ).contains("  layout: 1 view measured again, at the same size"))
        // The update loop's own count (4, 9) has gaps; the trace's numbers do not, and what an action
        // printed with no update after it is "after" the update before.
        #expect(trace.updates.map(\.number) == [1, 1, 2])
        #expect(
            trace.summaries.map { TraceText.title($0, in: trace) } == [
                "update 1 · action 1, launch", "after update 1 · action 2, tap Go", "update 2 · action 3, tap Go",
            ])
        // Passes in a row that changed nothing shown (a scroll's) are one line, numbered as they ran.
        let scroll =
            "\u{1E}action 1 launch\n"
            + [
                event, UpdateTraceEvent(kind: .update, update: 1), event, UpdateTraceEvent(kind: .update, update: 2),
                moved, UpdateTraceEvent(kind: .update, update: 3),
            ].map { "\u{1E}trace " + $0.jsonLine }.joined(separator: "\n") + "\n"
        let scrolled = TraceText.render(PlayTrace.parse(scroll))
        #expect(
            scrolled.contains(
                "updates 1 to 2 · action 1, launch: 2 passes that changed nothing shown (2 views measured again, at the same size)"
            ),
            "\(scrolled)")
        #expect(scrolled.contains("update 3 · action 1, launch"))
    }

    // At 390 px the pictures' legend, drawn in each 760-point-wide frame, was cut off at its right.
    @Test("The trace page says the pictures' legend once, as items that wrap, and the frames draw none")
    func pageLegend() {
        let trace = PlayTrace.parse(starTapOutput())
        let html = TraceHTML.render(trace, title: "t", subtitle: "s")
        #expect(html.components(separatedBy: "<ul class=\"legend\">").count == 2)
        #expect(html.components(separatedBy: "<li><svg").count == 7)
        #expect(!html.contains("<g class=\"legend\">"))
        #expect(
            TraceSVG.render(trace.summaries, in: trace, title: "t").contains("<g class=\"legend\">"),
            "a picture alone keeps its legend")
    }
}
