import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A log the pages' lifecycle actions write to.
@MainActor
private final class TabLog {
    var lines: [String] = []
}

/// Three tabs in the default style, the selection shown above the tab view; the first page
/// counts taps in its own `@State`.
private struct Tabs: View {
    let log: TabLog
    var tint: Color? = nil
    @State private var selection = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("selected \(selection)")
            TabView(selection: $selection) {
                TabCounter()
                    .onAppear { log.lines.append("appear 0") }
                    .onDisappear { log.lines.append("disappear 0") }
                    .tabItem { Label("Home", systemImage: "star") }
                    .tag(0)
                Text("Settings page")
                    .onAppear { log.lines.append("appear 1") }
                    .onDisappear { log.lines.append("disappear 1") }
                    .tabItem {
                        Image(systemName: "heart").accessibilityIdentifier("settings icon")
                        Text("Settings")
                    }
                    .badge(3)
                    .tag(1)
                Text("Profile page")
                    .tabItem { Label("Profile", systemImage: "circle") }
                    .badge(0)
                    .tag(2)
            }
            .tint(tint)
        }
    }
}

private struct TabCounter: View {
    @State private var count = 0
    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

/// iOS 18's `TabView` in the `.automatic` style: a `UITabBar` along the bottom.
@MainActor
@Suite("TabView .automatic: a tab bar at the bottom whose items select pages that keep their state")
struct TabBarTests {
    private let device = Device.iPhone16

    private func host(tint: Color? = nil) -> (ViewHost<Tabs>, TabLog) {
        let log = TabLog()
        return (ViewHost(Tabs(log: log, tint: tint), device: device), log)
    }

    /// UITabBar on an iPhone: 49 pt above the home indicator's inset, items sharing the width.
    @Test("the bar's items sit in the 49 pt above the bottom safe-area inset, equally wide, image above title")
    func barMetrics() {
        let (host, _) = host()
        let bottom = device.canvasSize.height - device.safeAreaInsets.bottom
        let band = (bottom - ControlDefaults.tabBarHeight)...bottom
        let width = device.canvasSize.width
        for (index, title) in ["Home", "Settings", "Profile"].enumerated() {
            let frame = host.view(title).globalFrame
            #expect(band.contains(frame.minY) && band.contains(frame.maxY), "\(title) in the bar: \(frame)")
            let expectedMidX = width * (CGFloat(index) + 0.5) / 3
            #expect(abs(frame.midX - expectedMidX) < 0.5, "\(title) centred in a third of the width: \(frame.midX)")
        }
        let icon = host.view("settings icon").globalFrame
        let title = host.view("Settings").globalFrame
        #expect(abs(title.minY - icon.maxY - ControlDefaults.tabBarIconTitleSpacing) < 0.5, "image above title")
        #expect(abs(icon.height - ControlDefaults.tabBarIconFont.size) < 0.5, "a 25 pt symbol: \(icon)")
    }

    @Test("the first page shows above the bar and no other page is on screen")
    func firstPageShown() {
        let (host, _) = host()
        let screen = CGRect(origin: .zero, size: device.canvasSize)
        #expect(screen.contains(host.view("count 0").center))
        #expect(!screen.contains(host.view("Settings page").center))
        #expect(host.view("count 0").globalFrame.maxY <= device.canvasSize.height - device.safeAreaInsets.bottom - ControlDefaults.tabBarHeight)
    }

    @Test("a tap on an item selects its page and writes the selection binding")
    func tapSelects() {
        let (host, _) = host()
        host.tap(on: "Settings")
        #expect(host.view(withText: "selected 1") != nil)
        let screen = CGRect(origin: .zero, size: device.canvasSize)
        #expect(screen.contains(host.view("Settings page").center))
        #expect(!screen.contains(host.view("count 0").center))
        host.tap(on: "Profile")
        #expect(host.view(withText: "selected 2") != nil)
    }

    @Test("a page keeps its @State while another tab is selected")
    func stateKept() {
        let (host, _) = host()
        host.tap(on: "count 0")
        host.tap(on: "count 1")
        host.tap(on: "Settings")
        host.tap(on: "Home")
        #expect(host.view(withText: "count 2") != nil)
    }

    @Test("onAppear runs as a page is shown and onDisappear as it is hidden; unshown pages do not appear")
    func lifecycle() {
        let (host, log) = host()
        #expect(log.lines == ["appear 0"])
        host.tap(on: "Settings")
        #expect(log.lines == ["appear 0", "disappear 0", "appear 1"])
        host.tap(on: "Home")
        #expect(log.lines == ["appear 0", "disappear 0", "appear 1", "disappear 1", "appear 0"])
    }

    @Test("the selected item is drawn in the accent colour, the others gray; tint(_:) recolours the selection")
    func colours() {
        let (host, _) = host()
        let accent = Color(resolved: Color.accentColor.resolvedColor(in: EnvironmentValues()))
        let gray = Color(resolved: Color.gray.resolvedColor(in: EnvironmentValues()))
        #expect(host.view("Home").fillColor == accent)
        #expect(host.view("Settings").fillColor == gray)
        host.tap(on: "Settings")
        #expect(host.view("Settings").fillColor == accent)
        #expect(host.view("Home").fillColor == gray)
        let (tinted, _) = self.host(tint: Color.red)
        #expect(tinted.view("Home").fillColor == Color(resolved: Color.red.resolvedColor(in: EnvironmentValues())))
    }

    @Test("badge(3) shows 3 on the item; badge(0) shows none")
    func badges() {
        let (host, _) = host()
        let badge = host.view("3").globalFrame
        let icon = host.view("settings icon").globalFrame
        #expect(badge.midX > icon.midX && badge.midY < icon.midY, "at the image's top trailing: \(badge) \(icon)")
        #expect(host.view(withText: "0") == nil)
    }

    @Test("without a selection binding the first page is selected and a tap changes it")
    func withoutBinding() {
        let host = ViewHost(TabView {
            Text("A page").tabItem { Text("A") }
            Text("B page").tabItem { Text("B") }
        }, device: device)
        let screen = CGRect(origin: .zero, size: device.canvasSize)
        #expect(screen.contains(host.view("A page").center))
        host.tap(on: "B")
        #expect(screen.contains(host.view("B page").center))
        #expect(!screen.contains(host.view("A page").center))
    }
}
