import Foundation

// Transferable (Core Transferable, which SwiftUI brings on iOS): how a value is shared, dragged or
// dropped. The engine neither drags nor shares, so a representation is only declared: an app's type
// can say how it travels (`CodableRepresentation(contentType: .json)`), and `.draggable(task)`,
// `.dropDestination(for: Task.self)` and `ShareLink(item:)` take it.

/// A type whose values can be shared, dragged or dropped, and how they travel.
public protocol Transferable {
    /// How the values travel.
    associatedtype Representation: TransferRepresentation
    /// How the values travel: one representation or several, best first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The system's own representation, for the types Foundation and SwiftUI make transferable.
    public static var transferRepresentation: _SystemTransferRepresentation<Self> { _SystemTransferRepresentation() }
}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}
extension Color: Transferable {}
extension Text: Transferable {}
extension AttributedString: Transferable {}

/// One way a transferable value travels.
public protocol TransferRepresentation {
    /// The type of value that travels.
    associatedtype Item: Transferable
}

/// How a type Foundation or SwiftUI makes transferable travels.
public struct _SystemTransferRepresentation<Item: Transferable>: TransferRepresentation {}

/// Builds a type's representations, best first.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }
    public static func buildPartialBlock<A: TransferRepresentation, B: TransferRepresentation>(accumulated: A, next: B)
        -> _TransferRepresentationPair<A, B>
    where A.Item == Item, B.Item == Item {
        _TransferRepresentationPair(first: accumulated, second: next)
    }
}

/// Two representations, the first preferred.
public struct _TransferRepresentationPair<First: TransferRepresentation, Second: TransferRepresentation>:
    TransferRepresentation
where First.Item == Second.Item {
    public typealias Item = First.Item
    let first: First
    let second: Second
}

/// A value that travels as its `Codable` encoding (JSON), of `contentType`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// The kind of data the encoding is.
    public let contentType: UTType
    /// A representation of `Item` as its encoding, of `contentType`.
    public init(contentType: UTType) { self.contentType = contentType }
    /// A representation of `itemType` as its encoding, of `contentType`.
    public init(for itemType: Item.Type, contentType: UTType) { self.contentType = contentType }
}

/// A value that travels as data the app makes and reads, of `contentType`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// The kind of data.
    public let contentType: UTType
    /// A representation that makes data from a value, and a value from data.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        self.contentType = contentType
    }
    /// A representation that only makes data from a value.
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType
    }
    /// A representation that only makes a value from data.
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
    }
}

/// A value that travels as another transferable value (a task as its title).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    /// A representation that sends the proxy a value makes.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}
    /// A representation that sends the proxy a value makes, and makes a value from a proxy received.
    public init(
        exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item
    ) {}
}

/// A kind of data, by its uniform type identifier (`public.json`).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, such as `public.plain-text`.
    public let identifier: String
    /// The type whose identifier is `identifier`.
    public init?(_ identifier: String) { self.identifier = identifier }
    /// A type the app declares (in its Info.plist on iOS).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { self.identifier = identifier }
    /// A type another app declares.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { self.identifier = identifier }
    public var description: String { identifier }

    private init(system identifier: String) { self.identifier = identifier }
    /// The system's types.
    public static let item = UTType(system: "public.item")
    public static let content = UTType(system: "public.content")
    public static let data = UTType(system: "public.data")
    public static let text = UTType(system: "public.text")
    public static let plainText = UTType(system: "public.plain-text")
    public static let utf8PlainText = UTType(system: "public.utf8-plain-text")
    public static let json = UTType(system: "public.json")
    public static let url = UTType(system: "public.url")
    public static let fileURL = UTType(system: "public.file-url")
    public static let image = UTType(system: "public.image")
    public static let png = UTType(system: "public.png")
    public static let jpeg = UTType(system: "public.jpeg")
    public static let pdf = UTType(system: "com.adobe.pdf")
    public static let vCard = UTType(system: "public.vcard")
    public static let commaSeparatedText = UTType(system: "public.comma-separated-values-text")
}
