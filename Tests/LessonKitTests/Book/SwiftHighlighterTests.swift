import Testing

@testable import LessonKit

@Suite("Swift code highlighted for the book")
struct SwiftHighlighterTests {
    /// The marked tokens of `source`, as `kind:text`.
    func marked(_ source: String) -> [String] {
        SwiftHighlighter.tokens(source).compactMap { token in
            token.kind.map { "\($0.rawValue.dropFirst(3)):\(token.text)" }
        }
    }

    @Test("Keywords, types, attributes, numbers, strings and comments are told apart; the tokens are the code again")
    func kinds() {
        let source = """
            struct TripCard: View {
                @State private var nights = 3 // how long
                let trip: Trip
                var body: some View {
                    Text("\\(trip.city) is Favorite: \\(nights > 2)").font(.headline)
                }
            }
            """
        #expect(SwiftHighlighter.tokens(source).map(\.text).joined() == source)
        #expect(
            marked(source) == [
                "kw:struct", "type:TripCard", "type:View", "attr:@State", "kw:private", "kw:var", "num:3",
                "com:// how long",
                "kw:let", "type:Trip", "kw:var", "kw:some", "type:View", "type:Text", "str:\"\\(",
                "str:) is Favorite: \\(", "num:2", "str:)\"",
            ])
    }

    @Test(
        "A member named as a keyword is a name; #if and #Preview are marked; nested and multi-line literals stay whole")
    func edges() {
        #expect(marked("x.default + y.init()") == ["kw:init"])
        #expect(marked("#Preview { }") == ["attr:#Preview"])
        #expect(marked("/* a /* b */ c */ let") == ["com:/* a /* b */ c */", "kw:let"])
        #expect(
            marked("let s = \"\"\"\n  a \"quoted\" line\n  \"\"\"") == [
                "kw:let", "str:\"\"\"\n  a \"quoted\" line\n  \"\"\"",
            ])
        #expect(marked(##"let r = #"a "raw" \(x)"#"##) == ["kw:let", ##"str:#"a "raw" \(x)"#"##])
        #expect(marked("0..<10") == ["num:0", "num:10"])
        #expect(marked("let a = \"esc \\\" still\"") == ["kw:let", "str:\"esc \\\" still\""])
    }

    @Test("HTML escapes the code, and a literal across lines is closed and opened again at each line's end")
    func html() {
        #expect(SwiftHighlighter.html("if a < b { }") == "<span class=\"hl-kw\">if</span> a &lt; b { }")
        let lines = SwiftHighlighter.htmlLines(["/* one", "two */ let x = 1"])
        #expect(
            lines == [
                "<span class=\"hl-com\">/* one</span>",
                "<span class=\"hl-com\">two */</span> <span class=\"hl-kw\">let</span> x = <span class=\"hl-num\">1</span>",
            ])
        #expect(SwiftHighlighter.htmlLines([]) == [])
    }
}
