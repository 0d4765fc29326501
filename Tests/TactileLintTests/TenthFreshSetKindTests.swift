import Testing
@testable import TactileLint

/// Kinds the tenth fresh set (P1–P19) showed after it was judged: taps that only put the keyboard
/// away or move focus, written in forms the rules did not read (34 unwanted findings there). Each is a
/// fixture of our own in the style of the code it was seen in, beside the near miss that must still
/// be reported.
@Suite("Kinds from the tenth fresh set")
struct TenthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())
    static let contentShape = RuleUnderTest(rule: TapAreaMissingContentShapeRule())

    static func screen(_ action: String) -> String {
        """
        VStack(spacing: 16) {
            TextField("Title", text: $title)
            Spacer()
        }
        .onTapGesture {
            \(action)
        }
        """
    }

    @Test("a project's endTextEditing() puts the keyboard away: no button, no content shape; a function that does something else still is")
    func endTextEditingIsKeyboardDismissal() {
        #expect(Self.tap.count(in: Self.screen("self.endTextEditing()")) == 0)
        #expect(Self.contentShape.count(in: Self.screen("endTextEditing()")) == 0)
        #expect(Self.tap.count(in: Self.screen("self.startTextEditing()")) == 1)
        #expect(Self.tap.count(in: Self.screen("editingEnded()")) == 1)
    }

    @Test("resignFirstResponder inside #if canImport(UIKit) is still only the keyboard going away")
    func conditionalResignIsKeyboardDismissal() {
        let action = """
        #if canImport(UIKit)
            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
            #endif
        """
        #expect(Self.contentShape.count(in: Self.screen(action)) == 0)
        #expect(Self.tap.count(in: Self.screen(action)) == 0)
        let alsoSaves = """
        #if canImport(UIKit)
            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
            #endif
            save()
        """
        #expect(Self.tap.count(in: Self.screen(alsoSaves)) == 1)
    }

    @Test("a keyboard flag of the app's own set to false moves focus; a tap that also submits is a control")
    func keyboardFlagIsFocus() {
        #expect(Self.tap.count(in: Self.screen("isKeyboardUp = false")) == 0)
        #expect(Self.tap.count(in: Self.screen("self.isKeyboardUp = false")) == 0)
        #expect(Self.tap.count(in: Self.screen("isKeyboardUp = false\n    submit()")) == 1)
    }

    @Test("a focus toggled through if / else if moves only focus; a branch that navigates makes it a control")
    func focusToggledThroughBranchesIsFocus() {
        let toggle = "if focus == .search { focus = nil } else if focus == nil { focus = .search }"
        #expect(Self.tap.count(in: Self.screen(toggle)) == 0)
        let navigates = "if focus == .search { focus = nil } else { path.append(.results) }"
        #expect(Self.tap.count(in: Self.screen(navigates)) == 1)
    }
}
