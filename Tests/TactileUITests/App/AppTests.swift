import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// An app as SwiftUI's template writes it, with a counter so a test can drive it.
private struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            Counter(identifier: "counter")
        }
    }
}

/// An app whose body is several scenes: the first window group is what launches.
private struct TwoScenesApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("main window") }
        WindowGroup(id: "inspector") { Text("inspector") }
    }
}

/// A scene composed of another scene in its body.
private struct MainScene: Scene {
    var body: some Scene { WindowGroup { Text("composed") } }
}

private struct ComposedApp: App {
    var body: some Scene { MainScene() }
}

@MainActor
@Suite("App structure: App, Scene, WindowGroup")
struct AppTests {
    @Test("ViewHost(app:) hosts the view of the app's window group and drives it with touches")
    func hostsRootScene() {
        let host = ViewHost(app: CounterApp())
        #expect(host.view(withText: "Count 0") != nil)
        host.tap(on: "counter")
        #expect(host.view(withText: "Count 1") != nil)
    }

    @Test("with several scenes the first window group is the root (what a device shows at launch)")
    func firstWindowGroup() {
        let host = ViewHost(app: TwoScenesApp())
        #expect(host.view(withText: "main window") != nil)
        #expect(host.view(withText: "inspector") == nil)
    }

    @Test("a scene's body is read until a window group is found")
    func composedScene() {
        #expect(ViewHost(app: ComposedApp()).view(withText: "composed") != nil)
    }

    @Test("WindowGroup keeps its title and id as SwiftUI's initialisers take them")
    func windowGroupInitialisers() {
        #expect(WindowGroup("Main") { EmptyView() }.title?.content == "Main")
        #expect(WindowGroup(id: "a") { EmptyView() }.id == "a")
        #expect(WindowGroup(Text("T"), id: "b") { EmptyView() }.title?.content == "T")
    }
}
