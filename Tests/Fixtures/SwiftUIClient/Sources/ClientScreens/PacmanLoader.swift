import SwiftUI

/// A loading screen in the style of canopas/swiftui-animations-examples' Pacman: a
/// `TimelineView(.animation)` whose `Canvas` draws a chomping Pacman from the frame's date, and
/// an AlertToast-style "Loaded" badge whose checkmark is a template image in the accent colour.
/// Only `import SwiftUI`: the timeline runs on the host's clock in tests.
public struct PacmanLoader: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSince1970 * 200
                    let mouth = abs(sin(t * .pi / 180)) * 45
                    let center = CGPoint(x: size.width / 2, y: size.height / 2)
                    var path = Path()
                    path.move(to: center)
                    path.addArc(center: center, radius: size.width / 2, startAngle: .degrees(mouth),
                                endAngle: .degrees(360 - mouth), clockwise: false)
                    path.addLine(to: center)
                    context.fill(path, with: .color(.yellow))
                    context.fill(Path(ellipseIn: CGRect(x: center.x + 5, y: size.height / 4, width: 12, height: 12)),
                                 with: .color(.black))
                    var dots = context
                    dots.opacity = 0.6
                    for index in 0..<3 {
                        let x = size.width * 0.75 + CGFloat(index) * 14 - CGFloat(t.truncatingRemainder(dividingBy: 14))
                        dots.fill(Path(ellipseIn: CGRect(x: x, y: center.y - 3, width: 6, height: 6)), with: .color(.orange))
                    }
                }
                .frame(width: 120, height: 120)
                .accessibilityIdentifier("pacman")
            }
            HStack {
                Image(systemName: "checkmark")
                    .renderingMode(.template)
                    .foregroundColor(.green)
                Text("Loaded")
            }
            .accessibilityIdentifier("loaded")
        }
    }
}
