import Foundation
import Testing
@testable import ViewGraph

private struct Styled: View {
    let nights: Int
    var body: some View {
        VStack {
            Text("Hello, **world**! Visit [Apple](https://apple.com)")
            Text(verbatim: "a*b*c")
            Text("^[\(nights) night](inflect: true)")
            Text(1234.5, format: .currency(code: "USD"))
        }
    }
}

extension EngineTests {
    @Test("A string literal is a key: its Markdown is read, as on iOS, even though Linux's AttributedString takes literals too")
    func literalTextIsMarkdown() async {
        let host = Host()
        await host.launch { Styled(nights: 1) }
        #expect(host.screen() == [
            "VStack",
            "  Text \"Hello, world! Visit Apple\"",
            "  Text \"a*b*c\"",
            "  Text \"1 night\"",
            "  Text \"$1,234.50\"",
        ])
    }
}
