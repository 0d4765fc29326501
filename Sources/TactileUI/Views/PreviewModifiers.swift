import Foundation

/// The size a `PreviewProvider` preview is shown at (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable {
    /// The device's screen (the default).
    case device
    /// As large as the content needs.
    case sizeThatFits
    /// A container of the given size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview is shown on, by Xcode's name ("iPhone 16 Pro") (SwiftUI's `PreviewDevice`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of an interface (SwiftUI's `InterfaceOrientation`, iOS 15).
public struct InterfaceOrientation: Sendable, Hashable, CaseIterable, Identifiable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}

// What a `PreviewProvider`'s previews say about how Xcode shows them. The lab shows every preview
// on its canvas, at the device's size (docs/COMPATIBILITY.md, "Previews"), so these modifiers are
// accepted and return the view unchanged: written for Xcode, the preview compiles and draws here.
extension View {
    /// How large Xcode shows this preview (SwiftUI's `previewLayout(_:)`); the view is unchanged here.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The name Xcode gives this preview (SwiftUI's `previewDisplayName(_:)`); the view is unchanged here.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// The device Xcode shows this preview on (SwiftUI's `previewDevice(_:)`); the view is unchanged here.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// The orientation Xcode shows this preview in (SwiftUI's `previewInterfaceOrientation(_:)`, iOS 15);
    /// the view is unchanged here.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
