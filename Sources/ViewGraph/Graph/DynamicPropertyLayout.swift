@_spi(Reflection) import Swift

/// A stored property that SwiftUI manages: `@State`, `@Binding`, `@Environment` and their kin.
public protocol DynamicProperty {
    /// Called before each body, after SwiftUI has written the property's current value.
    mutating func update()
}

extension DynamicProperty {
    /// By default, does nothing.
    public mutating func update() {}
}

/// What the graph needs to install one kind of dynamic property into a view's memory.
///
/// SwiftUI keeps its own copy of each view struct and, before it calls `body`, writes each dynamic
/// property's storage into that copy at the property's byte offset. The engine does the same:
/// `DynamicPropertyLayout` finds the offsets once per type, and each field kind installs itself.
@MainActor
protocol DynamicField {
    /// Writes this property's storage into the field at `pointer`, creating it in `slot` the first time.
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext)

    /// The name `_printChanges()` uses for a field stored as `fieldName` (State adds a second underscore,
    /// as Xcode 27's `@State` macro names its storage `__count`). iOS 27.2 names a `private` state
    /// `__count` and an internal one `_count` (CharlesWiltgen/Axiom's swiftui-debugging skill, "measured
    /// on iOS 27.2"); reflection does not show a property's access level, so the engine names every
    /// state as the seeds' `private` ones are named.
    ///
    /// The rule behind it (not modelled yet): `_printChanges()` names the stored field, and which field
    /// the `@State` macro stores depends on the declaration. xtool-org/OpenAppleMacros,
    /// Sources/SwiftUIMacros/StateMacro.swift (an open StateMacro whose IntegrationTests/run.sh compares
    /// its `-dump-macro-expansions` with Apple's plugin's, cases State-private, -internal, -public,
    /// -private-no-default, -private-optional…): only a `private` state with a starting value (`= 0`,
    /// `@State(wrappedValue:)`, or an Optional type's implicit `nil`) stores `private var __count =
    /// State._makeStorage { 0 }`, a lazy start, with `_count` a computed peer; every other one
    /// (internal, fileprivate, package, public, or private assigned in `init`) stores `private var
    /// _count = State(initialValue: 0)` as the property wrapper did, so it is named `_count` and its
    /// starting expression runs whenever the struct is made. Only `State` is a macro (the plugin's list
    /// has no FocusState), so `@FocusState`, `@Binding`, `@Environment`, `@StateObject`… keep the
    /// wrapper's `_name` whatever their access level (seeds: `@Binding var trip` → `_trip`). Consistent
    /// with every seed line: each `__x` is a `@State private var x = …`. Corroborated by LoopKit/LoopKit
    /// PR 605: a `@State private var … = false` also assigned in `init` no longer builds in Xcode 27
    /// (the private form has no `init` accessor).
    static func changeName(forField fieldName: String) -> String

    /// Whether the field is a binding-like input whose change `_printChanges()` names when the view value changes.
    static var reportsValueChanges: Bool { get }

    /// Whether a change of the field whose storage is `slot` counts for the body (a binding's only once read).
    static func reportsChange(slot: AnyObject?) -> Bool

    /// Whether this property gives the view an identity of its own (`@identity` at its first body).
    static var needsIdentity: Bool { get }

    /// Whether the field at `pointer`, in a new value of the view, carries a value other than the one
    /// the view last installed from `slot` (a binding whose bound value changed).
    static func carriesChangedValue(at pointer: UnsafeRawPointer, slot: AnyObject?) -> Bool
}

extension DynamicField {
    static func changeName(forField fieldName: String) -> String { fieldName }
    static var reportsValueChanges: Bool { false }
    static func reportsChange(slot: AnyObject?) -> Bool { true }
    static var needsIdentity: Bool { true }
    static func carriesChangedValue(at pointer: UnsafeRawPointer, slot: AnyObject?) -> Bool { false }
}

/// Where an installed property lives: its node, its graph and its index among the view's dynamic fields.
@MainActor
struct InstallContext {
    let node: ViewNode
    let graph: UpdateGraph
    let fieldIndex: Int
}

/// The dynamic properties of one view type, found once by reflection and reused for every value.
@MainActor
final class DynamicPropertyLayout {
    struct Field {
        let name: String
        let offset: Int
        let kind: any DynamicField.Type
    }

    let fields: [Field]
    var isEmpty: Bool { fields.isEmpty }

    private static var cache: [ObjectIdentifier: DynamicPropertyLayout] = [:]

    private init(fields: [Field]) { self.fields = fields }

    /// The layout of `type`, computed on first use.
    static func of(_ type: Any.Type) -> DynamicPropertyLayout {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        var fields: [Field] = []
        collect(type, baseOffset: 0, outerName: nil, into: &fields)
        let layout = DynamicPropertyLayout(fields: fields)
        cache[ObjectIdentifier(type)] = layout
        return layout
    }

    /// Finds dynamic fields, looking inside custom `DynamicProperty` structs, which may hold state of their own.
    private static func collect(_ type: Any.Type, baseOffset: Int, outerName: String?, into fields: inout [Field]) {
        _ = _forEachField(of: type, options: []) { namePointer, offset, fieldType, kind in
            let name = outerName ?? String(cString: namePointer)
            if let dynamic = fieldType as? any DynamicField.Type {
                fields.append(Field(name: name, offset: baseOffset + offset, kind: dynamic))
            } else if fieldType is any DynamicProperty.Type || fieldType is any App.Type, kind == .struct {
                collect(fieldType, baseOffset: baseOffset + offset, outerName: name, into: &fields)
            } else if type is any CustomModifierBody.Type, fieldType is any ViewModifier.Type, kind == .struct {
                // A modifier of the lesson's own keeps `@State`, `@Environment` and `@EnvironmentObject`
                // of its own, as a view does: they are its fields, under their own names.
                collect(fieldType, baseOffset: baseOffset + offset, outerName: outerName, into: &fields)
            } else if type is any CustomStyleBody.Type, String(cString: namePointer) == "style", kind == .struct {
                // So does a style of the lesson's own (`@Environment(\.isEnabled)` in a button style).
                collect(fieldType, baseOffset: baseOffset + offset, outerName: outerName, into: &fields)
            }
            return true
        }
    }

    /// Installs every dynamic property of `value` from `slots`, creating storage that does not exist yet.
    func install<V>(into value: inout V, slots: inout PropertySlots, node: ViewNode, graph: UpdateGraph) {
        guard !fields.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { raw in
            for (index, field) in fields.enumerated() {
                let context = InstallContext(node: node, graph: graph, fieldIndex: index)
                field.kind.install(at: raw.baseAddress! + field.offset, slot: &slots[index], context: context)
            }
        }
        if var dynamic = value as? any DynamicProperty, V.self is any DynamicProperty.Type {
            dynamic.update()
            value = dynamic as! V
        }
    }

    /// Whether a new value of the view carries, in one of its inputs, a value other than the one the
    /// view last installed: then it is a new value even if its fields compare the same (see
    /// `Binding.isSame(asAny:)`).
    func carriesChangedValue<V>(new: V, slots: PropertySlots) -> Bool {
        withUnsafeBytes(of: new) { newRaw in
            fields.enumerated().contains { index, field in
                field.kind.reportsValueChanges
                    && field.kind.carriesChangedValue(
                        at: newRaw.baseAddress! + field.offset, slot: slots[index])
            }
        }
    }

    /// The names of the fields whose kind reports value changes and that differ between `old` and `new`
    /// (a binding only once the body has read it: see `BindingReads`).
    func changedInputNames<V>(old: V, new: V, slots: PropertySlots) -> [String] {
        var names: [String] = []
        withUnsafeBytes(of: old) { oldRaw in
            withUnsafeBytes(of: new) { newRaw in
                for (index, field) in fields.enumerated() where field.kind.reportsValueChanges {
                    guard field.kind.reportsChange(slot: slots[index]) else { continue }
                    if !field.kind.sameInput(oldRaw.baseAddress! + field.offset, newRaw.baseAddress! + field.offset) {
                        names.append(field.kind.changeName(forField: field.name))
                    }
                }
            }
        }
        return names
    }
}

extension DynamicField {
    /// Whether the inputs stored at two addresses are the same, for `_printChanges()`.
    static func sameInput(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let left = a.assumingMemoryBound(to: Self.self).pointee
        let right = b.assumingMemoryBound(to: Self.self).pointee
        return ViewComparison.valuesEqual(left, right, askEquatable: true)
    }
}
