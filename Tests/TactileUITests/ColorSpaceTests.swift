import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Color(_:red:green:blue:opacity:)` and `Color(_:white:opacity:)` take their components in an
/// RGB colour space, as SwiftUI's do (sRGB unless named), and `accentColor(_:)` sets the accent
/// colour controls draw with. The conversions follow the published encodings: sRGB's transfer
/// function (IEC 61966-2-1) and Display P3's primaries (SMPTE EG 432-1) with its white point.
@MainActor
@Suite("Colour spaces and the accent colour")
struct ColorSpaceTests {
    static func near(_ color: Color, _ expected: (Double, Double, Double)) -> Bool {
        let resolved = color.resolved
        return abs(resolved.red - expected.0) < 0.0005 && abs(resolved.green - expected.1) < 0.0005
            && abs(resolved.blue - expected.2) < 0.0005
    }

    @Test("sRGB is the default: Color(.sRGB, red:…) is Color(red:…), and the white forms agree")
    func sRGBIsTheDefault() {
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5) == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        #expect(Color(.sRGB, white: 0.3) == Color(white: 0.3))
        #expect(Color(white: 0.3) == Color(red: 0.3, green: 0.3, blue: 0.3))
    }

    @Test("linear components are gamma-encoded: linear 0.5 is sRGB 0.7354, 0 and 1 stay")
    func linearComponentsAreEncoded() {
        #expect(Self.near(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1), (0.7354, 0, 1)))
        #expect(Self.near(Color(.sRGBLinear, white: 0.5), (0.7354, 0.7354, 0.7354)))
        // Below the linear segment's end the encoding is 12.92 × x.
        #expect(Self.near(Color(.sRGBLinear, red: 0.001, green: 0.001, blue: 0.001), (0.01292, 0.01292, 0.01292)))
    }

    @Test("Display P3 converts through its primaries: grays are unchanged, a P3 colour becomes its sRGB equal, P3's red is clamped to sRGB's")
    func displayP3Converts() {
        #expect(Self.near(Color(.displayP3, white: 0.5), (0.5, 0.5, 0.5)))
        #expect(Self.near(Color(.displayP3, red: 0.6, green: 0.4, blue: 0.3), (0.6345, 0.3887, 0.2800)))
        #expect(Self.near(Color(.displayP3, red: 1, green: 0, blue: 0), (1, 0, 0)), "outside sRGB's gamut: clamped")
    }

    @Test("sRGB's encoding and decoding are inverses across the range, the linear segment included")
    func encodingRoundTrips() {
        for step in 0...100 {
            let value = Double(step) / 100
            #expect(abs(ColorSpaceConversion.encode(ColorSpaceConversion.decode(value)) - value) < 1e-9)
        }
    }

    @Test("accentColor(_:) tints a default button's label, as tint(_:) does")
    func accentColorTintsControls() {
        let host = ViewHost(Button("Go") {}.accentColor(.orange))
        #expect(host.view(withText: "Go")?.fillColor?.resolved == Color.orange.resolved)
        let untinted = ViewHost(Button("Go") {}.accentColor(nil))
        #expect(untinted.view(withText: "Go")?.fillColor?.resolved == Color.accentColor.resolved)
    }
}
