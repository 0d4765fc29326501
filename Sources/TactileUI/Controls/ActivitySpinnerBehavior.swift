import Foundation

/// An activity spinner (UIActivityIndicatorView's medium style): `ControlDefaults.activitySpinnerSpokes`
/// capsule spokes around the centre, the top one opaque and each next one clockwise fainter,
/// in the system gray. One still frame: it does not turn on the host's clock.
///
/// Invariant: it takes `activitySpinnerSide` square whatever it is offered, draws within its
/// bounds (nothing when they are empty) and is never hit.
package struct ActivitySpinnerBehavior: NodeBehavior {
    package init() {}

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        CGSize(width: ControlDefaults.activitySpinnerSide, height: ControlDefaults.activitySpinnerSide)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let spokes = ControlDefaults.activitySpinnerSpokes
        let radius = side / 2
        let width = side * 0.09
        let inner = radius * 0.45
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let faintest = ControlDefaults.activitySpinnerFaintestOpacity
        for index in 0..<spokes {
            let angle = Double(index) / Double(spokes) * 2 * .pi
            let spoke = Path(roundedRect: CGRect(x: -width / 2, y: -radius, width: width, height: radius - inner), cornerRadius: width / 2)
                .applying(CGAffineTransform(rotationAngle: angle))
                .applying(CGAffineTransform(translationX: center.x, y: center.y))
            var color = SystemColorPalette.gray
            color.opacity = 1 - (1 - faintest) * Double(index) / Double(spokes - 1)
            list.fill(spoke, with: color)
        }
    }

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        previous is ActivitySpinnerBehavior ? .sizesAndPlacement : .none
    }
}
