import Foundation

/// The numbers `tactile-compat` works with, each with where it comes from.
public struct CompatConfiguration: Sendable, Equatable {
    /// The longest one module's type-check may take before `swiftc` is stopped and the module is
    /// reported as not checked. The largest module of the corpus (docs/SOURCE-COMPATIBILITY.md)
    /// type-checks in well under a minute on the project's 2-core machine; ten times that leaves room
    /// for a slower machine without letting an expression the type checker cannot solve hang a run.
    public var moduleTimeLimit: Duration
    /// How many places (file:line) the text report shows for each missing API: enough to find the
    /// uses, few enough that the ranking stays one screen per dozen APIs. The JSON lists them all.
    public var placesShown: Int
    /// The folders a loose folder's module leaves out: build output (`.build…`, `DerivedData`),
    /// dependency managers' copies (`Pods`, `Carthage`) and SwiftPM's state (`.swiftpm`) — none
    /// of them the user's own code; test folders are left out by the `Tests` suffix of their name
    /// (Xcode's `AppTests`, `AppUITests`).
    public var skippedFolders: Set<String>
    /// Folders holding checkouts of packages named by URL (`tactile-compat --checkouts`), looked in
    /// after a package's own `.build/checkouts` (where `swift package resolve` puts them).
    public var checkoutFolders: [URL] = []

    public static let standard = CompatConfiguration(
        moduleTimeLimit: .seconds(600),
        placesShown: 3,
        skippedFolders: [".build", ".swiftpm", ".git", "DerivedData", "Pods", "Carthage"]
    )
}
