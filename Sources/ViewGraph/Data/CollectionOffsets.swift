import Foundation

// The collection operations SwiftUI adds for `onDelete` and `onMove`, which hand over offsets.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they sit just before the element at `destination`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var elements = Array(self)
        let moving = source.map { elements[$0] }
        let movedBefore = source.filter { $0 < destination }.count
        for offset in source.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: destination - movedBefore)
        var position = startIndex
        for element in elements {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
