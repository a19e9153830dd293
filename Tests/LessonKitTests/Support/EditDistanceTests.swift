import Testing

@testable import LessonKit

@Suite("Edit distance, for the nearest of mistyped words")
struct EditDistanceTests {
    @Test(
        "Insertions, deletions and replacements each count one; an empty word is as far as the other's length",
        arguments: [
            ("check", "check", 0), ("chek", "check", 1), ("--fromat", "--format", 2), ("", "abc", 3),
            ("abc", "", 3), ("kitten", "sitting", 3),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected)
    }
}
