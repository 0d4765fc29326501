import Foundation
import TactileGestures

/// A UIKit view wrapped for SwiftUI (SwiftUI's `UIViewRepresentable`), so that SwiftUI code
/// wrapping a `UIActivityIndicatorView` or another `UIView` compiles and runs its lifecycle.
///
/// What it does here, exactly (docs/COMPATIBILITY.md, "UIKit"): Tactile draws SwiftUI views only,
/// so the `UIView` is never drawn, laid out or hit. The representable's lifecycle runs as
/// SwiftUI's does: `makeCoordinator()` then `makeUIView(context:)` once when the view is first
/// evaluated, `updateUIView(_:context:)` at that evaluation and at every later one (with the
/// environment and transaction of the update), `dismantleUIView(_:coordinator:)` after the view
/// leaves the hierarchy. In layout it is a view that draws nothing and takes the whole size offered,
/// as a `UIView` without an intrinsic content size does in SwiftUI; `sizeThatFits(_:uiView:context:)`
/// is declared (with SwiftUI's default, nil) but not asked, as no view has a proposal to give it here.
@MainActor
public protocol UIViewRepresentable: View {
    /// The UIKit view type made and updated.
    associatedtype UIViewType: UIView
    /// A type of your own that talks to the view (a delegate); `Void` by default.
    associatedtype Coordinator = Void
    /// The context every method is given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with this value and `context`.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Tears the view down after it left the hierarchy.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator, once, before `makeUIView(context:)`.
    func makeCoordinator() -> Coordinator
    /// The size the view takes for `proposal`; nil lets it take the whole size offered. Not asked
    /// by Tactile, whose representables always take the size offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// Nothing to tear down.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// No size of its own: the view takes the size offered.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// Runs the representable's lifecycle and lays out as described on `UIViewRepresentable`.
    public var body: _UIViewRepresentableBody<Self> { _UIViewRepresentableBody(representable: self) }
}

/// What a `UIViewRepresentable`'s methods are given (SwiftUI's `UIViewRepresentableContext`).
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update running the method (an empty one outside an animated change).
    public var transaction: Transaction
    /// The environment of the representable.
    public var environment: EnvironmentValues
}

/// The body of a `UIViewRepresentable`: keeps its view and coordinator for as long as it is in the
/// hierarchy (`RepresentableLifecycle`). Invariant: `makeUIView` runs once per appearance,
/// `updateUIView` once per evaluation.
public struct _UIViewRepresentableBody<Representable: UIViewRepresentable>: View {
    let representable: Representable
    @State private var lifecycle = RepresentableLifecycle<Representable.UIViewType, Representable.Coordinator>()
    @Environment(\.self) private var environment

    public var body: some View {
        let representable = representable
        let transaction = Transaction.current ?? Transaction()
        let environment = environment
        let context = { (coordinator: Representable.Coordinator) in
            Representable.Context(coordinator: coordinator, transaction: transaction, environment: environment)
        }
        lifecycle.update(makeCoordinator: representable.makeCoordinator,
                         make: { representable.makeUIView(context: context($0)) },
                         update: { representable.updateUIView($0, context: context($1)) })
        let lifecycle = lifecycle
        return Color.clear.onDisappear { lifecycle.dismantle { Representable.dismantleUIView($0, coordinator: $1) } }
    }
}
