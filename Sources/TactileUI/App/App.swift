import Foundation

/// A type that represents the structure and behaviour of an app (SwiftUI's `App`): its `body` is
/// one or more scenes, and `@main` on a conforming type makes `main()` the program's entry point.
///
/// On Linux there is no screen: `main()` hosts the root scene's view (`rootView`) on a canvas of
/// `AppDefaults.canvasSize`, evaluates and lays it out once and writes its first frame as SVG to
/// standard output. A test hosts an app with `ViewHost(app:)` and drives it with touches instead.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Runs the app: writes the first frame of its root scene as SVG to standard output.
    public static func main() {
        AppDefaults.writeFirstFrame(of: Self().rootView)
    }

    /// The view of the app's first window group (what a window shows at launch); an empty view
    /// when the app has no window group.
    public var rootView: AnyView { body.rootView ?? AnyView(EmptyView()) }
}

/// The constants of running an app without a screen.
public enum AppDefaults {
    /// The canvas of `App.main()`: an iPhone 15's screen in points (393×852, Apple's device
    /// specifications), the size SwiftUI apps are most often designed for.
    public static let canvasSize = CGSize(width: 393, height: 852)

    /// Hosts `rootView` on `canvasSize`, evaluates and lays it out once and writes its first frame
    /// as SVG to standard output: what running an app without a screen shows (`App.main()`, and an
    /// app launched with UIKit's lifecycle, `UIApplicationLaunch`).
    @MainActor
    static func writeFirstFrame(of rootView: AnyView) {
        let graph = ViewGraph(rootView: rootView, canvasSize: canvasSize, clock: VirtualClock())
        FileHandle.standardOutput.write(Data(graph.svg().utf8))
    }
}
