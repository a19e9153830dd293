/// The storage and bookkeeping of one view that has a body: its dynamic properties, what its last
/// body read, and why it must run again.
@MainActor
final class CompositeState {
    let layout: DynamicPropertyLayout
    /// One slot per dynamic field: a `StoredLocation`, an `EnvironmentRead`, a model object...
    var slots = PropertySlots()
    /// Why the next body runs, in the order `_printChanges()` lists reasons.
    var pendingReasons: [String] = []
    /// The reasons of the body running now, for `_printChanges()`.
    var currentReasons: [String] = []
    /// State boxes (of any view) the last body read.
    var readBoxes = ReadBoxes()
    private var storedObservationGeneration: Int32 = 0
    private var storedComparisons: Int32 = 0
    /// Whether something the last body read has changed since.
    var isDirty = false
    /// Whether the view is compared with its own `==` (it is `Equatable`, or wrapped in `.equatable()`).
    var comparesWithEquatable: Bool
    /// Whether the `==` is asked even when the view is plain data (it is wrapped in `.equatable()`).
    var comparesWithEquatableEvenIfPlainData = false

    // Every row of a long list with state has one, so the counters are stored in 32 bits (no play
    // comes near 2³¹ bodies or comparisons of one view) and the flags sit together after them.
    /// Bumped at each body; an observation callback from an older body is stale.
    var observationGeneration: Int {
        get { Int(storedObservationGeneration) }
        set { storedObservationGeneration = Int32(truncatingIfNeeded: newValue) }
    }
    /// How many times the view's value has been compared with a new one.
    var comparisons: Int {
        get { Int(storedComparisons) }
        set { storedComparisons = Int32(truncatingIfNeeded: newValue) }
    }

    init(layout: DynamicPropertyLayout, comparesWithEquatable: Bool) {
        self.layout = layout
        self.comparesWithEquatable = comparesWithEquatable
    }

    /// Adds `reason` to the next body's reasons, once.
    func addReason(_ reason: String) {
        if !pendingReasons.contains(reason) { pendingReasons.append(reason) }
    }

    /// Whether an environment value this view read differs in `environment`.
    func readsChangedValue(in environment: EnvironmentValues) -> [String] {
        var names: [String] = []
        for (index, field) in layout.fields.enumerated() {
            guard let read = slots[index] as? EnvironmentRead else { continue }
            if read.hasChanged(environment) { names.append(field.kind.changeName(forField: field.name)) }
        }
        return names
    }
}

/// The state boxes a body read, in the order it read them. Most bodies read one (a row's own
/// `@State`), kept inline: no array for a list of one.
struct ReadBoxes: Sequence {
    private var first: AnyObject?
    private var rest: [AnyObject] = []

    init() {}

    mutating func append(_ box: AnyObject) {
        if first == nil {
            first = box
        } else {
            rest.append(box)
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let boxes: ReadBoxes
        fileprivate var position = 0

        mutating func next() -> AnyObject? {
            defer { position += 1 }
            if position == 0 { return boxes.first }
            return position - 1 < boxes.rest.count ? boxes.rest[position - 1] : nil
        }
    }

    func makeIterator() -> Iterator { Iterator(boxes: self) }
}
