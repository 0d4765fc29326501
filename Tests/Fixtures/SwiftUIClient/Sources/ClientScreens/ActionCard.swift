import SwiftUI

/// A bottom action card in the style of apps that round only some corners: the common
/// `cornerRadius(_:corners:)` extension built on `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`,
/// a grabber drawn as a capsule moved with a shape's `offset(y:)` (an `OffsetShape`), and a drag
/// down that dismisses the card. Only `import SwiftUI`: UIKit's path comes with it, as on iOS.
struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

public struct ActionCard: View {
    @State private var shown = true
    @State private var picks = 0
    @GestureState private var pull: CGFloat = 0

    public init() {}

    public var body: some View {
        VStack {
            Spacer()
            Text("picked \(picks)").accessibilityIdentifier("picks")
            if shown {
                VStack(spacing: 12) {
                    Capsule().offset(y: -6).fill(Color.gray)
                        .frame(width: 36, height: 5)
                    Button("Share") { picks += 1 }
                        .accessibilityIdentifier("share")
                }
                .frame(maxWidth: .infinity, minHeight: 160)
                .background(Color.white)
                .cornerRadius(24, corners: [.topLeft, .topRight])
                .contentShape(RoundedCorner(radius: 24, corners: [.topLeft, .topRight]))
                .offset(y: max(0, pull))
                .gesture(
                    DragGesture()
                        .updating($pull) { value, pull, _ in pull = value.translation.height }
                        .onEnded { value in if value.translation.height > 80 { shown = false } }
                )
                .accessibilityIdentifier("card")
            }
        }
    }
}
