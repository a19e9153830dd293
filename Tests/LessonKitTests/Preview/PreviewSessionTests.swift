import Foundation
import HostContract
import Synchronization
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// What a stub runner and tracer were asked to play: each check's play and device, in order.
private final class Played: Sendable {
    let plays = Mutex<[(play: [String], device: DeviceChoice?)]>([])

    func note(_ play: [String], _ device: DeviceChoice?) { plays.withLock { $0.append((play, device)) } }
    var devices: [DeviceChoice?] { plays.withLock { $0.map(\.device) } }
    var count: Int { plays.withLock { $0.count } }
}

@Suite("lessons preview plays on the step's device")
struct PreviewSessionTests {
    /// A workspace of lesson 7 at its first step, in a folder of its own.
    private func workspace() throws -> (Workspace, String) {
        let lesson = try LessonLibrary.load(layout.lessons + "/07-what-a-view-really-is.md").lesson
        let root = NSTemporaryDirectory() + "lessons-preview-session-\(UUID().uuidString)"
        return (try Workspace.create(for: lesson, at: root + "/lesson-07"), root)
    }

    @Test("--device reaches every play: the step's runs, the preview's play after an action, and its trace")
    func overrideReachesThePlays() throws {
        let (workspace, root) = try workspace()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let played = Played()
        let session = PreviewSession(folder: workspace.folder)
        session.device = try DeviceOverride(named: "iPhone SE", orientation: "landscape", systemVersion: nil)
        session.runner = { _, checks in
            for check in checks where check.kind != .diagnostics { played.note(check.play, check.device) }
            return []
        }
        session.tracer = { _, play, device in
            played.note(play, device)
            return PlayTrace()
        }
        session.rebuild()
        let built = played.count
        #expect(built >= 3, "the step's runs and the preview's two checks of one play")
        try session.perform("tap Seattle")
        #expect(played.count == built + 2)
        _ = try session.traceHTML(actions: 1)
        #expect(played.count == built + 3)
        let expected = DeviceChoice(model: .iPhoneSE3, orientation: .landscape)
        #expect(played.devices.allSatisfy { $0 == expected }, "\(played.devices)")
        #expect(session.current.title.hasSuffix(" · on \(expected)"), "\(session.current.title)")
    }

    @Test("Without --device the plays run where the step's check does: the course's iPhone 17 here")
    func checksOwnDevice() throws {
        let (workspace, root) = try workspace()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let played = Played()
        let session = PreviewSession(folder: workspace.folder)
        session.runner = { _, checks in
            for check in checks where check.kind != .diagnostics { played.note(check.play, check.device) }
            return []
        }
        session.rebuild()
        #expect(played.count >= 3 && played.devices.allSatisfy { $0 == nil }, "\(played.devices)")
        #expect(!session.current.title.contains(" · on "))
    }

    @Test("A step whose check names a device plays the preview there, and --device changes only what it names")
    func deviceOfThePlan() throws {
        let lesson = try LessonLibrary.load(layout.lessons + "/guide-one-layout-many-screens.md").lesson
        let recorded = try #require(lesson.checks.first { $0.device?.model == .iPhoneSE3 })
        let plan = StepPlan(
            step: 1, title: "a step", checks: [recorded], onlyBuilds: false, checksOfEarlierCode: 0,
            code: try #require(recorded.code), next: nil, differences: [])
        #expect(PreviewSession.device(of: plan) == recorded.device)
        let turned = plan.playing(on: try DeviceOverride(named: nil, orientation: "landscape", systemVersion: nil))
        #expect(PreviewSession.device(of: turned)?.model == .iPhoneSE3)
        #expect(PreviewSession.device(of: turned)?.orientation == .landscape)
        let checks = PreviewSession.playChecks(try #require(recorded.code), ["tap A"], device: recorded.device)
        #expect(
            checks.count == 2 && checks.allSatisfy { $0.device == recorded.device && $0.play == ["launch", "tap A"] })
    }
}
