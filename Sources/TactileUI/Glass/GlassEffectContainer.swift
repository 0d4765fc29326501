import Foundation

/// A container whose glass surfaces blend together on iOS 26 (SwiftUI's `GlassEffectContainer`).
///
/// Invariant: lays its content out as a `ZStack` centred in it (the container SwiftUI code puts
/// it in place of); its glass draws as `Glass` says, shapes overlapping without merging.
/// `spacing` (how near two glass shapes must be to blend) is accepted.
public struct GlassEffectContainer<Content: View>: View {
    private let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ZStack { content }
    }
}
