import Foundation

#if !canImport(Darwin)
/// Joins items into a list in words: "Paris, Rome, and Porto".
///
/// Foundation has it on Apple platforms only (where the engine uses Foundation's); this one joins as the device does, in US English unless
/// a locale is set, and formats each item with `itemFormatter` when there is one.
/// Unchecked: Foundation's `Formatter` is `@unchecked Sendable` and a subclass must say so again; as
/// Foundation's formatters, it is configured before it is shared, and formatting changes nothing.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale the list is written in.
    open var locale: Locale! = Locale(identifier: "en_US")
    /// Formats each item; without one, an item shows as its description.
    open var itemFormatter: Formatter?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `strings` joined into a list in the device's language.
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(Locale(identifier: "en_US")))
    }

    /// `items` joined into a list, each formatted by `itemFormatter`.
    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in
            itemFormatter.flatMap { onDevice($0).string(for: item) } ?? String(describing: item)
        }
        return strings.formatted(.list(type: .and).locale(locale ?? Locale(identifier: "en_US")))
    }

    /// An array of items joined into a list; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
#endif
