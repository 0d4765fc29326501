import Foundation
import PropertyBased
import Testing
@testable import TactileUI

/// `SVGFormat.number` (integer formatting, the renderer's hot path) writes exactly what the
/// reference `String(format: "%.3f")` trimming writes, so frames and snapshots do not change.
@Suite("SVG number formatting")
struct SVGNumberFormatTests {
    @Test("any coordinate a scene can produce formats as String(format:) does")
    func matchesReferenceOnCoordinates() async {
        await propertyCheck(count: 2_000, input: Gen.double(in: -5_000...5_000)) { value in
            #expect(SVGFormat.number(CGFloat(value)) == SVGFormat.formatted(CGFloat(value)))
        }
    }

    @Test("values at and near rounding ties, tiny and huge values format as String(format:) does",
          arguments: [0.0005, -0.0005, 1.0005, 2.0015, 0.0004999, 123.4565, -123.4565, 1e-9, -1e-9, 0.001, -0.001,
                      999.9995, 1e12, -1e14, 1e20, 0.1 + 0.2, 12.5, -0.5, 1_000_000.001])
    func matchesReferenceOnEdgeCases(value: Double) {
        #expect(SVGFormat.number(CGFloat(value)) == SVGFormat.formatted(CGFloat(value)))
    }

    @Test("non-finite values are written as 0")
    func nonFiniteIsZero() {
        #expect(SVGFormat.number(CGFloat.nan) == "0")
        #expect(SVGFormat.number(CGFloat.infinity) == "0")
    }
}
