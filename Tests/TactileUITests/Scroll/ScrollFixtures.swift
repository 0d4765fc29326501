import Foundation
import Testing
import TactileTesting

/// A vertical scroll view filling a 400 × 400 canvas over `count` rows of 40 points, tagged
/// `row-<i>`; row `i` starts at `40·i` in the content.
@MainActor
struct ScrollRows<Row: View>: View {
    var count = 100
    var axes: Axis.Set = .vertical
    @ViewBuilder var row: (Int) -> Row
    var body: some View {
        ScrollView(axes) {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    row(index).frame(height: 40).accessibilityIdentifier("row-\(index)")
                }
            }
        }
    }
}

/// Counts the actions of the buttons it makes.
@MainActor
final class Taps {
    var fired: [Int] = []
}

@MainActor
func scrollHost<V: View>(_ view: V) -> ViewHost<V> {
    ViewHost(view, canvasSize: CGSize(width: 400, height: 400))
}

extension ViewHost {
    /// The vertical content offset, read off where row 0 is drawn.
    var scrollOffset: CGFloat { -view("row-0").globalFrame.minY }

    /// Moves finger 0 to `point` one frame (1/60 s) later.
    func step(to point: CGPoint, id: TouchID = 0) {
        advance(by: 1.0 / 60)
        move(id, to: point)
    }
}
