import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TactileMacros

/// `@Entry` expands as SwiftUI's does: a private `EnvironmentKey` named after the property and
/// accessors through `EnvironmentValues`' key subscript.
@Suite("@Entry expansion")
struct EntryMacroTests: MacroExpansionExpectation {
    let macros = ["Entry": MacroSpec(type: EntryMacro.self)]

    @Test("a typed entry gets a key whose default is computed each time, and get/set accessors")
    func typedEntry() {
        expect(
            """
            extension EnvironmentValues {
                @Entry var spacing: Double = 8
            }
            """,
            expands: """
            extension EnvironmentValues {
                var spacing: Double {
                    get {
                        self[__Key_spacing.self]
                    }
                    set {
                        self[__Key_spacing.self] = newValue
                    }
                }

                private struct __Key_spacing: TactileUI.EnvironmentKey {
                    static var defaultValue: Double {
                        8
                    }
                }
            }
            """)
    }

    @Test("an entry in ContainerValues gets a ContainerValueKey, as SwiftUI's container values do")
    func containerEntry() {
        expect(
            """
            extension ContainerValues {
                @Entry var isPinned: Bool = false
            }
            """,
            expands: """
            extension ContainerValues {
                var isPinned: Bool {
                    get {
                        self[__Key_isPinned.self]
                    }
                    set {
                        self[__Key_isPinned.self] = newValue
                    }
                }

                private struct __Key_isPinned: TactileUI.ContainerValueKey {
                    static var defaultValue: Bool {
                        false
                    }
                }
            }
            """)
    }

    @Test("an entry without a type takes it from its initializer, as SwiftUI's does: the key stores the default")
    func untypedEntry() {
        expect(
            """
            extension EnvironmentValues {
                @Entry var title = "Untitled"
            }
            """,
            expands: """
            extension EnvironmentValues {
                var title {
                    get {
                        self[__Key_title.self]
                    }
                    set {
                        self[__Key_title.self] = newValue
                    }
                }

                private struct __Key_title: TactileUI.EnvironmentKey {
                    static let defaultValue = "Untitled"
                }
            }
            """)
    }

    @Test("an optional entry needs no initializer: its default is nil")
    func optionalEntry() {
        expect(
            """
            extension EnvironmentValues {
                @Entry var radius: CGFloat?
            }
            """,
            expands: """
            extension EnvironmentValues {
                var radius: CGFloat? {
                    get {
                        self[__Key_radius.self]
                    }
                    set {
                        self[__Key_radius.self] = newValue
                    }
                }

                private struct __Key_radius: TactileUI.EnvironmentKey {
                    static var defaultValue: CGFloat? {
                        nil
                    }
                }
            }
            """)
    }

    @Test("an entry of a non-optional type without a default value is an error, not an expansion")
    func missingDefault() {
        expect(
            """
            extension EnvironmentValues {
                @Entry var spacing: Double
            }
            """,
            expands: """
            extension EnvironmentValues {
                var spacing: Double
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Entry' needs a default value: write '= <value>' after the type", line: 2, column: 5)])
    }

    @Test("a constant is an error: an entry must be settable")
    func constantIsRejected() {
        expect(
            """
            extension EnvironmentValues {
                @Entry let spacing: Double = 8
            }
            """,
            expands: """
            extension EnvironmentValues {
                let spacing: Double = 8
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Entry' applies to a stored 'var' with a default value, such as '@Entry var spacing: CGFloat = 8'", line: 2, column: 5)])
    }
}
