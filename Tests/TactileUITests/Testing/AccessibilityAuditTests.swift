import Foundation
import Synchronization
import Testing
import TactileTesting
@testable import TactileUI

/// One problem of each kind, each on its own view:
/// - "Go": a 30 × 30 button (`.hitRegion`);
/// - #unlabelled: a button drawn as a circle, with no label (`.sufficientElementDescription`);
/// - "Open": a labelled shape with `onTapGesture` and no button trait (`.trait`);
/// - "Card": a labelled shape with a drag and no accessibility action (`.action`, "drag");
/// - "Hold": a labelled shape with `onLongPressGesture` and no action (`.action`, "long press");
/// - #swatch: a colour with `onTapGesture`, which forms no element at all (`.trait`).
private struct ProblemScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            Button {} label: { Text("Go").frame(width: 30, height: 30) }
            Button {} label: { Circle().frame(width: 60, height: 60) }
                .accessibilityIdentifier("unlabelled")
            Rectangle().frame(width: 120, height: 50)
                .accessibilityLabel("Open")
                .onTapGesture {}
            Rectangle().frame(width: 120, height: 50)
                .accessibilityLabel("Card")
                .gesture(DragGesture().onChanged { _ in })
            Rectangle().frame(width: 120, height: 50)
                .accessibilityLabel("Hold")
                .onLongPressGesture {}
            Color.red.frame(width: 80, height: 80)
                .accessibilityIdentifier("swatch")
                .onTapGesture {}
        }
    }
}

/// The same controls done right: large enough, labelled, a tap exposed as a button, a drag with
/// an accessibility action; a plain text and a hidden decoration with a tap are not audited.
private struct CleanScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Welcome")
            Button {} label: { Text("Go").frame(width: 120, height: 44) }
            Button {} label: { Circle().frame(width: 60, height: 60) }
                .accessibilityLabel("Record")
            Rectangle().frame(width: 120, height: 50)
                .accessibilityLabel("Open")
                .onTapGesture {}
                .accessibilityAddTraits(.isButton)
            Rectangle().frame(width: 120, height: 50)
                .accessibilityLabel("Card")
                .gesture(DragGesture().onChanged { _ in })
                .accessibilityAction(named: "Move") {}
            Color.gray.frame(width: 20, height: 20)
                .onTapGesture {}
                .accessibilityHidden(true)
        }
    }
}

/// Counts from the known-issue matcher, which may run on any thread.
private final class AuditIssueCounter: Sendable {
    let count = Mutex(0)
}

@MainActor
@Suite("Accessibility audit: hit regions, descriptions, traits and actions on the laid-out tree, as Xcode's audit")
struct AccessibilityAuditTests {
    nonisolated private static func isAuditIssue(_ issue: Issue) -> Bool {
        issue.comments.contains { $0.rawValue.hasPrefix("Accessibility audit: ") }
    }

    private func audit<Content: View>(_ host: ViewHost<Content>, for types: AccessibilityAuditType = .all,
                                      _ handler: @escaping (AccessibilityAuditIssue) -> Bool = { _ in false }) -> [AccessibilityAuditIssue] {
        var issues: [AccessibilityAuditIssue] = []
        withKnownIssue("the fixture has problems on purpose", isIntermittent: true) {
            issues = host.performAccessibilityAudit(for: types) { handler($0) }
        } matching: { Self.isAuditIssue($0) }
        return issues
    }

    @Test("the problem fixture has each kind of issue, each on its element, in reading order")
    func findsEachKind() {
        let host = ViewHost(ProblemScreen())
        let issues = audit(host)
        let found = issues.map { "\($0.auditType) \($0.element.label ?? $0.element.identifier ?? "?")" }
        #expect(found == [".hitRegion Go", ".sufficientElementDescription unlabelled", ".trait Open",
                          ".action Card", ".action Hold", ".trait swatch"])
    }

    @Test("each issue names the element and the frame it is drawn at")
    func issuesCarryElementAndFrame() throws {
        let host = ViewHost(ProblemScreen())
        let issues = audit(host)
        let open = try #require(issues.first { $0.auditType == .trait })
        #expect(open.frame.size == CGSize(width: 120, height: 50))
        let swatch = try #require(issues.last)
        #expect(swatch.frame == host.view(withIdentifier: "swatch")?.globalFrame)
        let go = try #require(issues.first)
        #expect(go.frame.size == CGSize(width: 30, height: 30))
        #expect(go.description.hasPrefix(".hitRegion Hit region too small — .button \"Go, Button\" @ "))
        #expect(go.detailedDescription.hasPrefix("This element is 30 × 30 pt, under the 44 × 44 pt"))
    }

    @Test("the drag and the long press are named as tactile-lint names them")
    func actionIssuesNameTheGesture() {
        let issues = audit(ViewHost(ProblemScreen()), for: .action)
        #expect(issues.map(\.detailedDescription) == [
            "This drag cannot be performed with VoiceOver, Switch Control or Voice Control, and the view offers no other way. Add .accessibilityAction(named:) doing the same thing.",
            "This long press cannot be performed with VoiceOver, Switch Control or Voice Control, and the view offers no other way. Add .accessibilityAction(named:) doing the same thing.",
        ])
    }

    @Test("for: audits only the kinds asked for")
    func auditsOnlyTheKindsAskedFor() {
        let issues = audit(ViewHost(ProblemScreen()), for: [.hitRegion, .sufficientElementDescription])
        #expect(issues.map(\.auditType) == [.hitRegion, .sufficientElementDescription])
    }

    @Test("each unignored issue records a test issue at the call")
    func recordsATestIssuePerIssue() {
        let host = ViewHost(ProblemScreen())
        let recorded = AuditIssueCounter()
        withKnownIssue("the fixture has problems on purpose") {
            host.performAccessibilityAudit()
        } matching: { issue in
            guard Self.isAuditIssue(issue) else { return false }
            recorded.count.withLock { $0 += 1 }
            return true
        }
        #expect(recorded.count.withLock { $0 } == 6)
    }

    @Test("the issue handler ignores an issue by returning true: it is neither recorded nor returned")
    func handlerIgnoresIssues() {
        let host = ViewHost(ProblemScreen())
        var seen: [AccessibilityAuditType] = []
        let kept = audit(host) { issue in
            seen.append(issue.auditType)
            return issue.auditType != .sufficientElementDescription
        }
        #expect(seen.count == 6)
        #expect(kept.map(\.auditType) == [.sufficientElementDescription])
        let none = host.performAccessibilityAudit { _ in true }
        #expect(none.isEmpty)
    }

    @Test("the clean fixture has no issue of any kind, and records none")
    func cleanFixturePasses() {
        let issues = ViewHost(CleanScreen()).performAccessibilityAudit()
        #expect(issues.isEmpty)
    }
}
