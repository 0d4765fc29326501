import Testing
@testable import TactileLint
import TactileTesting

/// The accessibility audit (`ViewHost.performAccessibilityAudit`, in TactileTesting) and
/// tactile-lint report the same problems in the same words; TactileTesting does not import
/// TactileLint, so this test, which imports both, keeps the two texts equal.
@Suite("Audit wording: the accessibility audit says what tactile-lint's rules say")
struct AuditWordingAgreementTests {
    private func messages(of rule: any Rule, in source: String) -> [String] {
        RuleUnderTest(rule: rule).findings(in: source, deploymentTarget: DeploymentTarget()).map(\.message)
    }

    @Test(".trait is tap_gesture_should_be_button's message for a view a Button can wrap")
    func traitWordingMatchesTheRule() {
        let found = messages(of: TapGestureShouldBeButtonRule(), in: """
            Text("Open")
                .padding()
                .onTapGesture { open() }
            """)
        #expect(found == [AccessibilityAuditWording.tapGestureShouldBeButton])
    }

    @Test(".action is gesture_without_accessibility_action's message, for a drag and for a long press")
    func actionWordingMatchesTheRule() {
        let drag = messages(of: GestureWithoutAccessibilityActionRule(), in: """
            Circle()
                .offset(offset)
                .gesture(DragGesture().onChanged { offset = $0.translation })
            """)
        #expect(drag == [AccessibilityAuditWording.gestureWithoutAccessibilityAction(kind: "drag")])
        let longPress = messages(of: GestureWithoutAccessibilityActionRule(), in: """
            Row(item)
                .onLongPressGesture { delete(item) } onPressingChanged: { pressing = $0 }
            """)
        #expect(longPress == [AccessibilityAuditWording.gestureWithoutAccessibilityAction(kind: "long press")])
    }
}
