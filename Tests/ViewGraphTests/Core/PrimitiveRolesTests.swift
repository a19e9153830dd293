import Testing

@testable import ViewGraph

/// Each part a primitive says it plays (`PrimitiveRoles`) against what a cast to the part's protocol
/// says: the compiler picks the witness, and a conformance with conditions of its own would get the
/// default silently. Every conformance with conditions (`ModifiedContent`, `Optional`, `ForEach`) is
/// here, and at least one view of each part.
@MainActor
@Suite("The parts a primitive plays, against casts")
struct PrimitiveRolesTests {
    /// The parts on which `view`'s answer and the cast's differ, by protocol name.
    func disagreements(_ view: any View) -> [String] {
        let primitive = view as? any PrimitiveView
        // The type's own conformances: a cast of the value would look inside an optional.
        let kind = type(of: view)
        let parts: [(String, Bool, Bool)] = [
            ("Control", primitive?.asControl != nil, kind is any Control.Type),
            ("ModifierCarrier", primitive?.asModifierCarrier != nil, kind is any ModifierCarrier.Type),
            ("ContentContainer", primitive?.asContentContainer != nil, kind is any ContentContainer.Type),
            ("ScrollContainer", primitive?.asScrollContainer != nil, kind is any ScrollContainer.Type),
            ("NavigationContainer", primitive?.asNavigationContainer != nil, kind is any NavigationContainer.Type),
            ("TabContainer", primitive?.asTabContainer != nil, kind is any TabContainer.Type),
            ("TabItem", primitive?.asTabItem != nil, kind is any TabItem.Type),
            ("ShowsSomeChildren", primitive?.asShowsSomeChildren != nil, kind is any ShowsSomeChildren.Type),
            ("LazyRowsContainer", primitive?.asLazyRowsContainer != nil, kind is any LazyRowsContainer.Type),
            ("PaddingCarrier", primitive?.asPaddingCarrier != nil, kind is any PaddingCarrier.Type),
            ("TapGestureCarrier", primitive?.asTapGestureCarrier != nil, kind is any TapGestureCarrier.Type),
            ("DrawnShape", primitive?.asDrawnShape != nil, kind is any DrawnShape.Type),
            ("DrawnField", primitive?.asDrawnField != nil, kind is any DrawnField.Type),
            ("DrawnGauge", primitive?.asDrawnGauge != nil, kind is any DrawnGauge.Type),
            ("LayoutRule", primitive?.asLayoutRule != nil, kind is any LayoutRule.Type),
            ("LayoutGroup", primitive?.isLayoutGroup ?? false, kind is any LayoutGroup.Type),
            ("ConditionalChildren", primitive?.hasConditionalChildren ?? false, kind is any ConditionalChildren.Type),
            ("SizedByEnvironment", primitive?.isSizedByEnvironment ?? false, kind is any SizedByEnvironment.Type),
        ]
        return parts.filter { $0.1 != $0.2 }.map { "\($0.0): part \($0.1), cast \($0.2)" }
    }

    /// How many of the parts the cast finds in `view`: a view with none proves nothing.
    func castParts(_ view: any View) -> Int {
        let kind = type(of: view)
        return [
            kind is any Control.Type, kind is any ModifierCarrier.Type, kind is any ContentContainer.Type,
            kind is any ScrollContainer.Type, kind is any NavigationContainer.Type, kind is any TabContainer.Type,
            kind is any TabItem.Type, kind is any ShowsSomeChildren.Type, kind is any LazyRowsContainer.Type,
            kind is any PaddingCarrier.Type, kind is any TapGestureCarrier.Type, kind is any DrawnShape.Type,
            kind is any DrawnField.Type, kind is any DrawnGauge.Type, kind is any LayoutGroup.Type,
            kind is any ConditionalChildren.Type, kind is any SizedByEnvironment.Type,
        ].filter { $0 }.count
    }

    @ViewBuilder func either(_ flag: Bool) -> some View {
        if flag { Text("yes") } else { Image(systemName: "star") }
    }

    @ViewBuilder func pair() -> some View {
        Text("one")
        Text("two")
    }

    @Test("Conformances with conditions of their own: modifiers, optionals, ForEach, a list row's decoration")
    func conditionalConformances() {
        let views: [any View] = [
            Text("a").padding(), Text("a").onTapGesture {}, Text("a").listRowBackground(Color.red),
            Text("a").listRowSeparator(.hidden), Text("a").bold(), Optional(Text("a")),
            ForEach([1, 2], id: \.self) { Text("\($0)") },
        ]
        for view in views {
            #expect(disagreements(view) == [], "\(type(of: view))")
            #expect(castParts(view) > 0, "\(type(of: view)) plays no part")
        }
        // The list row's decoration is the one modifier that shows some of its children.
        #expect(type(of: Text("a").listRowBackground(Color.red)) is any ShowsSomeChildren.Type)
        #expect(!(type(of: Text("a").padding()) is any ShowsSomeChildren.Type))
    }

    @Test("One view of each part, and views with a body, which play none")
    func eachPart() {
        let views: [any View] = [
            Button("b") {}, TextField("f", text: .constant("")), Toggle("t", isOn: .constant(true)),
            Menu("m") { Button("b") {} }, ScrollView { Text("a") }, List { Text("a") }, Form { Text("a") },
            VStack { Text("a") }, ViewThatFits { Text("a") },
            _NavigationContainer(root: Text("a"), path: .constant([])),
            NavigationStack { Text("a") }, TabView { Text("a") }, Text("a").tabItem { Text("t") },
            Rectangle(), Circle(), Capsule(), Ellipse(), RoundedRectangle(cornerRadius: 4),
            Gauge(value: 0.5) { Text("g") }, Text("a"), Image(systemName: "star"), either(true), either(false), pair(),
            Group { Text("a") }, AnyView(Text("a")), EmptyView(), Spacer(), Color.red,
        ]
        for view in views { #expect(disagreements(view) == [], "\(type(of: view))") }
        let parts: [(String, (any View) -> Bool)] = [
            ("Control", { type(of: $0) is any Control.Type }),
            ("ScrollContainer", { type(of: $0) is any ScrollContainer.Type }),
            ("NavigationContainer", { type(of: $0) is any NavigationContainer.Type }),
            ("TabContainer", { type(of: $0) is any TabContainer.Type }),
            ("TabItem", { type(of: $0) is any TabItem.Type }), ("DrawnShape", { type(of: $0) is any DrawnShape.Type }),
            ("DrawnField", { type(of: $0) is any DrawnField.Type }),
            ("DrawnGauge", { type(of: $0) is any DrawnGauge.Type }),
            ("ConditionalChildren", { type(of: $0) is any ConditionalChildren.Type }),
            ("SizedByEnvironment", { type(of: $0) is any SizedByEnvironment.Type }),
            ("LayoutRule", { type(of: $0) is any LayoutRule.Type }),
        ]
        let found = parts.filter { part in views.contains { part.1($0) } }.map(\.0)
        #expect(found.count == 11, "\(found.sorted())")
    }
}
