import Foundation

/// How SwiftUI decides that a view's new value is "the same" as the last one, so its body can be skipped.
///
/// The rules, in order, as the recorded consoles show them:
/// 1. Two values with the same bytes are the same (a fast path that is never wrong: equal bytes mean
///    the same scalars, the same object references, the same closure code and context).
/// 2. A plain-data (POD) view whose bytes differ is different, and its `==` is never asked.
///    Evidence: lesson 48, edge case 1: an `Int`-only `Row` whose `==` always says "the same" still ran
///    its body on every tap, and "Row's == asked" was never printed.
/// 3. Otherwise an `Equatable` view is compared with its own `==`, but only from its second update on;
///    the first update compares field by field. Evidence: lesson 48, edge case 1 (with a `String`
///    beside the number: body, body, then "Row's == asked" twice) and the `.equatable()` flash card.
///    Wrapped in `.equatable()` (an `EquatableView`), a view is compared with its `==` from its second
///    update on even when it is plain data, instead of by rule 2: that is what the modifier is for ("prevents
///    the view from updating its child view when its new value is the same as its old value", Apple's
///    documentation of `equatable()`), and OpenSwiftUI's `EquatableView` compares its content in the
///    `.equatableAlways` mode where other views get `.equatableUnlessPOD`. No lesson has recorded a
///    plain-data view with `.equatable()` yet: this is the engine's assumption. That `.equatable()`
///    too waits for the second update is the seed's word (lesson 48's flash card on a view that is
///    `Equatable` with no `.equatable()`: "just as with .equatable() (lesson 46's edge case) … the
///    first update after launch ran body without asking"); consoles others published show it asking
///    from the first, and the seed, recorded on iOS 27, wins.
/// 4. Otherwise field by field: `Equatable` fields with `==`, objects by identity, closures are the same
///    only when their bytes are (same code, same captured context: a closure that captures a new
///    `self` is always new; one that captures nothing is always the same, lesson 7 edge case 3),
///    `State`, `Binding` and `Environment` by what they point to.
enum ViewComparison {
    /// Whether `new` is the same view value as `old` under SwiftUI's rules.
    /// With `evenIfPlainData` (a view inside `.equatable()`), an `Equatable` view's `==` is asked even
    /// when its value is plain data.
    static func viewsEqual(_ old: any View, _ new: any View, askEquatable: Bool, evenIfPlainData: Bool = false) -> Bool
    {
        func open<V: View>(_ old: V) -> Bool {
            guard let new = new as? V else { return false }
            if askEquatable, evenIfPlainData, !bytesEqual(old, new), let equatable = old as? any Equatable {
                return equatable.isEqual(toAny: new)
            }
            return valuesEqual(old, new, askEquatable: askEquatable)
        }
        return open(old)
    }

    /// Whether two values of one type are the same, by the rules above.
    static func valuesEqual<T>(_ a: T, _ b: T, askEquatable: Bool) -> Bool {
        if bytesEqual(a, b) { return true }
        if _isPOD(T.self) { return false }
        if let comparable = a as? any FieldComparable {
            return comparable.isSame(asAny: b)
        }
        if askEquatable, let equatable = a as? any Equatable {
            return equatable.isEqual(toAny: b)
        }
        return fieldsEqual(a, b)
    }

    /// Whether two values of the same dynamic type are equal, for a field inside a view.
    static func anyEqual(_ a: Any, _ b: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return valuesEqual(a, b, askEquatable: true)
        }
        return _openExistential(a, do: open)
    }

    /// Compares the stored fields of two values of the same type.
    static func fieldsEqual(_ a: Any, _ b: Any) -> Bool {
        let left = Mirror(reflecting: a)
        let right = Mirror(reflecting: b)
        switch left.displayStyle {
        case .class:
            return (a as AnyObject) === (b as AnyObject)
        case .struct, .tuple, .enum, .optional:
            if left.displayStyle == .enum || left.displayStyle == .optional {
                // A case without payload has no children; different bytes then mean a different case.
                guard left.children.count == right.children.count else { return false }
                if left.children.isEmpty { return false }
            }
            let rightChildren = right.children.makeIterator()
            for leftChild in left.children {
                guard let rightChild = rightChildren.next(), leftChild.label == rightChild.label else { return false }
                if !anyEqual(leftChild.value, rightChild.value) { return false }
            }
            return true
        default:
            // Functions, metatypes and anything else without a structure: only equal bytes make them the same.
            return false
        }
    }

    /// Whether two values have identical bytes.
    static func bytesEqual<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { left in
            withUnsafeBytes(of: b) { right in
                left.count == right.count
                    && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }
}

/// A field that knows how SwiftUI compares it (state by its storage, a binding by where it points).
protocol FieldComparable {
    /// Whether `other`, a value of the same type, is the same for SwiftUI.
    func isSame(asAny other: Any) -> Bool
}

extension Equatable {
    /// `==` against a value whose type is known only at run time.
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Whether setting a property from `old` to `new` changes anything: SwiftUI ignores a write of an
/// equal value (lesson 7, the "Set nights to 7" card), compared as view fields are.
func isSameValue<T>(_ old: T, _ new: T) -> Bool {
    ViewComparison.valuesEqual(old, new, askEquatable: true)
}
