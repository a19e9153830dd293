import Foundation

/// What the student's last `lessons run` in a workspace showed, kept in `.lessons-last-run.json`
/// so that `lessons hint` can say, in words, where it differs from the lesson before it gives the
/// step's next hint.
public struct LastRun: Codable, Sendable, Equatable {
    /// One compared run of the step.
    public struct Run: Codable, Sendable, Equatable {
        /// `console`, `screen`, `log`, `diagnostics`.
        public var kind: String
        public var title: String
        public var play: [String]
        /// The lesson's lines (a pattern when `wildcards`).
        public var expected: [String]
        /// What the student's code printed; nil when it did not build or run.
        public var actual: [String]?
        public var wildcards: Bool
        public var passed: Bool
        /// Why it failed, when it did (a build's errors).
        public var reason: String?
    }

    public static let fileName = ".lessons-last-run.json"

    public var step: Int
    public var runs: [Run]

    public init(step: Int, runs: [Run]) {
        self.step = step
        self.runs = runs
    }

    /// The last run of `step`, from its results.
    public init(step: Int, results: [CheckResult]) {
        self.step = step
        runs = results.filter { $0.status != .skipped }.map { result in
            Run(
                kind: result.check.kind.rawValue, title: result.check.title, play: result.check.play,
                expected: result.check.expected,
                actual: result.actual, wildcards: result.check.usesWildcards, passed: result.status != .failed,
                reason: result.reason)
        }
    }

    // MARK: - Public API

    public func save(in folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(self) + Data("\n".utf8), to: folder + "/" + Self.fileName)
    }

    /// The last run kept in `folder`; nil when there is none, or it cannot be read.
    public static func load(from folder: String) -> LastRun? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + fileName) else { return nil }
        return try? JSONDecoder().decode(LastRun.self, from: data)
    }

    /// Whether `step` is still to begin in `folder`: the last run kept there passed an earlier step
    /// (which moved the workspace on to this one), and no Swift file in the folder was saved after
    /// it. A `lessons watch` started again then waits for a save, instead of running a step whose
    /// edits the student has not made and showing it failed.
    public static func stepNotBegun(_ step: Int, in folder: String) -> Bool {
        let files = FileManager.default
        guard let last = load(from: folder), last.step < step, last.runs.allSatisfy(\.passed),
            let ran = (try? files.attributesOfItem(atPath: folder + "/" + fileName))?[.modificationDate] as? Date
        else { return false }
        return ((try? files.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.allSatisfy {
            name in
            let saved = (try? files.attributesOfItem(atPath: folder + "/" + name))?[.modificationDate] as? Date
            return (saved ?? .distantFuture) <= ran
        }
    }

    /// Where `run` first differs from the lesson, in a sentence: which line of the console, which
    /// view of the screen. Nil when it matched.
    public static func difference(_ run: Run) -> String? {
        guard !run.passed else { return nil }
        let what =
            run.kind == "screen"
            ? "the screen" : run.kind == "diagnostics" ? "the compiler's messages" : "the \(run.kind)"
        let after = run.play.isEmpty ? "" : " after `\(run.play.joined(separator: "; "))`"
        guard let actual = run.actual else {
            let first = run.reason?.split(separator: "\n").first.map(String.init) ?? "it did not run"
            return "Your code did not build or run, so there is no \(run.kind) to compare with the lesson's: \(first)."
        }
        let rows = LineAlignment.rows(actual: actual, recorded: run.expected, wildcards: run.wildcards)
        var recorded = 0
        var printed = 0
        for row in rows {
            if !row.matches {
                if run.kind == "screen" {
                    let line = row.recorded.map { _ in recorded } ?? printed
                    let parents = Self.parents(ofLine: line, in: row.recorded != nil ? run.expected : actual)
                    let inside = parents.isEmpty ? "" : " (inside \(parents.joined(separator: " › ")))"
                    switch (row.recorded, row.actual) {
                    case (let lesson?, let yours?):
                        return
                            "On \(what)\(after), view \(recorded + 1)\(inside) differs: the lesson shows `\(Self.view(lesson))`, yours `\(Self.view(yours))`."
                    case (let lesson?, nil):
                        return
                            "On \(what)\(after), the lesson shows a view yours lacks\(inside): `\(Self.view(lesson))` (view \(recorded + 1))."
                    case (nil, let yours?):
                        return
                            "On \(what)\(after), yours shows a view the lesson's has not\(inside): `\(Self.view(yours))` (your view \(printed + 1))."
                    case (nil, nil): break
                    }
                } else {
                    switch (row.recorded, row.actual) {
                    case (let lesson?, let yours?):
                        return
                            "Line \(recorded + 1) of \(what)\(after) differs: the lesson's is `\(view(lesson))`, yours is `\(view(yours))`."
                    case (let lesson?, nil):
                        return
                            "\(what.prefix(1).uppercased() + what.dropFirst())\(after) in the lesson has a line \(recorded + 1) that yours lacks: `\(view(lesson))`."
                    case (nil, let yours?):
                        return
                            "Yours has a line \(printed + 1) that \(what)\(after) in the lesson has not: `\(view(yours))`."
                    case (nil, nil): break
                    }
                }
            }
            if row.recorded != nil { recorded += 1 }
            if row.actual != nil { printed += 1 }
        }
        return "\(what.prefix(1).uppercased() + what.dropFirst())\(after) differs from the lesson's."
    }

    /// A line without its indentation, to quote in a sentence.
    static func view(_ line: String) -> String { line.trimmingCharacters(in: .whitespaces) }

    /// The views that hold line `index` of a screen (each line is a view, indented under the one
    /// that holds it): their names, outermost first.
    static func parents(ofLine index: Int, in lines: [String]) -> [String] {
        guard index < lines.count else { return [] }
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        var level = indent(lines[index])
        var names: [String] = []
        for line in lines[..<index].reversed() where indent(line) < level && !view(line).isEmpty {
            names.append(String(view(line).split(separator: " ").first ?? ""))
            level = indent(line)
        }
        return names.reversed()
    }
}
