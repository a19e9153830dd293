import Foundation

// Alignment guides: where a view says its guides fall (`alignmentGuide`), custom guides
// (`AlignmentID`), and the values a child hands its layout (`layoutPriority`, `layoutValue`).

/// A custom alignment: its default value in a view's dimensions.
public protocol AlignmentID {
    /// Where the guide falls in a view that does not set it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A custom horizontal alignment, whose default value `id` gives.
    public init(_ id: AlignmentID.Type) {
        let name = String(reflecting: id)
        AlignmentKey.customGuides.modify { $0[name] = id }
        self.init(name: name)
    }
}

extension VerticalAlignment {
    /// A custom vertical alignment, whose default value `id` gives.
    public init(_ id: AlignmentID.Type) {
        let name = String(reflecting: id)
        AlignmentKey.customGuides.modify { $0[name] = id }
        self.init(name: name)
    }
}

/// A view's own value for one guide, computed from its dimensions (`alignmentGuide(_:computeValue:)`).
///
/// The stack that aligns the view asks the closure when it places it, with the view's dimensions
/// (its size and the guides its content sets), and lines the view up by what it returns (Apple's
/// documentation of `alignmentGuide`: the closure "returns the value of the alignment guide";
/// `ViewDimensions`'s example indents a text by returning `context[.leading] - 10`).
nonisolated public struct _AlignmentWritingModifier: ViewModifier, PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    public typealias Body = Never
}

@MainActor extension _AlignmentWritingModifier: ModifierLayoutRule {
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews
    ) -> CGFloat? {
        guard guide == key, subviews.count == 1 else { return nil }
        return computeValue(subviews[0].dimensions(in: proposal))
    }
    var changesParentLayout: Bool { true }
}

/// The priority a view has when its stack shares out space (`layoutPriority(_:)`).
nonisolated public struct _PriorityLayout: ViewModifier, PrimitiveModifier {
    let priority: Double
    public typealias Body = Never
}

@MainActor extension _PriorityLayout: ModifierLayoutRule {
    var changesParentLayout: Bool { true }
}

/// A value a view hands to the layout that places it (`layoutValue(key:value:)`).
nonisolated public struct _LayoutValueModifier: ViewModifier, PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any
    public typealias Body = Never
}

@MainActor extension _LayoutValueModifier: ModifierLayoutRule {
    var changesParentLayout: Bool { true }
}

extension View {
    /// Sets where the view's `g` guide falls, for the stack that aligns it: `computeValue` is given
    /// the view's dimensions. `computeValue` is `@Sendable`, as Apple's pages declare both forms
    /// (`@preconcurrency nonisolated func alignmentGuide(_ g: HorizontalAlignment, computeValue:
    /// @escaping @Sendable (ViewDimensions) -> CGFloat) -> some View`): a view's state read there is
    /// an error in the Swift 6 mode, as fatbobman's recording of Xcode 16 shows
    /// (RecordedIsolationDiagnosticsTests).
    @preconcurrency nonisolated public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> some View {
        MainActor.assumeIsolated { AlignmentGuideCount.value += 1 }
        return modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
    /// Sets where the view's `g` guide falls, for the stack that aligns it: `computeValue` is given
    /// the view's dimensions.
    @preconcurrency nonisolated public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
    ) -> some View {
        MainActor.assumeIsolated { AlignmentGuideCount.value += 1 }
        return modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
    /// Hands `value` for `key` to the layout that places this view (`subview[key]`).
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
    /// Sets the priority the view has when its stack shares out space: a stack offers its room to
    /// higher priorities first (0 by default).
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        modifier(_PriorityLayout(priority: value))
    }
}
