import Foundation
import Testing

@testable import ViewGraph

// The numbers below come from `DeviceMetrics` and the rules beside each control's layout: a line of
// body text is 20.33 tall, a form's row content 330 wide and 11.83 from the row's top and bottom.

/// Proposes `proposal` to its one subview, whatever it is offered, and is as big as the answer.
private struct Proposing: Layout {
    let proposal: ProposedViewSize
    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

private let line = 61.0 / 3
private let rowInset = (44.0 - 61.0 / 3) / 2

/// Whether the view's type is the generic type named `name` (`Picker`, `Slider`…).
private func isA(_ name: String) -> (any View) -> Bool {
    { String(describing: type(of: $0)).hasPrefix(name + "<") || String(describing: type(of: $0)) == name }
}

extension EngineTests {
    @MainActor @Suite("Controls' sizes in the layout pass")
    struct ControlLayoutTests {
        // MARK: Text fields

        @Test("A text field takes the width offered and is a line of its font tall; a rounded border adds 7 around")
        func textField() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    TextField("City", text: .constant(""))
                    TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
                }
            }
            var fields: [CGRect] = []
            host.graph.root?.forEachNode {
                if $0.view is TextField<Text>, let frame = $0.globalFrame { fields.append(frame) }
            }
            #expect(fields.count == 2)
            #expect(same(fields[0].width, 402) && same(fields[0].height, line))
            #expect(same(fields[1].width, 402) && same(fields[1].height, line + 14))
        }

        @Test("Unspecified or infinite, a field hugs its placeholder, and its text once it has one")
        func textFieldIdeal() async throws {
            for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: .infinity, height: .infinity)] {
                let host = Host.recording()
                await host.launch {
                    VStack {
                        Proposing(proposal: proposal) { TextField("City", text: .constant("")) }
                        Proposing(proposal: proposal) { TextField("City", text: .constant("San Francisco")) }
                        Text("City")
                        Text("San Francisco")
                    }
                }
                var fields: [CGRect] = []
                host.graph.root?.forEachNode {
                    if $0.view is TextField<Text>, let frame = $0.globalFrame { fields.append(frame) }
                }
                let placeholder = try #require(host.frame(ofText: "City"))
                let text = try #require(host.frame(ofText: "San Francisco"))
                #expect(same(fields[0].width, placeholder.width) && same(fields[1].width, text.width))
                #expect(same(fields[0].height, line))
            }
        }

        @Test("Beside a text in an HStack, a field takes what the text and the spacing leave")
        func textFieldInHStack() async throws {
            let host = Host.recording()
            await host.launch {
                HStack {
                    Text("Name")
                    TextField("Required", text: .constant(""))
                }
            }
            let label = try #require(host.frame(ofText: "Name"))
            let field = try #require(host.frame { $0 is TextField<Text> })
            #expect(same(field.width, 402 - label.width - 8) && same(field.minX, label.maxX + 8))
        }

        @Test("In a form a field spans its row's content, and the row stays 44 tall")
        func textFieldInForm() async throws {
            let host = Host.recording()
            await host.launch {
                Form {
                    TextField("City", text: .constant(""))
                    TextField("Country", text: .constant(""))
                }
            }
            var fields: [CGRect] = []
            host.graph.root?.forEachNode {
                if $0.view is TextField<Text>, let frame = $0.globalFrame { fields.append(frame) }
            }
            #expect(same(fields[0].minX, 36) && same(fields[0].width, 330) && same(fields[0].height, line))
            #expect(abs(fields[1].minY - fields[0].minY - 44) < 0.34)
        }

        @Test("A text editor takes the width and height offered; unspecified, its text's")
        func textEditor() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    TextEditor(text: .constant("Notes")).frame(width: 200, height: 100)
                    Proposing(proposal: .unspecified) { TextEditor(text: .constant("Notes")) }
                    Text("Notes")
                }
            }
            var editors: [CGRect] = []
            host.graph.root?.forEachNode {
                if $0.view is TextEditor, let frame = $0.globalFrame { editors.append(frame) }
            }
            let text = try #require(host.frame(ofText: "Notes"))
            #expect(same(editors[0].width, 200) && same(editors[0].height, 100))
            #expect(same(editors[1].width, text.width) && same(editors[1].height, text.height))
        }

        // MARK: Sliders and steppers

        @Test("A slider takes the width offered and is 31 tall, beside a text too; unspecified, 100 wide")
        func slider() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Slider(value: .constant(0.5))
                    HStack {
                        Text("Volume")
                        Slider(value: .constant(0.5))
                    }
                    Proposing(proposal: .unspecified) { Slider(value: .constant(0.5)) }
                    Proposing(proposal: ProposedViewSize(width: .infinity, height: .infinity)) {
                        Slider(value: .constant(0.5))
                    }
                }
            }
            var sliders: [CGRect] = []
            host.graph.root?.forEachNode {
                if isA("Slider")($0.view), let frame = $0.globalFrame { sliders.append(frame) }
            }
            let label = try #require(host.frame(ofText: "Volume"))
            #expect(sliders.count == 4)
            #expect(same(sliders[0].width, 402) && same(sliders[0].height, 31))
            #expect(same(sliders[1].width, 402 - label.width - 8))
            #expect(same(sliders[2].width, 100) && same(sliders[3].width, 100) && same(sliders[3].height, 31))
        }

        @Test("A labelled slider shows no label: its label has no frame")
        func sliderLabel() async {
            let host = Host.recording()
            await host.launch { Slider(value: .constant(0.5)) { Text("Volume") } }
            #expect(host.frame(ofText: "Volume") == nil)
        }

        @Test("In a form a slider spans the row's content, and the row is the slider and the insets tall")
        func sliderInForm() async throws {
            let host = Host.recording()
            await host.launch {
                Form {
                    Slider(value: .constant(0.5))
                    Text("Below")
                }
            }
            let slider = try #require(host.frame(where: isA("Slider")))
            let below = try #require(host.frame(ofText: "Below"))
            #expect(same(slider.minX, 36) && same(slider.width, 330))
            #expect(abs(below.minY - slider.minY - (31 + 2 * rowInset)) < 0.34)
        }

        @Test("A stepper takes the width offered: its label leading, as tall as its 94 x 32 buttons")
        func stepper() async throws {
            let host = Host.recording()
            await host.launch { VStack { Stepper("Nights: 3", value: .constant(3)) } }
            let stepper = try #require(host.frame(where: isA("Stepper")))
            let label = try #require(host.frame(ofText: "Nights: 3"))
            #expect(same(stepper.width, 402) && same(stepper.height, 32))
            #expect(same(label.minX, 0) && abs(label.midY - stepper.midY) <= 1.0 / 3)
        }

        @Test("Unspecified, a stepper is its label, 8 and its buttons; with no label, only the buttons")
        func stepperIdeal() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Stepper("Nights", value: .constant(3)).fixedSize()
                    Proposing(proposal: ProposedViewSize(width: .infinity, height: .infinity)) {
                        Stepper(value: .constant(3)) { EmptyView() }
                    }
                }
            }
            var steppers: [CGRect] = []
            host.graph.root?.forEachNode {
                if isA("Stepper")($0.view), let frame = $0.globalFrame { steppers.append(frame) }
            }
            let label = try #require(host.frame(ofText: "Nights"))
            #expect(same(steppers[0].width, label.width + 8 + 94))
            #expect(same(steppers[1].width, 94) && same(steppers[1].height, 32))
        }

        @Test("In a form a stepper spans the row's content, and the row is its buttons and the insets tall")
        func stepperInForm() async throws {
            let host = Host.recording()
            await host.launch {
                Form {
                    Stepper("Nights", value: .constant(3))
                    Text("Below")
                }
            }
            let stepper = try #require(host.frame(where: isA("Stepper")))
            let below = try #require(host.frame(ofText: "Below"))
            #expect(same(stepper.width, 330) && same(stepper.height, 32))
            #expect(abs(below.minY - stepper.minY - (32 + 2 * rowInset)) < 0.34)
        }

        // MARK: Pickers

        private static func flavours(_ style: some PickerStyle) -> some View {
            Picker("Flavour", selection: .constant(1)) {
                Text("Vanilla").tag(0)
                Text("Strawberry").tag(1)
                Text("Mint").tag(2)
            }
            .pickerStyle(style)
        }

        @Test("A segmented picker takes the width offered, 32 tall, its options centred in equal segments, no label")
        func segmented() async throws {
            let host = Host.recording()
            await host.launch { VStack { Self.flavours(.segmented) } }
            let picker = try #require(host.frame(where: isA("Picker")))
            #expect(same(picker.width, 402) && same(picker.height, 32))
            for (index, option) in ["Vanilla", "Strawberry", "Mint"].enumerated() {
                let frame = try #require(host.frame(ofText: option))
                #expect(abs(frame.midX - 134 * (Double(index) + 0.5)) <= 1.0 / 3)
            }
            #expect(host.frame(ofText: "Flavour") == nil)
        }

        @Test("Unspecified, a segmented picker is as many segments as options, each the widest title and 12 each side")
        func segmentedIdeal() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Self.flavours(.segmented).fixedSize()
                    Text("Strawberry")
                }
            }
            let picker = try #require(host.frame(where: isA("Picker")))
            let widest = Double(try #require(host.frame(ofText: "Strawberry")).width)
            #expect(same(picker.width, 3 * (widest + 24)) && same(picker.height, 32))
        }

        @Test("Outside a form a menu picker hugs its selected option and chevrons, and shows no label")
        func menuPicker() async throws {
            let host = Host.recording()
            await host.launch { VStack { Self.flavours(.menu) } }
            let picker = try #require(host.frame(where: isA("Picker")))
            let selected = try #require(host.frame(ofText: "Strawberry"))
            #expect(same(picker.width, selected.width + 16) && same(picker.height, line))
            #expect(host.frame(ofText: "Flavour") == nil)
        }

        @Test(
            "In a form a picker is a row: label leading, the selection and chevrons trailing, in a 52-point row from iOS 26"
        )
        func pickerInForm() async throws {
            let host = Host.recording()
            await host.launch {
                Form {
                    Self.flavours(.automatic)
                    Text("Below")
                }
            }
            let picker = try #require(host.frame(where: isA("Picker")))
            let label = try #require(host.frame(ofText: "Flavour"))
            let selected = try #require(host.frame(ofText: "Strawberry"))
            let below = try #require(host.frame(ofText: "Below"))
            #expect(same(picker.minX, 36) && same(picker.width, 330) && same(picker.height, line))
            #expect(same(label.minX, 36))
            #expect(same(selected.maxX, 366 - 16))
            // A menu picker's row is 52 tall (`DeviceMetrics.controlRowMinimumHeight`), the text row
            // below 44: each line centred in its row, 52 / 2 + 44 / 2 = 48 apart.
            #expect(abs(below.minY - picker.minY - 48) < 0.34)
        }

        @Test("A wheel picker takes the width offered and is 216 tall, its selection centred")
        func wheelPicker() async throws {
            let host = Host.recording()
            await host.launch { VStack { Self.flavours(.wheel) } }
            let picker = try #require(host.frame(where: isA("Picker")))
            let selected = try #require(host.frame(ofText: "Strawberry"))
            #expect(same(picker.width, 402) && same(picker.height, 216))
            #expect(abs(selected.midY - picker.midY) <= 1.0 / 3 && abs(selected.midX - picker.midX) <= 1.0 / 3)
        }

        // MARK: Indicators

        @Test("A progress bar takes the width offered and is 4 tall; its title stands 8 above the bar")
        func linearProgress() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    ProgressView(value: 0.5)
                    ProgressView("Downloading", value: 0.5)
                    Proposing(proposal: .unspecified) { ProgressView(value: 0.5) }
                }
            }
            var bars: [CGRect] = []
            host.graph.root?.forEachNode {
                if $0.view is ProgressView, let frame = $0.globalFrame { bars.append(frame) }
            }
            #expect(same(bars[0].width, 402) && same(bars[0].height, 4))
            #expect(same(bars[1].width, 402) && same(bars[1].height, line + 8 + 4))
            #expect(same(bars[2].width, 100))
        }

        @Test("A spinner is 20 x 20 whatever it is offered; its title stands centred below it")
        func spinner() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    ProgressView()
                    ProgressView().frame(width: 300, height: 300)
                    ProgressView(value: 0.5).progressViewStyle(.circular)
                    ProgressView("Loading")
                }
            }
            var spinners: [CGRect] = []
            host.graph.root?.forEachNode {
                if $0.view is ProgressView, let frame = $0.globalFrame { spinners.append(frame) }
            }
            #expect(spinners.count == 4)
            for spinner in spinners.prefix(3) { #expect(same(spinner.width, 20) && same(spinner.height, 20)) }
            #expect(same(spinners[3].height, 20 + 8 + line) && spinners[3].width > 20)
        }

        @Test("A gauge is its label, 8 and a 4-point bar, as wide as offered")
        func gauge() async throws {
            let host = Host.recording()
            await host.launch { VStack { Gauge(value: 0.4) { Text("Fuel") } } }
            let gauge = try #require(host.frame(where: isA("Gauge")))
            let label = try #require(host.frame(ofText: "Fuel"))
            #expect(same(gauge.width, 402) && same(gauge.height, line + 8 + 4))
            #expect(same(label.minX, 0) && same(label.minY, gauge.minY))
        }

        // MARK: Date and colour pickers

        @Test("A compact date picker takes the width offered: its label leading, its date and time trailing, 34 tall")
        func datePicker() async throws {
            let host = Host.recording()
            let date = Date(timeIntervalSince1970: 1_780_000_000)
            let day = try #require(
                DatePicker("Day", selection: .constant(date), displayedComponents: .date).shownParts().first)
            await host.launch {
                VStack {
                    DatePicker("Departure", selection: .constant(date))
                    DatePicker("Day", selection: .constant(date), displayedComponents: .date).fixedSize()
                    Text(verbatim: day)
                }
            }
            var pickers: [CGRect] = []
            host.graph.root?.forEachNode {
                if isA("DatePicker")($0.view), let frame = $0.globalFrame { pickers.append(frame) }
            }
            let label = try #require(host.frame(ofText: "Day"))
            let shown = try #require(host.frame(ofText: day))
            #expect(same(pickers[0].width, 402) && same(pickers[0].height, 34))
            #expect(abs(pickers[1].width - (label.width + 8 + shown.width + 22)) < 0.67)
        }

        @Test("In a form a date picker spans the row's content, and the row is 34 and the insets tall")
        func datePickerInForm() async throws {
            let host = Host.recording()
            await host.launch {
                Form {
                    DatePicker("Departure", selection: .constant(Date()))
                    Text("Below")
                }
            }
            let picker = try #require(host.frame(where: isA("DatePicker")))
            let below = try #require(host.frame(ofText: "Below"))
            #expect(same(picker.width, 330))
            #expect(abs(below.minY - picker.minY - (34 + 2 * rowInset)) < 0.34)
        }

        @Test("A colour picker takes the width offered, its label leading and a 28-point well trailing")
        func colorPicker() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    ColorPicker("Tint", selection: .constant(.blue))
                    ColorPicker("Tint", selection: .constant(.red)).fixedSize()
                }
            }
            var pickers: [CGRect] = []
            host.graph.root?.forEachNode {
                if isA("ColorPicker")($0.view), let frame = $0.globalFrame { pickers.append(frame) }
            }
            let label = try #require(host.frame(ofText: "Tint"))
            #expect(same(pickers[0].width, 402) && same(pickers[0].height, 28))
            #expect(same(pickers[1].width, label.width + 8 + 28))
        }

        // MARK: Buttons, links and menus

        @Test("A bordered button adds 12 x 7 around its label at the regular size, 20 x 14 at large; a plain one none")
        func borderedButton() async throws {
            for (size, room) in [(ControlSize.regular, (12.0, 7.0)), (.large, (20.0, 14.0)), (.small, (10.0, 4.0))] {
                let host = Host.recording()
                await host.launch {
                    VStack {
                        Button("Book") {}.buttonStyle(.borderedProminent).controlSize(size)
                        Button("Cancel") {}.buttonStyle(.bordered).controlSize(size)
                        Button("Skip") {}
                    }
                }
                for title in ["Book", "Cancel"] {
                    let label = try #require(host.frame(ofText: title))
                    let button = try #require(
                        host.frame {
                            ($0 as? Button<Text>).map { $0.label.string(in: EnvironmentValues()) == title } ?? false
                        })
                    // To the pixel (1/3 point) the frames are rounded to.
                    #expect(
                        abs(button.width - label.width - 2 * room.0) < 0.34
                            && abs(button.height - label.height - 2 * room.1) < 0.34)
                    #expect(
                        abs(label.midX - button.midX) < 0.34 && abs(label.midY - button.midY) < 0.34,
                        "\(label) \(button)")
                }
                let plain = try #require(
                    host.frame {
                        ($0 as? Button<Text>).map { $0.label.string(in: EnvironmentValues()) == "Skip" } ?? false
                    })
                let skip = try #require(host.frame(ofText: "Skip"))
                #expect(same(plain.width, skip.width) && abs(plain.height - skip.height) < 0.34)
            }
        }

        @Test("A link is its label's size; a bordered one has the button's room")
        func link() async throws {
            let host = Host.recording()
            let url = URL(string: "https://example.com")!
            await host.launch {
                VStack {
                    Link("Help", destination: url)
                    Link("Terms", destination: url).buttonStyle(.bordered)
                }
            }
            let help = try #require(
                host.frame(where: {
                    ($0 as? Link<Text>).map { $0.label.string(in: EnvironmentValues()) == "Help" } ?? false
                }))
            let terms = try #require(
                host.frame(where: {
                    ($0 as? Link<Text>).map { $0.label.string(in: EnvironmentValues()) == "Terms" } ?? false
                }))
            #expect(same(help, try #require(host.frame(ofText: "Help"))))
            let termsLabel = try #require(host.frame(ofText: "Terms"))
            #expect(same(terms.width, termsLabel.width + 24) && same(terms.height, termsLabel.height + 14))
        }

        @Test("A closed menu is its label's size, whatever items it holds")
        func menu() async throws {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Menu("Sort") {
                        Button("By name") {}
                        Button("By price") {}
                        Button("By distance from here") {}
                    }
                }
            }
            let menu = try #require(host.frame(where: isA("Menu")))
            #expect(same(menu, try #require(host.frame(ofText: "Sort"))))
        }
    }
}
