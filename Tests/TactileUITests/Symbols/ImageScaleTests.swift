import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `imageScale(_:)` (SwiftUI's): symbols are drawn smaller or larger than their font.
@MainActor
@Suite("imageScale: a symbol's size relative to its font")
struct ImageScaleTests {
    @Test("small and large scale a symbol from its medium size, which is the font's")
    func scales() {
        func height(_ scale: Image.Scale) -> CGFloat {
            ViewHost(Image(systemName: "star").accessibilityIdentifier("star").font(.system(size: 20)).imageScale(scale)).view("star").globalFrame.height
        }
        #expect(abs(height(.medium) - 20 * FontMetrics.symbolHeight) < 0.01)
        #expect(abs(height(.small) - height(.medium) * FontMetrics.smallSymbolScale) < 0.01)
        #expect(abs(height(.large) - height(.medium) * FontMetrics.largeSymbolScale) < 0.01)
        #expect(ViewHost(Image(systemName: "star").accessibilityIdentifier("star").font(.system(size: 20))).view("star").globalFrame.height == height(.medium))
    }
}
