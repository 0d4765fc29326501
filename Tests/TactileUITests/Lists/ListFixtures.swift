import Foundation
import Testing
import TactileTesting

/// What the rows and swipe actions of a fixture list did, in order.
@MainActor
final class ListEvents {
    var log: [String] = []
}

/// A list of `count` rows, each a button ("Row i", identifier `row-i`) with two trailing swipe
/// actions — "Delete" (destructive, first) and "Flag" (tinted orange) — and, when `leading`,
/// a leading "Pin" action (tinted yellow).
@MainActor
struct SwipeList: View {
    let events: ListEvents
    var count = 30
    var leading = true
    var allowsFullSwipe = true

    var body: some View {
        List(0..<count, id: \.self) { index in
            Button("Row \(index)") { events.log.append("tap \(index)") }
                .accessibilityIdentifier("row-\(index)")
                .swipeActions(edge: .trailing, allowsFullSwipe: allowsFullSwipe) {
                    Button(role: .destructive) { events.log.append("delete \(index)") } label: { Text("Delete") }
                        .accessibilityIdentifier("delete-\(index)")
                    Button("Flag") { events.log.append("flag \(index)") }
                        .tint(.orange)
                        .accessibilityIdentifier("flag-\(index)")
                }
                .swipeActions(edge: .leading) {
                    if leading {
                        Button("Pin") { events.log.append("pin \(index)") }
                            .tint(.yellow)
                            .accessibilityIdentifier("pin-\(index)")
                    }
                }
        }
    }
}

@MainActor
func listHost<V: View>(_ view: V) -> ViewHost<V> {
    ViewHost(view, canvasSize: CGSize(width: 400, height: 600))
}

extension ViewHost {
    /// How far row `index`'s content is moved sideways from where it rests.
    func rowShift(_ index: Int, restingX: CGFloat) -> CGFloat {
        view("row-\(index)").globalFrame.minX - restingX
    }

    /// Drags finger 0 from `start` by `dx, dy` in `frames` steps of 1/60 s, then lifts.
    func slide(from start: CGPoint, dx: CGFloat, dy: CGFloat = 0, frames: Int) {
        touchDown(at: start)
        for step in 1...frames {
            advance(by: 1.0 / 60)
            let t = CGFloat(step) / CGFloat(frames)
            move(to: CGPoint(x: start.x + dx * t, y: start.y + dy * t))
        }
        advance(by: 1.0 / 60)
        touchUp(at: CGPoint(x: start.x + dx, y: start.y + dy))
    }
}
