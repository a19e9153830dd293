import Foundation

extension View {
    /// Not modelled: runs `action` when the app is asked to open a URL; a play cannot, so it never runs.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { inert("onOpenURL") }
}

/// Opens a URL: the action behind `Link` and `@Environment(\.openURL)`.
public struct OpenURLAction {
    /// What became of a URL given to the action.
    public struct Result: Sendable {
        let name: String
        /// The handler opened the URL itself.
        public static let handled = Result(name: "handled")
        /// The handler would not open the URL.
        public static let discarded = Result(name: "discarded")
        /// The system should open the URL.
        public static let systemAction = Result(name: "systemAction")
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    let handler: (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url`; in the engine nothing outside the app opens, so the default action does nothing.
    @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url` and tells `completion` whether it was accepted.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).name != "discarded")
    }
}
private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens URLs; `Link` uses it, and a view can set its own with `.environment(\.openURL, ...)`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
