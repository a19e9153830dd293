import Foundation
import HostContract

// Turning the device: the screen swaps its width and height (an iPad in Split View keeps its
// window's width), the safe area moves to the sides of an iPhone with Face ID, and the size
// classes change (an iPhone's height class becomes compact; the Max models' width class becomes
// regular): every number comes from `DeviceMetrics`' table. As on iOS, the change arrives as an
// update: the root's environment takes the new size classes, so the bodies that read
// `horizontalSizeClass` or `verticalSizeClass` run again, and the layout pass lays the whole
// screen out anew, so `GeometryReader`s make their content again and `onGeometryChange` actions
// whose value changed run (UIKit's `viewWillTransition(to:with:)` and trait change come in one
// layout; SwiftUI reads both through the environment and the layout).

extension Host {
    /// Turns the device to `orientation`, lays the screen out anew and lets the app settle; nothing
    /// happens when it is already held that way.
    func rotate(to orientation: DeviceOrientation) async {
        guard orientation != device.orientation else { return }
        device = DeviceMetrics(model: device.model, orientation: orientation, systemVersion: device.systemVersion)
        guard let root = graph.root else { return }
        // Every answer was given for the old screen: a lazy stack's window, a `ViewThatFits`'s room.
        root.forEachNode { node in
            node.layoutGeometry?.sizes.removeAll()
            node.layoutGeometry?.layoutCacheIsStale = true
        }
        graph.layoutState.rootChanged = true
        var environment = root.environment
        environment.takeSizeClasses(of: device)
        graph.refreshEnvironment(of: root, to: environment)
        graph.flush()
        await settle()
    }
}

extension EnvironmentValues {
    /// The size classes and the display scale of `device`, as the window hands them to its views.
    mutating func takeSizeClasses(of device: DeviceMetrics) {
        horizontalSizeClass = device.horizontalSizeClass
        verticalSizeClass = device.verticalSizeClass
        displayScale = CGFloat(device.scale)
    }
}
