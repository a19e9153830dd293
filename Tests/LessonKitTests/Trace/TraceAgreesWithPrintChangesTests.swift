import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A line `Self._printChanges()` prints: `TripCard: @self, _trip changed.` or `Row: unchanged.`.
/// Unsafe only in name: `Regex` is not declared `Sendable`, but a `let` of one is never written, and the
/// program it compiles on first use is installed atomically (swift-experimental-string-processing,
/// `Sources/_StringProcessing/Regex/Core.swift`, `Regex.Program.loweredProgram`: an atomic load, and a
/// compare-exchange from nil, `_stdlib_atomicInitializeARCRef`, whose loser uses the winner's program),
/// so the jobs below may match with it at once.
nonisolated(unsafe) private let printChangesLine =
    #/^([^:\s][^:]*): ((?:@self|@identity|_\w+|\\[\w.]+)(?:, (?:@self|@identity|_\w+|\\[\w.]+))* changed|unchanged)\.$/#

/// The recorded `_printChanges()` lines of `lines`, and the types that printed them.
private func printChanges(in lines: [String]) -> (lines: [String], types: Set<String>) {
    var found: [String] = []
    var types = Set<String>()
    for line in lines {
        if let match = line.wholeMatch(of: printChangesLine) {
            found.append(line)
            types.insert(String(match.1))
        }
    }
    return (found, types)
}

/// The lines `_printChanges()` would print for the bodies of `types` that ran in the compared actions.
private func tracedLines(_ trace: PlayTrace, scope: Check.Scope, types: Set<String>) -> [String] {
    trace.updates(in: scope).flatMap(\.events).compactMap { event in
        guard event.kind == .body, let type = trace.views[event.view ?? -1]?.type, types.contains(type) else {
            return nil
        }
        let reasons = event.reasons ?? []
        return reasons.isEmpty ? "\(type): unchanged." : "\(type): \(reasons.joined(separator: ", ")) changed."
    }
}

/// `code` without its `Self._printChanges()` calls: the trace must not need them.
private func withoutPrintChanges(_ code: CodeVersion) -> CodeVersion {
    var copy = code
    copy.files = code.files.map { file in
        (
            file.name,
            file.lines.filter { line in
                let text = line.text.trimmingCharacters(in: .whitespaces)
                return text != "let _ = Self._printChanges()" && text != "Self._printChanges()"
            }
        )
    }
    copy.label += ", without _printChanges()"
    return copy
}

/// Wherever a lesson recorded what `_printChanges()` printed on iOS, the trace of the same play gives
/// the same views the same reasons, in the same order, and still does once the calls are removed.
@Suite("The trace agrees with _printChanges()", .serialized, .onThreadsOfItsOwn)
struct TraceAgreesWithPrintChangesTests {
    @Test(
        "Every recorded _printChanges() console of the lessons, against the trace's reasons, with and without the calls"
    )
    func everyRecordedConsole() throws {
        var checks: [(check: Check, expected: [String], types: Set<String>)] = []
        for file in try LessonLibrary.files([layout.lessons], layout: layout) {
            let lesson = try LessonLibrary.load(file).lesson
            // A check marked known-issue already differs from its recording on this engine.
            for check in lesson.checks
            where (check.kind == .console || check.kind == .log) && check.skipReason == nil
                && check.knownIssue == nil && check.code != nil
            {
                let (lines, types) = printChanges(in: check.expected)
                guard !lines.isEmpty else { continue }
                if check.usesWildcards {
                    Issue.record(
                        "\(check.location): a _printChanges() console with wildcards cannot be compared line by line; this test needs a new rule for it"
                    )
                    continue
                }
                checks.append((check, lines, types))
            }
        }
        #expect(
            checks.count >= 15,
            "the lessons record at least 15 consoles of _printChanges() lines; found \(checks.count)")

        let toolchain = try Toolchain.find()
        // Unsafe only in name: the jobs only read the tracer's settings, and nothing changes it while they run.
        nonisolated(unsafe) let tracer = PlayTracer(
            layout: layout, toolchain: toolchain, cacheDirectory: layout.defaultCache)
        let jobs = checks.flatMap { item in [(item, item.check.code!), (item, withoutPrintChanges(item.check.code!))] }
        // The programs without the calls are new to the cache: built first in batches, as `lessons
        // check` builds, where the tracer would build each alone (41 compiler runs, each loading the
        // engine's module again). The tracer then finds every build in the cache.
        let builder = SnippetBuilder(
            toolchain: toolchain,
            engine: try EngineBuild.prepare(layout: layout, toolchain: toolchain, cacheDirectory: layout.defaultCache),
            cacheDirectory: layout.defaultCache)
        let requests = jobs.map(\.1).filter { builder.cached($0) == nil }.map {
            SnippetBuilder.Request(code: $0, linking: true, batchable: true, label: $0.label)
        }
        let groups = builder.plan(requests, jobs: ProcessInfo.processInfo.activeProcessorCount)
        _ = parallelMap(groups.count, width: max(1, ProcessInfo.processInfo.activeProcessorCount)) { index in
            builder.buildGroup(groups[index].map { ($0, requests[$0].code) }) { _, _ in }
        }
        let outcomes = parallelMap(jobs.count, width: max(1, ProcessInfo.processInfo.activeProcessorCount)) {
            index -> String? in
            let ((check, expected, types), code) = jobs[index]
            let what = "\(check.location) (\(code.label))"
            do {
                let trace = try tracer.trace(code, play: check.play)
                if let error = trace.error { return "\(what): the play stopped: \(error)" }
                let traced = tracedLines(trace, scope: check.scope, types: types)
                guard traced == expected else {
                    return "\(what): the trace's reasons differ from the recorded _printChanges() lines\n"
                        + LineDiff.render(expected: expected, actual: traced)
                }
                return nil
            } catch {
                return "\(what): \(error)"
            }
        }
        for problem in outcomes.compactMap({ $0 }) { Issue.record(Comment(rawValue: problem)) }
        print(
            "the trace agreed with \(outcomes.filter { $0 == nil }.count) of \(jobs.count) recorded _printChanges() consoles (each with and without the calls)"
        )
    }

    @Test("The line pattern knows _printChanges() from other console lines")
    func pattern() {
        let (lines, types) = printChanges(in: [
            "TripCard: @self, _trip changed.", "Saved 3 trips: 797 bytes",
            "ContentView: @self, @identity, __count changed.",
            "Row: unchanged.", "Count: \\TripStore.trips changed.", "Note: something changed.",
        ])
        #expect(
            lines == [
                "TripCard: @self, _trip changed.", "ContentView: @self, @identity, __count changed.", "Row: unchanged.",
                "Count: \\TripStore.trips changed.",
            ])
        #expect(types == ["TripCard", "ContentView", "Row", "Count"])
    }
}
