import SwiftUI

/// A "like" control in the style of Shubham0812/SwiftUI-Animations' loaders: a progress ring
/// drawn with `stroke(style:)` on a trimmed circle, tappable on its line only (a stroked shape
/// hits on its stroke), a heart that bounces through a `phaseAnimator` each time it is liked, and
/// a count in the `.background` style on a filled capsule, and a comment field that posts on
/// Return and keeps the keyboard for the next comment through `@FocusState`. Only `import SwiftUI`.
public struct LikeRing: View {
    @State private var likes = 0
    @State private var ringTaps = 0
    @State private var draft = ""
    @State private var comments: [String] = []
    @FocusState private var composing: Bool

    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            Circle()
                .trim(from: 0, to: min(1, CGFloat(ringTaps) / 4))
                .stroke(style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 120, height: 120)
                .background(Circle().stroke(lineWidth: 12).opacity(0.15))
                .contentShape(Circle().stroke(lineWidth: 12))
                .onTapGesture { ringTaps += 1 }
                .accessibilityIdentifier("ring")
            Image(systemName: "heart.fill")
                .foregroundColor(.red)
                .phaseAnimator([0.0, -30.0, 0.0], trigger: likes) { heart, lift in
                    heart.offset(y: lift)
                } animation: { _ in .easeOut(duration: 0.25) }
                .accessibilityIdentifier("heart")
                .onTapGesture { likes += 1 }
            Text("\(likes) likes · \(ringTaps) laps")
                .foregroundStyle(.background)
                .padding(8)
                .background(Capsule().fill(.primary))
                .accessibilityIdentifier("count")
            TextField("Add a comment", text: $draft)
                .textFieldStyle(.roundedBorder)
                .focused($composing)
                .onSubmit {
                    comments.append(draft)
                    draft = ""
                    composing = true
                }
                .accessibilityIdentifier("comment")
            Text(comments.joined(separator: " / ")).accessibilityIdentifier("comments")
        }
        .padding()
    }
}
