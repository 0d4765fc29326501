import SwiftUI

/// A loyalty app's reward card, written as iOS 17 apps write one: Claim, a prominent bordered
/// button, makes the star jump, spin and pop with a keyframe animator; a checkbox toggle style
/// for the reminder; a `Link` to the terms.
struct RewardCard: View {
    @State private var claims = 0
    @State private var remind = false

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "star.fill")
                .font(.system(size: 40))
                .foregroundStyle(.yellow)
                .keyframeAnimator(initialValue: StarMotion(), trigger: claims) { star, motion in
                    star
                        .scaleEffect(motion.scale)
                        .rotationEffect(motion.angle)
                        .offset(y: motion.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        SpringKeyframe(1.6, duration: 0.2, spring: .bouncy)
                        CubicKeyframe(1.0, duration: 0.4)
                    }
                    KeyframeTrack(\.angle) {
                        LinearKeyframe(.degrees(20), duration: 0.1)
                        LinearKeyframe(.degrees(-20), duration: 0.2)
                        LinearKeyframe(.zero, duration: 0.1)
                    }
                    KeyframeTrack(\.lift) {
                        CubicKeyframe(-30, duration: 0.3)
                        CubicKeyframe(0, duration: 0.3)
                    }
                }
                .accessibilityIdentifier("star")
            Text(claims == 0 ? "A reward is waiting" : "Claimed \(claims)×")
                .accessibilityIdentifier("status")
            Button("Claim") { claims += 1 }
                .buttonStyle(.borderedProminent)
            Toggle("Remind me tomorrow", isOn: $remind)
                .toggleStyle(CheckboxToggleStyle())
            if remind {
                Text("We'll remind you at 9:00").accessibilityIdentifier("reminder")
            }
            Link("Reward terms", destination: URL(string: "https://example.com/rewards/terms")!)
        }
        .padding()
    }
}

/// What the star's keyframes animate.
struct StarMotion {
    var scale = 1.0
    var angle = Angle.zero
    var lift: CGFloat = 0
}

/// A checkbox: a square that fills with a check, toggled by a tap on the box or the label.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}
