/// A characteristic of a preview (DeveloperToolsSupport's `PreviewTrait`): its layout or its
/// orientation, given to `#Preview("Title", traits: .sizeThatFitsLayout) { … }`.
///
/// The lab accepts every trait SwiftUI's views offer so a preview written for Xcode compiles
/// unchanged; it records them (`Preview.traits`) and lays every preview out on its canvas
/// (docs/COMPATIBILITY.md, "Previews").
public struct PreviewTrait<T>: Sendable {
    /// What the trait asks for.
    package enum Kind: Sendable, Equatable {
        case defaultLayout, sizeThatFitsLayout
        case fixedLayout(width: Double, height: Double)
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    }

    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }
}

extension Preview {
    /// The traits of a view preview (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits: Sendable {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview in the device's screen size (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.defaultLayout) }
    /// The preview as large as its content needs.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.sizeThatFitsLayout) }
    /// The preview in a container of the given size.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<T> { PreviewTrait(.fixedLayout(width: width, height: height)) }
    public static var portrait: PreviewTrait<T> { PreviewTrait(.portrait) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.portraitUpsideDown) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.landscapeLeft) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.landscapeRight) }
}
