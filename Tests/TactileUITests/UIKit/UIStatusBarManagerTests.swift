import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `UIWindowScene.statusBarManager` (UIKit, iOS 13): the status bar's frame, as sticky-header
/// code reads it to lay out below the bar; it answers from the host's device description.
@MainActor
@Suite("UIStatusBarManager on the host's device")
struct UIStatusBarManagerTests {
    /// In the style of sticky headers: the bar's height read from the window scene in a body.
    private struct StatusBarReport: View {
        let scene: UIWindowScene
        var body: some View {
            let manager = scene.statusBarManager
            let frame = manager?.statusBarFrame ?? .null
            Text(verbatim: "bar \(Int(frame.width))x\(Int(frame.height)) hidden \(manager?.isStatusBarHidden ?? true)")
        }
    }

    private static func scene() -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        return UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    }

    @Test("the status bar spans the screen and is as tall as the device's top safe-area inset")
    func frameFromTheDevice() {
        #expect(ViewHost(StatusBarReport(scene: Self.scene()), device: .iPhone16).view(withText: "bar 393x59 hidden false") != nil)
        #expect(ViewHost(StatusBarReport(scene: Self.scene()), device: .iPhoneSE).view(withText: "bar 375x20 hidden false") != nil)
        // A bare canvas has no safe area, so no status bar.
        #expect(ViewHost(StatusBarReport(scene: Self.scene()), canvasSize: CGSize(width: 300, height: 500))
            .view(withText: "bar 300x0 hidden true") != nil)
    }
}
