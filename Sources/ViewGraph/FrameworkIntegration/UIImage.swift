import Foundation

/// A UIKit image, as SwiftUI apps keep one (a picked photo, an asset, a symbol) and show it with
/// `Image(uiImage:)`. The engine has no pixels: an image is its asset's or symbol's name, and
/// `Image(uiImage:)` shows that name as `Image(_:)` would.
///
/// Its data (`pngData()`, `jpegData(compressionQuality:)`) carries the name, so an image an app
/// saves to a file and reads back with `UIImage(data:)` or `UIImage(contentsOfFile:)` is the same
/// image; data of any other kind (a real PNG, bytes from the network) is not an image the engine
/// can decode, and those initializers return nil, as UIKit's do for data it cannot decode.
/// Unchecked: UIKit declares it `Sendable`; its state is `let`s.
public final class UIImage: @unchecked Sendable {
    /// The asset's or symbol's name; empty for `UIImage()`.
    let name: String
    /// Whether the name is an SF Symbol's.
    let isSymbol: Bool

    private init(name: String, isSymbol: Bool) {
        self.name = name
        self.isSymbol = isSymbol
    }

    /// An empty image.
    public convenience init() { self.init(name: "", isSymbol: false) }

    /// The image named `name` in the app's assets. The engine has no asset catalogue, so every
    /// name is taken to be there.
    public convenience init?(named name: String) { self.init(name: name, isSymbol: false) }

    /// The image named `name` in `bundle`'s assets.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        self.init(name: name, isSymbol: false)
    }

    /// The SF Symbol named `name`.
    public convenience init?(systemName name: String) { self.init(name: name, isSymbol: true) }

    /// The image whose data is `data`: one the engine made (`pngData()`), or nil.
    public convenience init?(data: Data) {
        guard let text = String(data: data, encoding: .utf8), text.hasPrefix(UIImage.dataPrefix) else { return nil }
        let rest = text.dropFirst(UIImage.dataPrefix.count)
        self.init(name: String(rest.dropFirst(2)), isSymbol: rest.hasPrefix("s:"))
    }

    /// The image whose data is `data`, drawn at `scale`.
    public convenience init?(data: Data, scale: CGFloat) { self.init(data: data) }

    /// The image in the file at `path`, or nil when there is none the engine can read.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    private static let dataPrefix = "ViewGraph.UIImage\n"

    /// The image as PNG data: here, data that `UIImage(data:)` reads back as this image.
    public func pngData() -> Data? { Data((UIImage.dataPrefix + (isSymbol ? "s:" : "a:") + name).utf8) }

    /// The image as JPEG data: here, the same data as `pngData()`.
    public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }
}

extension Image {
    /// Shows a UIKit image: the asset or symbol it was made from.
    public init(uiImage: UIImage) {
        if uiImage.isSymbol { self.init(systemName: uiImage.name) } else { self.init(uiImage.name) }
    }
}

/// Images compare by what they hold, as UIKit's do: Apple's UIImage page calls `isEqual(_:)` the
/// reliable way to tell whether two images hold the same image data. The engine's image data is its
/// asset's or symbol's name, so two images of one name are equal, and a model that keeps an image
/// can be `Hashable`.
extension UIImage: Hashable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name && lhs.isSymbol == rhs.isSymbol }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isSymbol)
    }
}
