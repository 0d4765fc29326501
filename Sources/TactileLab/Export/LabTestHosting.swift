import Foundation

/// How a test exported from the lab makes a scene's view (docs/TESTING.md, "From the lab to a
/// test"): the import lines the view needs, declarations it uses that only the lab's build had
/// (a `#Preview`'s closure as a function), and the Swift expression that makes it.
///
/// Invariant: `imports`, then `declarations`, then a `ViewHost` of `view` is valid Swift in a test
/// target that depends on `TactileTesting` and on the modules imported.
public struct LabTestHosting: Sendable, Equatable, Codable {
    /// Whole lines, e.g. `import TactileScenes` or `@testable import ClientScreens`.
    public var imports: [String]
    /// Top-level declarations the expression uses ("" when none).
    public var declarations: String
    /// An expression whose value is the scene's view.
    public var view: String
    /// The module the test sees the user's types in (the package target), when the view comes
    /// from a user build: a value the lab prints as `LabUser.Card(…)` reads `Screens.Card(…)` in
    /// the test. Nil for the lab's own scenes, which are the same module in both.
    public var module: String?

    /// The module name of every user build (`LabCompiler`).
    public static let userBuildModule = "LabUser"

    public init(imports: [String], declarations: String = "", view: String, module: String? = nil) {
        self.imports = imports
        self.declarations = declarations
        self.view = view
        self.module = module
    }

    /// `value` (as the lab's build printed it) as the test will print it: the user build's module
    /// prefix becomes `module`'s. Nil when the value names the user build's module and the test's
    /// module is unknown (a loose file): no expectation can be written for it.
    func valueInTest(_ value: String, isUserBuild: Bool) -> String? {
        let prefix = Self.userBuildModule + "."
        guard isUserBuild, value.contains(prefix) else { return value }
        guard let module else { return nil }
        return value.replacingOccurrences(of: prefix, with: module + ".")
    }
}
