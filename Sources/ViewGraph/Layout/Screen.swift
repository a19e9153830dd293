import Foundation

/// The screen the engine lays out for (the running host's device, `DeviceMetrics.current`): its
/// bounds and its safe area.
@MainActor
enum Screen {
    /// The whole screen, in points.
    static var bounds: CGRect {
        let device = DeviceMetrics.current
        return CGRect(x: 0, y: 0, width: device.width, height: device.height)
    }
    /// The part of the screen outside the status bar, the home indicator and (in landscape) the
    /// sensor housing's side.
    static var safeArea: CGRect {
        let device = DeviceMetrics.current
        return CGRect(
            x: device.safeAreaLeading, y: device.safeAreaTop,
            width: device.width - device.safeAreaLeading - device.safeAreaTrailing,
            height: device.height - device.safeAreaTop - device.safeAreaBottom)
    }
}
