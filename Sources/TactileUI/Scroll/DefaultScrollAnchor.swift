import Foundation
import TactileGestures

/// Boxed for the environment (`UnitPoint?` as one stored value).
private struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    /// Where scroll views below start (`defaultScrollAnchor(_:)`).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default (SwiftUI's `defaultScrollAnchor(_:)`, iOS 17).
    ///
    /// Tactile: at its first layout the scroll view's offset is the anchor's fraction of the
    /// scrollable range on each scrolled axis (`.bottom` starts at the end, `.center` in the
    /// middle); while the view rests at that anchored offset, a change of the content's or the
    /// view's size keeps it there (a chat that grows stays at its bottom). A `scrollPosition`
    /// applied after the layout takes precedence.
    public consuming func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.defaultScrollAnchor, value: anchor))
    }
}
