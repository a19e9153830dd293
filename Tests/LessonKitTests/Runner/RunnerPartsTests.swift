import Testing

@testable import LessonKit

@Suite("Comparing output")
struct OutputMatcherTests {
    @Test("Without wildcards, lines must be identical")
    func exact() {
        #expect(OutputMatcher.matches(expected: ["a", "b"], actual: ["a", "b"], wildcards: false))
        #expect(!OutputMatcher.matches(expected: ["a", "..."], actual: ["a", "b"], wildcards: false))
        #expect(!OutputMatcher.matches(expected: ["a "], actual: ["a"], wildcards: false))
    }

    @Test("... matches any lines and [..] any text, only when allowed")
    func wildcards() {
        #expect(OutputMatcher.matches(expected: ["a", "...", "z"], actual: ["a", "b", "c", "z"], wildcards: true))
        #expect(OutputMatcher.matches(expected: ["a", "...", "z"], actual: ["a", "z"], wildcards: true))
        #expect(OutputMatcher.matches(expected: ["Saved [..] bytes"], actual: ["Saved 797 bytes"], wildcards: true))
        #expect(!OutputMatcher.matches(expected: ["Saved [..] bytes"], actual: ["Saved 797 B"], wildcards: true))
    }

    @Test("A diff marks each side and makes white space visible")
    func diff() {
        let diff = LineDiff.render(expected: ["  TripCard.init Seattle", "same"], actual: ["same", "extra  "])
        #expect(diff == "-   TripCard.init Seattle\n  same\n+ extra··")
        #expect(LineDiff.render(expected: ["a  b"], actual: ["a b"]) == "- a  b\n+ a b\n    ^")
    }
}

@Suite("Reading a play's output")
struct PlayOutputTests {
    @Test("Program lines and host lines are told apart, even on one line")
    func markers() {
        let text =
            "\u{1E}action 1 launch\nhello\nno newline\u{1E}action 2 tap X\n\u{1E}log warned\nafter\n\u{1E}screen Text \"x\"\n\u{1E}done \n"
        let output = PlayOutput.parse(text)
        #expect(output.segments.count == 2)
        #expect(output.segments[0].console == ["hello", "no newline"])
        #expect(output.segments[1].console == ["after"])
        #expect(output.segments[1].log == ["warned"])
        #expect(output.screen == ["Text \"x\""])
        #expect(output.finished)
        #expect(output.console(.last) == ["after"])
        #expect(output.console(.from(1)) == ["hello", "no newline", "after"])
    }

    @Test("A host line read from its bytes reads as the same line read as a string, a payload not in ASCII too")
    func hostLinesFromBytes() {
        let text =
            "\u{1E}action 1 launch\n\u{1E}trace {\"kind\":\"update\"}\n\u{1E}log caf\u{E9}\n\u{1E}log \u{301}joined\n"
            + "\u{1E}picture {\"w\":1}\n\u{1E}unmodelled .sensoryFeedback\n\u{1E}done \n"
        let output = PlayOutput.parse(text)
        #expect(output.segments.count == 1)
        #expect(output.segments[0].log == ["caf\u{E9}"])
        // A space and a combining mark are one character: no host kind ends at it, so the line is
        // the program's, as a string's reading has it.
        #expect(output.segments[0].console == ["log \u{301}joined"])
        #expect(output.pictureLine == "{\"w\":1}")
        #expect(output.unmodelled == [".sensoryFeedback"])
        #expect(output.finished)
        var strings: [String] = []
        PlayOutput.splitLines(text, program: { strings.append("program " + $0) }, host: { strings.append($0) })
        #expect(strings.contains("trace {\"kind\":\"update\"}"))
        #expect(strings.contains("log \u{301}joined"))
    }
}

@Suite("Rewriting lesson code for the engine")
struct SourceRewriterTests {
    @Test("import SwiftUI maps to the engine on the same line")
    func imports() {
        #expect(SourceRewriter.rewrite("import SwiftUI", lineNumber: 1) == "import ViewGraph")
        #expect(SourceRewriter.rewrite("import Observation", lineNumber: 1) == "import Observation")
        #expect(SourceRewriter.rewrite("import Combine", lineNumber: 1) == "import ViewGraph")
        #expect(SourceRewriter.rewrite("import os", lineNumber: 1) == "import ViewGraph")
        #expect(SourceRewriter.rewrite("import Foundation", lineNumber: 1) == "import ViewGraph")
        #expect(
            SourceRewriter.appleOnlyModules(in: ["import SwiftUI", "import SwiftData", "  import UIKit"]) == [
                "SwiftData", "UIKit",
            ])
    }

    @Test("Only a program that names a FoundationNetworking type imports it")
    func networkingImport() {
        #expect(
            !SourceRewriter.needsNetworking([
                "import SwiftUI", "let url = URL(string: \"https://example.com\")!", "Text(\"HTTP\")",
            ]))
        #if canImport(FoundationNetworking)
        #expect(
            SourceRewriter.needsNetworking([
                "import SwiftUI", "let (data, _) = try await URLSession.shared.data(from: url)",
            ]))
        #expect(SourceRewriter.needsNetworking(["guard let http = response as? HTTPURLResponse else { return }"]))
        #expect(
            SourceRewriter.rewrite("import Foundation", lineNumber: 1, networking: true)
                == "import ViewGraph; import FoundationNetworking")
        #endif
        #expect(SourceRewriter.rewrite("import Foundation", lineNumber: 1, networking: false) == "import ViewGraph")
    }

    @Test("An import with an access level, an attribute, a kind, a semicolon or a comment maps too")
    func importForms() {
        #expect(SourceRewriter.rewrite("internal import Combine", lineNumber: 1) == "         import ViewGraph")
        #expect(SourceRewriter.rewrite("public import UIKit", lineNumber: 1) == "public import UIKit")
        #expect(SourceRewriter.rewrite("import SwiftUI;", lineNumber: 1) == "import ViewGraph;")
        #expect(
            SourceRewriter.rewrite("@preconcurrency import SwiftUI // the views", lineNumber: 1)
                == "@preconcurrency import ViewGraph // the views")
        #expect(SourceRewriter.rewrite("import struct SwiftUI.Color", lineNumber: 1) == "import struct ViewGraph.Color")
        #expect(SourceRewriter.rewrite("import os.log", lineNumber: 1) == "import ViewGraph")
        #expect(SourceRewriter.rewrite("import UniformTypeIdentifiers", lineNumber: 1) == "import ViewGraph")
        #expect(SourceRewriter.rewrite("import AVKit", lineNumber: 1) == "import ViewGraph")
        #expect(SourceRewriter.appleOnlyModules(in: ["import AVKit", "import AVFoundation"]) == ["AVFoundation"])
        #expect(SourceRewriter.rewrite("let important = 1", lineNumber: 1) == "let important = 1")
        #expect(SourceRewriter.rewrite("// import SwiftUI", lineNumber: 1) == "// import SwiftUI")
        #expect(
            SourceRewriter.appleOnlyModules(in: [
                "public import UIKit;", "import class UIKit.UIColor", "@_exported import MapKit",
            ]) == ["UIKit", "UIKit", "MapKit"])
    }

    @Test("Assigning a @State with no default in an init becomes State(initialValue:); other assignments stay")
    func stateAssignments() {
        let lines = [
            "struct Row: View {",  // 0
            "    @State private var count: Int",  // 1
            "    @State",  // 2
            "    var title: String",  // 3
            "    @State var note: String?",  // 4
            "    @State var ready = false",  // 5
            "    let id: Int",  // 6
            "    init(count: Int, id: Int) {",  // 7
            "        self.count = count // first only",  // 8
            "        title = \"a // b\"",  // 9
            "        self.note = \"n\"",  // 10
            "        self.ready = true",  // 11
            "        self.id = id",  // 12
            "    }",  // 13
            "    func reset() { count = 0 }",  // 14
            "    init(total: Int) {",  // 15
            "        self.count = [1, 2,",  // 16
            "            3].count",  // 17
            "        self.title = \"x\"",  // 18
            "            + \"y\"",  // 19
            "        id = 0",  // 20
            "    }",  // 21
            "    var body: some View { Text(\"\\(count)\") }",  // 22
            "}",  // 23
            "struct Other { var count: Int; init() { count = 1 } }",  // 24
            "extension Row {",  // 25
            "}",  // 26
            "struct Card: View {",  // 27
            "    @State private var flipped: Bool",  // 28
            "    init(",  // 29
            "        flipped: Bool",  // 30
            "    ) {",  // 31
            "        self.flipped = flipped",  // 32
            "    }",  // 33
            "    var body: some View { Text(\"card\") }",  // 34
            "}",  // 35
        ]
        let rewritten = SourceRewriter.stateAssignments(in: lines)
        #expect(
            rewritten == [
                8: "        self._count = ViewGraph.State(initialValue: count) // first only",
                9: "        self._title = ViewGraph.State(initialValue: \"a // b\")",
                32: "        self._flipped = ViewGraph.State(initialValue: flipped)",
            ])
    }

    @Test("A name qualified by SwiftUI is qualified by the engine, outside strings")
    func qualifiedNames() {
        #expect(
            SourceRewriter.rewrite("    var tint: SwiftUI.Color { .red }", lineNumber: 1)
                == "    var tint: ViewGraph.Color { .red }")
        #expect(
            SourceRewriter.rewrite("struct Row: SwiftUI.View, SwiftUI.Animatable {", lineNumber: 1)
                == "struct Row: ViewGraph.View, ViewGraph.Animatable {")
        #expect(
            SourceRewriter.rewrite("print(\"SwiftUI.Color\", MySwiftUI.x)", lineNumber: 1)
                == "print(\"SwiftUI.Color\", MySwiftUI.x)")
    }

    @Test("@Entry becomes a key and a property, on one line")
    func entry() {
        let line = SourceRewriter.rewrite("    @Entry var highlight = Color.yellow", lineNumber: 3)
        #expect(
            line
                == "    struct __Key_highlight: EnvironmentKey { static let defaultValue = Color.yellow }; var highlight: __Key_highlight.Value { get { self[__Key_highlight.self] } set { self[__Key_highlight.self] = newValue } }"
        )
    }

    @Test("#Preview becomes a function that is never called")
    func preview() {
        #expect(
            SourceRewriter.rewrite("#Preview {", lineNumber: 12)
                == "@MainActor @ViewBuilder private func __preview_12() -> some View {")
    }

    @Test("#Preview(body:) becomes a value that is never read, its closure still an argument")
    func previewBodyArgument() {
        #expect(
            SourceRewriter.rewrite("#Preview(body: {", lineNumber: 7)
                == "private let __preview_7 = ViewGraph._PreviewBody(body: {")
        #expect(
            SourceRewriter.rewrite("#Preview(\"Dark\", body: { ContentView() })", lineNumber: 9)
                == "private let __preview_9 = ViewGraph._PreviewBody(\"Dark\", body: { ContentView() })")
        #expect(
            SourceRewriter.rewrite("#Preview(\"Dark\") {", lineNumber: 3)
                == "@MainActor @ViewBuilder private func __preview_3() -> some View {")
    }

    @Test("The constant-range check flags ForEach ranges that are not literals")
    func constantRange() {
        let code = CodeVersion(
            files: [
                (
                    "a.swift",
                    [
                        CodeVersion.Line(
                            text: "ForEach(0..<count) { i in", origin: SourceLocation(file: "L.md", line: 5)),
                        CodeVersion.Line(text: "ForEach(0..<3) { i in", origin: SourceLocation(file: "L.md", line: 6)),
                    ]
                )
            ], label: "x")
        let warnings = ConstantRangeLint.warnings(in: code)
        #expect(warnings.map(\.location.line) == [5])
        #expect(warnings.first?.message == "non-constant range: argument must be an integer literal")
    }

    @Test("Compiler messages are read back at the lesson's lines, without group suffixes")
    func messages() {
        let output =
            "Lessons/07.md:243:21: error: cannot use mutating member on immutable value: 'self' is immutable [#MutatingMember]\n/tmp/x.swift:1:1: warning: other\n"
            + "Lessons/07.md:250:13: warning: initialization of immutable value 'unused' was never used [#no-usage]\n"
        let messages = SnippetBuilder.messages(in: output)
        #expect(
            messages == [
                CompilerMessage(
                    location: SourceLocation(file: "Lessons/07.md", line: 243), column: 21, severity: "error",
                    message: "cannot use mutating member on immutable value: 'self' is immutable"),
                CompilerMessage(
                    location: SourceLocation(file: "Lessons/07.md", line: 250), column: 13, severity: "warning",
                    message: "initialization of immutable value 'unused' was never used"),
            ])
    }
}
