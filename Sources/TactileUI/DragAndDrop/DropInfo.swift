import Foundation

/// The state of a drag over a drop destination (SwiftUI's `DropInfo`): where it is, in the
/// destination's local space, and what it carries.
@MainActor
public struct DropInfo {
    /// The drag's location in the destination view's local coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    package init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    /// Whether an item carried offers a representation conforming to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        providers.contains { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// `hasItemsConforming(to:)` with type identifiers (deprecated in SwiftUI).
    public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool {
        hasItemsConforming(to: typeIdentifiers.compactMap(UTType.init))
    }

    /// The carried items offering a representation conforming to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// `itemProviders(for:)` with type identifiers (deprecated in SwiftUI).
    public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] {
        itemProviders(for: typeIdentifiers.compactMap(UTType.init))
    }
}
