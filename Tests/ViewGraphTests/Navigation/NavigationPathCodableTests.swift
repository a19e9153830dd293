import Foundation
import Testing

@testable import ViewGraph

struct SavedCity: Hashable, Codable {
    let name: String
}

private struct NotSaved: Hashable {}

extension EngineTests {
    @MainActor @Suite("A navigation path saved and made again")
    struct NavigationPathCodableTests {
        @Test("A path of Codable values encodes to JSON and decodes to an equal path, values and types kept")
        func roundTrip() throws {
            var path = NavigationPath()
            path.append(3)
            path.append("Rome")
            path.append(SavedCity(name: "Porto"))
            let representation = try #require(path.codable)
            let data = try JSONEncoder().encode(representation)
            let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
            let restored = NavigationPath(decoded)
            #expect(restored == path)
            #expect(restored.count == 3)
            #expect(restored.elements.last?.base as? SavedCity == SavedCity(name: "Porto"))
        }

        @Test("A path holding a value that is not Codable has no codable representation")
        func notCodable() {
            var path = NavigationPath([1, 2])
            #expect(path.codable != nil)
            path.append(NotSaved())
            #expect(path.codable == nil)
        }

        @Test("Decoding a saved path names a type this program does not have as an error")
        func unknownType() {
            let data = Data(#"["NoSuchModule.NoSuchType","{}"]"#.utf8)
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
            }
        }
    }
}
