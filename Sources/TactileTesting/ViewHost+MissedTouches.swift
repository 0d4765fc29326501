import Foundation
import TactileGestures
import TactileUI
import Testing

/// Missed touches (Flutter's `warnIfMissed`): a script aimed at a view whose point another view
/// covers — or that the view itself does not hit there — records a test issue naming the view the
/// touch reached, unless the call passes `reportingMisses: false`.
extension ViewHost {
    /// Hit-tests `point` as a touch-down would (S-66) and, when the path from the root to the
    /// view hit goes neither through `node` nor through another view answering to `target`
    /// (`TouchTargetLocator.names`), records an issue
    /// at `sourceLocation` saying what `verb` on `target` reached instead. Sends nothing and moves
    /// no clock.
    func reportMiss(_ verb: String, at point: CGPoint, on target: TouchTargetLocator, node: ViewNode,
                    sourceLocation: SourceLocation) {
        host.graph.update()
        let path = hitTester.path(at: point, in: host.graph.roots) ?? []
        guard !path.contains(where: { $0 === node || target.names($0) }) else { return }
        let at = "(\(Self.format(point.x)), \(Self.format(point.y)))"
        let reached: String
        if let leaf = path.last {
            let named = path.last(where: { $0.accessibilityIdentifier != nil || $0.behavior is TextBehavior })
            let name = named.map { $0.accessibilityIdentifier ?? ($0.behavior as? TextBehavior)?.string ?? "" }
            reached = name.map { "\"\($0)\" (view \(leaf.identity))" } ?? "view \(leaf.identity)"
        } else {
            reached = "no view"
        }
        Issue.record(Comment(rawValue: "\(verb) on \(target) at \(at) reached \(reached), not \(target); "
                             + "pass reportingMisses: false if that is intended"),
                     sourceLocation: sourceLocation)
    }

    private static func format(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}
