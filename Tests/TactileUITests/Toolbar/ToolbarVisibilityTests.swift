import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `toolbar(_:for:)`: a page hides its navigation bar and its content takes the room the bar
/// leaves; the tab-bar setting is accepted (the tab bar is not hidden yet).
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

    @Test("toolbar items of either #available branch, one marked sharedBackgroundVisibility(.hidden), are in the bar; a pushed page's tab-bar setting is accepted (hiding it is a known issue)")
    func availabilityBranchesAndAcceptedTabBarSetting() {
        let host = ViewHost(Library(), canvasSize: CGSize(width: 390, height: 700))
        #expect(host.view(withText: "SwiftUI") != nil, "the leading item of the taken branch is in the bar")
        host.tap(on: "Open")
        host.advance(by: 1)
        #expect(host.view(withIdentifier: "detail") != nil)
        withKnownIssue("the TabView is not evaluated again when a page pushed in one of its tabs changes, so the tab bar stays (docs/COMPATIBILITY.md)") {
            #expect(host.view(withText: "Settings") == nil, "the pushed page hides the tab bar, as on iOS")
        }
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
