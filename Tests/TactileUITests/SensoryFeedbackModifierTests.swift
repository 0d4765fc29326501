import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `sensoryFeedback` (SwiftUI, iOS 17): each change of the trigger records the feedback the
/// modifier chooses in the host's haptics, in order, rather than playing it.
@MainActor
@Suite("sensoryFeedback")
struct SensoryFeedbackModifierTests {
    struct Like: View {
        @State private var liked = false
        @State private var taps = 0
        var body: some View {
            VStack {
                Button(liked ? "Unlike" : "Like") { liked.toggle(); taps += 1 }
                    .sensoryFeedback(trigger: liked) { _, liked in liked ? .success : .impact(weight: .light) }
                    .sensoryFeedback(.selection, trigger: taps, condition: { _, new in new.isMultiple(of: 3) })
            }
        }
    }

    @Test("a like plays success, an unlike a light impact; a condition filters the changes it plays on")
    func feedbackFollowsTheTrigger() {
        let host = ViewHost(Like(), canvasSize: CGSize(width: 200, height: 200))
        #expect(host.hapticFeedback.isEmpty, "nothing plays before the trigger changes")
        host.tap(on: "Like")
        host.tap(on: "Unlike")
        host.tap(on: "Like")
        let played = host.hapticFeedback
        #expect(Array(played.prefix(2)) == [.success, .impact(weight: .light)])
        // The third tap changes both triggers in one update: both play, in the order the host
        // runs its onChange actions.
        #expect(played.count == 4 && Set(played.suffix(2)) == [.success, .selection])
    }
}
