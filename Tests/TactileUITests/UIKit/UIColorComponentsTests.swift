import Foundation
import Testing
@testable import TactileUI

/// `UIColor`'s component getters, as colour wheels and pickers call them with `&` pointers.
@MainActor
@Suite("UIColor components: RGB, HSB and white, read through pointers")
struct UIColorComponentsTests {
    @Test("getRed gives back the components a colour was made from; a nil pointer is skipped")
    func rgb() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-9 && abs(g - 0.4) < 1e-9 && abs(b - 0.6) < 1e-9 && abs(a - 0.8) < 1e-9)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: nil, blue: nil, alpha: nil) && r == 1)
    }

    @Test("getHue inverts init(hue:saturation:brightness:alpha:)")
    func hsb() {
        for (hue, saturation, brightness) in [(0.0, 1.0, 1.0), (0.3, 0.5, 0.8), (0.75, 0.2, 0.4)] as [(CGFloat, CGFloat, CGFloat)] {
            var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
            #expect(UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
            #expect(abs(h - hue) < 1e-6 && abs(s - saturation) < 1e-6 && abs(v - brightness) < 1e-6 && abs(a - 0.5) < 1e-9, "\(h) \(s) \(v)")
        }
    }

    @Test("getWhite answers a gray, and leaves a colour's pointers alone")
    func white() {
        var (w, a): (CGFloat, CGFloat) = (-1, -1)
        #expect(UIColor(white: 0.3, alpha: 1).getWhite(&w, alpha: &a) && abs(w - 0.3) < 1e-9 && a == 1)
        w = -1
        #expect(!UIColor(red: 1, green: 0, blue: 0, alpha: 1).getWhite(&w, alpha: &a) && w == -1)
    }
}
