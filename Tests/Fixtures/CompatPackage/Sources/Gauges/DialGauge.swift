import SwiftUI

/// How many drags ended on any gauge: shared mutable state, which Swift 6 mode rejects and Swift 5 accepts.
var finishedDrags = 0

/// A horizontal gauge the finger drags.
public struct DialGauge: View {
    @Binding var value: Double

    public init(value: Binding<Double>) {
        _value = value
    }

    public var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3))
                Capsule().fill(Color.blue).frame(width: proxy.size.width * value)
            }
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        value = min(max(drag.location.x / proxy.size.width, 0), 1)
                    }
                    .onEnded { _ in finishedDrags += 1 }
            )
        }
        .frame(height: 24)
    }
}

#if DEBUG
/// What a developer overlay shows in debug builds. The report checks code as a debug build does
/// (`swift build`, Xcode's Debug configuration), so this branch is the one type-checked.
let gaugeBuildLabel = "debug"
#else
/// Never type-checked by the report: a release-only branch (its type is wrong on purpose, so a
/// report that checked it would fail this module).
let gaugeBuildLabel: Int = "release"
#endif
