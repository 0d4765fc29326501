import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = ListDefaults.rowMinHeight
}

extension EnvironmentValues {
    /// The default minimum height of a row in a list (SwiftUI's `defaultMinListRowHeight`):
    /// 44 points by default (`ListDefaults.rowMinHeight`). A list's rows are at least this tall,
    /// their content inset by the row insets; 0 lets a row be as short as its content. A
    /// negative or NaN value counts as 0.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}
