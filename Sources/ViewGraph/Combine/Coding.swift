import Foundation

// Combine's encoding and decoding operators (Apple's "Encoding and decoding" topic): each value
// goes through a coder; an error the coder throws ends the stream with that error, as `tryMap`'s
// does. Combine declares the coder protocols and Apple's Foundation makes its JSON and property
// list coders conform; Foundation on Linux has neither protocol, so the engine declares both and
// the conformances.

/// A type that decodes values from one top-level input, such as `JSONDecoder` from `Data`.
public protocol TopLevelDecoder {
    /// What the decoder reads from.
    associatedtype Input
    /// The value of `type` decoded from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that encodes values into one top-level output, such as `JSONEncoder` into `Data`.
public protocol TopLevelEncoder {
    /// What the encoder writes.
    associatedtype Output
    /// `value`, encoded.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// Each value upstream sends, decoded as an `Output` by `decoder`.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = Error
        public let upstream: Upstream
        let decoder: Coder
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            upstream.tryMap { [decoder] in try decoder.decode(Output.self, from: $0) }.receive(subscriber: subscriber)
        }
    }

    /// Each value upstream sends, encoded by `encoder`.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = Error
        public let upstream: Upstream
        let encoder: Coder
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            upstream.tryMap { [encoder] in try encoder.encode($0) }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Each value decoded as an `Item` by `decoder`.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder>
    where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publisher where Output: Encodable {
    /// Each value encoded by `encoder`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
