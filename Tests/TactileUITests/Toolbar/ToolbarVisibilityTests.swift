import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `toolbar(_:for:)`: a page hides its navigation bar, or the tab bar of the tab view around it,
/// and its content takes the room the bar leaves.
@MainActor
@Suite("Toolbar: bar visibility")
struct ToolbarVisibilityTests {
    struct Library: View {
        var body: some View {
            TabView {
                NavigationStack {
                    NavigationLink("Open") {
                        Color.orange
                            .accessibilityIdentifier("detail")
                            .toolbar(.hidden, for: .tabBar)
                    }
                    .navigationTitle("Works")
                    .toolbar {
                        if #available(iOS 26.0, *) {
                            ToolbarItem(placement: .topBarLeading) { Text("SwiftUI") }
                                .sharedBackgroundVisibility(.hidden)
                        } else {
                            ToolbarItem(placement: .topBarLeading) { Text("SwiftUI") }
                        }
                    }
                }
                .tabItem { Text("Home") }
                Text("Settings page").tabItem { Text("Settings") }
            }
        }
    }

    @Test("toolbar items of either #available branch, one marked sharedBackgroundVisibility(.hidden), are in the bar")
    func availabilityBranches() {
        let host = ViewHost(Library(), canvasSize: CGSize(width: 390, height: 700))
        #expect(host.view(withText: "SwiftUI") != nil, "the leading item of the taken branch is in the bar")
    }

    @Test("a pushed page with toolbar(.hidden, for: .tabBar) hides the tab bar and takes its room; popping it brings the bar back")
    func pushedPageHidesTheTabBar() {
        let host = ViewHost(Library(), canvasSize: CGSize(width: 390, height: 700))
        #expect(host.view(withText: "Settings") != nil, "the tab bar is shown at the root")
        host.tap(on: "Open")
        host.advance(by: 1)
        #expect(host.view(withText: "Settings") == nil, "the pushed page hides the tab bar, as on iOS")
        #expect(abs(host.view("detail").globalFrame.maxY - 700) < 0.001, "the page reaches the bottom edge")
        host.tap(on: "< Works")
        host.advance(by: 1)
        #expect(host.view(withText: "Settings") != nil, "popped: the bar is back")
    }

    @Test("toolbar(.hidden, for: .navigationBar) and navigationBarHidden(true) remove the page's bar; the content starts at the top")
    func pageHidesItsNavigationBar() {
        for hidden in [true, false] {
            let host = ViewHost(NavigationStack {
                Color.green
                    .accessibilityIdentifier("page")
                    .navigationTitle("Title")
                    .toolbar(hidden ? .hidden : .visible, for: .navigationBar)
            }, canvasSize: CGSize(width: 390, height: 700))
            #expect((host.view(withText: "Title") == nil) == hidden)
            #expect((host.view(withIdentifier: "page")?.globalFrame.minY == 0) == hidden)
        }
        let deprecated = ViewHost(NavigationStack { Color.green.navigationTitle("Title").navigationBarHidden(true) },
                                  canvasSize: CGSize(width: 390, height: 700))
        #expect(deprecated.view(withText: "Title") == nil)
    }
}
