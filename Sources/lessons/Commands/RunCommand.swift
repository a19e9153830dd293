import Dispatch
import Foundation
import LessonKit

/// `lessons run [--step N] [--trace] [--diff]`: inside a workspace, the student's files built and
/// their runs compared with the lesson's.
struct RunCommand: Command {
    static let name = "run"
    static let summary = "(in that folder) build your code and compare it with the lesson"
    static let group = CommandGroup.learning
    static let operands = Operands.none(
        why: "`lessons run` takes no lesson: it works on the workspace it is run in")
    static let options: [Option] =
        [
            StepNumber.option(help: "run step N instead of the step you are at"),
            .flag(
                "--trace",
                help:
                    "then show the step's first run update by update: which bodies ran and why (as `lessons trace`)"),
            .flag("--diff", help: "show a console that differs as a diff, not as your app's lines beside the lesson's"),
        ] + DeviceOptions.options
    static let discussion = """
        Inside a workspace: builds your files against the engine, plays the step's
        runs, and says whether each console matches the lesson's recorded one, with a
        diff when not. Compiler messages point at your files. Without --step, runs the
        step you are at; when it matches, the workspace moves on to the next step. A
        step that records no run of its final code matches when your files build and
        read as the lesson's. A console that differs is shown once: your app's lines
        beside the lesson's, or, with --diff, as a diff.

        Each run plays on the device its check names (device=, orientation=, ios=, or
        the lesson's recorded-on), else on the course's iPhone 17. --device,
        --orientation and --ios play every run on another, to see your app there:
          lessons run --device "iPhone SE" --orientation landscape
        The lesson's consoles were recorded on its own device, so what depends on the
        screen may differ there; a run on another device never moves the workspace on.
        """

    /// `--step N`: that step, not the one the workspace is at.
    var step: Int?
    /// `--trace`: the first run's trace after the comparison.
    var trace = false
    /// `--diff`: a console that differs as a diff.
    var diff = false
    /// `--device NAME`, `--orientation`, `--ios`: another device than the checks'.
    var device = DeviceOverride()

    init(step: Int? = nil, trace: Bool = false, diff: Bool = false, device: DeviceOverride = DeviceOverride()) {
        self.step = step
        self.trace = trace
        self.diff = diff
        self.device = device
    }

    init(_ arguments: ParsedArguments) throws {
        self.init(
            step: try StepNumber.read(arguments, command: Self.name), trace: arguments.flag("--trace"),
            diff: arguments.flag("--diff"), device: try DeviceOptions.read(arguments, command: Self.name))
    }

    func run() throws -> ExitCode {
        try Self.runStep(
            step, console: TerminalConsole(pages: false), watching: false, trace: trace,
            failure: diff ? .diff : .columns, device: device)
    }

    static func runStep(
        _ requested: Int?, console: TerminalConsole, watching: Bool, trace: Bool = false,
        failure: ComparisonText.FailureView = .columns, device: DeviceOverride = DeviceOverride()
    ) throws -> ExitCode {
        var workspace = try Workspace.find()
        let layout = try PackageLayout.locatedEngine()
        let lesson = try LessonLibrary.loadShowingProblems(workspace.metadata.lesson)
        let step = requested ?? workspace.metadata.step
        // A workspace made before workspaces were packages (or whose manifest was removed) becomes one.
        if !FileManager.default.fileExists(atPath: workspace.folder + "/" + WorkspacePackage.manifestName),
            (try? WorkspacePackage.write(in: workspace.folder, engineRoot: layout.root)) == true
        {
            console.show(
                .note,
                "(Wrote Package.swift: open this folder in an editor with SourceKit-LSP for completion against the engine.)"
            )
        }
        var plan = try workspace.plan(step: step, of: lesson)
        let recordedOn = plan.checks.first { $0.kind != .diagnostics }?.deviceDescription
        if !device.isEmpty { plan = plan.playing(on: device) }
        let lessonName = lesson.number.map(String.init) ?? "LESSON"
        console.show([StyledLine(.title, "\(lesson.shortName) · \(plan.title): your files")])
        // The device the runs play on, when the options make it another than the lesson's.
        let played = device.isEmpty ? nil : plan.checks.first { $0.kind != .diagnostics }?.deviceDescription
        let otherDevice = played == recordedOn ? nil : played
        if let otherDevice, let recordedOn {
            console.show(
                .note,
                "Playing on \(otherDevice) (--device, --orientation, --ios); the lesson's runs were recorded on \(recordedOn), so what depends on the screen may differ."
            )
        }
        console.working("Building your files against the engine")
        let runner = LessonChecker.runner(
            layout: layout, toolchain: try Toolchain.find(), cacheDirectory: layout.defaultCache,
            working: { console.working($0) })
        var results = try runner(lesson, plan.checks)
        if plan.needsLessonRuns(results) {
            // Only API the lesson's own run did not use can explain the difference (`namingUnmodelled`).
            console.working("Running the lesson's own code, to tell what your run's difference comes from")
            results = plan.namingUnmodelled(results, lessonResults: try runner(lesson, plan.lessonChecks))
        }
        // A failure may be the one the lesson shows on the way through the step (the plain `var`
        // that does not build, before `@State`): then it is expected, and said to be.
        var onTheWay: CheckResult?
        if !plan.isDone(results), !plan.onTheWay.isEmpty {
            console.working("Comparing your code with the step's code on the way")
            onTheWay = plan.matchedOnTheWay(try runner(lesson, plan.onTheWay))
        }
        console.working(nil)
        // Kept for `lessons hint`, which says where this run differs; a folder that cannot be
        // written only loses that.
        try? LastRun(step: step, results: results).save(in: workspace.folder)
        let passed = plan.isDone(results)
        let compilerErrors = CompilerErrorText.errors(in: results)
        if let onTheWay {
            let file = (onTheWay.check.location.file as NSString).lastPathComponent
            let what =
                onTheWay.check.kind == .diagnostics ? "the compiler's messages" : "the \(onTheWay.check.kind.rawValue)"
            console.show(
                .good,
                "→ On the way through step \(step): your code gives \(what) the lesson shows at \(file):\(onTheWay.check.location.line), "
                    + "before the step's last edit. That failure is expected here; go on with the step's next edit.")
            if !compilerErrors.isEmpty {
                console.show(.note, "What the compiler says (the lesson shows it too):")
                console.show(
                    CompilerErrorText.lines(
                        compilerErrors, code: plan.code, width: console.width, relativeTo: workspace.folder))
            }
            if !watching { console.show(.note, "Then run `lessons run` again.") }
            return .failure
        }
        if !compilerErrors.isEmpty {
            // Every run of the step builds the same code: its errors are said once, not once a run.
            let count = compilerErrors.count == 1 ? "1 error" : "\(compilerErrors.count) errors"
            console.show(.bad, "✗ Your code does not build (\(count)):")
            console.show(
                CompilerErrorText.lines(
                    compilerErrors, code: plan.code, width: console.width, relativeTo: workspace.folder))
        }
        if plan.onlyBuilds {
            let builds = results.allSatisfy { $0.status != .failed }
            if !builds {
                if compilerErrors.isEmpty {
                    console.show(.bad, "✗ Your code does not build:")
                    let errors =
                        results.first.map { result -> String in
                            let reason = result.reason ?? ""
                            return reason.components(separatedBy: "\n").dropFirst().joined(separator: "\n")
                        } ?? ""
                    console.show(
                        errors.split(separator: "\n").map {
                            StyledLine(.removed, "  " + ComparisonText.shortenPaths(String($0), workspace.folder))
                        })
                }
            } else if plan.differences.isEmpty {
                console.show(
                    .good,
                    "✓ It builds, and your files are the lesson's as step \(step) leaves them. (Step \(step) records no run of its final code to compare.)"
                )
            } else {
                // Nothing ran to compare: the files themselves are the only evidence that the step was done.
                console.show(
                    .bad,
                    "✗ It builds, but step \(step) records no run of its final code, so your files were compared with the lesson's as the step leaves them, and they differ (- the lesson's, + yours):"
                )
                for difference in plan.differences {
                    console.show(fileChange(difference))
                }
                if let next = plan.next {
                    console.show(
                        .note,
                        "Make the step's edits, or, if yours do the same in your own way, go on with `lessons run --step \(next)`."
                    )
                }
                return .failure
            }
        } else {
            for (offset, result) in results.enumerated() where result.compilerErrors.isEmpty {
                console.show(
                    ComparisonText.lines(
                        result, number: offset + 1, width: console.width, relativeTo: workspace.folder,
                        actualName: "your app printed", failure: failure))
            }
        }
        if trace, let traced = plan.checks.first(where: { $0.kind != .diagnostics && $0.skipReason == nil }) {
            console.working("Tracing your run…")
            let lines = try TraceText.lines(tracing: traced, layout: layout)
            console.working(nil)
            let on = traced.device.map { ", on \($0)" } ?? ""
            console.show(.heading, "The trace of your run (\(traced.play.joined(separator: "; "))\(on)):")
            console.show(lines.map { StyledLine(.plain, $0) })
        }
        if plan.checksOfEarlierCode > 0 {
            console.show(
                .note,
                "(\(plan.checksOfEarlierCode == 1 ? "1 run of this step shows" : "\(plan.checksOfEarlierCode) runs of this step show") its code on the way, before its last edit: not compared.)"
            )
        }
        if passed, let otherDevice {
            // A match on another device says the app runs there as on the lesson's; the step is
            // done when it matches on the device the lesson was recorded on.
            console.show(
                .good,
                "Step \(step) runs on \(otherDevice) as the lesson's runs show. Run `lessons run` without --device to match it on the lesson's device and go on."
            )
            return .success
        }
        if passed {
            if !plan.onlyBuilds, !plan.differences.isEmpty {
                let names = plan.differences.map(\.name).joined(separator: ", ")
                console.show(
                    .note,
                    "(Your \(names) \(plan.differences.count == 1 ? "differs" : "differ") from the lesson's, yet \(plan.differences.count == 1 ? "runs" : "run") as it does.)"
                )
            }
            if let next = plan.next {
                console.show(
                    .good,
                    "Step \(step) matches the lesson. Next: step \(next) (`lessons show \(lessonName) --step \(next)`)."
                )
                if step >= workspace.metadata.step {
                    workspace.metadata.step = next
                    try workspace.saveMetadata()
                }
            } else {
                console.show(.good, "Step \(step) matches the lesson: that was its last step.")
            }
            return .success
        }
        if !plan.onlyBuilds, !plan.differences.isEmpty {
            let names = plan.differences.map(\.name).joined(separator: ", ")
            let solution =
                plan.next.map { " (`lessons reset FILE --step \($0)` gives the lesson's version, keeping yours)" } ?? ""
            console.show(
                .note, "Your files that differ from the lesson's as step \(step) leaves them: \(names)\(solution).")
        }
        let again = watching ? "each save runs it again" : "then run `lessons run` again"
        console.show(.note, "Edit your files, \(again); `lessons reset FILE` puts a file back as the step starts.")
        return .failure
    }

    /// A file's change from the lesson's to the student's, or a note that the student has none.
    static func fileChange(_ difference: FileDifference) -> [StyledLine] {
        guard difference.yours != nil else {
            return [StyledLine(.removed, "  \(difference.name): missing from your folder")]
        }
        return [StyledLine(.note, "  ┌ \(difference.name)")] + ComparisonText.lines(of: difference.change, indent: "  ")
            + [StyledLine(.note, "  └")]
    }
}
