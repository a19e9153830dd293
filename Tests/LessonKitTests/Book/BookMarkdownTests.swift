import Testing

@testable import LessonKit

@Suite("Lesson Markdown as the book's HTML")
struct BookMarkdownTests {
    func html(_ markdown: String) -> String { BookMarkdown().html(markdown) }

    @Test("Paragraphs, code spans, strong, emphasis and links; everything else escaped")
    func inline() {
        #expect(
            html("A `<Text>` is **bold**, *slanted* & [linked](07-a.md).")
                == "<p>A <code>&lt;Text&gt;</code> is <strong>bold</strong>, <em>slanted</em> &amp; <a href=\"07-a.md\">linked</a>.</p>\n"
        )
        #expect(html("snake_case_names stay") == "<p>snake_case_names stay</p>\n")
        #expect(html("<script>alert(1)</script>") == "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n")
    }

    @Test("Headings take GitHub's anchors, a second one alike gets -1")
    func headings() {
        let out = html("## Step 2 · How many cards run?\n\n## The shape of a guide\n\n## The shape of a guide\n")
        #expect(out.contains("<h2 id=\"step-2--how-many-cards-run\">"))
        #expect(out.contains("<h2 id=\"the-shape-of-a-guide\">"))
        #expect(out.contains("<h2 id=\"the-shape-of-a-guide-1\">"))
    }

    @Test("Lists, nested and numbered, and a paragraph after them")
    func lists() {
        let out = html("- one\n  more of one\n- two\n  - inner\n\n3. three\n4. four\n\nAfter.\n")
        #expect(
            out
                == "<ul>\n<li>one more of one</li>\n<li>two<ul>\n<li>inner</li></ul>\n</li></ul>\n<ol start=\"3\">\n<li>three</li>\n<li>four</li></ol>\n<p>After.</p>\n"
        )
    }

    @Test("Tables with a header, quotes, comments left out, and details kept folded")
    func blocks() {
        let out = html(
            "| a | `b \\| c` |\n|---|---|\n| 1 | 2 |\n\n> quoted\n> on\n\n<!-- hidden\nstill hidden -->\n<details><summary>Answer</summary>\n\nYes.\n\n</details>\n"
        )
        #expect(out.contains("<thead><tr><th>a</th><th><code>b | c</code></th></tr></thead>"))
        #expect(out.contains("<tr><td>1</td><td>2</td></tr>"))
        #expect(out.contains("<blockquote><p>quoted on</p></blockquote>"))
        #expect(!out.contains("hidden"))
        #expect(out.contains("<details><summary>Answer</summary>\n<p>Yes.</p>\n</details>"))
    }

    @Test("A fenced block goes to the page's hook with its lesson line; without one it is escaped code")
    func fences() {
        var renderer = BookMarkdown()
        var seen: [(String, Int)] = []
        renderer.fence = { fence in
            seen.append((fence.info.kind, fence.line))
            return fence.info.kind == "console" ? "<console/>" : nil
        }
        let out = renderer.html(
            "Text.\n\n```console play=launch\nhi\n```\n\n```swift\nlet a = \"<b>\"\n```\n", firstLine: 10)
        #expect(seen.map(\.0) == ["console", "swift"] && seen.map(\.1) == [12, 16])
        #expect(out.contains("<console/>"))
        // Highlighted (SwiftHighlighter), its text escaped inside the spans.
        #expect(
            out.contains(
                "<pre class=\"code\"><code class=\"language-swift\"><span class=\"hl-kw\">let</span> a = "
                    + "<span class=\"hl-str\">&quot;&lt;b&gt;&quot;</span></code></pre>"))
        #expect(!out.contains("<b>"))
    }
}
