import Foundation
import PropertyBased
import Testing
@testable import TactileGestures

/// `GestureValueNumber.text` writes the numbers of gesture value descriptions (the trace's
/// `drag translation (4, 2) …` on every move) from integer hundredths; its text must be the
/// `Double.description`-based reference's, byte for byte, or every recorded trace would change.
@Suite("Gesture value numbers")
struct GestureValueNumberTests {
    static let specials: [Double] = [
        0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.015, 0.01, -0.01, 0.07, 0.1, -0.1, 0.5, 1.5, 1.05, -239.52, 100, -2.5,
        0x1p43, 0x1p44, -0x1p44, 0x1p44 + 0.01, 0x1p45 + 0.25, 1e13 + 0.07, 1e14 + 0.33, 1e15, -1e15, 1e16, 1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
    ]

    /// Any double: a special, any bit pattern, an integer, hundredths or thousandths, a value near
    /// the fast path's limit, each either sign.
    static let double = zip(Gen.int(in: 0...5), Gen.int(in: 0...(specials.count - 1)),
                            Gen.int(in: Int.min...Int.max), Gen.int(in: -100_000_000...100_000_000)).map { kind, special, bits, small -> Double in
        switch kind {
        case 0: specials[special]
        case 1: Double(bitPattern: UInt64(bitPattern: Int64(bits)))
        case 2: Double(small)
        case 3: Double(small) / 100
        case 4: Double(small) / 1000
        default: 0x1p44 * (1 + Double(small) / 1e9) + Double(small % 1000) / 100
        }
    }

    @Test("any value reads as the Double-description reference writes it")
    func matchesTheReference() async {
        await propertyCheck(count: 3_000, input: Self.double) { value in
            #expect(GestureValueNumber.text(CGFloat(value)) == GestureValueNumber.reference(CGFloat(value)), "\(value)")
        }
    }

    @Test("values at the edges of each form read as the reference writes them", arguments: specials)
    func matchesTheReferenceOnEdgeCases(value: Double) {
        #expect(GestureValueNumber.text(CGFloat(value)) == GestureValueNumber.reference(CGFloat(value)))
    }

    @Test("a drag's description reads as the interpolation of the reference numbers did")
    func dragDescriptionMatchesTheInterpolation() async {
        await propertyCheck(count: 500, input: Self.double, Self.double, Self.double, Self.double) { x, y, vx, vy in
            let value = DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: 0), location: CGPoint(x: x, y: y),
                                          startLocation: CGPoint(x: y, y: x), velocity: CGSize(width: vx, height: vy))
            func pair(_ a: CGFloat, _ b: CGFloat) -> String { "(\(GestureValueNumber.reference(a)), \(GestureValueNumber.reference(b)))" }
            let expected = "drag translation \(pair(value.translation.width, value.translation.height)) location \(pair(x, y)) velocity \(pair(vx, vy))"
            #expect(value.description == expected)
        }
    }

    @Test("a drag's value reads as a sentence with its numbers")
    func dragValueDescription() {
        #expect(GestureValueNumber.text(-239.524) == "-239.52")
        #expect(GestureValueNumber.text(4) == "4")
        #expect(GestureValueNumber.text(0.05) == "0.05")
        #expect(GestureValueNumber.text(-0.001) == "0")
    }
}
