import Foundation
import TactileGestures

/// A UIKit view controller wrapped for SwiftUI (SwiftUI's `UIViewControllerRepresentable`), so that
/// SwiftUI code wrapping a controller of its own — a pager, a terminal, a video player's screen —
/// compiles and runs its lifecycle.
///
/// What it does here, exactly (docs/COMPATIBILITY.md, "UIKit"): as `UIViewRepresentable` does for
/// a view — `makeCoordinator()` then `makeUIViewController(context:)` once when the view is first
/// evaluated, `updateUIViewController(_:context:)` at that evaluation and at every later one (with
/// the environment and transaction of the update), `dismantleUIViewController(_:coordinator:)` after
/// it leaves (`RepresentableLifecycle`). The controller is a child of the hosting controller in
/// UIKit, so its view is loaded when it is added (`loadView()` then `viewDidLoad()`), it hears
/// `viewWillAppear(_:)`/`viewDidAppear(_:)` when the representable appears and
/// `viewWillDisappear(_:)`/`viewDidDisappear(_:)` when it leaves, before it is dismantled — each
/// with `animated` false. Its view, like every `UIView` here, is never drawn, laid out or hit: in
/// layout the representable is a view that draws nothing and takes the whole size offered;
/// `sizeThatFits(_:uiViewController:context:)` is declared with SwiftUI's default (nil) and not asked.
@MainActor
public protocol UIViewControllerRepresentable: View {
    /// The view controller type made and updated.
    associatedtype UIViewControllerType: UIViewController
    /// A type of your own that talks to the controller (a delegate); `Void` by default.
    associatedtype Coordinator = Void
    /// The context every method is given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with this value and `context`.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Tears the controller down after it left the hierarchy.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator, once, before `makeUIViewController(context:)`.
    func makeCoordinator() -> Coordinator
    /// The size the controller's view takes for `proposal`; nil lets it take the whole size
    /// offered. Not asked by Tactile, whose representables always take the size offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// Nothing to tear down.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// No size of its own: the controller's view takes the size offered.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    /// Runs the representable's lifecycle and lays out as described on `UIViewControllerRepresentable`.
    public var body: _UIViewControllerRepresentableBody<Self> { _UIViewControllerRepresentableBody(representable: self) }
}

/// What a `UIViewControllerRepresentable`'s methods are given (SwiftUI's
/// `UIViewControllerRepresentableContext`).
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update running the method (an empty one outside an animated change).
    public var transaction: Transaction
    /// The environment of the representable.
    public var environment: EnvironmentValues
}

/// The body of a `UIViewControllerRepresentable`: keeps its controller and coordinator for as long
/// as it is in the hierarchy (`RepresentableLifecycle`) and tells the controller it appears and
/// disappears, as UIKit tells a child controller. Invariant: `makeUIViewController` runs once per
/// appearance, `updateUIViewController` once per evaluation; the appearance calls come in UIKit's
/// order, will before did, each once per appearance.
public struct _UIViewControllerRepresentableBody<Representable: UIViewControllerRepresentable>: View {
    let representable: Representable
    @State private var lifecycle = RepresentableLifecycle<Representable.UIViewControllerType, Representable.Coordinator>()
    @Environment(\.self) private var environment

    public var body: some View {
        let representable = representable
        let transaction = Transaction.current ?? Transaction()
        let environment = environment
        let context = { (coordinator: Representable.Coordinator) in
            Representable.Context(coordinator: coordinator, transaction: transaction, environment: environment)
        }
        lifecycle.update(makeCoordinator: representable.makeCoordinator,
                         make: { coordinator in
                             let controller = representable.makeUIViewController(context: context(coordinator))
                             _ = controller.view
                             return controller
                         },
                         update: { representable.updateUIViewController($0, context: context($1)) })
        let lifecycle = lifecycle
        return Color.clear
            .onAppear {
                guard let controller = lifecycle.made?.object else { return }
                controller.viewWillAppear(false)
                controller.viewDidAppear(false)
            }
            .onDisappear {
                lifecycle.dismantle { controller, coordinator in
                    controller.viewWillDisappear(false)
                    controller.viewDidDisappear(false)
                    Representable.dismantleUIViewController(controller, coordinator: coordinator)
                }
            }
    }
}
