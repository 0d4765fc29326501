import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Foundation's key-value observation of UIKit views (`observe(_:options:changeHandler:)`), as a
/// list that sizes itself to its table's content observes `contentSize`, and `UIView.bounds`
/// (UIKit: a scroll view's bounds origin is its content offset).
@MainActor
@Suite("Key-value observation of UIKit views")
struct KeyValueObservationTests {
    @Test("the handler hears each change of the observed value, with the old and new values asked for")
    func observesChanges() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var heights: [CGFloat] = []
        var olds: [CGFloat?] = []
        let observation = scrollView.observe(\.contentSize, options: [.new, .old]) { view, change in
            heights.append(view.contentSize.height)
            olds.append(change.oldValue?.height)
            #expect(change.kind == .setting && change.newValue == view.contentSize && !change.isPrior)
        }
        scrollView.contentSize = CGSize(width: 320, height: 900)
        scrollView.contentSize = CGSize(width: 320, height: 1_200)
        #expect(heights == [900, 1_200])
        #expect(olds == [0, 900])
        // Another property set leaves the observed value as it was: not reported.
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(heights.count == 2)
        observation.invalidate()
        scrollView.contentSize = CGSize(width: 320, height: 300)
        #expect(heights.count == 2)
    }

    @Test("without .new or .old the change carries no values; .initial calls the handler at once")
    func optionsShapeTheChange() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var changes: [NSKeyValueObservedChange<CGFloat>] = []
        let observation = view.observe(\.alpha, options: [.initial]) { _, change in changes.append(change) }
        #expect(changes.count == 1)
        view.alpha = 0.5
        #expect(changes.count == 2 && changes[1].newValue == nil && changes[1].oldValue == nil)
        withExtendedLifetime(observation) {}
    }

    @Test("an observation nobody keeps observes nothing")
    func releasedObservationStops() {
        let view = UIView()
        var count = 0
        _ = view.observe(\.isHidden) { _, _ in count += 1 }
        view.isHidden = true
        #expect(count == 0)
    }

    @Test("bounds is the frame's size at the origin; a scroll view's origin is its content offset")
    func bounds() {
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(view.frame == CGRect(x: 40, y: 40, width: 60, height: 30), "resized about its centre")
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        #expect(scrollView.bounds == CGRect(x: 0, y: 250, width: 320, height: 480))
        #expect(scrollView.contentSize.height - scrollView.bounds.height == 1_520)
    }
}
