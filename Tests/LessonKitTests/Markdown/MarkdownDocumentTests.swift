import Testing

@testable import LessonKit

@Suite("The Markdown document: one parse of a lesson file")
struct MarkdownDocumentTests {
    @Test("Every line is in exactly one block, in order, each with its range")
    func blocksCoverEveryLine() {
        let document = MarkdownDocument(
            parsing: "# Lesson 1 · A\n\nText <!-- id: x --> more\n```swift file=A.swift\nlet a = 1\n```\n## Step 1")
        #expect(
            document.treeDump == """
                Document
                ├─ Heading 1:1-1:15 level 1 "Lesson 1 · A"
                ├─ Text 2:1-2:1 ""
                ├─ Text 3:1-3:25 "Text " <!--" id: x "--> " more"
                ├─ CodeBlock 4:1-6:4 ``` "swift file=A.swift" closed at 6
                │  │ let a = 1
                ├─ Heading 7:1-7:10 level 2 "Step 1"
                └─ Comment 3:6-3:20
                """)
        var next = 1
        for block in document.blocks {
            #expect(block.range.lowerBound == MarkdownPosition(line: next, column: 1))
            next = block.range.upperBound.line + 1
        }
        #expect(next == document.lines.count + 1)
    }

    @Test("A fence of backticks or tildes, of three or more, indented up to three spaces")
    func fenceKinds() {
        let document = MarkdownDocument(
            parsing: "~~~ console play=\"launch\"\nx\n~~~\n````markdown\n```swift\n```\n````\n   ```\nindented\n   ```")
        let blocks = document.blocks.compactMap { block -> FencedCodeBlock? in
            if case .code(let code) = block { return code }
            return nil
        }
        #expect(blocks.map(\.marker) == ["~~~", "````", "```"])
        #expect(blocks.map(\.kind) == ["console", "markdown", ""])
        #expect(blocks[0].infoOrEmpty.attributes["play"] == "launch")
        #expect(blocks[1].content == ["```swift", "```"])
        #expect(blocks[2].indent == 3)
        #expect(blocks[2].infoColumn == 6)
        #expect(blocks.map(\.closing) == [.fence(line: 3), .fence(line: 7), .fence(line: 10)])
    }

    @Test("Four spaces, a backtick in a backtick fence's info, or two backticks open no block")
    func notFences() {
        let document = MarkdownDocument(parsing: "    ```\n``` a`b\n``\n")
        #expect(
            document.blocks.allSatisfy {
                if case .text = $0 { return true } else { return false }
            })
    }

    @Test("A fence never closed runs to the end of the document, and says so")
    func unclosedFence() {
        let document = MarkdownDocument(parsing: "```swift\nlet a = 1\n\nlet b = 2")
        #expect(document.treeDump.contains("CodeBlock 1:1-4:10 ``` \"swift\" never closed"))
    }

    @Test("Another block's fence, or a heading inside Swift, ends a block whose fence is missing")
    func interruptedFence() {
        let document = MarkdownDocument(parsing: "```swift\nlet a = 1\n## Step 2\n```console\nx\n```")
        guard case .code(let swift) = document.blocks[0], case .heading(let heading) = document.blocks[1],
            case .code(let console) = document.blocks[2]
        else {
            Issue.record("blocks: \(document.treeDump)")
            return
        }
        #expect(swift.closing == .interrupted(line: 3, intruder: "is a heading (`## Step 2`) inside it"))
        #expect(swift.range == MarkdownPosition(line: 1, column: 1)..<MarkdownPosition(line: 2, column: 10))
        #expect(heading.line == 3)
        #expect(console.closing == .fence(line: 6))
    }

    @Test("A heading is one to six #, then a space or nothing, at the line's start")
    func headings() {
        let document = MarkdownDocument(parsing: "###### Six\n####### Seven\n#NoSpace\n #Indented\n##")
        let levels = document.blocks.compactMap { block -> Int? in
            if case .heading(let heading) = block { return heading.level }
            return nil
        }
        #expect(levels == [6, 2])
    }

    @Test("Comments: on one line, several on a line, across lines, and never closed")
    func comments() {
        let document = MarkdownDocument(
            parsing: "a <!-- one --> b <!-- two -->\n<!-- over\nlines -->tail\n<!-- never closed\nstill\n## Heading")
        #expect(document.comments.map(\.content) == [" one ", " two ", " over\nlines ", " never closed\nstill"])
        #expect(document.comments.map(\.isClosed) == [true, true, true, false])
        #expect(
            document.comments.map(\.range.lowerBound) == [
                MarkdownPosition(line: 1, column: 3), MarkdownPosition(line: 1, column: 18),
                MarkdownPosition(line: 2, column: 1), MarkdownPosition(line: 4, column: 1),
            ])
        #expect(document.comments[2].range.upperBound == MarkdownPosition(line: 3, column: 10))
        #expect(document.comments[3].range.upperBound == MarkdownPosition(line: 5, column: 6))
        let lines = document.blocks.compactMap { block -> MarkdownTextLine? in
            if case .text(let line) = block { return line }
            return nil
        }
        #expect(lines.map(\.visible) == ["a  b ", "", "tail", "", ""])
        #expect(lines.map(\.isWithinComment) == [false, false, false, false, true])
        // The comment never closed ends at the heading: the heading is still one.
        guard case .heading(let heading) = document.blocks.last else {
            Issue.record("the last block is not the heading")
            return
        }
        #expect(heading.text == "Heading")
    }

    @Test("A line that is one comment says what it holds; a comment inside code is code")
    func wholeLineComment() {
        let document = MarkdownDocument(
            parsing: "  <!-- recorded-on: ios=18 -->  \n<!-- a --> b\n```markdown\n<!-- id: x -->\n```")
        guard case .text(let first) = document.blocks[0], case .text(let second) = document.blocks[1] else {
            Issue.record("blocks: \(document.treeDump)")
            return
        }
        #expect(first.wholeLineComment == " recorded-on: ios=18 ")
        #expect(second.wholeLineComment == nil)
        #expect(second.closedComments == [" a "])
        #expect(document.comments.count == 2)
    }

    @Test("Odd Markdown never fails: CRLF, lone CRs, tabs, a fence inside a list item")
    func oddMarkdown() {
        let crlf = MarkdownDocument(parsing: "# A\r\n```swift\r\nlet a = 1\r\n```\r\ntext\rmore")
        #expect(crlf.lines == ["# A", "```swift", "let a = 1", "```", "text", "more"])
        #expect(crlf.treeDump.contains("CodeBlock 2:1-4:4 ``` \"swift\" closed at 4"))
        let tabs = MarkdownDocument(parsing: "\t```swift\n\tcode\n#\tTab heading")
        #expect(tabs.blocks.count == 3)
        #expect(
            tabs.blocks.allSatisfy {
                if case .code = $0 { return false } else { return true }
            })
        let list = MarkdownDocument(parsing: "- item\n  ```swift\n  let a = 1\n  ```\n- next")
        guard case .code(let code) = list.blocks[1] else {
            Issue.record("blocks: \(list.treeDump)")
            return
        }
        #expect(code.indent == 2)
        #expect(code.content == ["  let a = 1"])
        #expect(code.closing == .fence(line: 4))
        let empty = MarkdownDocument(parsing: "")
        #expect(empty.blocks.count == 1)
        let comment = MarkdownDocument(parsing: "<!-- open\n```swift\nx\n```\n")
        #expect(comment.comments.map(\.isClosed) == [false])
        #expect(comment.treeDump.contains("CodeBlock 2:1-4:4"))
    }

    @Test("A section's part of the document is its blocks as parsed with the file, not parsed again")
    func part() {
        let document = MarkdownDocument(parsing: "# A\n\n## B\n```swift\nx\n```\n## C\ntext")
        let part = document.part(3..<7)
        #expect(part?.firstLine == 3)
        #expect(part?.blocks.map(\.line) == [3, 4])
        // A range that cuts through a block is not a part.
        #expect(document.part(3..<5) == nil)
    }
}
