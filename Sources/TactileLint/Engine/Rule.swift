import SwiftSyntax

/// A check of SwiftUI gesture code.
///
/// Invariants: `check` only reads the tree (it never throws or traps on any tree, including trees with
/// missing nodes); each returned violation points into `context.tree`; a correction, when present, yields
/// code that no longer triggers the rule at that place.
public protocol Rule: Sendable {
    /// The id, severity, rationale and examples; the examples are the rule's tests and documentation.
    var description: RuleDescription { get }

    /// The violations of this rule in one parsed file.
    func check(_ context: RuleContext) -> [Violation]
}

/// What a rule may read while checking one file.
public struct RuleContext {
    /// The parsed file (free of syntax errors).
    public let tree: SourceFileSyntax
    /// The nodes rules look at, gathered once per file.
    public let index: SyntaxIndex
    /// The minimum OS versions the checked code runs on, when the configuration gives them.
    public let deploymentTarget: DeploymentTarget
    /// The declarations of every file of the run, for following names across properties, functions,
    /// extensions and files (the file alone when it is checked on its own).
    public let module: ModuleIndex
    /// The file's path as reported (empty when unknown): only path conventions read it, such as
    /// `InternalTestingApp`.
    public let path: String

    public init(tree: SourceFileSyntax, deploymentTarget: DeploymentTarget, module: ModuleIndex? = nil, path: String = "") {
        self.tree = tree
        self.path = path
        self.index = SyntaxIndex(tree)
        self.deploymentTarget = deploymentTarget
        self.module = module ?? ModuleIndex([tree])
    }
}
