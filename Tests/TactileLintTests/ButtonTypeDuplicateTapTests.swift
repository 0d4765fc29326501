import Testing
@testable import TactileLint

/// A tap doing what a button of a button type inside or beside the tapped view already does: a plan
/// card whose tap calls `action()` while its `AccentButton` (a design-system package's button) calls
/// `action()` too; a meal card whose tap calls `viewModel.tapMeal()` while its `MealViewMenuView`,
/// whose body is `Button(action: onTap)`, is given the same call. Kinds seen in the fifteenth fresh
/// set (U17); fixtures of our own in that style, beside the near misses that must still be reported.
@Suite("Taps repeating a button type's action")
struct ButtonTypeDuplicateTapTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    /// A card showing `CONTROL` under its title, tapped to run `action()`.
    static func card(_ control: String, tap: String = "action()") -> String {
        """
        struct PlanCard: View {
            let plan: Plan
            let action: () -> Void
            var body: some View {
                VStack(spacing: 0) {
                    Text(plan.title)
                    Text(plan.summary)
                    CONTROL
                }
                .background(plan.color)
                .onTapGesture {
                    \(tap)
                }
            }
        }
        """.replacingOccurrences(of: "CONTROL", with: control)
    }

    /// A view type of the module whose body is a `Button` running `onTap`, and one that only draws.
    static let menuView = """
        struct MenuDots: View {
            let isDisabled: Bool
            let onTap: () -> Void
            var body: some View {
                Button(action: onTap) {
                    Image(systemName: "ellipsis")
                }
                .disabled(isDisabled)
            }
        }
        struct Badge: View {
            let title: String
            let onTap: () -> Void
            var body: some View {
                Text(title).padding(4)
            }
        }
        """

    @Test("a button type given the tap's action makes the tap a second way to the same button")
    func buttonTypeRunsTheTap() {
        #expect(Self.tap.count(in: Self.card(#"AccentButton(title: "Choose") { action() }"#)) == 0)
        #expect(Self.tap.count(in: Self.card(#"PrimaryButton(title: "Choose", action: action)"#)) == 0)
        #expect(Self.tap.count(in: Self.card("MenuDots(isDisabled: false) { action() }") + "\n" + Self.menuView) == 0)
        #expect(Self.tap.count(in: Self.card("MenuDots(isDisabled: false, onTap: { action() })") + "\n" + Self.menuView) == 0)
    }

    @Test("a button type doing something else, or a view that only draws, leaves the tap reported")
    func otherViewsDoNot() {
        #expect(Self.tap.count(in: Self.card(#"AccentButton(title: "Share") { share() }"#)) == 1)
        #expect(Self.tap.count(in: Self.card("MenuDots(isDisabled: false) { showMenu() }") + "\n" + Self.menuView) == 1)
        #expect(Self.tap.count(in: Self.card(#"Badge(title: "New") { action() }"#) + "\n" + Self.menuView) == 1)
        #expect(Self.tap.count(in: Self.card(#"Text("Choose")"#)) == 1)
    }
}
