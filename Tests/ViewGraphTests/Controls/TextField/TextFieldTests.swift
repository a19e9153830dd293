import Foundation
import Testing

@testable import ViewGraph

/// WeSplit's shape: a currency field, a total that reads it, and a keyboard Done button.
private struct Bill: View {
    @State private var amount = 0.0
    @FocusState private var amountIsFocused: Bool
    var body: some View {
        let _ = Console.record("bill body")
        VStack {
            TextField("Amount", value: $amount, format: .number)
                .focused($amountIsFocused)
            Text("Total: \(amount, format: .currency(code: "USD"))")
            Button("Done") { amountIsFocused = false }
        }
    }
}

/// Whole numbers written with digits only: anything else does not parse.
private struct Digits: ParseableFormatStyle {
    struct Strategy: ParseStrategy {
        struct NotDigits: Error {}
        func parse(_ value: String) throws -> Int {
            guard !value.isEmpty, value.allSatisfy(\.isNumber), let number = Int(value) else { throw NotDigits() }
            return number
        }
    }
    var parseStrategy: Strategy { Strategy() }
    func format(_ value: Int) -> String { String(value) }
}

private struct Ages: View {
    @State private var age = 30
    @State private var guests: Int?
    @State private var name = ""
    var body: some View {
        VStack {
            TextField("Age", value: $age, format: Digits())
            TextField("Guests", value: $guests, format: Digits())
            TextField("Name", text: $name)
            Text("\(name), \(age), \(guests.map(String.init) ?? "none")")
        }
    }
}

private struct Legacy: View {
    @State private var name = ""
    @State private var count = 3
    private let numbers = NumberFormatter()
    var body: some View {
        VStack {
            TextField(
                "Name", text: $name, onEditingChanged: { Console.record("editing \($0)") },
                onCommit: { Console.record("commit \(name)") })
            TextField("Count", value: $count, formatter: numbers)
            Text("\(name) × \(count)")
        }
    }
}

private struct Code: View {
    @State private var code = ""
    @FocusState private var typing: Bool
    var body: some View {
        VStack {
            TextField("Code", text: $code).focused($typing)
            Button("Edit") { typing = true }
        }
        .onAppear { typing = true }
        .toolbar {
            ToolbarItem(placement: .keyboard) { Button("Hide") { typing = false } }
        }
    }
}

/// A sign-in form with the iOS 13 keyboard modifiers older sample apps use.
private struct SignIn: View {
    @State private var email = ""
    @State private var sent = ""
    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .autocapitalization(.none)
                .disableAutocorrection(true)
                .submitLabel(.send)
                .onSubmit { sent = email }
            Text("Sent: \(sent)")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Text fields")
    struct TextFieldTests {
        @Test(
            "A field for a value keeps what is typed as its own text until return is pressed, and runs no body meanwhile"
        )
        func valueFieldCommitsOnReturn() async throws {
            let host = Host.recording()
            await host.launch { Bill() }
            let typing = try await Console.capture { try await host.perform(.type("12", into: "Amount")) }
            #expect(typing.isEmpty)
            #expect(
                host.screen() == [
                    "VStack", "  TextField \"Amount\" \"012\" focused", "  Text \"Total: $0.00\"", "  Button \"Done\"",
                ])
            let submit = try await Console.capture { try await host.perform(.submit) }
            #expect(submit == ["bill body"])
            #expect(
                host.screen() == [
                    "VStack", "  TextField \"Amount\" \"12\"", "  Text \"Total: $12.00\"", "  Button \"Done\"",
                ])
        }

        @Test(
            "autocapitalization, disableAutocorrection and a Send return key build and leave typing and submitting as they were"
        )
        func olderKeyboardModifiers() async throws {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { SignIn() }
            try await host.perform(.type("Ann@example.com", into: "Email"))
            try await host.perform(.submit)
            #expect(host.screen().contains("  Text \"Sent: Ann@example.com\""))
            #expect(UnmodelledAPI.used.contains("autocapitalization"))
            #expect(UnmodelledAPI.used.contains("disableAutocorrection"))
        }

        @Test("A field for a value commits when the app's code takes its focus away, as a keyboard's Done button does")
        func valueFieldCommitsOnFocusLoss() async throws {
            let host = Host.recording()
            await host.launch { Bill() }
            try await host.perform(.type("7", into: "Amount"))
            try await host.perform(.tap("Done"))
            #expect(
                host.screen() == [
                    "VStack", "  TextField \"Amount\" \"7\"", "  Text \"Total: $7.00\"", "  Button \"Done\"",
                ])
        }

        @Test(
            "Moving to another field commits the one left; text that does not parse leaves the value and shows it again, or sets an optional to nil"
        )
        func invalidTextReverts() async throws {
            let host = Host.recording()
            await host.launch { Ages() }
            try await host.perform(.type("4", into: "Guests"))
            try await host.perform(.type("x", into: "Age"))
            #expect(
                host.screen() == [
                    "VStack", "  TextField \"Age\" \"30x\" focused", "  TextField \"Guests\" \"4\"",
                    "  TextField \"Name\" \"\"", "  Text \", 30, 4\"",
                ])
            try await host.perform(.type("x", into: "Guests"))
            #expect(
                host.screen() == [
                    "VStack", "  TextField \"Age\" \"30\"", "  TextField \"Guests\" \"4x\" focused",
                    "  TextField \"Name\" \"\"", "  Text \", 30, 4\"",
                ])
            try await host.perform(.submit)
            #expect(
                host.screen() == [
                    "VStack", "  TextField \"Age\" \"30\"", "  TextField \"Guests\" \"\"", "  TextField \"Name\" \"\"",
                    "  Text \", 30, none\"",
                ])
        }

        @Test(
            "A field the app's code focuses (in onAppear, or from a button) gets the keyboard, and the keyboard's bar with it"
        )
        func focusFromCode() async throws {
            let host = Host.recording()
            await host.launch { Code() }
            #expect(
                host.screen() == [
                    "VStack", "  TextField \"Code\" \"\" focused", "  Button \"Edit\"", "Toolbar", "  Button \"Hide\"",
                ])
            try await host.perform(.type("42", into: nil))
            try await host.perform(.tap("Hide"))
            #expect(host.screen() == ["VStack", "  TextField \"Code\" \"42\"", "  Button \"Edit\""])
            try await host.perform(.tap("Edit"))
            #expect(
                host.screen() == [
                    "VStack", "  TextField \"Code\" \"42\" focused", "  Button \"Edit\"", "Toolbar",
                    "  Button \"Hide\"",
                ])
        }

        @Test(
            "The deprecated onEditingChanged and onCommit report the keyboard coming and going and the return key; a formatter field commits too"
        )
        func legacyCallbacks() async throws {
            let host = Host.recording()
            await host.launch { Legacy() }
            let lines = try await Console.capture {
                try await host.perform(.type("Ann", into: "Name"))
                try await host.perform(.submit)
            }
            #expect(lines == ["editing true", "commit Ann", "editing false"])
            let switching = try await Console.capture {
                try await host.perform(.type("Bo", into: "Name"))
                try await host.perform(.type("0", into: "Count"))
            }
            #expect(switching == ["editing true", "editing false"])
            #expect(host.screen().last == "  Text \"AnnBo × 3\"")
            try await host.perform(.submit)
            #expect(host.screen().last == "  Text \"AnnBo × 30\"")
        }
    }
}

/// A form whose Next button moves the keyboard by setting the next field's own focus state.
private struct NextFieldForm: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var nameFocused: Bool
    @FocusState private var emailFocused: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($nameFocused)
            TextField("Email", text: $email).focused($emailFocused)
            Button("Next") { emailFocused = true }
            Text("name \(nameFocused ? "focused" : "not focused"), email \(emailFocused ? "focused" : "not focused")")
        }
        .onAppear { nameFocused = true }
    }
}

/// Two fields bound to one Bool focus state.
private struct SharedFocus: View {
    @State private var first = ""
    @State private var second = ""
    @FocusState private var editing: Bool
    var body: some View {
        VStack {
            TextField("First", text: $first).focused($editing)
            TextField("Second", text: $second).focused($editing)
            Button("Edit") { editing = true }
        }
    }
}

extension EngineTests.TextFieldTests {
    @Test(
        "Setting another field's own focus state to true moves the keyboard there, and the first field's state becomes false"
    )
    func focusMovesToAnotherState() async throws {
        let host = Host.recording()
        await host.launch { NextFieldForm() }
        #expect(host.screen().contains("  TextField \"Name\" \"\" focused"))
        try await host.perform(.type("Ada", into: nil))
        try await host.perform(.tap("Next"))
        #expect(
            host.screen() == [
                "VStack", "  TextField \"Name\" \"Ada\"", "  TextField \"Email\" \"\" focused", "  Button \"Next\"",
                "  Text \"name not focused, email focused\"",
            ])
        try await host.perform(.type("ada@example.com", into: nil))
        #expect(host.screen().contains("  TextField \"Email\" \"ada@example.com\" focused"))
    }

    @Test("Two fields bound to one focus state: setting it focuses the first, and the keyboard stays there")
    func sharedFocusStaysPut() async throws {
        let host = Host.recording()
        await host.launch { SharedFocus() }
        try await host.perform(.tap("Edit"))
        #expect(
            host.screen() == [
                "VStack", "  TextField \"First\" \"\" focused", "  TextField \"Second\" \"\"", "  Button \"Edit\"",
            ])
        try await host.perform(.type("x", into: nil))
        #expect(
            host.screen() == [
                "VStack", "  TextField \"First\" \"x\" focused", "  TextField \"Second\" \"\"", "  Button \"Edit\"",
            ])
    }
}

private struct Checkout: View {
    @State private var amount = 12.5
    var body: some View {
        VStack {
            TextField("Amount", value: $amount, format: .currency(code: "USD"))
            Text(amount, format: .currency(code: "USD"))
        }
    }
}

extension EngineTests.TextFieldTests {
    @Test("A text field with a currency format shows it as a Text with the same format does")
    func currencyField() async throws {
        let host = Host.recording()
        await host.launch { Checkout() }
        #expect(host.screen() == ["VStack", "  TextField \"Amount\" \"$12.50\"", "  Text \"$12.50\""])
    }
}
