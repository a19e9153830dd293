import Foundation
import Testing

@testable import ViewGraph

private struct ToDo: Codable, Equatable {
    var title: String
    var done: Bool
}

extension EngineTests {
    @Test("encode(encoder:) then decode(type:decoder:) brings each value back through JSON")
    func encodeThenDecode() throws {
        var decoded: [ToDo] = []
        let subject = PassthroughSubject<ToDo, Never>()
        let subscription =
            subject
            .encode(encoder: JSONEncoder())
            .decode(type: ToDo.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
        subject.send(ToDo(title: "Pack", done: false))
        subject.send(ToDo(title: "Fly", done: true))
        #expect(decoded == [ToDo(title: "Pack", done: false), ToDo(title: "Fly", done: true)])
        _ = subscription
    }

    @Test("decode(type:decoder:) ends the stream with the decoder's error, and sends no value after it")
    func decodeFailure() {
        var decoded: [ToDo] = []
        var failure: Error?
        let subject = PassthroughSubject<Data, Never>()
        let subscription =
            subject
            .decode(type: ToDo.self, decoder: JSONDecoder())
            .sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { failure = error }
                }, receiveValue: { decoded.append($0) })
        subject.send(Data("not json".utf8))
        subject.send(Data(#"{"title":"Late","done":false}"#.utf8))
        #expect(failure is DecodingError)
        #expect(decoded.isEmpty)
        _ = subscription
    }

    @Test("Publishers.Decode takes any TopLevelDecoder: a property list one as well as JSON")
    func propertyListCoders() throws {
        var decoded: [ToDo] = []
        let data = try PropertyListEncoder().encode(ToDo(title: "Plist", done: true))
        let subscription = Just(data)
            .decode(type: ToDo.self, decoder: PropertyListDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
        #expect(decoded == [ToDo(title: "Plist", done: true)])
        _ = subscription
    }
}
