import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Color(_:bundle:)`, an asset-catalog colour (SwiftUI). Tactile reads no asset catalogs, so a
/// named colour draws the placeholder `LayoutDefaults.missingNamedColor` (docs/COMPATIBILITY.md),
/// as `Image("name")` draws the placeholder image.
@MainActor
@Suite("Drawing: named colours")
struct NamedColorTests {
    @Test("a named colour fills the space offered with the mid-grey placeholder, in light and dark mode")
    func namedColorPlaceholder() {
        let view = ZStack { Color.init("bgColor"); Text("Wave") }
        for device in [Device.iPhone16, Device.iPhone16.dark()] {
            let svg = ViewHost(view.ignoresSafeArea(), device: device).svg()
            #expect(svg.contains(##"<path d="M0 0 L393 0 L393 852 L0 852 Z" fill="#808080"/>"##), "\(svg.prefix(400))")
        }
    }

    @Test("named colours are equal when their names are, and show their name")
    func equalityByName() {
        #expect(Color("accent") == Color("accent", bundle: .main))
        #expect(Color("accent") != Color("background"))
        #expect(Color("accent").description == #"asset "accent""#)
    }
}
