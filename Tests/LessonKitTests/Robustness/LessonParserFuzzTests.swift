import Foundation
import Testing

@testable import LessonKit

/// A small, seeded random number generator (SplitMix64): the same seed gives the same cases.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Makes random and mutated lessons: the project's lessons and small ones, broken by changes an
/// editor, a file system or a careless author makes (line endings, a byte order mark, bytes that are
/// no UTF-8, a cut, lines lost, doubled or moved, fences, headings and tags put anywhere).
struct LessonFuzzer {
    var random: SeededRandom
    let corpus: [[UInt8]]

    static let specialLines = [
        "```", "````", "~~~", "```swift program", "```swift file=A.swift", "```swift file=A.swift replace=B",
        "```swift file=",
        "```console", "```console play=\"launch; tap Count: 0\"", "```console play=\"launch; wait 1s\" output=all",
        "```console play=\"", "```log from=0", "```screen output=x", "```diagnostics severity=warning",
        "```diagnostics swift=7",
        "```console known-issue=\"no timers\"", "```console known-issue=\"\" skip=\"x\"", "```console skip=",
        "```swift program file=A.swift",
        "# Lesson 1 · Fuzz", "#", "## Step 2 · Again", "## Step", "## Step 99999999999999999999999", "## Flash cards",
        "## Edge cases",
        "## Interview problem", "### A question?", "<!-- id: q -->", "<!-- id: -->",
        "<details><summary>Answer</summary>", "<details>",
        "</details>", "</details></details>", "struct ContentView: View { var body: some View { Text(\"x\") } }", "",
        "    ```", "\t```",
    ]

    static let smallLessons = [
        "# Lesson 1 · Fuzz\n\n## Step 1 · A\n\n```swift program\nstruct ContentView {}\n```\n\n```console\nx\n```\n",
        "# T\n\n## The app as this lesson starts\n\n```swift file=A.swift\nstruct A {}\n```\n\n## Step 2 · B\n\n```swift file=A.swift replace=A\nstruct A { var x = 1 }\n```\n\n```screen play=launch\nText \"x\"\n```\n",
        "# T\n\n## Flash cards\n\n### Q?\n<!-- id: q -->\n\n<details><summary>Answer</summary>\n\nA.\n\n```swift program\nlet x = 1\n```\n\n```diagnostics severity=warning\n```\n\n</details>\n",
        "",
    ]

    init(seed: UInt64, corpus: [[UInt8]]) {
        random = SeededRandom(state: seed)
        self.corpus = corpus + Self.smallLessons.map { Array($0.utf8) }
    }

    /// The next case: a lesson from the corpus (a real one one time in eight: they are long), changed one to five times.
    mutating func next() -> [UInt8] {
        let small = corpus.suffix(Self.smallLessons.count)
        var bytes =
            Int.random(in: 0..<8, using: &random) == 0
            ? corpus.randomElement(using: &random)! : small.randomElement(using: &random)!
        for _ in 0..<Int.random(in: 1...5, using: &random) { bytes = mutate(bytes) }
        return bytes
    }

    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        func index(_ count: Int) -> Int { count == 0 ? 0 : Int.random(in: 0..<count, using: &random) }
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return lines.map { $0 + [0x0D] }.joined(separator: [0x0A]).map { $0 }
        case 1: return Array(lines.joined(separator: [0x0D]))
        case 2: return [0xEF, 0xBB, 0xBF] + bytes
        case 3:
            let invalid: [[UInt8]] = [
                [0xFF], [0xC3], [0xE2, 0x82], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80],
            ]
            var changed = bytes
            changed.insert(contentsOf: invalid.randomElement(using: &random)!, at: index(bytes.count + 1))
            return changed
        case 4: return Array(bytes.prefix(index(bytes.count + 1)))
        case 5: if !lines.isEmpty { lines.remove(at: index(lines.count)) }
        case 6:
            if !lines.isEmpty {
                let line = lines[index(lines.count)]
                lines.insert(line, at: index(lines.count + 1))
            }
        case 7: if lines.count > 1 { lines.swapAt(index(lines.count), index(lines.count)) }
        case 8, 9:
            lines.insert(Array(Self.specialLines.randomElement(using: &random)!.utf8), at: index(lines.count + 1))
        case 10: return (0..<index(64)).map { _ in UInt8.random(in: 0...255, using: &random) } + bytes
        default: return [0xFF, 0xFE] + bytes
        }
        return Array(lines.joined(separator: [0x0A]))
    }
}

@Suite("Fuzzing the lesson parser")
struct LessonParserFuzzTests {
    /// How many cases: a few hundred in `swift test`, many more from `Tests/Scripts/fuzz-lessons`.
    static let environment = ProcessInfo.processInfo.environment
    static let cases = Int(environment["LESSONS_FUZZ_CASES"] ?? "") ?? 400
    static let seed = UInt64(environment["LESSONS_FUZZ_SEED"] ?? "") ?? 20_261_201
    /// Where the script keeps the case being parsed (the input of a crash) and every failing case.
    static let keepFolder = environment["LESSONS_FUZZ_DIR"]

    @Test("Random and broken lessons: never a crash, always a lesson and errors that point at a line of the file")
    func fuzz() throws {
        let layout = try #require(
            PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path))
        let corpus = try LessonLibrary.files([layout.lessons], layout: layout).compactMap {
            FileManager.default.contents(atPath: $0).map(Array.init)
        }
        var fuzzer = LessonFuzzer(seed: Self.seed, corpus: corpus)
        var failures = 0
        for number in 0..<Self.cases {
            let bytes = fuzzer.next()
            if let folder = Self.keepFolder { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/current.md")) }
            let problems = Self.problems(parsing: bytes)
            if !problems.isEmpty {
                failures += 1
                if let folder = Self.keepFolder {
                    try Data(bytes).write(to: URL(fileURLWithPath: folder + "/failure-\(number).md"))
                }
                if failures <= 5 {
                    Issue.record("case \(number) (seed \(Self.seed)): \(problems.joined(separator: "; "))")
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(Self.cases) cases failed (seed \(Self.seed))")
    }

    /// What is wrong with the parse of `bytes`: nothing, when every diagnostic and every check, card
    /// and section points at a line of the file, the text holds no stray line endings, and a file
    /// that is not UTF-8 is said to be so.
    static func problems(parsing bytes: [UInt8]) -> [String] {
        let path = "fuzz.md"
        let (lesson, diagnostics) = LessonParser.parse(bytes: bytes, path: path)
        let source = LessonSource(bytes: bytes, path: path)
        let lines = 1...max(source.lines.count, 1)
        var problems: [String] = []
        for diagnostic in diagnostics {
            if diagnostic.location.file != path || !lines.contains(diagnostic.location.line) {
                problems.append("an error points at \(diagnostic.location)")
            }
            if diagnostic.message.isEmpty { problems.append("an empty error at \(diagnostic.location)") }
        }
        let places =
            lesson.checks.map(\.location) + lesson.cards.map(\.location) + lesson.sections.map(\.location)
            + lesson.blocks.map(\.location)
        for place in places where !lines.contains(place.line) {
            problems.append("a part of the lesson points at \(place)")
        }
        let texts = [lesson.title] + lesson.blocks.flatMap(\.lines) + lesson.cards.map(\.front)
        if texts.contains(where: { $0.contains("\r") || $0.contains("\n") }) {
            problems.append("a line still holds a line ending")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if String(validating: body, as: UTF8.self) == nil,
            !diagnostics.contains(where: { $0.message.contains("not valid UTF-8") || $0.message.contains("UTF-16") })
        {
            problems.append("invalid UTF-8 read without an error")
        }
        let again = LessonParser.parse(bytes: bytes, path: path).diagnostics
        if again != diagnostics { problems.append("two parses of the same bytes differ") }
        return problems
    }
}
