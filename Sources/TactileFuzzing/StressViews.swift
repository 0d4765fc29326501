import TactileTesting

/// Views built to stress the host beyond the seed scenes: many overlapping gesture views, every
/// attachment kind (S-60), deep nesting, and views that move under the finger.
public enum StressViews {
    /// The stress views' names, in `all` order.
    public static let names = ["stress-crowded-canvas", "stress-deep-nesting"]

    /// The stress views, by name.
    @MainActor
    public static let all: [(name: String, make: @MainActor () -> AnyView)] = [
        ("stress-crowded-canvas", { AnyView(CrowdedCanvas()) }),
        ("stress-deep-nesting", { AnyView(DeepNesting(depth: 24)) }),
    ]
}

/// Twenty draggable, tappable, pinchable circles overlapping on one canvas, each attached a
/// different way (S-60), with `@GestureState` offsets and animated ends.
struct CrowdedCanvas: View {
    var body: some View {
        ZStack {
            ForEach(0..<20) { index in
                CrowdedCircle(index: index)
            }
        }
        .frame(width: 390, height: 844)
        .simultaneousGesture(MagnifyGesture().simultaneously(with: RotateGesture()))
    }
}

struct CrowdedCircle: View {
    let index: Int
    @State private var position = CGSize.zero
    @State private var taps = 0
    @GestureState private var drag = CGSize.zero
    @GestureState private var pressing = false

    var body: some View {
        let circle = Circle()
            .fill(taps % 2 == 0 ? Color.blue : Color.orange)
            .frame(width: 80, height: 80)
            .scaleEffect(pressing ? 1.2 : 1)
            .offset(x: CGFloat(index % 4) * 90 - 135 + position.width + drag.width,
                    y: CGFloat(index / 4) * 150 - 300 + position.height + drag.height)
        let dragging = DragGesture(minimumDistance: CGFloat(index % 3) * 5)
            .updating($drag) { value, state, _ in state = value.translation }
            .onEnded { value in
                withAnimation(.spring) {
                    position.width += value.translation.width
                    position.height += value.translation.height
                }
            }
        let pressingGesture = LongPressGesture(minimumDuration: 0.2 + Double(index % 5) * 0.1)
            .updating($pressing) { value, state, _ in state = value }
        switch index % 4 {
        case 0:
            circle.gesture(dragging).onTapGesture(count: 2) { taps += 2 }.onTapGesture { taps += 1 }
        case 1:
            circle.highPriorityGesture(pressingGesture.sequenced(before: dragging))
        case 2:
            circle.simultaneousGesture(dragging).simultaneousGesture(pressingGesture).onTapGesture(count: 3) { taps += 3 }
        default:
            circle.gesture(dragging.exclusively(before: pressingGesture), including: index % 8 == 3 ? .all : .gesture)
        }
    }
}

/// `depth` nested stacks, each with its own tap attached in turn with `gesture`,
/// `highPriorityGesture` and `simultaneousGesture`, around a draggable square that moves away
/// from the finger (so `.local` follows a moving view).
struct DeepNesting: View {
    let depth: Int
    @State private var counts: [Int] = Array(repeating: 0, count: 64)
    @State private var offset = CGSize.zero

    var body: some View {
        level(depth)
    }

    private func level(_ remaining: Int) -> AnyView {
        if remaining == 0 {
            return AnyView(
                Rectangle()
                    .fill(Color.green)
                    .frame(width: 60, height: 60)
                    .offset(offset)
                    .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                        offset = CGSize(width: -value.translation.width / 2, height: -value.translation.height / 2)
                    })
            )
        }
        let inner = VStack(spacing: 2) {
            Text("\(counts[remaining % 64])")
            level(remaining - 1)
        }
        .padding(4)
        .background { Color(white: 0.9) }
        switch remaining % 3 {
        case 0: return AnyView(inner.onTapGesture { counts[remaining % 64] += 1 })
        case 1: return AnyView(inner.highPriorityGesture(TapGesture(count: 2).onEnded { counts[remaining % 64] += 2 }))
        default: return AnyView(inner.simultaneousGesture(LongPressGesture().onEnded { _ in counts[remaining % 64] += 3 }))
        }
    }
}
