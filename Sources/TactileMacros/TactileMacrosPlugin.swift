import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Tactile's macros.
@main
struct TactileMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
