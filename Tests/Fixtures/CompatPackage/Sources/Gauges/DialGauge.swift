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
