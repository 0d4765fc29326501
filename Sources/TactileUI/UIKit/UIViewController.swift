import Foundation

/// A view controller (UIKit's `UIViewController`), present so that SwiftUI code that hosts its views
/// in UIKit — a window's `rootViewController`, a `UIHostingController` subclass — compiles.
///
/// Invariant: its `view` is made when first asked for, by `loadView()` then `viewDidLoad()`, as
/// UIKit does, and, like every `UIView` here, never drawn. Tactile calls no other lifecycle method
/// (`viewWillAppear(_:)` and the rest are there to be overridden and are never called). Not
/// provided: presenting (`present(_:animated:completion:)`, `dismiss`), navigation and containment.
@MainActor @preconcurrency
open class UIViewController {
    private var loadedView: UIView?
    /// The title; nothing shows it.
    open var title: String?

    /// A controller; the nib is never loaded (Tactile has no nibs).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller from an archive: Tactile reads no archives, so none is made.
    public required init?(coder: NSCoder) { nil }

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The controller's view, made by `loadView()` and `viewDidLoad()` when first asked for.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let made = loadedView ?? UIView(frame: UIScreen.main.bounds)
            loadedView = made
            viewDidLoad()
            return made
        }
        set { loadedView = newValue }
    }

    /// Whether `view` has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    // UIKit's responder methods for touches (`UIResponder`'s): overridable, never called here —
    // Tactile delivers touches to SwiftUI views, not UIKit responders (`UITouch`). The defaults do
    // nothing (UIKit's pass the touches up a responder chain, which Tactile does not have).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Makes `view`: an empty view the size of the screen unless a subclass sets its own.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
}
