import Foundation
import Testing

@testable import ViewGraph

/// What Xcode's generated asset symbols declare for a colour set `Brand` and an image set
/// `hero_banner`, written here by hand as a test's own.
extension ColorResource {
    fileprivate static let brand = ColorResource(name: "Brand", bundle: .main)
}
extension ImageResource {
    fileprivate static let heroBanner = ImageResource(name: "hero_banner", bundle: .main)
}

private struct Branded: View {
    var body: some View {
        VStack {
            Image(.heroBanner)
            Text("Welcome").foregroundStyle(Color(.brand))
        }
    }
}

extension EngineTests {
    @Test("Color(_:) and UIColor(resource:) of a ColorResource are the colour of that name in the catalogue")
    func colorResource() {
        #expect(Color(.brand) == Color("Brand"))
        #expect(Color(.brand) != Color(ColorResource(name: "Other", bundle: .main)))
        #expect(Color(UIColor(resource: .brand)) == Color("Brand", bundle: nil))
        #expect(ColorResource(name: "Brand", bundle: .main) == .brand)
    }

    @Test("Image(_:) of an ImageResource shows the image set by its name, as Image(_:) with the name does")
    func imageResource() async {
        let host = Host.recording()
        await host.launch { Branded() }
        let named = Host.recording()
        await named.launch {
            VStack {
                Image("hero_banner")
                Text("Welcome").foregroundStyle(Color("Brand"))
            }
        }
        #expect(host.screen() == named.screen())
        #expect(host.screen().contains { $0.contains("hero_banner") })
        #expect(UIImage(resource: .heroBanner).pngData() == UIImage(named: "hero_banner")?.pngData())
    }
}
