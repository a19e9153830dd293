import Foundation
import Testing

@testable import ViewGraph

@Suite("Font")
struct FontTests {
    @Test("A font keeps its size, weight and design, and its name reads as before")
    func keepsWhatItIs() {
        let system = Font.system(size: 24, weight: .heavy, design: .rounded)
        #expect(system.name == "system 24.0")
        #expect(system.base == .system(size: 24))
        #expect(system.traits.weight == .heavy && system.traits.design == .rounded)

        let title = Font.title.bold()
        #expect(title.name == "title.bold")
        #expect(title.base == .textStyle(.title) && title.traits.weight == .bold)

        let custom = Font.custom("Avenir", size: 19)
        #expect(custom.name == "Avenir")
        #expect(custom.base == .custom(name: "Avenir", size: 19, relativeTo: .body))
        #expect(Font.custom("Avenir", fixedSize: 19).base == .custom(name: "Avenir", size: 19, relativeTo: nil))
        #expect(
            Font.custom("Avenir", size: 19, relativeTo: .caption).base
                == .custom(name: "Avenir", size: 19, relativeTo: .caption))

        let digits = Font.body.monospacedDigit().italic()
        #expect(digits.name == "body.monospacedDigit.italic")
        #expect(digits.traits.hasMonospacedDigits && digits.traits.isItalic && !digits.traits.isMonospaced)
        #expect(Font.caption.monospaced().traits.isMonospaced)
    }

    @Test("Fonts made the same way are equal and hash alike; ones that differ in any trait are not")
    func equality() {
        #expect(Font.body.bold() == Font.body.weight(.bold))
        #expect(Font.system(.body) == Font.body)
        #expect(Set([Font.body.bold(), Font.body.weight(.bold)]).count == 1)
        #expect(Font.body != Font.system(size: 17))
        #expect(Font.body.leading(.tight) != Font.body)
        #expect(Font.body.width(.condensed) != Font.body)
        #expect(Font.custom("Avenir", size: 17) != Font.custom("Avenir", size: 20))
        #expect(Font.system(.title, weight: .bold) != Font.title)
    }
}
