import Testing
@testable import TactileLint

@Suite("Suppression comments")
struct SuppressionTests {
    let linter = Linter(configuration: Configuration(rootDirectory: "/"), rules: [TapCountOrderRule(), PreferRotateGestureRule()])

    private func rules(in source: String) -> [String] {
        linter.lint(source: source, path: "S.swift").map { "\($0.line) \($0.ruleID)" }
    }

    @Test("disable:next silences only the next line and only the named rule")
    func disableNext() {
        #expect(rules(in: """
            // tactile-lint:disable:next prefer_rotate_gesture
            let a = RotationGesture(); let b = TapGesture().exclusively(before: TapGesture(count: 2))
            let c = RotationGesture()
            """) == ["2 tap_count_order", "3 prefer_rotate_gesture"])
    }

    @Test("disable … enable silences a region; all silences every rule")
    func regions() {
        #expect(rules(in: """
            // tactile-lint:disable all
            let a = RotationGesture()
            let b = TapGesture().exclusively(before: TapGesture(count: 2))
            // tactile-lint:enable all
            let c = RotationGesture()
            // tactile-lint:disable prefer_rotate_gesture
            let d = RotationGesture()
            """) == ["5 prefer_rotate_gesture"])
    }

    @Test("disable:this silences its own line; text in strings is not a command")
    func disableThisAndStrings() {
        #expect(rules(in: """
            let a = RotationGesture() // tactile-lint:disable:this prefer_rotate_gesture
            let s = "// tactile-lint:disable all"
            let b = RotationGesture()
            """) == ["3 prefer_rotate_gesture"])
    }
}
