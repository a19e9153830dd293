import Foundation

/// What a button does: destructive, cancel, or ordinary.
public struct ButtonRole: Equatable, Sendable {
    /// The role, in one byte: every button's value holds an optional role, so it is kept small.
    enum Kind: UInt8, Sendable {
        case destructive, cancel, confirm, close
    }

    let kind: Kind
    /// The role's name.
    var name: String { "\(kind)" }
    public static let destructive = ButtonRole(kind: .destructive)
    public static let cancel = ButtonRole(kind: .cancel)
    public static let confirm = ButtonRole(kind: .confirm)
    public static let close = ButtonRole(kind: .close)
}
