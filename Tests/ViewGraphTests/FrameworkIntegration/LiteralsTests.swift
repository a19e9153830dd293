import Foundation
import Testing

@testable import ViewGraph

private struct Swatch: View {
    var body: some View {
        VStack {
            Text("Brand").foregroundColor(Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
            Image(uiImage: #imageLiteral(resourceName: "cat"))
        }
    }
}

@MainActor @Suite("Xcode's colour and image literals")
struct LiteralsTests {
    @Test("#colorLiteral with no type around it is a UIColor of the components written, and Color(_:) takes it")
    func colorLiteral() {
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let uiColor: UIColor = literal  // the default type is UIKit's, as `_ColorLiteralType` says
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(uiColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0.2, 0.4, 0.6, 0.5])
        #expect(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
    }

    @Test("#imageLiteral is a UIImage of the asset named, and shows through Image(uiImage:)")
    func imageLiteral() async {
        let image = #imageLiteral(resourceName: "cat")
        #expect(image.name == "cat" && !image.isSymbol)
        let host = Host.recording()
        await host.launch { Swatch() }
        #expect(host.screen() == ["VStack", "  Text \"Brand\"", "  Image \"cat\""])
    }
}
