import Foundation
import Testing
@testable import TactileUI

/// `UIWindow.windowLevel` and a settable `windowScene`, as code that shows an overlay window
/// (a toast above alerts) writes them.
@MainActor
@Suite("UIWindow: its level and its scene")
struct UIWindowLevelTests {
    @Test("levels have UIKit's values and order, and its arithmetic: .alert + 1 is above alerts")
    func levels() {
        #expect(UIWindow.Level.normal.rawValue == 0 && UIWindow.Level.statusBar.rawValue == 1000 && UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        let toast: UIWindow.Level = .alert + 1
        #expect(toast > .alert && toast == UIWindow.Level(rawValue: 2001) && 1 + UIWindow.Level.alert == toast)
        var level = UIWindow.Level.statusBar
        level -= 1
        #expect(level == UIWindow.Level(999) && UIWindow.Level.alert - level == 1001)
        let window = UIWindow(frame: .zero)
        #expect(window.windowLevel == .normal)
        window.windowLevel = toast
        #expect(window.windowLevel == toast)
    }

    @Test("setting windowScene moves the window into that scene's windows; nil takes it out of its scene")
    func settableScene() {
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let first = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let second = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let window = UIWindow(windowScene: first)
        #expect(first.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
        window.windowScene = second
        #expect(first.windows.isEmpty && second.windows.map(ObjectIdentifier.init) == [ObjectIdentifier(window)])
        window.windowScene = nil
        #expect(second.windows.isEmpty && window.windowScene == nil)
    }
}
