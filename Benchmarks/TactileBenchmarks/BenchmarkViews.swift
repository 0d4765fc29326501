import Benchmark
import Tactile

/// A grid of `rows × columns` small views, each with a tap gesture: a view tree whose size the
/// hit-testing and frame benchmarks choose. Cells are 3 pt squares so 100 × 100 fit the canvas.
struct GestureGrid: View {
    let rows: Int
    let columns: Int

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<columns) { _ in
                        Color.blue.frame(width: 3, height: 3).onTapGesture {}
                    }
                }
            }
        }
    }

    /// A grid of `views` cells (100, 1,000 or 10,000), as square as the sizes allow.
    static func withViews(_ views: Int) -> GestureGrid {
        switch views {
        case 100: return GestureGrid(rows: 10, columns: 10)
        case 1_000: return GestureGrid(rows: 25, columns: 40)
        default:
            let side = Int(Double(views).squareRoot())
            return GestureGrid(rows: views / side, columns: side)
        }
    }
}

/// `depth` views nested in one another, each with a simultaneous drag whose `onChanged` counts
/// into `counter`: one touch on the innermost view drives `depth` live gestures through the host.
@MainActor
func nestedDraggableViews(depth: Int, counter: ChangeCounter) -> AnyView {
    var view = AnyView(Color.blue.frame(width: 200, height: 200))
    for _ in 0..<depth {
        view = AnyView(view.simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { value in
            counter.count += 1
            blackHole(value)
        }))
    }
    return view
}
