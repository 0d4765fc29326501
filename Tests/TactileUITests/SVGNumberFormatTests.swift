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

    @Test("a matrix reads as its six numbers formatted as String(format:) does, whatever their size")
    func matrixMatchesReference() async {
        // Coordinates, integers, values near a rounding tie, and values too large for the integer path.
        let value = zip(Gen.int(in: 0...3), Gen.double(in: -5_000...5_000), Gen.int(in: -2_000_000...2_000_000), Gen.double(in: -1e20...1e20))
            .map { kind, coordinate, integer, huge -> Double in
                switch kind {
                case 0: coordinate
                case 1: Double(integer % 100)
                case 2: Double(integer) / 1000 + 0.0005
                default: huge
                }
            }
        await propertyCheck(count: 1_000, input: value, value, value, value, value, value) { a, b, c, d, tx, ty in
            let t = CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
            let reference = "matrix(" + [a, b, c, d, tx, ty].map { SVGFormat.formatted(CGFloat($0)) }.joined(separator: " ") + ")"
            #expect(SVGFormat.matrix(t) == reference)
        }
    }

    @Test("non-finite values are written as 0")
    func nonFiniteIsZero() {
        #expect(SVGFormat.number(CGFloat.nan) == "0")
        #expect(SVGFormat.number(CGFloat.infinity) == "0")
    }
}
