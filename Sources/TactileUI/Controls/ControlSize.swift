import Foundation

/// The size classes, like regular or small, that you can apply to controls within a view
/// (SwiftUI's `ControlSize`).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size to apply to controls within a view (SwiftUI's `controlSize`), `.regular` by default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view (SwiftUI's `controlSize(_:)`): the environment's
    /// `controlSize`, which your views read; Tactile's built-in controls draw at their regular
    /// size whatever it is (docs/COMPATIBILITY.md).
    public consuming func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.controlSize, value: controlSize))
    }
}
