import Foundation
import PropertyBased
import Testing
@testable import TactileUI

/// `UnitCurve` (SwiftUI, iOS 17): the named curves run from 0 to 1, their inverses undo them,
/// and their velocity is their slope.
@Suite("Unit curves")
struct UnitCurveTests {
    /// The curves whose value rises all the way: each has an inverse.
    static let rising: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut]
    static let curves = rising + [.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.7, y: 0.1))]

    @Test("every curve runs from 0 at the start to 1 at the end, and clamps progress outside 0…1", arguments: curves)
    func endpoints(curve: UnitCurve) {
        #expect(abs(curve.value(at: 0)) < 1e-6)
        #expect(abs(curve.value(at: 1) - 1) < 1e-6)
        #expect(curve.value(at: -1) == curve.value(at: 0))
        #expect(curve.value(at: 2) == curve.value(at: 1))
    }

    @Test("linear is the identity and easeInOut is symmetric about the middle")
    func shapes() {
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(abs(UnitCurve.linear.value(at: x) - x) < 1e-6)
            #expect(abs(UnitCurve.easeInOut.value(at: x) + UnitCurve.easeInOut.value(at: 1 - x) - 1) < 1e-5)
        }
        #expect(UnitCurve.easeIn.value(at: 0.25) < 0.25, "an ease-in starts slowly")
        #expect(UnitCurve.circularEaseOut.value(at: 0.25) > 0.25, "an ease-out starts fast")
    }

    @Test("a curve's inverse gives back the progress of any of its values", arguments: rising)
    func inverseUndoes(curve: UnitCurve) async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.01...0.99)) { x in
            #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-4, "\(x)")
        }
    }

    @Test("a curve's velocity is its slope", arguments: curves)
    func velocityIsTheSlope(curve: UnitCurve) async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.05...0.95)) { x in
            let step = 1e-6
            let slope = (curve.value(at: x + step) - curve.value(at: x - step)) / (2 * step)
            #expect(abs(slope - curve.velocity(at: x)) < 1e-3 * max(1, abs(slope)), "\(x)")
        }
    }
}
