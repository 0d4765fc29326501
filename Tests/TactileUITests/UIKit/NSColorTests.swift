import Foundation
import Testing
import TactileTesting
import TactileUI

/// `NSColor` for the `#else` side of `#if os(iOS) … #else … #endif` and for packages written on a
/// Mac (`Color(NSColor.separatorColor)`): each AppKit semantic colour draws as the UIKit colour of
/// the same role, adapting to the appearance (UIKit's values: `UIColorPalette`).
@MainActor
@Suite("NSColor as the UIKit colour of the same role")
struct NSColorTests {
    private static func fills(_ svg: String) -> [String] {
        svg.matches(of: /fill="(#[0-9a-f]+)"/).map { String($0.output.1) }
    }

    /// In the style of split-view libraries: a divider coloured `Color(NSColor.separatorColor)`
    /// by default, beside the window's background and the label colour.
    private struct Divided: View {
        var body: some View {
            HStack(spacing: 0) {
                Color(NSColor.separatorColor).frame(width: 10, height: 10)
                Color(nsColor: .windowBackgroundColor).frame(width: 10, height: 10)
                Color(NSColor.labelColor).frame(width: 10, height: 10)
            }
        }
    }

    @Test("separator, window background and label colours draw as UIKit's separator, system background and label, light and dark")
    func semanticColoursAnswerAsUIKit() {
        let uikit = HStack(spacing: 0) {
            Color(UIColor.separator).frame(width: 10, height: 10)
            Color(UIColor.systemBackground).frame(width: 10, height: 10)
            Color(UIColor.label).frame(width: 10, height: 10)
        }
        for device in [Device.iPhone16, Device.iPhone16.dark()] {
            let drawn = ViewHost(Divided(), device: device).svg()
            #expect(drawn == ViewHost(uikit, device: device).svg())
        }
        #expect(Self.fills(ViewHost(Divided(), device: .iPhone16).svg()).contains("#ffffff"))
        #expect(Self.fills(ViewHost(Divided(), device: Device.iPhone16.dark()).svg()).contains("#000000"))
    }

    @Test("components, opacity and Core Graphics colour as given; Color(.separator) stays UIKit's colour")
    func componentsAndOverloads() {
        let orange = NSColor(red: 1, green: 0.5, blue: 0, alpha: 1).withAlphaComponent(0.5)
        #expect(orange.cgColor.components == [1, 0.5, 0, 0.5])
        #expect(Color(nsColor: NSColor(white: 0, alpha: 1)).resolved == Color(white: 0).resolved)
        let implicit: Color = Color(.separator)
        #expect(implicit == Color(UIColor.separator))
    }
}
