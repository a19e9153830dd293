/// What a button with a style of the lesson's own keeps between updates.
@MainActor
final class StyledButton {
    let label: StylePart
    let action: ButtonAction
    /// Whether a tap holds it down now (`configuration.isPressed`).
    var isPressed = false
    /// Whether its style decides when the action runs (a `PrimitiveButtonStyle`).
    var isPrimitive = false
    init(label: any View, action: @escaping () -> Void) {
        self.label = StylePart(label)
        self.action = ButtonAction(action)
    }
}
