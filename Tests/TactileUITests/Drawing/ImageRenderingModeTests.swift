import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Image.renderingMode(_:)` with `Image.TemplateRenderingMode` (SwiftUI): a template image is
/// drawn in the foreground style, an original one as it is ("template: a mode that renders all
/// non-transparent pixels as the foreground color", Apple's `TemplateRenderingMode`). Symbols
/// are templates by default, named images original; the host draws a named image as a
/// placeholder box (gray when original).
@MainActor
@Suite("Drawing: image rendering mode")
struct ImageRenderingModeTests {
    private static func fills<V: View>(_ view: V) -> [ResolvedColor] {
        ViewHost(view, canvasSize: CGSize(width: 100, height: 100)).displayList().items.compactMap {
            if case .path(_, let fill?, _, _) = $0.content { return fill }
            if case .path(_, nil, _, let stroke?) = $0.content { return stroke.color }
            return nil
        }
    }

    @Test("a named image drawn as a template takes the foreground colour; as original, or by default, it stays gray")
    func namedImage() {
        let template = Self.fills(Image("logo").renderingMode(.template).foregroundColor(.red))
        #expect(template == [SystemColorPalette.red.multiplyingOpacity(0.2), SystemColorPalette.red])
        let original = Self.fills(Image("logo").renderingMode(.original).foregroundColor(.red))
        #expect(original == [SystemColorPalette.gray.multiplyingOpacity(0.2), SystemColorPalette.gray])
        #expect(Self.fills(Image("logo").foregroundColor(.red)) == original)
    }

    @Test("a symbol is a template by default; as original it ignores the foreground style")
    func symbol() {
        let byDefault = Self.fills(Image(systemName: "star.fill").foregroundColor(.red))
        #expect(byDefault == [SystemColorPalette.red])
        #expect(Self.fills(Image(systemName: "star.fill").renderingMode(.template).foregroundColor(.red)) == byDefault)
        let original = Self.fills(Image(systemName: "star.fill").renderingMode(.original).foregroundColor(.red))
        #expect(original == [SystemColorPalette.label(level: 0, in: .light)])
        #expect(Self.fills(Image(systemName: "star.fill").renderingMode(nil).foregroundColor(.red)) == byDefault)
    }
}
