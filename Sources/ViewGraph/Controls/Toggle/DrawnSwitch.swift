import Foundation

/// A switch, as the picture draws it.
@MainActor
protocol DrawnSwitch {
    var isSwitchedOn: Bool { get }
}
@MainActor extension Toggle: DrawnSwitch {
    var isSwitchedOn: Bool { isOn.wrappedValue }
}
