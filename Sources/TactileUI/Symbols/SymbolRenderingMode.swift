import Foundation

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`).
///
/// On this host every symbol is drawn in one colour (its template shape in the foreground style,
/// `Image.renderingMode(_:)`): the modes are accepted and kept, for code that reads them
/// (`@Environment(\.symbolRenderingMode)`), and draw as `.monochrome` (docs/COMPATIBILITY.md).
public struct SymbolRenderingMode: Sendable, Hashable {
    private enum Kind: Sendable, Hashable { case monochrome, multicolor, hierarchical, palette }
    private let kind: Kind

    /// One colour for every layer: the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colours, where it has them.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// The foreground style at decreasing opacities, layer by layer.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Each layer in its own style of the foreground styles given.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The symbol rendering mode `symbolRenderingMode(_:)` set for symbols in this environment;
    /// nil for each symbol's own.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets the rendering mode of the symbols in this view (SwiftUI's `symbolRenderingMode(_:)`);
    /// drawn as `.monochrome` here.
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.symbolRenderingMode, value: mode))
    }
}

extension Image {
    /// The image's symbol rendering mode (SwiftUI's `Image.symbolRenderingMode(_:)`); drawn as
    /// `.monochrome` here.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        self
    }
}
