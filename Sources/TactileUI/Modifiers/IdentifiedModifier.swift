/// SwiftUI's design-time identity of a view (`_IdentifiedModifier`), which Xcode's preview canvas
/// wraps around views in debug builds. Code that extends `ModifiedContent` for it under
/// `#if DEBUG` (exyte/Grid, so its containers read through the preview's wrapper) compiles against
/// it. Tactile's previews never apply it; applied by hand it changes nothing.
public struct _IdentifiedModifier<Identifier: Hashable>: ViewModifier {
    public var identifier: Identifier

    public init(identifier: Identifier) { self.identifier = identifier }

    public func body(content: Content) -> Content { content }
}

extension _IdentifiedModifier: WrappingModifier {}

/// The identifier Xcode's preview canvas gives a view it can select (SwiftUI's
/// `__DesignTimeSelectionIdentifier`); see `_IdentifiedModifier`.
public struct __DesignTimeSelectionIdentifier: Hashable, Sendable {
    public let identifier: String

    public init(_ identifier: String) { self.identifier = identifier }
}
