import HostContract

/// A place in a lesson file: `Lessons/07-what-a-view-really-is.md:186`.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The lesson file's path, as given to the parser.
    public var file: String
    /// The 1-based line.
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// A parsed lesson: its title, its sections, its code and its checks, each with its line.
public struct Lesson: Sendable {
    /// What kind of page it is.
    public enum Kind: Equatable, Sendable {
        /// Steps on an app, flash cards, edge cases: `# Lesson 7 · Title`.
        case lesson
        /// A page of claims read beside the lessons, each shown by a program and its checks, with no
        /// steps and no cards of its own: `# Guide · Title`.
        case guide
    }

    /// The file the lesson came from.
    public var path: String
    /// The text of the level-1 heading.
    public var title: String
    /// A lesson, or a guide (its title starts with `Guide ·`).
    public var kind: Kind = .lesson
    /// The sections, in order: prose, the starting app, steps, cards, edge cases.
    public var sections: [Section]
    /// Every fenced block, in order.
    public var blocks: [Block]
    /// The checks, in order, each with the code it runs.
    public var checks: [Check]
    /// Flash cards, edge-case questions and interview problems.
    public var cards: [Card]
    /// The Markdown the lesson was read from, parsed once: what the book, the study screens and the
    /// search index walk (nil for a lesson made in code).
    public var document: MarkdownDocument? = nil

    /// Whether the page is a guide: only prose sections, each claim a program with its checks.
    public var isGuide: Bool { kind == .guide }

    /// The number of the lesson, from its file name (`07-…` is 7), if it has one.
    public var number: Int? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return Int(name.prefix { $0.isNumber })
    }
}

/// A level-2 part of a lesson.
public struct Section: Sendable {
    public enum Kind: Equatable, Sendable {
        case prose
        case startingApp
        case step(Int)
        case flashCards
        case edgeCases
        case interview
    }

    public var kind: Kind
    public var title: String
    public var location: SourceLocation
    /// The Markdown of the section, heading included.
    public var markdown: String
}

/// A fenced code block and what its info string says.
public struct Block: Sendable {
    /// Where the opening fence is.
    public var location: SourceLocation
    /// The first word of the info string: `swift`, `console`, `log`, `screen`, `diagnostics`...
    public var kind: String
    /// The attributes after the first word.
    public var attributes: [String: String]
    /// The lines between the fences.
    public var lines: [String]
    /// The line of the first content line (the fence's line + 1).
    public var firstContentLine: Int { location.line + 1 }
}

/// Swift code a check builds: files whose every line remembers where in the lesson it came from.
public struct CodeVersion: Sendable, Hashable {
    /// One line of Swift and the lesson line it came from.
    public struct Line: Sendable, Hashable {
        public var text: String
        public var origin: SourceLocation
    }

    /// The files, by name, in the order they were first added.
    public var files: [(name: String, lines: [Line])]
    /// A short description for progress and reports: "step 4" or "edge case 3".
    public var label: String
    /// The Swift language mode the code is built in: "5", as a new Xcode 27 project, or "6".
    public var languageMode = "5"

    public static func == (lhs: CodeVersion, rhs: CodeVersion) -> Bool {
        lhs.languageMode == rhs.languageMode
            && lhs.files.map(\.name) == rhs.files.map(\.name) && lhs.files.map(\.lines) == rhs.files.map(\.lines)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(languageMode)
        for file in files {
            hasher.combine(file.name)
            hasher.combine(file.lines)
        }
    }
}

/// One thing `lessons check` compares: a recorded block against what the code did.
public struct Check: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case console, log, screen, diagnostics
        /// How many times each view type's body ran (`TripCard: 1`), as Instruments counts them.
        case bodies
    }

    /// Which part of a play's output is compared.
    public enum Scope: Sendable, Equatable {
        /// Only the last action's.
        case last
        /// Everything from action N (1 is launch) on.
        case from(Int)
    }

    public var kind: Kind
    public var block: Block
    public var title: String
    /// The code the check runs; nil only for a skipped check.
    public var code: CodeVersion?
    /// The actions, as written, and parsed.
    public var play: [String]
    public var scope: Scope
    /// For diagnostics: which severity the block lists.
    public var severity: String
    public var usesWildcards: Bool
    /// Why the check cannot run here, if it cannot.
    public var skipReason: String?
    /// What the engine lacks, when the check is known to fail for it (`known-issue="…"`): the check
    /// still runs, and its failure is reported apart, as a known issue.
    public var knownIssue: String?
    /// The device the check was recorded on, when the check or its lesson names one other than the
    /// course's iPhone 17 in portrait on iOS 27 (`device=`, `orientation=`, `ios=`).
    public var device: DeviceChoice?

    /// What the lesson program is given to run the play: the device's argument, when there is one,
    /// then each action.
    public var arguments: [String] { (device.map { [$0.argument] } ?? []) + play }

    /// Whether the block holds output recorded on iOS (`recorded`), which is never changed to
    /// suit the engine, rather than output the project wrote (from a screenshot, a claim).
    public var isRecorded: Bool { block.attributes["recorded"] != nil }

    /// Whether a screen block lists each view's frame (`screen frames`).
    public var showsFrames: Bool { block.attributes["frames"] != nil }

    /// Where the expected block opens.
    public var location: SourceLocation { block.location }

    /// The most actions a play may have. Each action is an argument of the program, and the system
    /// bounds a program's arguments (2 MB in all with the usual 8 MB stack, 128 KB one); 20,000 taps
    /// (300 KB of arguments) is the longest play measured to run well, and 12,000 a test's.
    public static let playActionLimit = 20_000
    /// The most bytes a play's actions may take as the program's arguments (each its text, a NUL
    /// and a pointer), a quarter of the system's usual bound, which the environment shares.
    public static let playByteLimit = 512 << 10

    /// Why `play` (each action as written) is too long to run, or nil.
    public static func playTooLong(_ play: [String]) -> String? {
        if play.count > playActionLimit {
            return "the play has \(play.count) actions, more than the \(playActionLimit) a play may have "
                + "(each action is an argument of the program, and the system bounds those)"
        }
        let bytes = play.reduce(0) { $0 + $1.utf8.count + 1 + MemoryLayout<Int>.size }
        if bytes > playByteLimit {
            return "the play's actions take \(PlayProblem.byteCount(bytes)) as the program's arguments, more than the "
                + "\(PlayProblem.byteCount(playByteLimit)) a play may take (the system bounds a program's arguments)"
        }
        return nil
    }
    /// The expected lines, exactly as recorded.
    public var expected: [String] { block.lines }
}

/// A flash card, an edge-case question or an interview problem.
public struct Card: Sendable {
    public enum Kind: String, Sendable {
        case flashCard = "card"
        case edgeCase = "edge case"
        case interview = "interview problem"
    }

    public var kind: Kind
    /// A stable id from `<!-- id: … -->`, kept when the card's text is fixed.
    public var id: String
    /// The heading: the question.
    public var front: String
    /// The Markdown before the answer.
    public var frontMarkdown: String
    /// The Markdown inside `<details>`.
    public var answerMarkdown: String
    public var location: SourceLocation
}
