/// A type that produces view previews (SwiftUI's `PreviewProvider`). Tactile's host can render
/// `previews` like any view; `#Preview` is not provided (it needs a macro target).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
