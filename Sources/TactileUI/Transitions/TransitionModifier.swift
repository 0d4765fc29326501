import Foundation

extension View {
    /// How this view enters and leaves the hierarchy when its insertion or removal is animated.
    /// Without it an animated insertion or removal fades (`.opacity`), as in SwiftUI.
    public consuming func transition(_ t: AnyTransition) -> some View {
        modifier(AttributeModifier { $0.transition = t })
    }
}
