import Foundation

extension View {
    /// Not modelled: sets how typed text is capitalized.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View
    { inert("textInputAutocapitalization") }
    /// Not modelled: turns autocorrection off.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        inert("autocorrectionDisabled")
    }
    /// Not modelled: sets the label of the keyboard's return key.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inert("submitLabel") }
    /// Not modelled: sets how typed text is capitalized (the iOS 13 form of `textInputAutocapitalization(_:)`).
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        inert("autocapitalization")
    }
    /// Not modelled: turns autocorrection off, or back to the system's choice with nil (the iOS 13
    /// form of `autocorrectionDisabled(_:)`).
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { inert("disableAutocorrection") }
}

/// How typed text is capitalized, as UIKit names it.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never, the first letter of each word, of each sentence, or every letter.
    case none, words, sentences, allCharacters
}
/// How text typed into a field is capitalized.
public struct TextInputAutocapitalization: Sendable {
    /// Never, the first letter of each word, of each sentence, or every letter.
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}
/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable {
    /// Done, Go, Search or Next.
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let search = SubmitLabel()
    public static let next = SubmitLabel()
    /// Send, Join, Route, Return or Continue.
    public static let send = SubmitLabel()
    public static let join = SubmitLabel()
    public static let route = SubmitLabel()
    public static let `return` = SubmitLabel()
    public static let `continue` = SubmitLabel()
}

/// What makes `onSubmit` run: the return key in a text field, or a search.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key in a text field, or a search submitted.
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Runs `action` when the person submits a field below (the return key: `submit` in a play).
    /// `triggers` says which fields' submits it takes: `.text` (the default) a text or secure field's,
    /// `.search` a `searchable` view's search field's.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_SubmitModifier(action: action, blocks: false, triggers: triggers))
    }

    /// Keeps submits below from reaching an `onSubmit` above.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_SubmitModifier(action: nil, blocks: isBlocking, triggers: [.text, .search]))
    }
}

/// The keyboard a field shows, as UIKit names it.
public enum UIKeyboardType: Int, Sendable {
    /// The keyboards UIKit names.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a field holds, so that the system can offer to fill it in, as UIKit names it.
public struct UITextContentType: Hashable, Sendable {
    let rawValue: String
    /// A content type by its raw name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kinds of content UIKit names: names, jobs, addresses, phone numbers, e-mail, URLs, card numbers, accounts and passwords, codes, dates, flights.
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
}

/// Whether a person can select a view's text.
public protocol TextSelectability {}
/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability { public init() {} }
/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// How the keyboard goes away when a scroll view scrolls.
public struct ScrollDismissesKeyboardMode: Sendable {
    /// As the system chooses, as soon as scrolling starts, as the finger drags it down, or never.
    public static let automatic = ScrollDismissesKeyboardMode()
    public static let immediately = ScrollDismissesKeyboardMode()
    public static let interactively = ScrollDismissesKeyboardMode()
    public static let never = ScrollDismissesKeyboardMode()
}

extension View {
    /// Not modelled: the keyboard the field shows.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { inert("keyboardType") }
    /// Not modelled: what the field holds, for autofill.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
        inert("textContentType")
    }
    /// Not modelled: whether the view's text can be selected.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        inert("textSelection")
    }
    /// Not modelled: hides the view's content when the device is locked or being recorded.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { inert("privacySensitive") }
    /// Not modelled: how the keyboard goes away when the scroll view below scrolls.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        inert("scrollDismissesKeyboard")
    }
}

/// An `onSubmit` action, or a `submitScope` that stops submits from going further up.
nonisolated public struct _SubmitModifier: ViewModifier, PrimitiveModifier {
    let action: (() -> Void)?
    let blocks: Bool
    /// The fields whose submits run `action`.
    let triggers: SubmitTriggers
    public typealias Body = Never
}

/// Marks a `searchable` view's search field: its submits are `.search` ones.
nonisolated public struct _SearchFieldModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
}
