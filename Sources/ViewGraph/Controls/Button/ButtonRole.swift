import Foundation

/// What a button does: destructive, cancel, or ordinary.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let confirm = ButtonRole(name: "confirm")
    public static let close = ButtonRole(name: "close")
}
