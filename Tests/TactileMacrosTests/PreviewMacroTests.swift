import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TactileMacros

/// `#Preview` expands as SwiftUI's does: one uniquely named `PreviewRegistry` type per preview,
/// with its location and a `makePreview()` that keeps the closure as written — and an entry point
/// under a symbol named after the preview's place, which the lab calls in a package's build.
@Suite("#Preview expansion")
struct PreviewMacroTests: MacroExpansionExpectation {
    let macros = ["Preview": MacroSpec(type: PreviewMacro.self)]

    @Test("an untitled preview becomes a registry with a nil name; the closure's lines keep their own indentation")
    func untitled() {
        expect(
            """
            #Preview {
                Text("Hello")
            }
            """,
            expands: """
            @_silgen_name("tactile_preview_TestModule_test_swift_1_1") @MainActor func __macro_local_5entryfMu_() -> TactileUI.Preview {
                __macro_local_7PreviewfMu_.makePreview()
            }
            struct __macro_local_7PreviewfMu_: TactileUI.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() -> TactileUI.Preview {
                    TactileUI.Preview(nil) {
                Text("Hello")
                    }
                }
            }
            """)
    }

    @Test("a titled preview keeps its title and its place in the file")
    func titled() {
        expect(
            """
            let before = 1
            #Preview("Double tap") { ShorthandDoubleTapView() }
            """,
            expands: """
            let before = 1
            @_silgen_name("tactile_preview_TestModule_test_swift_2_1") @MainActor func __macro_local_5entryfMu_() -> TactileUI.Preview {
                __macro_local_7PreviewfMu_.makePreview()
            }
            struct __macro_local_7PreviewfMu_: TactileUI.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 2
                static let column: Int = 1
                @MainActor static func makePreview() -> TactileUI.Preview {
                    TactileUI.Preview("Double tap") {
                        ShorthandDoubleTapView()
                    }
                }
            }
            """)
    }

    @Test("the body may be passed with its label")
    func labelledBody() {
        expect(
            #"#Preview("A", body: { EmptyView() })"#,
            expands: """
            @_silgen_name("tactile_preview_TestModule_test_swift_1_1") @MainActor func __macro_local_5entryfMu_() -> TactileUI.Preview {
                __macro_local_7PreviewfMu_.makePreview()
            }
            struct __macro_local_7PreviewfMu_: TactileUI.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() -> TactileUI.Preview {
                    TactileUI.Preview("A") {
                        EmptyView()
                    }
                }
            }
            """)
    }

    @Test("a preview without a body is an error with a clear message, not a crash")
    func missingBody() {
        expect(
            #"#Preview("A")"#,
            expands: #"#Preview("A")"#,
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that returns the view to preview: #Preview { MyView() }",
                                         line: 1, column: 1)])
    }

    @Test("traits are passed on to the preview, the additional ones too")
    func traits() {
        expect(
            #"#Preview("Fits", traits: .sizeThatFitsLayout, .landscapeLeft) { EmptyView() }"#,
            expands: """
            @_silgen_name("tactile_preview_TestModule_test_swift_1_1") @MainActor func __macro_local_5entryfMu_() -> TactileUI.Preview {
                __macro_local_7PreviewfMu_.makePreview()
            }
            struct __macro_local_7PreviewfMu_: TactileUI.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() -> TactileUI.Preview {
                    TactileUI.Preview("Fits", traits: .sizeThatFitsLayout, .landscapeLeft) {
                        EmptyView()
                    }
                }
            }
            """)
    }

    @Test("@Previewable declarations become properties of a view whose body is the rest of the closure")
    func previewable() {
        expect(
            """
            #Preview("Toggle") {
                @Previewable @State var on = true
                Toggle("On", isOn: $on)
            }
            """,
            expands: """
            @_silgen_name("tactile_preview_TestModule_test_swift_1_1") @MainActor func __macro_local_5entryfMu_() -> TactileUI.Preview {
                __macro_local_7PreviewfMu_.makePreview()
            }
            struct __macro_local_7PreviewfMu_: TactileUI.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift"
                static let line: Int = 1
                static let column: Int = 1
                struct Content: TactileUI.View {
                    @State var on = true
                    var body: some TactileUI.View {
                        Toggle("On", isOn: $on)
                    }
                }
                @MainActor static func makePreview() -> TactileUI.Preview {
                    TactileUI.Preview("Toggle") {
                        Content()
                    }
                }
            }
            """)
    }
}
