import Testing
@testable import TactileLint

/// A drag or long press whose whole action a `Button` of the same view does too (`ButtonAlternative`):
/// the wrong `gesture_without_accessibility_action` findings of the sixteenth to eighteenth sets were
/// mostly this — a viewer swiped away beside its close button, a pager swiped beside its chevrons, a
/// review card swiped beside its keep and delete buttons. Fixtures of our own in that style, beside the
/// near misses that must still be reported.
@Suite("A gesture whose action a Button of the view performs")
struct ButtonAlternativeGestureTests {
    static let rule = RuleUnderTest(rule: GestureWithoutAccessibilityActionRule())

    /// A calendar whose grid is swiped with `SWIPE` as `onEnded`, under a header holding `HEADER`.
    static func calendar(swipe: String, header: String) -> String {
        """
        struct CalendarCard: View {
            @State private var month = Date()
            @State private var isExpanded = false
            @State private var dragOffset: CGFloat = 0
            var body: some View {
                VStack {
                    HStack { \(header) }
                    MonthGrid(month: month)
                        .offset(x: dragOffset)
                        .gesture(DragGesture()
                            .onChanged { dragOffset = $0.translation.width }
                            .onEnded { value in
                                \(swipe)
                                dragOffset = 0
                            })
                }
            }
            func previousMonth() {}
            func nextMonth() {}
        }
        """
    }

    @Test("a swipe calling what the header's buttons call is reachable through them")
    func swipeBesideChevrons() {
        let swipe = "if value.translation.width < 0 { nextMonth() } else { previousMonth() }"
        #expect(Self.rule.count(in: Self.calendar(swipe: swipe, header: """
            Button(action: previousMonth) { Image(systemName: "chevron.left") }
            Button { nextMonth() } label: { Image(systemName: "chevron.right") }
            """)) == 0)
    }

    @Test("a swipe setting a property a button toggles is reachable through it, past the drag's own offset")
    func swipeSettingWhatAButtonToggles() {
        let swipe = "if value.translation.height > 40 { withAnimation { isExpanded = true } }"
        #expect(Self.rule.count(in: Self.calendar(swipe: swipe, header: "Button(\"Expand\") { isExpanded.toggle() }")) == 0)
    }

    @Test("a swipe doing more than the buttons do is still reported")
    func swipeDoingMore() {
        let swipe = "if value.translation.width < 0 { nextMonth() } else { previousMonth() }"
        #expect(Self.rule.count(in: Self.calendar(swipe: swipe, header: """
            Button(action: nextMonth) { Image(systemName: "chevron.right") }
            """)) == 1)
        #expect(Self.rule.count(in: Self.calendar(swipe: swipe, header: "Button(\"Today\") { month = Date() }")) == 1)
    }

    @Test("a haptic the gesture plays beside its action needs no button of its own")
    func hapticIsNotAnAction() {
        let swipe = "UIImpactFeedbackGenerator(style: .light).impactOccurred(); if value.translation.width < 0 { nextMonth() }"
        #expect(Self.rule.count(in: Self.calendar(swipe: swipe, header: """
            Button(action: nextMonth) { Image(systemName: "chevron.right") }
            """)) == 0)
    }

    @Test("a button in another view, given the action as a closure, is not followed")
    func buttonInAnotherType() {
        let source = """
            struct Viewer: View {
                var onClose: () -> Void
                var body: some View {
                    Photo()
                        .gesture(DragGesture().onEnded { value in if value.translation.height > 100 { onClose() } })
                        .overlay(alignment: .top) { TopBar(onBack: onClose) }
                }
            }
            struct TopBar: View {
                var onBack: () -> Void
                var body: some View { Button(action: onBack) { Image(systemName: "xmark") } }
            }
            """
        #expect(Self.rule.count(in: source) == 1)
    }

    @Test("a long press deleting what the row's button deletes is reachable through it")
    func longPressBesideButton() {
        let source = """
            struct TaskRow: View {
                let task: Task
                var body: some View {
                    HStack {
                        Text(task.title)
                        Button(role: .destructive) { delete(task) } label: { Image(systemName: "trash") }
                    }
                    .onLongPressGesture { delete(task) }
                }
            }
            """
        #expect(Self.rule.count(in: source) == 0)
        #expect(Self.rule.count(in: source.replacingOccurrences(of: "{ delete(task) } label", with: "{ archive(task) } label")) == 1)
    }

    @Test("a drag beside a pinch, dismissing what the close button dismisses, is reachable through it")
    func compositionBesideCloseButton() {
        let source = """
            struct PhotoZoom: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var scale: CGFloat = 1
                @State private var offset: CGSize = .zero
                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        Image("photo")
                            .scaleEffect(scale)
                            .offset(offset)
                            .gesture(DragGesture()
                                .onChanged { offset = $0.translation }
                                .onEnded { value in
                                    if value.translation.height > 120 { dismiss() } else { offset = .zero }
                                }
                                .simultaneously(with: MagnifyGesture().onChanged { scale = $0.magnification }))
                        CLOSE
                    }
                }
            }
            """
        #expect(Self.rule.count(in: source.replacingOccurrences(of: "CLOSE", with: "Button { dismiss() } label: { Image(systemName: \"xmark\") }")) == 0)
        #expect(Self.rule.count(in: source.replacingOccurrences(of: "CLOSE", with: "Text(\"Pinch to zoom\")")) == 1)
    }
}
