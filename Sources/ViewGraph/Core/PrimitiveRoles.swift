/// The parts a primitive view plays for the graph, the layout and the screen (a control, a scroll
/// container, a group its parent lays out child by child...), read from the primitive's own
/// witness table rather than asked of the Swift runtime.
///
/// Why: a cast to a protocol (`node.view as? any Control`) that the runtime has not answered for
/// that type before searches every conformance record of every loaded library, about 6,900 records
/// with Foundation loaded, and for a generic view every instantiation (each `ModifiedContent<...>`
/// chain) is a type of its own. Lesson 20's first program (the heaviest play of its batch) asked
/// 1,273 such questions of 69 view types, two thirds of them whether a type plays one of the
/// parts below, and those searches were 26% of its CPU (`perf record`, and a uprobe on
/// `swift_conformsToProtocolMaybeInstantiateSuperclasses` counting each type and protocol asked,
/// 2026-12-07). Here a node's view is cast once, to `PrimitiveView`, and each part is a call.
///
/// Each part has a default (`nil`, `false`) and, where `Self` conforms to the part's protocol, an
/// implementation that answers `self`. The compiler takes the second for every type whose
/// `PrimitiveView` conformance implies the part's; a conformance with more conditions than the
/// type's `PrimitiveView` one (`ModifiedContent` shows some children only with a list's decoration)
/// answers for itself. `PrimitiveRolesTests` checks every such conformance, and one of each part.
///
/// A part is the type's own: a cast of a value looks inside an optional (`Optional<Button>` cast to
/// `Control` gave the button), where `Optional` itself plays only its own parts, and its child, the
/// button, plays the control.
@MainActor
protocol PrimitiveRoles {
    var asControl: (any Control)? { get }
    var asModifierCarrier: (any ModifierCarrier)? { get }
    var asContentContainer: (any ContentContainer)? { get }
    var asScrollContainer: (any ScrollContainer)? { get }
    var asNavigationContainer: (any NavigationContainer)? { get }
    var asTabContainer: (any TabContainer)? { get }
    var asTabItem: (any TabItem)? { get }
    var asShowsSomeChildren: (any ShowsSomeChildren)? { get }
    var asLazyRowsContainer: (any LazyRowsContainer)? { get }
    var asPaddingCarrier: (any PaddingCarrier)? { get }
    var asTapGestureCarrier: (any TapGestureCarrier)? { get }
    var asDrawnShape: (any DrawnShape)? { get }
    var asDrawnField: (any DrawnField)? { get }
    var asDrawnGauge: (any DrawnGauge)? { get }
    /// The view's own layout rule (a button's, a text's), for the views that have one.
    var asLayoutRule: (any LayoutRule)? { get }
    /// `LayoutGroup`: its children are laid out as its parent's.
    var isLayoutGroup: Bool { get }
    /// `ConditionalChildren`: an `if` or an optional, whose child comes and goes.
    var hasConditionalChildren: Bool { get }
    /// `SizedByEnvironment`: a text or an image, whose size follows the environment's font.
    var isSizedByEnvironment: Bool { get }
}

extension PrimitiveRoles {
    var asControl: (any Control)? { nil }
    var asModifierCarrier: (any ModifierCarrier)? { nil }
    var asContentContainer: (any ContentContainer)? { nil }
    var asScrollContainer: (any ScrollContainer)? { nil }
    var asNavigationContainer: (any NavigationContainer)? { nil }
    var asTabContainer: (any TabContainer)? { nil }
    var asTabItem: (any TabItem)? { nil }
    var asShowsSomeChildren: (any ShowsSomeChildren)? { nil }
    var asLazyRowsContainer: (any LazyRowsContainer)? { nil }
    var asPaddingCarrier: (any PaddingCarrier)? { nil }
    var asTapGestureCarrier: (any TapGestureCarrier)? { nil }
    var asDrawnShape: (any DrawnShape)? { nil }
    var asDrawnField: (any DrawnField)? { nil }
    var asDrawnGauge: (any DrawnGauge)? { nil }
    var asLayoutRule: (any LayoutRule)? { nil }
    var isLayoutGroup: Bool { false }
    var hasConditionalChildren: Bool { false }
    var isSizedByEnvironment: Bool { false }
}

extension PrimitiveRoles where Self: Control { var asControl: (any Control)? { self } }
extension PrimitiveRoles where Self: ModifierCarrier { var asModifierCarrier: (any ModifierCarrier)? { self } }
extension PrimitiveRoles where Self: ContentContainer { var asContentContainer: (any ContentContainer)? { self } }
extension PrimitiveRoles where Self: ScrollContainer { var asScrollContainer: (any ScrollContainer)? { self } }
extension PrimitiveRoles where Self: NavigationContainer {
    var asNavigationContainer: (any NavigationContainer)? { self }
}
extension PrimitiveRoles where Self: TabContainer { var asTabContainer: (any TabContainer)? { self } }
extension PrimitiveRoles where Self: TabItem { var asTabItem: (any TabItem)? { self } }
extension PrimitiveRoles where Self: ShowsSomeChildren { var asShowsSomeChildren: (any ShowsSomeChildren)? { self } }
extension PrimitiveRoles where Self: LazyRowsContainer { var asLazyRowsContainer: (any LazyRowsContainer)? { self } }
extension PrimitiveRoles where Self: PaddingCarrier { var asPaddingCarrier: (any PaddingCarrier)? { self } }
extension PrimitiveRoles where Self: TapGestureCarrier { var asTapGestureCarrier: (any TapGestureCarrier)? { self } }
extension PrimitiveRoles where Self: DrawnShape { var asDrawnShape: (any DrawnShape)? { self } }
extension PrimitiveRoles where Self: DrawnField { var asDrawnField: (any DrawnField)? { self } }
extension PrimitiveRoles where Self: DrawnGauge { var asDrawnGauge: (any DrawnGauge)? { self } }
extension PrimitiveRoles where Self: LayoutRule { var asLayoutRule: (any LayoutRule)? { self } }
extension PrimitiveRoles where Self: LayoutGroup { var isLayoutGroup: Bool { true } }
extension PrimitiveRoles where Self: ConditionalChildren { var hasConditionalChildren: Bool { true } }
extension PrimitiveRoles where Self: SizedByEnvironment { var isSizedByEnvironment: Bool { true } }

extension ViewNode {
    /// This node's view as a primitive: nil for a view with a body.
    var primitive: (any PrimitiveView)? { view as? any PrimitiveView }

    var asControl: (any Control)? { primitive?.asControl }
    var asModifierCarrier: (any ModifierCarrier)? { primitive?.asModifierCarrier }
    var asContentContainer: (any ContentContainer)? { primitive?.asContentContainer }
    var asScrollContainer: (any ScrollContainer)? { primitive?.asScrollContainer }
    var asNavigationContainer: (any NavigationContainer)? { primitive?.asNavigationContainer }
    var asTabContainer: (any TabContainer)? { primitive?.asTabContainer }
    var asTabItem: (any TabItem)? { primitive?.asTabItem }
    var asShowsSomeChildren: (any ShowsSomeChildren)? { primitive?.asShowsSomeChildren }
    var asLazyRowsContainer: (any LazyRowsContainer)? { primitive?.asLazyRowsContainer }
    var asPaddingCarrier: (any PaddingCarrier)? { primitive?.asPaddingCarrier }
    var asTapGestureCarrier: (any TapGestureCarrier)? { primitive?.asTapGestureCarrier }
    var asDrawnShape: (any DrawnShape)? { primitive?.asDrawnShape }
    var asDrawnField: (any DrawnField)? { primitive?.asDrawnField }
    var asDrawnGauge: (any DrawnGauge)? { primitive?.asDrawnGauge }
    var asLayoutRule: (any LayoutRule)? { primitive?.asLayoutRule }
    var isLayoutGroup: Bool { primitive?.isLayoutGroup ?? false }
    var hasConditionalChildren: Bool { primitive?.hasConditionalChildren ?? false }
    var isSizedByEnvironment: Bool { primitive?.isSizedByEnvironment ?? false }
}
