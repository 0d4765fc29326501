import Foundation

/// A view controller that shows a SwiftUI view (SwiftUI's `UIHostingController`): how an app made
/// with UIKit's lifecycle puts its SwiftUI content in a window.
///
/// Invariant: its `rootView` is what the launch (`UIApplicationLaunch`) hosts when the controller
/// is the key window's root; the controller's own `view`, as every `UIView` here, is never drawn.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController, HostingControllerRoot {
    /// The SwiftUI view it shows.
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive with `rootView` (what a storyboard's subclass calls): the
    /// archive is not read.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive alone: without a root view none is made (SwiftUI traps).
    public required init?(coder aDecoder: NSCoder) { nil }

    var hostedView: AnyView { AnyView(rootView) }
}

/// A `UIHostingController` of any content, for the launch to find the SwiftUI view a window shows.
@MainActor
protocol HostingControllerRoot: AnyObject {
    var hostedView: AnyView { get }
}
