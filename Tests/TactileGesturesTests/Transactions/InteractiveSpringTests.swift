import Foundation
import Testing
@testable import TactileGestures

/// `Animation.interactiveSpring` in both of SwiftUI's forms: iOS 13's response form and iOS 17's
/// duration form, whose base bounce, 0.14, is the response form's (1 − damping fraction 0.86).
@Suite("Interactive springs")
struct InteractiveSpringTests {
    @Test("the duration form with its defaults is the same spring as the response form's defaults")
    func formsAgree() {
        #expect(Animation.interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25).curve
                == Animation.interactiveSpring().curve)
    }

    @Test("extra bounce makes the duration form a bouncier spring of the same duration")
    func extraBounce() {
        #expect(Animation.interactiveSpring(duration: 0.3, extraBounce: 0.1).curve == Animation.spring(duration: 0.3, bounce: 0.24).curve)
        #expect(Animation.interactiveSpring(duration: 0.3, extraBounce: 0.1).curve != Animation.interactiveSpring(duration: 0.3).curve)
    }
}
