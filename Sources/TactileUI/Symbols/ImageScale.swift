import Foundation

extension Image {
    /// A scale to apply to vector images relative to text (SwiftUI's `Image.Scale`): a symbol
    /// is drawn `FontMetrics.smallSymbolScale` or `largeSymbolScale` times its `.medium` size,
    /// which is its font's.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The factor on the symbol's size at `.medium`.
        var factor: CGFloat {
            switch self {
            case .small: FontMetrics.smallSymbolScale
            case .medium: 1
            case .large: FontMetrics.largeSymbolScale
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The image scale for this environment (SwiftUI's `imageScale`), `.medium` by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales images within the view according to one of the relative sizes available (SwiftUI's
    /// `imageScale(_:)`): symbols below are drawn at that scale of their font's size.
    public consuming func imageScale(_ scale: Image.Scale) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.imageScale, value: scale))
    }
}
