import Testing

@testable import lessons

@Suite("--device, --orientation and --ios on lessons run, trace, watch and preview")
struct DeviceOptionsTests {
    @Test("lessons trace and lessons run read the device to play on; without the options, each check's own")
    func parsing() throws {
        let trace = try #require(
            try parse(
                ["trace", "48:412", "--device", "iPhone SE", "--orientation", "landscape"], as: TraceCommand.self))
        #expect(trace.device.applied(to: nil)?.description == "iPhone SE (3rd generation), landscape, iOS 27")
        #expect(trace.device.systemVersion == nil)
        let run = try #require(try parse(["run", "--device=iPad split", "--ios", "18"], as: RunCommand.self))
        #expect(run.device.applied(to: nil)?.description == "iPad (A16) split, portrait, iOS 18")
        #expect(run.device.systemVersion == 18 && run.device.orientation == nil)
        let plain = try #require(try parse(["run", "--step", "2"], as: RunCommand.self))
        #expect(plain.device.isEmpty)
    }

    @Test("lessons watch and lessons preview read them as run does, beside their own options")
    func watchAndPreview() throws {
        let watch = try #require(
            try parse(["watch", "--step", "3", "--device", "iPhone 13", "--ios=18"], as: WatchCommand.self))
        #expect(watch.step == 3 && watch.device.applied(to: nil)?.description == "iPhone 13, portrait, iOS 18")
        let preview = try #require(
            try parse(["preview", "--port", "8080", "--orientation", "landscape"], as: PreviewCommand.self))
        #expect(preview.port == 8080 && preview.device.model == nil && preview.device.orientation == .landscape)
        #expect(try parse(["watch"], as: WatchCommand.self)?.device.isEmpty == true)
        #expect(try parse(["preview"], as: PreviewCommand.self)?.device.isEmpty == true)
        #expect(
            usageMessage(["preview", "--device", "Pixel 9"])?.hasPrefix(
                "--device: `Pixel 9` is not a device the engine knows") == true)
        #expect(
            usageMessage(["watch", "--orientation", "flat"])
                == "--orientation: `flat` is not an orientation: portrait or landscape")
    }

    @Test("An unknown device, orientation or version is a usage error naming the option and what there is")
    func errors() {
        let device = usageMessage(["run", "--device", "Pixel 9"])
        #expect(
            device?.hasPrefix("--device: `Pixel 9` is not a device the engine knows: one of: \"iPhone 17\"") == true)
        #expect(device?.contains("\"iPhone SE (3rd generation)\"") == true)
        #expect(
            usageMessage(["trace", "48:412", "--orientation", "flat"])
                == "--orientation: `flat` is not an orientation: portrait or landscape")
        #expect(
            usageMessage(["run", "--ios", "9"])
                == "--ios: `9` is not a version of iOS the engine models: a major version from 13 to 27, such as 18 or 26"
        )
        #expect(usageMessage(["run", "--device"]) == "--device needs a device's name, such as --device \"iPhone SE\"")
        #expect(
            usageMessage(["trace", "48:412", "--device", "iPhone SE", "--device", "iPad"])?.hasSuffix(
                "is given twice; give it once") == true)
    }

    @Test("The help of each command lists the options, and --device the models there are")
    func help() {
        for options in [RunCommand.options, TraceCommand.options, WatchCommand.options, PreviewCommand.options] {
            let names = options.map(\.name)
            #expect(names.contains("--device") && names.contains("--orientation") && names.contains("--ios"))
        }
        let help = DeviceOptions.options.first?.help ?? ""
        #expect(help.contains("\"iPhone SE (3rd generation)\"") && help.contains("\"iPad (A16) split\""))
        for command in ["watch", "preview"] {
            let text = Lessons.helpText(command)
            #expect(text.contains("--device") && text.contains("--orientation") && text.contains("--ios"), "\(command)")
            #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(command)")
        }
    }
}
