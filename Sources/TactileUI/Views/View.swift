/// A piece of user interface (SwiftUI's `View`).
///
/// A view is a value describing content; the host (`ViewGraph`) evaluates `body` whenever the
/// state it reads changes and keeps the view's state per identity, never in the struct itself.
/// Primitive views (`Text`, shapes, stacks, modifiers) have no meaningful `body`: the host turns
/// them into nodes directly and never reads their `body`.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Body { get }
}
