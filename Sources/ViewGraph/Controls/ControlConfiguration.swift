import Foundation

/// The size of controls.
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }

private struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// Whether the controls here show their labels: `.hidden` under `labelsHidden()`.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }

extension EnvironmentValues {
    /// The size of the controls here: `.regular` unless `controlSize(_:)` above set it.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Sendable {
    /// As the system chooses, a capsule, a circle, or a rounded rectangle.
    public static let automatic = ButtonBorderShape()
    public static let capsule = ButtonBorderShape()
    public static let circle = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

/// How much a section header stands out.
public enum Prominence: Hashable, Sendable { case standard, increased }

extension View {
    /// Sets the size of the controls below: `\.controlSize` in their environment, which a style reads.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
    /// Not modelled: the shape of the bordered buttons below.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { inert("buttonBorderShape") }
    /// Hides the labels of the controls below (`\.labelsVisibility` `.hidden`): a toggle or a stepper
    /// is then its part alone (`LabeledControlLayout`); the engine still finds a control by its label.
    nonisolated public func labelsHidden() -> some View { environment(\.labelsVisibility, .hidden) }
    /// Sets how much the section headers below stand out: `.increased` sets them in the headline
    /// style and the primary colour (see `ListSectionStyle`).
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
    /// Not modelled: whether a button repeats its action while held.
    nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        inert("buttonRepeatBehavior")
    }
}

/// Whether a held button repeats its action.
public struct ButtonRepeatBehavior: Sendable {
    /// As the system chooses, repeating, or not repeating.
    public static let automatic = ButtonRepeatBehavior()
    public static let enabled = ButtonRepeatBehavior()
    public static let disabled = ButtonRepeatBehavior()
}
