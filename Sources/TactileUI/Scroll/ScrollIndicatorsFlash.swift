import Foundation

/// One `scrollIndicatorsFlash(trigger:)` value, compared with the one the scroll view saw at its
/// last evaluation: a different value flashes its indicators.
///
/// Unchecked `Sendable`: the value is only compared on the main actor, by the scroll view's
/// evaluation (as SwiftUI, which takes any `Equatable`).
struct ScrollIndicatorsFlashTrigger: @unchecked Sendable {
    let value: any Equatable

    init<V: Equatable>(_ value: V) { self.value = value }

    func isEqual(to other: ScrollIndicatorsFlashTrigger) -> Bool {
        func equal<V: Equatable>(_ value: V) -> Bool { (other.value as? V) == value }
        return equal(value)
    }
}

/// What `scrollIndicatorsFlash` asks of the scroll views below it.
struct ScrollIndicatorsFlashRequest: Sendable {
    /// `scrollIndicatorsFlash(onAppear: true)`: flash when a scroll view appears.
    var onAppear = false
    /// `scrollIndicatorsFlash(trigger:)` values, outermost first.
    var triggers: [ScrollIndicatorsFlashTrigger] = []
}

private struct ScrollIndicatorsFlashRequestKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorsFlashRequest { ScrollIndicatorsFlashRequest() }
}

extension EnvironmentValues {
    var scrollIndicatorsFlashRequest: ScrollIndicatorsFlashRequest {
        get { self[ScrollIndicatorsFlashRequestKey.self] }
        set { self[ScrollIndicatorsFlashRequestKey.self] = newValue }
    }
}

extension View {
    /// Flashes the scroll indicators of scrollable views when they appear (SwiftUI, iOS 17):
    /// shown as after a scroll, then faded (`ScrollIndicatorFade`).
    public consuming func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        modifier(ScrollIndicatorsFlashOnAppearModifier(onAppear: onAppear))
    }

    /// Flashes the scroll indicators of scrollable views when `value` changes (SwiftUI, iOS 17):
    /// each scroll view below compares it with the value of its last evaluation.
    public consuming func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        modifier(ScrollIndicatorsFlashTriggerModifier(trigger: ScrollIndicatorsFlashTrigger(value)))
    }
}

/// `scrollIndicatorsFlash(onAppear:)`: `true` flashes the scroll views that appear below; `false`
/// does not undo an ancestor's `true` (as `scrollDisabled`).
package struct ScrollIndicatorsFlashOnAppearModifier: EnvironmentModifier {
    let onAppear: Bool
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        if onAppear { environment.scrollIndicatorsFlashRequest.onAppear = true }
    }
}

/// `scrollIndicatorsFlash(trigger:)`: adds its value to those the scroll views below watch.
package struct ScrollIndicatorsFlashTriggerModifier: EnvironmentModifier {
    let trigger: ScrollIndicatorsFlashTrigger
    package func update(_ environment: inout EnvironmentValues, in context: EvaluationContext) {
        environment.scrollIndicatorsFlashRequest.triggers.append(trigger)
    }
}
