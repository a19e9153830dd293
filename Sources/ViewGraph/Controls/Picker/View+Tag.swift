import Foundation

/// A view with a tag, which pickers use as its value.
@MainActor
protocol TaggedView {
    /// The tag, when the view is a tagged one.
    var tagValue: AnyHashable? { get }
}

/// Tags a view with a value for a picker.
nonisolated public struct _TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier {
    let value: V
    public typealias Body = Never
}

extension ModifiedContent: TaggedView where Content: View, Modifier: ViewModifier {
    var tagValue: AnyHashable? { (modifier as? any TagModifierProtocol)?.anyValue }
}

@MainActor
protocol TagModifierProtocol { var anyValue: AnyHashable { get } }
@MainActor extension _TagModifier: TagModifierProtocol { var anyValue: AnyHashable { AnyHashable(value) } }

extension View {
    /// Tags the view with `tag`, its value in a picker.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(value: tag)) }
}
