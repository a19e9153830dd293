import Foundation

/// Which way up the device is held.
public enum DeviceOrientation: String, Sendable, CaseIterable {
    case portrait, landscape

    /// The other one: what `rotate` turns the device to.
    public var rotated: DeviceOrientation { self == .portrait ? .landscape : .portrait }
}

/// A device model a lesson can name (`device="iPhone 13"`): its name, and the other names it answers
/// to. The engine's table (`DeviceModel`) gives each one its numbers.
public enum DeviceModelName: String, Sendable, CaseIterable {
    case iPhone17 = "iPhone 17"
    case iPhoneSE3 = "iPhone SE (3rd generation)"
    case iPhone13 = "iPhone 13"
    case iPhone15 = "iPhone 15"
    case iPhone17ProMax = "iPhone 17 Pro Max"
    case iPhone15Plus = "iPhone 15 Plus"
    case iPhone14Plus = "iPhone 14 Plus"
    case iPadA16 = "iPad (A16)"
    case iPadA16Split = "iPad (A16) split"

    /// The other names it answers to.
    public var aliases: [String] {
        switch self {
        case .iPhone17: return ["iPhone 17 Pro", "iPhone 16 Pro"]
        case .iPhoneSE3: return ["iPhone SE", "iPhone 8"]
        case .iPhone13: return ["iPhone 14", "iPhone 13 Pro", "iPhone 12"]
        case .iPhone15: return ["iPhone 16", "iPhone 15 Pro", "iPhone 14 Pro"]
        case .iPhone17ProMax: return ["iPhone 16 Pro Max"]
        case .iPhone15Plus: return ["iPhone 16 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max"]
        case .iPhone14Plus: return ["iPhone 13 Pro Max", "iPhone 12 Pro Max"]
        case .iPadA16: return ["iPad"]
        case .iPadA16Split: return ["iPad split"]
        }
    }

    /// The model named `name` (its name or one of its other names, in any case), or nil.
    public static func named(_ name: String) -> DeviceModelName? {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        return allCases.first { ([$0.rawValue] + $0.aliases).contains { $0.lowercased() == wanted } }
    }
}

/// The device a lesson names for a check, and the runner hands its program: a model, held one way
/// up, on one major version of iOS. By default an iPhone 17 in portrait on iOS 27.
public struct DeviceChoice: Sendable, Equatable, CustomStringConvertible {
    public var model: DeviceModelName
    public var orientation: DeviceOrientation
    public var systemVersion: Int

    public init(model: DeviceModelName, orientation: DeviceOrientation = .portrait, systemVersion: Int = 27) {
        self.model = model
        self.orientation = orientation
        self.systemVersion = systemVersion
    }

    /// The course's device: an iPhone 17 in portrait on iOS 27.
    public static let iPhone17 = DeviceChoice(model: .iPhone17)

    /// The device a lesson names: a model (by name), an orientation (`portrait`, `landscape`) and a
    /// major version of iOS; each nil keeps the course's.
    ///
    /// - Throws: `DeviceChoiceError`, saying which models, orientations or versions there are.
    public init(named name: String?, orientation: String?, systemVersion: String?) throws {
        var model = DeviceModelName.iPhone17
        if let name {
            guard let found = DeviceModelName.named(name) else {
                throw DeviceChoiceError(
                    "`\(name)` is not a device the engine knows",
                    suggestion: "one of: "
                        + DeviceModelName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
            }
            model = found
        }
        var turned = DeviceOrientation.portrait
        if let orientation {
            guard let found = DeviceOrientation(rawValue: orientation.lowercased()) else {
                throw DeviceChoiceError("`\(orientation)` is not an orientation", suggestion: "portrait or landscape")
            }
            turned = found
        }
        var version = 27
        if let systemVersion {
            let digits = systemVersion.lowercased().replacingOccurrences(of: "ios", with: "").trimmingCharacters(
                in: .whitespaces)
            guard let number = Int(digits.prefix { $0.isNumber }), (13...27).contains(number),
                digits.allSatisfy({ $0.isNumber || $0 == "." })
            else {
                throw DeviceChoiceError(
                    "`\(systemVersion)` is not a version of iOS the engine models",
                    suggestion: "a major version from 13 to 27, such as 18 or 26")
            }
            version = number
        }
        self.init(model: model, orientation: turned, systemVersion: version)
    }

    /// The device as a lesson names it: `iPhone 13, landscape, iOS 18`.
    public var description: String { "\(model.rawValue), \(orientation.rawValue), iOS \(systemVersion)" }

    /// The argument that hands a lesson program its device (`--device=NAME|ORIENTATION|VERSION`),
    /// which the host reads before the play's actions.
    public var argument: String {
        "\(DeviceChoice.argumentPrefix)\(model.rawValue)|\(orientation.rawValue)|\(systemVersion)"
    }

    /// What starts the device's argument.
    public static let argumentPrefix = "--device="

    /// The device an argument made by `argument` names.
    public init(argument: String) throws {
        let parts = argument.dropFirst(DeviceChoice.argumentPrefix.count).split(
            separator: "|", omittingEmptySubsequences: false
        ).map(String.init)
        guard parts.count == 3 else {
            throw DeviceChoiceError(
                "`\(argument)` does not name a device", suggestion: "--device=iPhone 13|portrait|18")
        }
        try self.init(named: parts[0], orientation: parts[1], systemVersion: parts[2])
    }
}

/// A device, an orientation or a version of iOS the engine does not know.
public struct DeviceChoiceError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public let suggestion: String
    init(_ message: String, suggestion: String) {
        self.message = message
        self.suggestion = suggestion
    }
    public var description: String { "\(message): \(suggestion)" }
}
