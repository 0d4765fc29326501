/// An object that takes part in UIKit's app lifecycle (UIKit's `UIResponder`): what an Xcode 11–era
/// app's `AppDelegate` and `SceneDelegate` subclass.
///
/// Invariant: `init()` is required, so the launch (`UIApplicationLaunch`) can make an app's
/// delegate and scene delegate from their classes, as UIKit does from the names in `@main`,
/// `UIApplicationMain` or the scene configuration. `UIView` and `UIViewController` are not
/// `UIResponder`s here (they are in UIKit): their subclasses keep their own designated initializers
/// without owing a required `init()`. No responder chain: touches reach SwiftUI views only.
@MainActor @preconcurrency
open class UIResponder {
    public required init() {}
}
