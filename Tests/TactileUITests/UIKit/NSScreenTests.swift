import Foundation
import Testing
import TactileTesting
import TactileUI

/// `NSScreen.main` for the `#else` side of `#if os(iOS) UIScreen… #else NSScreen… #endif`, which
/// a Linux compiler takes: it answers as `UIScreen.main` does for the host's device.
@MainActor
@Suite("NSScreen on the host's device")
struct NSScreenTests {
    /// In the style of toast libraries: the screen's frame read on the branch a non-iOS build takes.
    private struct ScreenReport: View {
        private var screen: CGRect {
            #if os(iOS)
            return UIScreen.main.bounds
            #else
            return NSScreen.main?.frame ?? .zero
            #endif
        }
        var body: some View {
            let visible = NSScreen.main?.visibleFrame ?? .zero
            Text(verbatim: "\(Int(screen.width))x\(Int(screen.height)) visible \(Int(visible.minY))+\(Int(visible.height)) @\(Int(NSScreen.main?.backingScaleFactor ?? 0))")
        }
    }

    @Test("frame, visible frame and backing scale are the device's screen, safe region and display scale")
    func answersForTheDevice() {
        let device = Device.iPhone16
        let host = ViewHost(ScreenReport(), device: device)
        let expected = "393x852 visible \(Int(device.safeFrame.minY))+\(Int(device.safeFrame.height)) @3"
        #expect(host.view(withText: expected) != nil, "expected \(expected)")
        #expect(ViewHost(ScreenReport(), canvasSize: CGSize(width: 300, height: 500)).view(withText: "300x500 visible 0+500 @1") != nil)
    }
}
