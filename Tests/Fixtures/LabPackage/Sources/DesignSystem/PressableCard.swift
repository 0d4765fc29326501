import SwiftUI

/// The style of the app's tappable cards: a rounded card that darkens and shrinks a little while
/// pressed.
public struct PressableCardStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: Palette.cornerRadius)
                    .fill(configuration.isPressed ? Palette.card.opacity(0.6) : Palette.card)
            )
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

/// A card that reports a tap, in the app's card style.
public struct PressableCard<Content: View>: View {
    var action: () -> Void
    var content: Content

    public init(action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
        self.action = action
        self.content = content()
    }

    public var body: some View {
        Button(action: action) { content }
            .buttonStyle(PressableCardStyle())
    }
}

#Preview("Pressable card") {
    PressableCard(action: {}) {
        Text("Press and hold")
    }
    .padding()
}
