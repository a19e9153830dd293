import Foundation
import LessonKit
import Observation
import ViewGraph

#if canImport(Glibc)
import Glibc
#endif

// Figures for Benchmarks/run, one `name: value unit` line each, every time figure the median of
// several runs in this one process.

/// A row that owns its count.
struct Row: View {
    let id: Int
    @State private var count = 0
    var body: some View {
        Button("Row \(id): \(count)") { count += 1 }
    }
}

struct Rows: View {
    let count: Int
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<count, id: \.self) { Row(id: $0) }
            }
        }
    }
}

/// A store every row reads: one write marks every row's body out of date.
@Observable
final class Tick {
    var value = 0
}

/// A row that reads the shared store.
struct TickRow: View {
    let id: Int
    let tick: Tick
    var body: some View {
        Text("Row \(id): \(tick.value)")
    }
}

struct TickRows: View {
    let count: Int
    @State private var tick = Tick()
    var body: some View {
        ScrollView {
            VStack {
                Button("Tick") { tick.value += 1 }
                ForEach(0..<count, id: \.self) { TickRow(id: $0, tick: tick) }
            }
        }
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// The resident memory of this process, from /proc/self/statm (Linux), in bytes.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

/// The median time of a tap that changes one row's own state, with `rows` rows on the screen.
@MainActor
func rowStateTap(rows: Int, taps: Int = 15) async throws -> (seconds: Double, bytesPerRow: Double) {
    let before = residentBytes()
    let host = Host()
    await host.launch { Rows(count: rows) }
    let bytesPerRow = Double(residentBytes() - before) / Double(rows)
    let row = try host.control(labelled: "Row \(rows / 2): 0")
    var times: [Double] = []
    for _ in 0..<taps {
        let start = ContinuousClock.now
        try await row.tap()
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return (median(times), bytesPerRow)
}

/// The median time of a tap that marks every one of `rows` rows (each reads the tapped store).
@MainActor
func allRowsTap(rows: Int, taps: Int) async throws -> Double {
    let host = Host()
    await host.launch { TickRows(count: rows) }
    let button = try host.control(labelled: "Tick")
    var times: [Double] = []
    for _ in 0..<taps {
        let before = host.bodyCount
        let start = ContinuousClock.now
        try await button.tap()
        let elapsed = ContinuousClock.now - start
        if host.bodyCount - before != rows {
            print("the tap ran \(host.bodyCount - before) bodies, not \(rows)")
            exit(1)
        }
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return median(times)
}

/// A row whose tap makes its text longer, so that its size changes and its stack lays out again.
struct GrowingRow: View {
    let id: Int
    @State private var long = false
    var body: some View {
        Button(long ? "Row \(id), now with a longer title" : "Row \(id)") { long.toggle() }
    }
}

struct GrowingRows: View {
    let count: Int
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<count, id: \.self) { GrowingRow(id: $0) }
            }
        }
    }
}

/// The median time of a tap that changes one row's size in an eager stack of `rows` rows: the stack
/// measures and places every row again (from their kept answers), so the cost grows with the rows.
@MainActor
func rowResizeTap(rows: Int, taps: Int = 9) async throws -> Double {
    let host = Host()
    await host.launch { GrowingRows(count: rows) }
    var times: [Double] = []
    for index in 0..<taps {
        let label = index % 2 == 0 ? "Row \(rows / 2)" : "Row \(rows / 2), now with a longer title"
        let row = try host.control(labelled: label)
        let start = ContinuousClock.now
        try await row.tap()
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return median(times)
}

struct LazyGrowingRows: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<count, id: \.self) { GrowingRow(id: $0) }
            }
        }
    }
}

/// The median time one update's layout pass takes when a tap changes the size of a row on the
/// screen of a lazy stack of `rows` rows: only the rows built (those on the screen and near it) are
/// laid out, so the time should not grow with the rows.
@MainActor
func lazyRowResizeLayout(rows: Int, taps: Int = 9) async throws -> Double {
    let host = Host()
    await host.launch { LazyGrowingRows(count: rows) }
    var times: [Double] = []
    for index in 0..<taps {
        let label = index % 2 == 0 ? "Row 5" : "Row 5, now with a longer title"
        let row = try host.control(labelled: label)
        let before = host.layoutSeconds
        try await row.tap()
        times.append(host.layoutSeconds - before)
    }
    return median(times)
}

/// The layout figures alone (`benchmarks layout`): a tap that keeps a row's size lays out only that
/// row (ratio near 1); one that changes it lays out the whole eager stack again (linear).
@MainActor
func layoutFigures() async throws {
    let small = try await rowStateTap(rows: 100)
    let large = try await rowStateTap(rows: 100_000)
    report("row_state_tap_100", small.seconds, "s")
    report("row_state_tap_100000", large.seconds, "s")
    report("row_state_tap_ratio", large.seconds / small.seconds, "x", digits: 2)
    let resizeSmall = try await rowResizeTap(rows: 100)
    let resizeLarge = try await rowResizeTap(rows: 100_000, taps: 3)
    report("row_resize_tap_100", resizeSmall, "s")
    report("row_resize_tap_100000", resizeLarge, "s")
    report("row_resize_tap_ratio", resizeLarge / resizeSmall, "x (1000 is linear)", digits: 0)
    let lazySmall = try await lazyRowResizeLayout(rows: 100)
    let lazyLarge = try await lazyRowResizeLayout(rows: 100_000)
    report("lazy_stack_layout_100", lazySmall, "s")
    report("lazy_stack_layout_100000", lazyLarge, "s")
    report(
        "lazy_stack_layout_ratio", lazyLarge / lazySmall, "x (target <= 2: only the rows on the screen are laid out)",
        digits: 2)
}

func report(_ name: String, _ value: Double, _ unit: String, digits: Int = 6) {
    print("\(name): \(String(format: "%.\(digits)f", value)) \(unit)")
}

@MainActor
func main() async throws {
    // `benchmarks compare` prints only the comparison's figures; `benchmarks layout` only the
    // layout's; `benchmarks engine` only the engine's (`benchmarks rows` only its memory per row,
    // `benchmarks tap ROWS TAPS` all-rows taps to count instructions of); `benchmarks checks` only
    // the runner's. The comparison's go first: their peak memory is read from the process's own
    // peak, which later figures would raise.
    let only = CommandLine.arguments.dropFirst().first
    if only == "layout" { return try await layoutFigures() }
    if only == "engine" { return try await engineFigures() }
    if only == "rows" { return try await rowFigures() }
    if only == "tap" { return try await tapFigures() }
    if only != "checks" { compareFigures() }
    if only == "compare" { return }
    if only != "checks" {
        try await engineFigures()
    }
    guard let layout = PackageLayout.locate() else { fatalError("run from the package root") }
    try checkFigures(layout: layout)
}

/// The memory of a row alone (`benchmarks rows`): `bytes_per_row` with no tap timed, for
/// measuring a change to a row's storage in seconds rather than minutes. A list of 100 rows goes
/// first, as in `engineFigures`, so that what the first list costs once (the runtime's type
/// records, the allocator's first arenas) is not counted against the rows.
@MainActor
func rowFigures() async throws {
    _ = try await rowStateTap(rows: 100, taps: 1)
    let large = try await rowStateTap(rows: 100_000, taps: 1)
    report("bytes_per_row", large.bytesPerRow, "B", digits: 0)
}

/// All-rows taps with no clock (`benchmarks tap ROWS TAPS`): a list of ROWS rows that read one
/// store, tapped TAPS times, for counting instructions with `valgrind --tool=callgrind`, which the
/// load does not change. A tap's count is the difference between runs with different TAPS.
@MainActor
func tapFigures() async throws {
    let arguments = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    let rows = arguments.first ?? 10_000
    let taps = arguments.dropFirst().first ?? 1
    let host = Host()
    await host.launch { TickRows(count: rows) }
    let button = try host.control(labelled: "Tick")
    let before = host.bodyCount
    for _ in 0..<taps { try await button.tap() }
    report("all_rows_tap_bodies", Double(host.bodyCount - before), "bodies", digits: 0)
}

@MainActor
func engineFigures() async throws {
    let small = try await rowStateTap(rows: 100)
    let large = try await rowStateTap(rows: 100_000)
    report("row_state_tap_100", small.seconds, "s")
    report("row_state_tap_100000", large.seconds, "s")
    report("row_state_tap_ratio", large.seconds / small.seconds, "x", digits: 2)
    report("bytes_per_row", large.bytesPerRow, "B", digits: 0)
    let allSmall = try await allRowsTap(rows: 100, taps: 15)
    let allLarge = try await allRowsTap(rows: 100_000, taps: 5)
    report("all_rows_tap_100", allSmall, "s")
    report("all_rows_tap_100000", allLarge, "s")
    report("all_rows_tap_ratio", allLarge / allSmall, "x (1000 is linear)", digits: 0)

}

/// The most resident memory this process has used so far, from getrusage, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// How long `work` takes, and how far it raises the process's peak resident memory.
func timedPeak(_ work: () -> Void) -> (seconds: Double, peakBytes: Int) {
    let before = peakResidentBytes()
    let start = ContinuousClock.now
    work()
    let elapsed = ContinuousClock.now - start
    return (
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, peakResidentBytes() - before
    )
}

/// A check's comparison against a runaway program's output: a `wildcards` pattern (`...` and a line
/// the program never prints) against 100,000 printed lines, and the diff of 100,000 recorded lines
/// against 100,000 printed ones that differ everywhere (each to take seconds, under 200 MB).
func compareFigures() {
    let printed = (0..<100_000).map { "printed line \($0)" }
    let recorded = (0..<100_000).map { "recorded line \($0)" }
    var matched = true
    let match = timedPeak {
        matched = OutputMatcher.matches(
            expected: ["printed line 0", "...", "never printed"], actual: printed, wildcards: true)
    }
    if matched {
        print("the pattern matched lines it should not")
        exit(1)
    }
    report("match_wildcards_100000_lines", match.seconds, "s", digits: 3)
    report("match_wildcards_100000_lines_peak", Double(match.peakBytes) / 1e6, "MB more than before", digits: 1)
    var shown = 0
    let diff = timedPeak { shown = LineDiff.render(expected: recorded, actual: printed).utf8.count }
    if shown == 0 {
        print("the diff is empty")
        exit(1)
    }
    report("diff_100000_differing_lines", diff.seconds, "s", digits: 3)
    report("diff_100000_differing_lines_peak", Double(diff.peakBytes) / 1e6, "MB more than before", digits: 1)
}

/// CPU seconds used so far by this process and by its children that ended (compilers, plays):
/// unlike wall time, about the same on a busy machine as on an idle one.
func cpuSeconds() -> (own: Double, children: Double) {
    func seconds(_ who: Int32) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
            usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    return (seconds(RUSAGE_SELF.rawValue), seconds(RUSAGE_CHILDREN.rawValue))
}

/// One `lessons check` in this process: how long it took, and the checker for its counts.
func timedCheck(_ lessons: [Lesson], layout: PackageLayout, toolchain: Toolchain, cache: String) throws -> (
    seconds: Double, checker: LessonChecker, failed: Int
) {
    var options = CheckOptions()
    options.cacheDirectory = cache
    let checker = LessonChecker(layout: layout, toolchain: toolchain, options: options)
    let start = Date()
    let results = try checker.run(lessons)
    let failed = results.filter { $0.status == .failed }
    for result in failed.prefix(3) {
        FileHandle.standardError.write(
            Data("FAIL \(result.check.location) \(result.reason ?? "")\n\(result.diff ?? "")\n".utf8))
    }
    return (Date().timeIntervalSince(start), checker, failed.count)
}

/// The cold and warm check of `lessons` in a new cache: (cold, warm median of three, the warm one's CPU
/// (median of three), the cold one's CPU, the cold and a warm checker).
func coldAndWarm(_ lessons: [Lesson], layout: PackageLayout, toolchain: Toolchain, cache: String)
    throws -> (
        cold: Double, warm: Double, warmCPU: Double, coldCPU: Double, coldOwnCPU: Double, coldChecker: LessonChecker,
        warmChecker: LessonChecker, failed: Int
    )
{
    try? FileManager.default.removeItem(atPath: cache)
    let before = cpuSeconds()
    let cold = try timedCheck(lessons, layout: layout, toolchain: toolchain, cache: cache)
    let after = cpuSeconds()
    var warm: [(Double, LessonChecker)] = []
    var warmCPU: [Double] = []
    for _ in 0..<3 {
        let cpu = cpuSeconds().own
        let run = try timedCheck(lessons, layout: layout, toolchain: toolchain, cache: cache)
        warmCPU.append(cpuSeconds().own - cpu)
        warm.append((run.seconds, run.checker))
    }
    warm.sort { $0.0 < $1.0 }
    return (
        cold.seconds, warm[1].0, median(warmCPU), after.own + after.children - before.own - before.children,
        after.own - before.own, cold.checker, warm[1].1, cold.failed
    )
}

/// The load average over the last minute, for the record: figures on a shared machine vary with it.
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}

/// The runner's figures: a cold and a warm `lessons check` of the lessons, as `swift run lessons check`
/// does it after `swift build` (the engine SwiftPM built is linked, every program built, every play
/// run), against one bare `swiftc` build of a program; the same for a course of 57 lessons; and
/// `lessons run` in a workspace.
func checkFigures(layout: PackageLayout) throws {
    let toolchain = try Toolchain.find()
    var lessons: [Lesson] = []
    for file in try LessonLibrary.files([layout.lessons], layout: layout) {
        lessons.append(try LessonLibrary.load(file).lesson)
    }
    let scratch = NSTemporaryDirectory() + "lessons-bench-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let cache = scratch + "/cache"

    print("load_average_before: \(loadAverage())")
    let check = try coldAndWarm(lessons, layout: layout, toolchain: toolchain, cache: cache)
    report("check_cold", check.cold, "s", digits: 2)
    report("check_warm", check.warm, "s (target <= 0.1)", digits: 3)
    report("check_warm_cpu", check.warmCPU, "s of CPU (the runner's threads; load changes it less)", digits: 3)
    report("check_cold_cpu", check.coldCPU, "s of CPU (the runner, compilers and plays)", digits: 2)
    report("check_cold_cpu_runner", check.coldOwnCPU, "s of CPU (the runner alone)", digits: 2)
    print("snippets_built: \(check.coldChecker.snippetsBuilt)")
    print("batches_built: \(check.coldChecker.batchesBuilt)")
    print("plays_run: \(check.coldChecker.playsRun)")
    print("snippets_built_warm: \(check.warmChecker.snippetsBuilt)")
    print("plays_run_warm: \(check.warmChecker.playsRun)")
    print("check_failed: \(check.failed)")

    // A plain swiftc build of one of the same programs against the same engine, for comparison.
    let engine = try EngineBuild.prepare(layout: layout, toolchain: toolchain, cacheDirectory: cache)
    let program = lessons.flatMap(\.checks).first { $0.code?.files.count == 1 && $0.skipReason == nil }!.code!
    let source = scratch + "/bare.swift"
    try program.files[0].lines.map { $0.text.replacingOccurrences(of: "import SwiftUI", with: "import ViewGraph") }
        .joined(separator: "\n").write(toFile: source, atomically: true, encoding: .utf8)
    var bare: [Double] = []
    var bareCPU: [Double] = []
    for _ in 0..<3 {
        let cpu = cpuSeconds().children
        let start = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolchain.swiftc)
        process.arguments = [
            "-swift-version", "5", "-Onone", "-I", engine.directory, "-L", engine.directory, "-lViewGraph", source,
            "-o", scratch + "/bare",
        ]
        try process.run()
        process.waitUntilExit()
        bare.append(Date().timeIntervalSince(start))
        bareCPU.append(cpuSeconds().children - cpu)
    }
    let bareSeconds = median(bare)
    report("bare_swiftc_per_snippet", bareSeconds, "s", digits: 2)
    report("bare_swiftc_per_snippet_cpu", median(bareCPU), "s of CPU", digits: 2)
    report(
        "check_cold_cpu_over_bare_builds_cpu",
        check.coldCPU / (Double(check.coldChecker.snippetsBuilt) * median(bareCPU)),
        "(the same ratio in CPU time, which load changes less; target <= 0.4)", digits: 2)
    report(
        "check_cold_over_bare_builds", check.cold / (Double(check.coldChecker.snippetsBuilt) * bareSeconds),
        "(target <= 0.3)", digits: 2)
    report("check_warm_over_cold", 100 * check.warm / check.cold, "% (target <= 1)", digits: 2)

    // A course of 57 lessons: copies of the lessons with their types renamed, so that nothing is
    // shared between copies, and growth is measured rather than guessed.
    // BENCH_COURSE=N makes a course of N lessons instead (a quicker try; the figure's name stays);
    // 0 leaves it out.
    let courseSize = ProcessInfo.processInfo.environment["BENCH_COURSE"].flatMap { Int($0) } ?? 57
    if courseSize > 0 {
        try courseFigures(
            lessons, count: courseSize, check: check, layout: layout, toolchain: toolchain, scratch: scratch)
    }

    let run = try lessonsRunFigures(layout: layout, scratch: scratch)
    report("lessons_run_warm", run.warm, "s (target < 1)", digits: 3)
    report("lessons_run_after_edit", run.edited, "s", digits: 2)
    print("load_average_after: \(loadAverage())")
}

/// The cold and warm check of a course of `count` lessons made of copies of `lessons`, against the
/// lessons' own `check`.
func courseFigures(
    _ lessons: [Lesson], count: Int,
    check: (
        cold: Double, warm: Double, warmCPU: Double, coldCPU: Double, coldOwnCPU: Double,
        coldChecker: LessonChecker, warmChecker: LessonChecker, failed: Int
    ),
    layout: PackageLayout, toolchain: Toolchain, scratch: String
) throws {
    let course = try makeCourse(from: lessons, count: count, in: scratch + "/course")
    let big = try coldAndWarm(course, layout: layout, toolchain: toolchain, cache: scratch + "/course-cache")
    print("course57_lessons: \(count)")
    report("course57_cold", big.cold, "s", digits: 2)
    report("course57_warm", big.warm, "s (target <= 0.5)", digits: 3)
    report("course57_warm_cpu", big.warmCPU, "s of CPU", digits: 3)
    // Linear in lessons: each lesson's share of a warm check, in the course and in the lessons.
    report("course57_warm_per_lesson", 1000 * big.warm / Double(count), "ms", digits: 1)
    report("check_warm_per_lesson", 1000 * check.warm / Double(lessons.count), "ms", digits: 1)
    print("course57_snippets_built: \(big.coldChecker.snippetsBuilt)")
    print("course57_plays_run: \(big.coldChecker.playsRun)")
    print("course57_failed: \(big.failed)")
    report("course57_cold_over_check_cold", big.cold / check.cold, "x", digits: 2)
    report(
        "course57_snippets_over_check_snippets",
        Double(big.coldChecker.snippetsBuilt) / Double(check.coldChecker.snippetsBuilt), "x", digits: 2)
}

/// `count` lessons made of copies of `lessons`, numbered 1 to `count`, each copy's own types renamed
/// (`Trip` becomes `TripC3` in the lesson's code and recordings alike), written to `folder` and read
/// back. Each copy is a file of its own, so no program of one copy is the same as another's.
func makeCourse(from lessons: [Lesson], count: Int, in folder: String) throws -> [Lesson] {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var course: [Lesson] = []
    for number in 1...count {
        let original = lessons[(number - 1) % lessons.count]
        var text = try String(contentsOfFile: original.path, encoding: .utf8)
        // ContentView stays: the runner's generated app shows it.
        // The types the lesson's code declares: a line that starts with (attributes, modifiers and) `struct Name`.
        let declaration =
            #/(?m)^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|final)\s+)*(?:struct|class|enum|actor|protocol)\s+([A-Z][A-Za-z0-9_]*)/#
        // A name the code also writes inside a string keeps it: the string may be data whose size a
        // recording shows ("Saved 3 trips: 797 bytes").
        let strings = text.matches(of: #/"[^"\n]*"/#).map { String($0.output) }.joined(separator: " ")
        let declared = Set(text.matches(of: declaration).map { String($0.output.1) }).subtracting(["ContentView"])
            .filter { name in
                (try? Regex("\\b\(name)\\b").wordBoundaryKind(.simple)).map { strings.firstMatch(of: $0) == nil }
                    ?? false
            }
        for name in declared.sorted(by: { $0.count > $1.count }) {
            // Simple word boundaries: `TripStore.trips` holds the word `TripStore`.
            text = text.replacing(try Regex("\\b\(name)\\b").wordBoundaryKind(.simple), with: name + "C\(number)")
        }
        let path =
            folder + "/" + String(format: "%02d", number) + "-"
            + ((original.path as NSString).lastPathComponent.split(separator: "-", maxSplits: 1).last.map(String.init)
                ?? "lesson.md")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        course.append(try LessonLibrary.load(path).lesson)
    }
    return course
}

/// `lessons run` in a workspace of lesson 7, as a student runs it after saving: the release
/// `lessons` tool, a process of its own. Warm: nothing changed since the last run, so the build and
/// every play come from the cache. After an edit: one file changed, so the program is built again.
func lessonsRunFigures(layout: PackageLayout, scratch: String) throws -> (warm: Double, edited: Double) {
    let tool =
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        + "/lessons"
    guard FileManager.default.isExecutableFile(atPath: tool) else { fatalError("no \(tool): Benchmarks/run builds it") }
    let workspace = scratch + "/workspace"
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = scratch + "/state"
    func lessons(_ arguments: [String], in directory: String) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        process.waitUntilExit()
        return Date().timeIntervalSince(start)
    }
    _ = try lessons(["start", "7", "--dir", workspace], in: layout.root)
    _ = try lessons(["run"], in: workspace)
    var warm: [Double] = []
    for _ in 0..<5 { warm.append(try lessons(["run"], in: workspace)) }
    let file = try FileManager.default.contentsOfDirectory(atPath: workspace).filter { $0.hasSuffix(".swift") }
        .sorted()[0]
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: workspace + "/" + file))
    handle.seekToEndOfFile()
    handle.write(Data("\n// edited by the benchmark at \(Date().timeIntervalSince1970)\n".utf8))
    try handle.close()
    let edited = try lessons(["run"], in: workspace)
    return (median(warm), edited)
}

// The main run loop drives the main actor, not `dispatch_main`: valgrind stops with an internal
// error at the `sigsuspend` that `dispatch_main` leaves the main thread in.
Task { @MainActor in
    do {
        try await main()
        exit(0)
    } catch {
        print("benchmarks: \(error)")
        exit(1)
    }
}
RunLoop.main.run()
