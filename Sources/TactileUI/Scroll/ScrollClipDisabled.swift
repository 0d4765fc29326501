import Foundation

private struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether scroll views below draw their content past their bounds (`scrollClipDisabled(_:)`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Sets whether a scroll view clips its content to its bounds (SwiftUI's
    /// `scrollClipDisabled(_:)`, iOS 17). With clipping disabled, content past the bounds is
    /// drawn; it is still not hit there (a `UIScrollView` with `clipsToBounds == false` hit-tests
    /// only inside its bounds).
    public consuming func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.isScrollClipDisabled, value: disabled))
    }
}
