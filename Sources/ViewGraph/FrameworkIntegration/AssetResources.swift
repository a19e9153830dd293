import Foundation

// The resources Xcode makes from an asset catalogue (Xcode 15 and later, "generated asset symbols"):
// for a colour set `bg` it writes `ColorResource.bg`, `Color.bg` and `ShapeStyle.bg`, and for an
// image set `logo`, `ImageResource.logo`, so that `Color(.bg)` and `Image(.logo)` name the asset
// without a string. The types are DeveloperToolsSupport's, which SwiftUI re-exports (Apple's
// `ColorResource` and `ImageResource` pages); the symbols themselves are Xcode's build step, never
// the framework's.

/// A colour set in an asset catalogue, named as Xcode's generated asset symbols name it.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalogue.
    let name: String
    /// The bundle whose catalogue holds it.
    let bundle: Bundle

    /// The colour set `name` in `bundle`'s asset catalogue.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set in an asset catalogue, named as Xcode's generated asset symbols name it.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalogue.
    let name: String
    /// The bundle whose catalogue holds it.
    let bundle: Bundle

    /// The image set `name` in `bundle`'s asset catalogue.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour of the asset catalogue's colour set `resource`: the same colour as
    /// `Color(name, bundle:)` with its name.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Image {
    /// The image of the asset catalogue's image set `resource`: the same image as
    /// `Image(name, bundle:)` with its name.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension UIColor {
    /// The UIKit colour of the asset catalogue's colour set `resource`.
    public convenience init(resource: ColorResource) { self.init(name: resource.name) }
}

extension UIImage {
    /// The UIKit image of the asset catalogue's image set `resource`.
    public convenience init(resource: ImageResource) {
        // `init?(named:)` fails for no name: the engine has no catalogue to miss one in.
        self.init(named: resource.name)!
    }
}
