import Foundation

extension Color {
    /// The colour named `name` in `bundle`'s asset catalog (SwiftUI's `Color(_:bundle:)`).
    ///
    /// Tactile ships no asset catalogs, and a package's `.xcassets` are not read: every name
    /// draws `LayoutDefaults.missingNamedColor` (a mid-grey placeholder, the same in light and
    /// dark mode), as `Image("name")` draws its placeholder. Invariant: two named colours compare
    /// equal when their names are equal.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(resolved: LayoutDefaults.missingNamedColor.resolved, name: "asset \"\(name)\"")
    }
}
