import Foundation
import Testing
import TactileTesting

/// A vertical scroll view filling a 400 × 400 canvas over `count` rows of 40 points, tagged
/// `row-<i>`; row `i` starts at `40·i` in the content. The rows are in a `VStack`, in a
/// `LazyVStack` while `ScrollRowsStack.isLazy` is set, or are the rows of a plain `List` (no
/// insets, no minimum height) while `ScrollRowsStack.isList` is (the same tests run on all three).
@MainActor
struct ScrollRows<Row: View>: View {
    var count = 100
    var axes: Axis.Set = .vertical
    @ViewBuilder var row: (Int) -> Row
    var body: some View {
        if ScrollRowsStack.isList {
            List { listRows }
                .listStyle(.plain)
                .environment(\.defaultMinListRowHeight, 0)
        } else {
            stacked
        }
    }

    private var listRows: some View {
        ForEach(0..<count, id: \.self) { index in
            // Centred across the row, as in the stacks (a list row's content is leading-aligned).
            row(index).frame(height: 40).accessibilityIdentifier("row-\(index)")
                .frame(maxWidth: .infinity)
                .listRowInsets(EdgeInsets())
        }
    }

    private var stacked: some View {
        ScrollView(axes) {
            if ScrollRowsStack.isLazy {
                LazyVStack(spacing: 0) { rows }
            } else {
                VStack(spacing: 0) { rows }
            }
        }
    }

    private var rows: some View {
        ForEach(0..<count, id: \.self) { index in
            row(index).frame(height: 40).accessibilityIdentifier("row-\(index)")
        }
    }
}

/// Which stack `ScrollRows` puts its rows in, for the test running.
enum ScrollRowsStack {
    @TaskLocal static var isLazy = false
    @TaskLocal static var isList = false
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
    /// The vertical content offset of a `ScrollRows`, read off where its first row that exists
    /// is drawn (row `i` starts at `40·i`; a lazy stack drops rows far above the viewport).
    var scrollOffset: CGFloat {
        for index in 0..<10_000 {
            if let row = view(withIdentifier: "row-\(index)") { return CGFloat(40 * index) - row.globalFrame.minY }
        }
        return -view("row-0").globalFrame.minY
    }

    /// Moves finger 0 to `point` one frame (1/60 s) later.
    func step(to point: CGPoint, id: TouchID = 0) {
        advance(by: 1.0 / 60)
        move(id, to: point)
    }
}
