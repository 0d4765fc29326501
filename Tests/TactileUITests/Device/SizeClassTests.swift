import Foundation
import Testing
import TactileTesting
import TactileUI

/// `@Environment(\.horizontalSizeClass)` and `verticalSizeClass` from the device the host runs on,
/// following the HIG's "Device size classes" table for full-screen windows in portrait.
@MainActor
@Suite("Size classes")
struct SizeClassTests {
    /// One column in a compact width, two in a regular one: the way real screens branch.
    private struct AdaptiveScreen: View {
        @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        @Environment(\.verticalSizeClass) private var verticalSizeClass
        var body: some View {
            VStack {
                if horizontalSizeClass == .compact {
                    Text("one column")
                } else if horizontalSizeClass == .regular {
                    Text("two columns")
                } else {
                    Text("no width class")
                }
                Text(verticalSizeClass == .regular ? "tall" : verticalSizeClass == .compact ? "short" : "no height class")
            }
        }
    }

    @Test("an iPhone in portrait is compact in width and regular in height")
    func phoneIsCompactWide() {
        for device in [Device.iPhoneSE, .iPhone16, .iPhone16ProMax] {
            let host = ViewHost(AdaptiveScreen(), device: device)
            #expect(host.view(withText: "one column") != nil, "\(device.name)")
            #expect(host.view(withText: "tall") != nil, "\(device.name)")
        }
    }

    @Test("an iPad is regular in both")
    func padIsRegular() {
        for device in [Device.iPadMini, .iPadPro13] {
            let host = ViewHost(AdaptiveScreen(), device: device)
            #expect(host.view(withText: "two columns") != nil, "\(device.name)")
            #expect(host.view(withText: "tall") != nil, "\(device.name)")
        }
    }

    @Test("a bare canvas has no size classes, as SwiftUI's default environment")
    func bareCanvasHasNone() {
        let host = ViewHost(AdaptiveScreen())
        #expect(host.view(withText: "no width class") != nil)
        #expect(host.view(withText: "no height class") != nil)
    }

    @Test("environment(\\.horizontalSizeClass, _) overrides the class for a subtree")
    func environmentOverride() {
        let host = ViewHost(VStack {
            AdaptiveScreen().environment(\.horizontalSizeClass, .regular)
        }, device: .iPhone16)
        #expect(host.view(withText: "two columns") != nil)
        #expect(host.view(withText: "one column") == nil)
    }
}
