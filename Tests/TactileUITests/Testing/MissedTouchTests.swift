import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A 200 × 200 button whose middle a 200 × 60 banner covers; a label over its top is not hit-testable.
private struct CoveredButton: View {
    let seen: Sightings
    var body: some View {
        ZStack {
            Rectangle().fill(.blue).frame(width: 200, height: 200)
                .accessibilityIdentifier("button")
                .onTapGesture { seen.entry("button") }
            Rectangle().fill(.red).frame(width: 200, height: 60)
                .accessibilityIdentifier("banner")
                .onTapGesture { seen.entry("banner") }
            Text("label").offset(y: -80).allowsHitTesting(false)
        }
    }
}

@MainActor
@Suite("Missed touches: a script aimed at a covered view records an issue naming the view it reached")
struct MissedTouchTests {
    nonisolated private static func missed(_ issue: Issue, reaching text: String) -> Bool {
        issue.comments.contains { $0.rawValue.contains("reached \(text)") && $0.rawValue.contains("not \"button\"") }
    }

    @Test("S-66: a tap aimed at the covered middle records an issue naming the banner, and the banner gets the tap")
    func coveredTapIsReported() {
        let seen = Sightings()
        let host = ViewHost(CoveredButton(seen: seen))
        withKnownIssue("the banner covers the button's centre") {
            host.tap(on: "button")
        } matching: { Self.missed($0, reaching: "\"banner\"") }
        #expect(seen.entries == ["banner"])
    }

    @Test("every verb aimed at a target reports the miss: double tap, long press, drag, swipe, fling, pinch, multi-touch")
    func everyVerbReports() {
        let host = ViewHost(CoveredButton(seen: Sightings()))
        withKnownIssue("each script starts on the banner") {
            host.doubleTap(on: "button")
            host.longPress(on: "button", duration: 0.1)
            host.drag(on: "button", by: CGSize(width: 0, height: 20))
            host.drag(on: "button", along: .line(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 190)))
            host.fling(on: "button", direction: .down, velocity: 500, distance: 60)
            host.pinch(on: "button", from: 20, to: 40)
            host.multiTouch(on: "button", along: [.line(from: CGPoint(x: 90, y: 100), to: CGPoint(x: 90, y: 120))])
        } matching: { Self.missed($0, reaching: "\"banner\"") }
    }

    @Test("reportingMisses: false aims at the covered point on purpose: no issue, and the banner gets the tap")
    func optOut() {
        let seen = Sightings()
        let host = ViewHost(CoveredButton(seen: seen))
        host.tap(on: "button", reportingMisses: false)
        // 80 pt: past the tap's 45 pt slop (S-10), so the banner sees a drag, not a second tap.
        host.fling(on: "button", direction: .down, velocity: 500, distance: 80, reportingMisses: false)
        #expect(seen.entries == ["banner"])
    }

    @Test("an uncovered point of the target, or one covered only by a view that is not hit-testable, records nothing")
    func uncoveredPointsAreQuiet() {
        let seen = Sightings()
        let host = ViewHost(CoveredButton(seen: seen))
        host.tap(on: "button", at: UnitPoint(x: 0.5, y: 0.1))
        host.advance(by: 0.5)
        host.tap(on: "button", at: .bottomTrailing)
        #expect(seen.entries == ["button", "button"])
    }

    @Test("a touch that reaches another view answering to the same text is no miss: a page's \"< Back\" over the one below")
    func sameNameIsNoMiss() {
        let seen = Sightings()
        let host = ViewHost(ZStack {
            Text("< Back").onTapGesture { seen.entry("lower") }
            Text("< Back").onTapGesture { seen.entry("upper") }
        })
        host.tap(on: "< Back")
        #expect(seen.entries == ["upper"])
    }

    @Test("a point outside the target where nothing is drawn reports that it reached no view")
    func pointOutsideEverything() {
        let host = ViewHost(CoveredButton(seen: Sightings()))
        withKnownIssue("nothing is drawn left of the button") {
            host.tap(on: "button", at: UnitPoint(x: -0.2, y: 0.5))
        } matching: { Self.missed($0, reaching: "no view") }
    }
}
