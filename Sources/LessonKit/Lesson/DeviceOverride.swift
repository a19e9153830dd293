import HostContract

/// The device a student asks a run or a trace to play on instead of the one a check names
/// (`lessons run --device "iPhone SE"`, `--orientation landscape`, `--ios 18`): each part given
/// replaces the check's, each part not given stays the check's (or its lesson's, or the course's
/// iPhone 17 in portrait on iOS 27).
public struct DeviceOverride: Sendable, Equatable {
    /// The model asked for, or nil to keep the check's.
    public var model: DeviceModelName?
    /// The orientation asked for, or nil to keep the check's.
    public var orientation: DeviceOrientation?
    /// The major version of iOS asked for, or nil to keep the check's.
    public var systemVersion: Int?

    /// Nothing asked for: every check plays on its own device.
    public init() {}

    /// The parts named, read as a lesson's `device=`, `orientation=` and `ios=` are.
    ///
    /// - Throws: `DeviceChoiceError`, saying which models, orientations or versions there are.
    public init(named name: String?, orientation: String?, systemVersion: String?) throws {
        let parsed = try DeviceChoice(named: name, orientation: orientation, systemVersion: systemVersion)
        model = name == nil ? nil : parsed.model
        self.orientation = orientation == nil ? nil : parsed.orientation
        self.systemVersion = systemVersion == nil ? nil : parsed.systemVersion
    }

    /// The names of the models there are, as a lesson names them.
    public static var modelNames: [String] { DeviceModelName.allCases.map(\.rawValue) }

    /// Whether it asks for nothing.
    public var isEmpty: Bool { model == nil && orientation == nil && systemVersion == nil }

    /// The device a check recorded on `device` (nil: the course's iPhone 17) plays on: nil for the
    /// course's own device, which needs no argument, as a lesson's checks hold it.
    public func applied(to device: DeviceChoice?) -> DeviceChoice? {
        var chosen = device ?? .iPhone17
        if let model { chosen.model = model }
        if let orientation { chosen.orientation = orientation }
        if let systemVersion { chosen.systemVersion = systemVersion }
        return chosen == .iPhone17 ? nil : chosen
    }
}

extension Check {
    /// The check, played on the device `override` asks for (a compiler's check plays nothing).
    public func playing(on override: DeviceOverride) -> Check {
        guard kind != .diagnostics else { return self }
        var copy = self
        copy.device = override.applied(to: device)
        return copy
    }

    /// The device the check plays on, as a lesson names it: `iPhone 17, portrait, iOS 27` when it
    /// names none.
    public var deviceDescription: String { (device ?? .iPhone17).description }
}

extension StepPlan {
    /// The plan with every run (the student's, the lesson's own, those on the way) played on the
    /// device `override` asks for.
    public func playing(on override: DeviceOverride) -> StepPlan {
        var copy = self
        copy.checks = checks.map { $0.playing(on: override) }
        copy.lessonChecks = lessonChecks.map { $0.playing(on: override) }
        copy.onTheWay = onTheWay.map { $0.playing(on: override) }
        return copy
    }
}
