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
        if host.bodyCount - before != rows { print("the tap ran \(host.bodyCount - before) bodies, not \(rows)"); exit(1) }
        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return median(times)
}

func report(_ name: String, _ value: Double, _ unit: String, digits: Int = 6) {
    print("\(name): \(String(format: "%.\(digits)f", value)) \(unit)")
}

@MainActor
func main() async throws {
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

    guard let layout = PackageLayout.locate() else { fatalError("run from the package root") }
    let toolchain = try Toolchain.find()
    var lessons: [Lesson] = []
    for file in try LessonLibrary.files([layout.lessons], layout: layout) { lessons.append(try LessonLibrary.load(file).lesson) }
    let cache = NSTemporaryDirectory() + "lessons-bench-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    var options = CheckOptions()
    options.cacheDirectory = cache
    func timedCheck() throws -> (Double, LessonChecker) {
        let checker = LessonChecker(layout: layout, toolchain: toolchain, options: options)
        let start = Date()
        _ = try checker.run(lessons)
        return (Date().timeIntervalSince(start), checker)
    }
    let (cold, coldChecker) = try timedCheck()
    var warmTimes: [Double] = []
    var warmBuilt = 0
    for _ in 0..<3 {
        let (warm, checker) = try timedCheck()
        warmTimes.append(warm)
        warmBuilt += checker.snippetsBuilt
    }
    report("check_cold", cold, "s", digits: 2)
    report("check_warm", median(warmTimes), "s", digits: 2)
    print("snippets_built: \(coldChecker.snippetsBuilt)")
    print("snippets_built_warm: \(warmBuilt / 3)")

    // A plain swiftc build of one of the same snippets against the same engine build, for comparison.
    let engine = try EngineBuild.prepare(layout: layout, toolchain: toolchain, cacheDirectory: cache)
    let program = lessons.flatMap(\.checks).first { $0.code?.files.count == 1 && $0.skipReason == nil }!.code!
    let source = cache + "/bare.swift"
    try program.files[0].lines.map { $0.text.replacingOccurrences(of: "import SwiftUI", with: "import ViewGraph") }
        .joined(separator: "\n").write(toFile: source, atomically: true, encoding: .utf8)
    var bare: [Double] = []
    for _ in 0..<3 {
        let start = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: toolchain.swiftc)
        process.arguments = ["-swift-version", "5", "-Onone", "-I", engine.directory, "-L", engine.directory, "-lViewGraph", source, "-o", cache + "/bare"]
        try process.run()
        process.waitUntilExit()
        bare.append(Date().timeIntervalSince(start))
    }
    report("bare_swiftc_per_snippet", median(bare), "s", digits: 2)
}

try await main()
