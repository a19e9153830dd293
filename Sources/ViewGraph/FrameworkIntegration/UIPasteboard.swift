import Foundation

/// UIKit's pasteboard, which SwiftUI code reaches through `import SwiftUI` (a "Copy" button that puts
/// a code or a link on it). The engine's device has one general pasteboard, empty when the app
/// launches; it holds what the app puts on it, as UIKit's documents for each property: setting
/// `string`, `url` or `image` (or their lists) replaces every item, one item a value, and reading one
/// gives the first item's value of that kind, nil when it has none.
///
/// Unchecked: UIKit declares it `Sendable`; its items are behind a lock.
open class UIPasteboard: NSObject, @unchecked Sendable {
    private enum Item {
        case string(String)
        case url(URL)
        case image(UIImage)
        case color(UIColor)
    }
    /// The items, and how many times they have been replaced.
    private let state = Locked<(items: [Item], changes: Int)>(([], 0))

    /// The system-wide pasteboard.
    open class var general: UIPasteboard { generalPasteboard }
    private static let generalPasteboard = UIPasteboard()

    private func read<T>(_ pick: (Item) -> T?) -> [T] {
        state.modify { $0.items.compactMap(pick) }
    }
    private func replace(with new: [Item]) {
        state.modify { state in
            state.items = new
            state.changes += 1
        }
    }

    /// How many items the pasteboard holds.
    open var numberOfItems: Int { state.modify { $0.items.count } }
    /// How many times the pasteboard's items have been replaced.
    open var changeCount: Int { state.modify { $0.changes } }

    /// The first item's string.
    open var string: String? {
        get {
            state.modify { state in state.items.first.flatMap { if case .string(let value) = $0 { value } else { nil } }
            }
        }
        set { replace(with: newValue.map { [.string($0)] } ?? []) }
    }
    /// The strings of all the items.
    open var strings: [String]? {
        get { read { if case .string(let value) = $0 { value } else { nil } } }
        set { replace(with: (newValue ?? []).map { .string($0) }) }
    }
    /// The first item's URL.
    open var url: URL? {
        get {
            state.modify { state in state.items.first.flatMap { if case .url(let value) = $0 { value } else { nil } } }
        }
        set { replace(with: newValue.map { [.url($0)] } ?? []) }
    }
    /// The URLs of all the items.
    open var urls: [URL]? {
        get { read { if case .url(let value) = $0 { value } else { nil } } }
        set { replace(with: (newValue ?? []).map { .url($0) }) }
    }
    /// The first item's image.
    open var image: UIImage? {
        get {
            state.modify { state in state.items.first.flatMap { if case .image(let value) = $0 { value } else { nil } }
            }
        }
        set { replace(with: newValue.map { [.image($0)] } ?? []) }
    }
    /// The images of all the items.
    open var images: [UIImage]? {
        get { read { if case .image(let value) = $0 { value } else { nil } } }
        set { replace(with: (newValue ?? []).map { .image($0) }) }
    }
    /// The first item's colour.
    open var color: UIColor? {
        get {
            state.modify { state in state.items.first.flatMap { if case .color(let value) = $0 { value } else { nil } }
            }
        }
        set { replace(with: newValue.map { [.color($0)] } ?? []) }
    }

    /// Whether an item holds a string.
    open var hasStrings: Bool { !read { if case .string(let value) = $0 { value } else { nil } }.isEmpty }
    /// Whether an item holds a URL.
    open var hasURLs: Bool { !read { if case .url(let value) = $0 { value } else { nil } }.isEmpty }
    /// Whether an item holds an image.
    open var hasImages: Bool { !read { if case .image(let value) = $0 { value } else { nil } }.isEmpty }
}
