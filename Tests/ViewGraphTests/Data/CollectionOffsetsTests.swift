import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("Collection offsets for onDelete and onMove")
    struct CollectionOffsetsTests {
        @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) do what onDelete and onMove expect")
        func collectionOffsets() {
            var cities = ["Paris", "Rome", "Porto", "Oslo"]
            cities.remove(atOffsets: IndexSet([0, 2]))
            #expect(cities == ["Rome", "Oslo"])
            var letters = ["a", "b", "c", "d"]
            letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
            #expect(letters == ["b", "c", "a", "d"])
            letters.move(fromOffsets: IndexSet([3]), toOffset: 0)
            #expect(letters == ["d", "b", "c", "a"])
        }
    }
}
