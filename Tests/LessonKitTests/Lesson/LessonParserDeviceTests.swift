import HostContract
import Testing

@testable import LessonKit

@Suite("Lesson parser: the device a check was recorded on")
struct LessonParserDeviceTests {
    private static let program = "# T\n\n```swift program\nlet x = 1\n```\n\n"

    @Test(
        "device=, orientation= and ios= on a check give its program that device first; a check without them runs on the course's iPhone 17 with no argument"
    )
    func checkAttributes() throws {
        let text =
            Self.program
            + "```console play=launch device=\"iPhone 13\" orientation=landscape ios=18\nx\n```\n\n```console play=\"launch; rotate\"\ny\n```\n"
        let (lesson, diagnostics) = LessonParser.parse(text, path: "L.md")
        #expect(diagnostics.isEmpty)
        let device = try #require(lesson.checks[0].device)
        #expect(device.model == .iPhone13 && device.orientation == .landscape && device.systemVersion == 18)
        #expect(lesson.checks[0].arguments == ["--device=iPhone 13|landscape|18", "launch"])
        #expect(lesson.checks[1].device == nil)
        #expect(lesson.checks[1].arguments == ["launch", "rotate"])
    }

    @Test("A lesson's recorded-on comment names the device of every check after it; a check's own attribute wins")
    func lessonComment() {
        let text =
            "# T\n\n<!-- recorded-on: device=\"iPhone SE\" ios=17 -->\n\n```swift program\nlet x = 1\n```\n\n```console play=launch\nx\n```\n\n```console play=launch orientation=landscape\ny\n```\n"
        let (lesson, diagnostics) = LessonParser.parse(text, path: "L.md")
        #expect(diagnostics.isEmpty)
        #expect(
            lesson.checks.map { $0.device?.description } == [
                "iPhone SE (3rd generation), portrait, iOS 17", "iPhone SE (3rd generation), landscape, iOS 17",
            ])
    }

    @Test("Naming the course's own device changes nothing: the check runs as any other")
    func courseDevice() {
        let text =
            Self.program + "```console play=launch device=\"iPhone 17 Pro\" ios=27 orientation=portrait\nx\n```\n"
        let (lesson, diagnostics) = LessonParser.parse(text, path: "L.md")
        #expect(diagnostics.isEmpty)
        #expect(lesson.checks.first?.device == nil)
    }

    @Test(
        "An unknown device, orientation or version is an error at the block that lists what there is; so is an unknown key in recorded-on"
    )
    func errors() {
        let unknown = LessonParser.parse(
            Self.program + "```console play=launch device=\"Pixel 9\"\nx\n```\n", path: "L.md"
        ).diagnostics
        #expect(unknown.map(\.location.line) == [7])
        #expect(unknown.first?.fix?.contains("\"iPhone 15\"") == true)
        let orientation = LessonParser.parse(
            Self.program + "```console play=launch orientation=flat\nx\n```\n", path: "L.md"
        ).diagnostics
        #expect(orientation.first?.fix == "portrait or landscape")
        let version = LessonParser.parse(Self.program + "```screen play=launch ios=9\nx\n```\n", path: "L.md")
            .diagnostics
        #expect(version.count == 1)
        let comment = LessonParser.parse("# T\n\n<!-- recorded-on: model=\"iPhone 13\" -->\n", path: "L.md").diagnostics
        #expect(comment.map(\.location.line) == [3])
    }
}
