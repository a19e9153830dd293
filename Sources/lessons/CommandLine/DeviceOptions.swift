import LessonKit

/// `--device NAME`, `--orientation portrait|landscape` and `--ios VERSION`, as `lessons run` and
/// `lessons trace` read them: the device to play on instead of the one the check names. Each part
/// given replaces the check's; the others stay the check's (`DeviceOverride`).
enum DeviceOptions {
    /// Their declarations, for a command's options.
    static let options: [Option] = [
        .value(
            "--device", "NAME", needs: "a device's name, such as --device \"iPhone SE\"", refusesBlank: true,
            help: "play on this device instead of the one the check names (the course's iPhone 17 unless it says): "
                + DeviceOverride.modelNames.map { "\"\($0)\"" }.joined(separator: ", ")),
        .value(
            "--orientation", "WAY", needs: "portrait or landscape, such as --orientation landscape",
            refusesBlank: true, help: "hold it portrait or landscape"),
        .value(
            "--ios", "VERSION", needs: "a major version of iOS, such as --ios 18", refusesBlank: true,
            help: "on this major version of iOS (13 to 27), where bars and controls differ"),
    ]

    /// What the options ask for; nothing when none is given. A name, an orientation or a version
    /// the engine does not know is a usage error that says which there are, as a lesson's
    /// `device=` does.
    static func read(_ arguments: ParsedArguments, command: String) throws -> DeviceOverride {
        let name = arguments.value("--device")
        let orientation = arguments.value("--orientation")
        let version = arguments.value("--ios")
        // Each read alone, so that the error names the option that is wrong.
        for (option, value) in [("--device", name), ("--orientation", orientation), ("--ios", version)] {
            guard let value else { continue }
            do {
                _ = try DeviceOverride(
                    named: option == "--device" ? value : nil, orientation: option == "--orientation" ? value : nil,
                    systemVersion: option == "--ios" ? value : nil)
            } catch {
                // A `DeviceChoiceError`: what is wrong, then which there are.
                throw UsageError("\(option): \(error)", command: command)
            }
        }
        return try DeviceOverride(named: name, orientation: orientation, systemVersion: version)
    }
}
