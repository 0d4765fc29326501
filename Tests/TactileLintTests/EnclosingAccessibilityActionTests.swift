import Testing
@testable import TactileLint

/// A swipe on a row whose enclosing view, in the same declaration, carries the accessibility action
/// (`ZStack { row.gesture(swipe) }.accessibilityAction(named: "Delete")`): the action is offered where
/// VoiceOver reaches the row. A nineteenth-set reviewer judged such a finding wrong.
@Suite("An accessibility action on the view that holds the gesture")
struct EnclosingAccessibilityActionTests {
    static let rule = RuleUnderTest(rule: GestureWithoutAccessibilityActionRule())

    static func row(_ outer: String) -> String {
        """
        struct SwipeToDeleteRow<Content: View>: View {
            let content: Content
            let onDelete: () -> Void
            @State private var offset: CGFloat = 0
            var body: some View {
                ZStack(alignment: .trailing) {
                    Color.red
                    content
                        .offset(x: offset)
                        .gesture(DragGesture()
                            .onChanged { offset = min(0, $0.translation.width) }
                            .onEnded { value in
                                if value.translation.width < -120 { onDelete() }
                                offset = 0
                            })
                }
                \(outer)
            }
        }
        """
    }

    @Test("an accessibility action or context menu on the enclosing stack offers the swipe")
    func enclosingActionOffers() {
        #expect(Self.rule.count(in: Self.row(".accessibilityAction(named: Text(\"Delete\")) { onDelete() }")) == 0)
        #expect(Self.rule.count(in: Self.row(".contextMenu { Button(\"Delete\", role: .destructive) { onDelete() } }")) == 0)
    }

    @Test("without one, or with one only on an overlay's content, the swipe is reported")
    func otherPlacesDoNot() {
        #expect(Self.rule.count(in: Self.row(".padding()")) == 1)
        #expect(Self.rule.count(in: Self.row(".overlay { Badge().accessibilityAction(named: \"Open\") { } }")) == 1)
        let inOverlay = """
            struct Card: View {
                var body: some View {
                    Poster()
                        .overlay {
                            Handle().gesture(DragGesture().onEnded { _ in archive() })
                        }
                        .accessibilityAction(named: "Share") { share() }
                }
            }
            """
        #expect(Self.rule.count(in: inOverlay) == 1)
    }
}
