import HostContract
import Testing

@testable import LessonKit

@Suite("Playing a check on another device (lessons run and lessons trace --device)")
struct DeviceOverrideTests {
    private static let lesson =
        "# T\n\n```swift program\nlet x = 1\n```\n\n```console play=launch\nx\n```\n\n"
        + "```console play=\"launch; rotate\" device=\"iPhone 13\" ios=18\ny\n```\n\n```diagnostics severity=warning\n...\n```\n"

    private static func checks() -> [Check] {
        let (lesson, diagnostics) = LessonParser.parse(Self.lesson, path: "L.md")
        #expect(diagnostics.isEmpty)
        return lesson.checks
    }

    @Test("What the options name replaces the check's; what they leave out stays the check's")
    func replacesOnlyWhatIsNamed() throws {
        let checks = Self.checks()
        let se = try DeviceOverride(named: "iPhone SE", orientation: nil, systemVersion: nil)
        #expect(checks[0].playing(on: se).arguments == ["--device=iPhone SE (3rd generation)|portrait|27", "launch"])
        #expect(
            checks[1].playing(on: se).arguments == [
                "--device=iPhone SE (3rd generation)|portrait|18", "launch", "rotate",
            ])
        let landscape = try DeviceOverride(named: nil, orientation: "landscape", systemVersion: nil)
        #expect(checks[0].playing(on: landscape).device?.description == "iPhone 17, landscape, iOS 27")
        #expect(checks[1].playing(on: landscape).device?.description == "iPhone 13, landscape, iOS 18")
    }

    @Test("Asking for nothing, or for the course's own device, plays as the lesson says: no device argument")
    func nothingAsked() throws {
        let checks = Self.checks()
        #expect(DeviceOverride().isEmpty)
        #expect(checks.map { $0.playing(on: DeviceOverride()).arguments } == checks.map(\.arguments))
        let course = try DeviceOverride(named: "iPhone 17", orientation: "portrait", systemVersion: "27")
        #expect(checks[0].playing(on: course).arguments == ["launch"])
        #expect(checks[1].playing(on: course).device == nil)
        #expect(checks[0].deviceDescription == "iPhone 17, portrait, iOS 27")
    }

    @Test("A compiler's check plays nothing, so it is given no device")
    func diagnosticsPlayNothing() throws {
        let diagnostics = try #require(Self.checks().last)
        #expect(diagnostics.kind == .diagnostics)
        let se = try DeviceOverride(named: "iPhone SE", orientation: nil, systemVersion: nil)
        #expect(diagnostics.playing(on: se).device == nil)
    }

    @Test("An unknown model, orientation or version is refused with the same words as a lesson's attribute")
    func errors() {
        #expect(throws: DeviceChoiceError.self) {
            try DeviceOverride(named: "Pixel 9", orientation: nil, systemVersion: nil)
        }
        do {
            _ = try DeviceOverride(named: "Pixel 9", orientation: nil, systemVersion: nil)
        } catch {
            #expect("\(error)".hasPrefix("`Pixel 9` is not a device the engine knows: one of: \"iPhone 17\""))
        }
        #expect(throws: DeviceChoiceError.self) {
            try DeviceOverride(named: nil, orientation: "flat", systemVersion: nil)
        }
        #expect(throws: DeviceChoiceError.self) { try DeviceOverride(named: nil, orientation: nil, systemVersion: "9") }
        #expect(DeviceOverride.modelNames.first == "iPhone 17" && DeviceOverride.modelNames.contains("iPad (A16)"))
    }

    @Test("A trace of a check plays on the check's device, or on the one asked for")
    func traceRequest() throws {
        let checks = Self.checks()
        let request = try TraceRequest(check: checks[1], title: "T")
        #expect(request.device?.description == "iPhone 13, portrait, iOS 18")
        #expect(try TraceRequest(check: checks[0], title: "T").device == nil)
        let ipad = try DeviceOverride(named: "iPad", orientation: nil, systemVersion: nil)
        #expect(request.playing(on: ipad).device?.description == "iPad (A16), portrait, iOS 18")
        // Another play keeps the device.
        #expect(try request.replacingPlay("launch; tap A").device == request.device)
    }

    @Test("A step's plan plays every run on the device asked for: the student's, the lesson's own, those on the way")
    func stepPlan() throws {
        let checks = Self.checks()
        let plan = StepPlan(
            step: 1, title: "T", checks: checks, onlyBuilds: false, checksOfEarlierCode: 0, code: checks[0].code!,
            next: nil, differences: [], lessonChecks: [checks[0]], onTheWay: [checks[1]])
        let se = try DeviceOverride(named: "iPhone SE", orientation: nil, systemVersion: nil)
        let played = plan.playing(on: se)
        #expect(played.checks.map { $0.device?.model } == [.iPhoneSE3, .iPhoneSE3, nil])
        #expect(played.lessonChecks.first?.device?.model == .iPhoneSE3)
        #expect(played.onTheWay.first?.device?.description == "iPhone SE (3rd generation), portrait, iOS 18")
    }
}
