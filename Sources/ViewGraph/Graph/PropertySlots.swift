/// The storage of a view's dynamic properties, one slot per dynamic field (see `CompositeState`).
///
/// Most views with a body have one such field (a row's own `@State`), so the first slot is kept
/// inline: a list of one needs no array. A slot not installed yet reads as nil.
struct PropertySlots {
    private var first: AnyObject?
    private var rest: [AnyObject?] = []

    init() {}

    /// The slot of the field at `index`.
    subscript(index: Int) -> AnyObject? {
        get {
            if index == 0 { return first }
            return index - 1 < rest.count ? rest[index - 1] : nil
        }
        set {
            if index == 0 {
                first = newValue
                return
            }
            if index > rest.count { rest += Array(repeating: nil, count: index - rest.count) }
            rest[index - 1] = newValue
        }
    }
}
