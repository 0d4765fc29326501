/// A type that produces view previews (SwiftUI's `PreviewProvider`). Tactile's host can render
/// `previews` like any view. The newer form is the `#Preview` macro (see `Preview`).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
