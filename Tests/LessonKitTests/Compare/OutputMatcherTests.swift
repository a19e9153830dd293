import Testing

@testable import LessonKit

@Suite("Matching output against wildcards")
struct OutputMatcherWildcardTests {
    @Test("`...` takes as many lines as the pattern after it needs, none or all")
    func ellipsisTakesWhatIsLeft() {
        #expect(OutputMatcher.matches(expected: ["..."], actual: [], wildcards: true))
        #expect(OutputMatcher.matches(expected: ["...", "..."], actual: ["a"], wildcards: true))
        #expect(OutputMatcher.matches(expected: ["...", "b"], actual: ["b", "x", "b"], wildcards: true))
        #expect(!OutputMatcher.matches(expected: ["...", "b"], actual: ["b", "x"], wildcards: true))
        #expect(
            OutputMatcher.matches(
                expected: ["a", "...", "b", "...", "c"], actual: ["a", "b", "b", "x", "c", "c"], wildcards: true))
        #expect(
            !OutputMatcher.matches(expected: ["a", "...", "b", "c"], actual: ["a", "b", "x", "b"], wildcards: true))
        #expect(
            OutputMatcher.matches(expected: ["[..]", "...", "x [..]"], actual: ["1", "x", "x 2"], wildcards: true))
        #expect(!OutputMatcher.matches(expected: ["a", "..."], actual: ["b"], wildcards: true))
    }

    // A hostile program printed 20,000 lines against `...` and a line it never prints: the
    // recursive matcher it replaced overflowed the stack there, in every later run too (the play
    // is cached).
    @Test("`...` and a line that never matches, against 100,000 lines, in linear time and no recursion")
    func longOutputNeverMatching() {
        let actual = (0..<100_000).map { "line \($0)" }
        let start = ContinuousClock.now
        #expect(!OutputMatcher.matches(expected: ["line 0", "...", "never printed"], actual: actual, wildcards: true))
        #expect(
            OutputMatcher.matches(expected: ["line 0", "...", "line [..]9", "..."], actual: actual, wildcards: true))
        #expect(OutputMatcher.matches(expected: ["...", "line 99999"], actual: actual, wildcards: true))
        #expect(ContinuousClock.now - start < .seconds(20))
    }
}
