import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Hosts `view` on a canvas of `width`×`height` with a virtual clock at 0.
@MainActor
func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> (ViewGraph, VirtualClock) {
    let clock = VirtualClock()
    return (ViewGraph(rootView: view, canvasSize: CGSize(width: width, height: height), clock: clock), clock)
}

extension ViewGraph {
    /// Triggers the primary action (a button's, a toggle's) under the node tagged `identifier`, then updates.
    func tap(_ identifier: String, animation: Animation? = nil, file: String = #filePath, line: Int = #line) {
        let action = node(withAccessibilityIdentifier: identifier)?.subtree.first { $0.primaryAction != nil }?.primaryAction
        #expect(action != nil, "no action under \(identifier)")
        if let animation { withAnimation(animation) { action?() } } else { action?() }
        update()
    }

    /// Runs the accessibility action named `name` (`accessibilityAction(named:)`), wherever it is in
    /// the tree, then updates.
    func performAction(named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let action = allNodes.lazy.flatMap(\.accessibilityActions).first { $0.kind == .named(name) }
        #expect(action != nil, "no action \(name)", sourceLocation: sourceLocation)
        action?.perform(zoom: nil)
        update()
    }

    /// The strings of every text node, in source order.
    var texts: [String] { allNodes.compactMap { ($0.behavior as? TextBehavior)?.string } }

    /// The global frame of the node tagged `identifier`.
    func frame(_ identifier: String) -> CGRect? { node(withAccessibilityIdentifier: identifier)?.globalFrame }
}

/// Frames compared to a thousandth of a point.
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.001 }
}

/// A button counting its taps, tagged `identifier`.
struct Counter: View {
    var identifier = "counter"
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
            .accessibilityIdentifier(identifier)
    }
}
