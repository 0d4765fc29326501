/// A part of an app's user interface with a life cycle managed by the system (SwiftUI's `Scene`):
/// a `WindowGroup`, or a scene composed of scenes in its `body`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Scene {
    /// The view of the first window group in this scene, if it has one (what `App.rootView` shows).
    package var rootView: AnyView? {
        if let primitive = self as? any PrimitiveScene { return primitive.primitiveRootView }
        return body.rootView
    }
}

/// A scene the framework defines (a window group, a group of scenes): it has no `body` to read.
@MainActor
package protocol PrimitiveScene {
    var primitiveRootView: AnyView? { get }
}

/// The `Body` of primitive scenes: never evaluated (SwiftUI uses `Never` the same way).
extension Never: Scene {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}
