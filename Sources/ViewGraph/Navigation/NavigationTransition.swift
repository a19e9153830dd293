import Foundation

/// How a pushed screen moves in (iOS 18).
public protocol NavigationTransition {}
/// The system's push.
public struct AutomaticNavigationTransition: NavigationTransition { public init() {} }
/// A zoom from a source view.
public struct ZoomNavigationTransition: NavigationTransition { public init() {} }
extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The system's push.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked with `matchedTransitionSource(id:in:)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

extension View {
    /// Not modelled: how this screen moves in when pushed.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View {
        inert("navigationTransition")
    }
}
