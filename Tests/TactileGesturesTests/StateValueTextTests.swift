import Foundation
import PropertyBased
import Testing
@testable import TactileGestures

/// `StateValueText` writes the lab's state values without `Mirror`; its text must be
/// `String(describing:)`'s, byte for byte, or the state panel would change under the user.
@Suite("State value text")
struct StateValueTextTests {
    static let specials: [Double] = [
        0, -0.0, 1, -1, 0.1, -0.1, 0.5, 1.5, 100, -2.5, 1e15, 1e16, 1e17, -1e16, 1e-4, 1e-5, 1e-7,
        123_456_789.125, 4_294_967_296, 9_007_199_254_740_994, .pi, -.pi,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
        .leastNormalMagnitude, .ulpOfOne, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
        -.signalingNaN, Double(nan: 3, signaling: false), Double(nan: 7, signaling: true),
    ]

    /// Any double: a special, any bit pattern (subnormals, NaN payloads, every magnitude), an
    /// integral value, or a decimal with few digits, each either sign.
    static let double = zip(Gen.int(in: 0...3), Gen.int(in: 0...(specials.count - 1)),
                            Gen.int(in: Int.min...Int.max), Gen.int(in: -1_000_000...1_000_000)).map { kind, special, bits, small -> Double in
        switch kind {
        case 0: specials[special]
        case 1: Double(bitPattern: UInt64(bitPattern: Int64(bits)))
        case 2: Double(small)
        default: Double(small) / 1000
        }
    }

    static let text = Gen.int(in: 0...5).map { ["", "plain", "quote \" and \\ back", "new\nline\ttab", "émoji 👋🏽", "\u{0}nul"][$0] }

    /// The reference: what the state panel showed before, through the standard library's printer.
    private func reference<Value>(_ value: Value) -> String { String(describing: value) }

    private func check<Value>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(StateValueText.describe(value) == reference(value), "\(Value.self)", sourceLocation: sourceLocation)
        let wrapped: Value? = value
        #expect(StateValueText.describe(wrapped) == reference(wrapped), "\(Value?.self)", sourceLocation: sourceLocation)
    }

    @Test("geometry and numbers read as String(describing:) does, optional or not")
    func geometryAndNumbersMatchTheStandardPrinter() async {
        await propertyCheck(count: 400, input: Self.double, Self.double, Self.double, Self.double) { a, b, c, d in
            check(CGSize(width: a, height: b))
            check(CGPoint(x: c, y: d))
            check(CGRect(x: a, y: b, width: c, height: d))
            check(a)
            check(CGFloat(b))
            check(Float(c))
            check(Angle(degrees: d))
            check(Angle(radians: a))
        }
    }

    @Test("integers, booleans and strings read as String(describing:) does, optional or not")
    func integersBooleansAndStringsMatchTheStandardPrinter() async {
        await propertyCheck(count: 200, input: Gen.int(in: Int.min...Int.max), Gen.bool, Self.text) { number, flag, text in
            check(number)
            check(flag)
            check(text)
        }
    }

    @Test("nil and every special number match, and other types fall back to the standard printer")
    func nilSpecialsAndOtherTypes() {
        for value in Self.specials {
            check(value)
            check(CGSize(width: value, height: -value))
            check(CGFloat(value))
            check(Float(value))
            check(Angle(degrees: value))
        }
        #expect(StateValueText.describe(CGSize?.none) == "nil")
        #expect(StateValueText.describe(String?.none) == "nil")
        #expect(StateValueText.describe(CGSize(width: 1, height: -2.5)) == "CGSize(width: 1.0, height: -2.5)")
        enum Phase { case inactive, dragging(CGSize) }
        check(Phase.dragging(CGSize(width: 1, height: 2)))
        check([1.5, -0.0])
        check(Double??.some(nil))
        check((1, CGPoint(x: 2, y: 3)))
    }
}
