/// What a `TabView` reads from one of its pages before evaluating it: the page's `tag(_:)`, its
/// `tabItem(_:)` and its `badge(_:)` (SwiftUI's view traits of a tab). They are read through the
/// page's modifier chain (`ModifiedContent`), outermost last, so the outermost of two tags wins,
/// as an outer trait overrides an inner one in SwiftUI. A trait written inside a custom view's
/// `body` is not seen (Tactile's difference: SwiftUI reads traits through bodies).
package struct TabPageTraits {
    package var tag: AnyHashable?
    package var item: AnyView?
    package var badge: Text?

    package init() {}

    /// The traits of `view`: what the modifiers of its chain write.
    @MainActor package static func of<V: View>(_ view: V) -> TabPageTraits {
        var traits = TabPageTraits()
        (view as? any TabTraitCarrying)?.readTabTraits(into: &traits)
        return traits
    }
}

/// A modifier that writes a tab page trait (`tag(_:)`, `tabItem(_:)`, `badge(_:)`).
@MainActor
package protocol TabTraitWriting {
    func write(to traits: inout TabPageTraits)
}

/// A view whose modifier chain a tab view reads its page traits from.
@MainActor
package protocol TabTraitCarrying {
    func readTabTraits(into traits: inout TabPageTraits)
}

extension ModifiedContent: TabTraitCarrying where Content: View, Modifier: ViewModifier {
    package func readTabTraits(into traits: inout TabPageTraits) {
        (content as? any TabTraitCarrying)?.readTabTraits(into: &traits)
        (modifier as? any TabTraitWriting)?.write(to: &traits)
    }
}
