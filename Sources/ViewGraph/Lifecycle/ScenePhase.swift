import Foundation

/// Whether the app is in the foreground, in the background, or on its way between them.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}
private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }

extension EnvironmentValues {
    /// Whether the app is in the foreground: `inactive` while the first screen is built, `active` once
    /// it has appeared (see `Host.launch`), until a play sends it to the `background`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
