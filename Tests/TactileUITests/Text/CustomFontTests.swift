import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Font.custom`: a named font measured with the system font's metrics, scaling with Dynamic Type
/// as SwiftUI documents (relative to `.body`, to a given style, or fixed), and drawn naming the font.
@MainActor
@Suite("Text: custom fonts")
struct CustomFontTests {
    private func height(of font: Font, at size: DynamicTypeSize) -> CGFloat {
        let device = Device.iPhone16.with { $0.dynamicTypeSize = size }
        return ViewHost(Text("Hello").font(font).accessibilityIdentifier("text"), device: device).view("text").globalFrame.height
    }

    @Test("custom(_:size:) scales as body does; relativeTo: scales as its style; fixedSize: keeps its size")
    func dynamicTypeScaling() {
        let line = FontMetrics.lineHeight
        #expect(abs(height(of: .custom("Clash", size: 20), at: .large) - 20 * line) < 0.001)
        // Body is 17 pt at large and 23 pt at xxxLarge (HIG).
        #expect(abs(height(of: .custom("Clash", size: 20), at: .xxxLarge) - 20 * 23 / 17 * line) < 0.001)
        // Caption is 12 pt at large and 18 pt at xxxLarge.
        #expect(abs(height(of: .custom("Clash", size: 20, relativeTo: .caption), at: .xxxLarge) - 20 * 18 / 12 * line) < 0.001)
        #expect(abs(height(of: .custom("Clash", fixedSize: 20), at: .xxxLarge) - 20 * line) < 0.001)
    }

    @Test("the SVG names the custom font first, then the system fallbacks")
    func svgNamesTheFont() {
        let host = ViewHost(Text("Hi").font(.custom("ClashGrotesk-Bold", size: 24)), canvasSize: CGSize(width: 100, height: 40))
        #expect(host.svg().contains("font-family=\"&apos;ClashGrotesk-Bold&apos;, -apple-system, Helvetica, Arial, sans-serif\" font-size=\"24\""))
    }

    @Test("Font.monospaced() keeps size and weight in the monospaced design; Font.monospacedDigit() lays out as the font itself")
    func fontMonospacedForms() {
        let font = Font.system(size: 15, weight: .semibold)
        #expect(font.monospaced().design == .monospaced)
        #expect(font.monospaced().size == 15 && font.monospaced().weight == .semibold)
        #expect(font.monospacedDigit() == font)
        let plain = ViewHost(Text("12:05").font(font).accessibilityIdentifier("t")).view("t").globalFrame
        let digits = ViewHost(Text("12:05").font(font.monospacedDigit()).accessibilityIdentifier("t")).view("t").globalFrame
        #expect(plain == digits)
    }
}
