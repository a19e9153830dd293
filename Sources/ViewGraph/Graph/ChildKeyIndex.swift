/// The positions of a long list of children by their keys: a table of positions, found by the key's
/// hash and checked against the child's own key.
///
/// A dictionary from key to position would keep a copy of each key (an `AnyHashable` and more) per
/// row; this keeps 32 bits per slot, at most four slots per child. Where two children have one key,
/// the later one is found, as a dictionary filled in order would give. The table only answers where
/// a key is, so the order of its slots, which follows the hash, shows nowhere.
@MainActor
struct ChildKeyIndex {
    /// Each slot holds the position of a child, or -1; a power of two of them, at least twice the children.
    private var slots: [Int32]

    init(_ children: [ViewNode]) {
        var count = 1
        while count < children.count * 2 { count *= 2 }
        slots = Array(repeating: -1, count: count)
        let mask = count - 1
        for (offset, child) in children.enumerated() {
            var slot = child.key.hashValue & mask
            while slots[slot] >= 0, children[Int(slots[slot])].key != child.key { slot = (slot + 1) & mask }
            slots[slot] = Int32(offset)
        }
    }

    /// The position of the child at `key` among `children`, the list the index was made from.
    func position(of key: ChildKey, among children: [ViewNode]) -> Int? {
        let mask = slots.count - 1
        var slot = key.hashValue & mask
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if position < children.count, children[position].key == key { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
