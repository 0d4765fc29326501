import SwiftSyntax

/// `#if swift(<5.9)` / `#if compiler(<6.0)` clauses that no toolchain able to build current SwiftUI
/// code compiles, and whose text the compiler does not even parse.
///
/// Follows The Swift Programming Language, "Compiler Control Statements": a clause guarded by a
/// `swift(…)` or `compiler(…)` version check that is false is not parsed, so a syntax error there does
/// not break the build. The bar: Swift 6.0 toolchains (language mode 5 reports `swift(5.10)`), the
/// oldest this package builds with (`Package.swift`, tools version 6.2, is newer still); a clause is
/// inactive when its whole condition is `swift(<N)` with N ≤ 5.10 or `compiler(<N)` with N ≤ 6.0.
///
/// Invariant: only `#if`/`#elseif` clauses whose entire condition is one such check are collected.
public struct InactiveVersionCode {
    /// The language and compiler versions every supported toolchain is at least at.
    static let oldestSwift = [5, 10]
    static let oldestCompiler = [6, 0]

    public private(set) var ranges: [Range<AbsolutePosition>] = []

    public init(_ tree: SourceFileSyntax) {
        SyntaxWalk.forEach(in: tree) { node in
            guard let clause = node.as(IfConfigClauseSyntax.self), let condition = clause.condition,
                  Self.isAlwaysFalse(condition)
            else { return }
            ranges.append(clause.position..<clause.endPosition)
        }
    }

    /// True when `position` lies in a clause no supported toolchain parses.
    public func contains(_ position: AbsolutePosition) -> Bool {
        ranges.contains { $0.contains(position) }
    }

    /// `swift(<5.9)`, `compiler(<6.0)`: a version check below every supported toolchain.
    static func isAlwaysFalse(_ condition: ExprSyntax) -> Bool {
        guard let call = condition.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["swift", "compiler"].contains(name), call.arguments.count == 1,
              let prefix = call.arguments.first?.expression.as(PrefixOperatorExprSyntax.self),
              prefix.operator.text == "<"
        else { return false }
        let version = prefix.expression.trimmedDescription.split(separator: ".").compactMap { Int($0) }
        guard !version.isEmpty else { return false }
        let oldest = name == "swift" ? oldestSwift : oldestCompiler
        // N ≤ oldest: every supported toolchain is at least N, so `< N` is false.
        return version == oldest || version.lexicographicallyPrecedes(oldest)
    }
}
