import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `symbolRenderingMode(_:)` on an image or a view is accepted, kept in the environment for code
/// that reads it, and draws as `.monochrome` (every symbol here is one colour).
@MainActor
@Suite("Symbol rendering modes")
struct SymbolRenderingModeTests {
    struct Reader: View {
        @Environment(\.symbolRenderingMode) private var mode
        var body: some View {
            Text(mode == .hierarchical ? "hierarchical" : mode == nil ? "none" : "other")
        }
    }

    @Test("the view modifier sets the environment's mode for what it contains; nothing sets none")
    func environmentCarriesTheMode() {
        #expect(ViewHost(Reader().symbolRenderingMode(.hierarchical)).view(withText: "hierarchical") != nil)
        #expect(ViewHost(Reader()).view(withText: "none") != nil)
    }

    @Test("a symbol in any mode draws and lays out as the monochrome symbol, in the foreground colour")
    func symbolsDrawMonochrome() {
        let plain = ViewHost(Image(systemName: "star.fill").foregroundColor(.orange).accessibilityIdentifier("s"))
        for mode in [SymbolRenderingMode.multicolor, .hierarchical, .palette, .monochrome] {
            let host = ViewHost(Image(systemName: "star.fill").symbolRenderingMode(mode).foregroundColor(.orange)
                .accessibilityIdentifier("s"))
            #expect(host.view("s").globalFrame == plain.view("s").globalFrame)
            #expect(host.view("s").fillColor == plain.view("s").fillColor)
            let viewWide = ViewHost(Image(systemName: "star.fill").foregroundColor(.orange).accessibilityIdentifier("s")
                .symbolRenderingMode(mode))
            #expect(viewWide.view("s").fillColor == plain.view("s").fillColor)
        }
    }
}
