import Foundation

extension View {
    /// Plays `feedback` each time `trigger` changes (SwiftUI's `sensoryFeedback(_:trigger:)`,
    /// iOS 17): recorded in the host's haptics (`ViewHost.hapticFeedback`), not played.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback }
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds (SwiftUI's
    /// `sensoryFeedback(_:trigger:condition:)`): recorded, not played.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
    }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes, none for nil
    /// (SwiftUI's `sensoryFeedback(trigger:_:)`): recorded, not played.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        onChange(of: trigger) { old, new in
            if let played = feedback(old, new) { HostSystem.current?.recordFeedback(played) }
        }
    }
}
