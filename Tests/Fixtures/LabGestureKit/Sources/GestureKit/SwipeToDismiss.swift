import SwiftUI

/// Lets a view be swiped away sideways: it follows the finger, and a release past `threshold`
/// (or a fast flick) sends it off screen and calls `onDismiss`; anything less springs back.
/// High priority, so a swipe that starts on a button inside the view (a card) moves the view and
/// cancels the button, while a tap still reaches the button (the drag needs 10 pt to begin).
public struct SwipeToDismiss: ViewModifier {
    public var threshold: CGFloat
    public var onDismiss: () -> Void

    @State private var offset: CGFloat = 0

    public init(threshold: CGFloat = 120, onDismiss: @escaping () -> Void) {
        self.threshold = threshold
        self.onDismiss = onDismiss
    }

    public func body(content: Content) -> some View {
        content
            .offset(x: offset)
            .opacity(1 - min(abs(offset) / (threshold * 2), 0.6))
            .highPriorityGesture(
                DragGesture(minimumDistance: 10)
                    .onChanged { value in
                        offset = value.translation.width
                    }
                    .onEnded { value in
                        let projected = value.predictedEndTranslation.width
                        if abs(value.translation.width) > threshold || abs(projected) > threshold * 3 {
                            withAnimation(.easeOut(duration: 0.2)) {
                                offset = value.translation.width > 0 ? 600 : -600
                            }
                            onDismiss()
                        } else {
                            withAnimation(.spring()) { offset = 0 }
                        }
                    }
            )
    }
}

public extension View {
    /// Lets the view be swiped away sideways (`SwipeToDismiss`).
    func swipeToDismiss(threshold: CGFloat = 120, onDismiss: @escaping () -> Void) -> some View {
        modifier(SwipeToDismiss(threshold: threshold, onDismiss: onDismiss))
    }
}

#Preview("Swipe to dismiss") {
    Text("Swipe me")
        .padding()
        .background(Color.orange)
        .swipeToDismiss {}
}
