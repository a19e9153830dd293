import Foundation
import HostContract

// Where a tap on the drawn screen becomes an action of a play (`ScreenPicture.Kind.target`): each
// control a person could act on now, with the action that acts on it, worded as an author would
// write it and checked to find that control and no other.

extension Host {
    /// The targets of the controls on the screen now (on the presentation on top, while one is up),
    /// outer controls before the ones inside them.
    func playTargets() -> [ScreenPicture.Element] {
        // Each target's label is checked by finding the control it names among all of them
        // (`findControl`), which walked the screen for its controls each time: a fifth of a play's
        // CPU where a screen had a dozen controls (the first program of lesson 20, `perf record`,
        // 2026-12-07). Nothing here changes the screen, so they are walked for once.
        heldControls = visibleControls()
        defer { heldControls = nil }
        var targets: [ScreenPicture.Element] = []
        for node in visibleControls() {
            guard let control = node.asControl, let frame = node.globalFrame, frame.width > 0,
                frame.height > 0,
                !isDisabled(node)
            else { continue }
            let rect = ScreenPicture.Rect(
                x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
            switch control.controlRole {
            case "Slider", "DatePicker", "ColorPicker", "ShareLink":
                // No play action sets these by a tap.
                continue
            case "Toggle":
                guard let label = playLabel(for: node, verb: "toggle", where: { $0.controlRole == "Toggle" }) else {
                    continue
                }
                targets.append(target("toggle " + HostAction.quotedIfNeeded(label, []), rect))
            case "TextField":
                guard let label = playLabel(for: node, verb: "type into", where: { $0.controlRole == "TextField" })
                else { continue }
                targets.append(target("type into " + HostAction.quotedIfNeeded(label, []), rect))
            case "Stepper":
                // The − half and the + half of the stepper's buttons, where its layout puts them.
                guard let label = playLabel(for: node, verb: "decrement", where: { $0.controlRole == "Stepper" }) else {
                    continue
                }
                let part = Stepper<Text>.layout.partFrame(in: frame)
                let half = Double(part.width) / 2
                let name = HostAction.quotedIfNeeded(label, [])
                targets.append(
                    target(
                        "decrement " + name,
                        .init(x: Double(part.minX), y: Double(part.minY), width: half, height: Double(part.height))))
                targets.append(
                    target(
                        "tap " + name,
                        .init(
                            x: Double(part.minX) + half, y: Double(part.minY), width: half, height: Double(part.height))
                    ))
            default:
                guard let label = playLabel(for: node, verb: "tap", where: { _ in true }) else { continue }
                targets.append(target("tap " + HostAction.quotedIfNeeded(label, []), rect))
            }
        }
        return targets
    }

    private func target(_ action: String, _ frame: ScreenPicture.Rect) -> ScreenPicture.Element {
        var element = ScreenPicture.Element(kind: .target, frame: frame)
        element.text = action
        return element
    }

    /// The shortest way a play names `node` that finds it and no other: its label, one of the texts
    /// it shows (the row that shows "Seattle"), the name of the icon it shows alone; failing those,
    /// the label with its place among the controls so labelled (`City #2`). Nil when nothing finds it.
    private func playLabel(for node: ViewNode, verb: String, where accepts: (any Control) -> Bool) -> String? {
        let control = node.asControl!
        let label = Host.plainSpaces(control.label(of: node))
        var candidates: [String] = []
        // A short label reads best; a row's label joins all its texts ("Seattle 3 nights"), where
        // its first text alone reads as a person would say it.
        let shown = shownTexts(of: node)
        if label.count <= 24 || shown.isEmpty { candidates.append(label) }
        candidates += shown
        candidates += shownImageNames(of: node)
        candidates.append(label)
        var tried: Set<String> = []
        for candidate in candidates where !candidate.isEmpty && tried.insert(candidate).inserted {
            if let found = try? findControl(labelled: candidate, verb: verb, where: accepts), found === node {
                return candidate
            }
        }
        for base in [label] + shown where !base.isEmpty {
            for number in 1...20 {
                let picked = "\(base) #\(number)"
                guard let found = try? findControl(labelled: picked, verb: verb, where: accepts) else { break }
                if found === node { return picked }
            }
        }
        return nil
    }
}
