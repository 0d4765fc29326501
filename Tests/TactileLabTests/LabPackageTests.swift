import Foundation
@testable import TactileLab
import Testing

/// The lab on a package (issue 36, item 2; docs/ARCHITECTURE.md, "The lab on a package"): how it
/// reads SwiftPM's description of a package graph, which of Tactile's modules a package build sees,
/// and what the generated `main.swift` of a package's previews holds. (That a real package builds,
/// runs, rebuilds with its state and fails one target at a time is the browser test
/// `test_a_package_opens_with_the_previews_of_every_target_and_rebuilds_with_state_kept`.)
@Suite("Lab on a package")
struct LabPackageTests {
    static let root = URL(fileURLWithPath: "/work/App")
    static let scratch = URL(fileURLWithPath: "/work/lab/TactileLabPackages/App-1")

    /// An app package (`Feature` → `Design`, and the product `Gestures` of a local package, `Tests`
    /// a test target) and a checked-out package (`Charts`), as `swift package describe` tells them.
    static func descriptions() throws -> [LabPackageGraph.Description] {
        let texts = [
            #"""
            {"name": "App", "path": "/work/App", "products": [{"name": "Feature", "targets": ["Feature"]}],
             "targets": [
               {"name": "FeatureTests", "c99name": "FeatureTests", "type": "test", "path": "Tests/FeatureTests", "sources": ["A.swift"], "target_dependencies": ["Feature"]},
               {"name": "Feature", "c99name": "Feature", "type": "library", "path": "Sources/Feature", "sources": ["Screen.swift", "Model.swift", "Strings.txt"],
                "target_dependencies": ["Design"], "product_dependencies": ["Gestures", "Charts"]},
               {"name": "Design", "c99name": "Design", "type": "library", "path": "Sources/Design", "sources": ["Card.swift"]}
             ]}
            """#,
            #"""
            {"name": "GestureKit", "path": "/work/GestureKit", "products": [{"name": "Gestures", "targets": ["Gesture-Kit"]}],
             "targets": [{"name": "Gesture-Kit", "c99name": "Gesture_Kit", "type": "library", "path": "Sources/GestureKit", "sources": ["Swipe.swift"],
                          "target_dependencies": ["Core"]},
                         {"name": "Core", "c99name": "Core", "type": "library", "path": "Sources/Core", "sources": ["Core.swift"]},
                         {"name": "GestureMacros", "c99name": "GestureMacros", "type": "macro", "path": "Sources/GestureMacros", "sources": ["M.swift"]}]}
            """#,
            #"""
            {"name": "Charts", "path": "/work/lab/TactileLabPackages/App-1/checkouts/Charts", "products": [{"name": "Charts", "targets": ["Charts"]}],
             "targets": [{"name": "Charts", "c99name": "Charts", "type": "library", "path": "Sources/Charts", "sources": ["Chart.swift"]}]}
            """#,
        ]
        return try texts.map { try JSONDecoder().decode(LabPackageGraph.Description.self, from: Data($0.utf8)) }
    }

    static func graph() throws -> LabPackageGraph {
        try LabPackageGraph.make(descriptions: descriptions(), root: root,
                                 folders: [root, URL(fileURLWithPath: "/work/GestureKit"), scratch.appendingPathComponent("checkouts/Charts")],
                                 scratch: scratch)
    }

    @Test("the root package's targets come in dependency order, without test targets, with their Swift files only")
    func rootTargets() throws {
        let graph = try Self.graph()
        #expect(graph.name == "App")
        #expect(graph.targets.map(\.module) == ["Design", "Feature"])
        let feature = try #require(graph.targets.last)
        #expect(feature.sources == ["/work/App/Sources/Feature/Screen.swift", "/work/App/Sources/Feature/Model.swift"])
        #expect(feature.dependencies == ["Design", "Gesture_Kit", "Charts"])
    }

    @Test("a target links every target it builds on, through products and other packages, once, each after its own dependencies")
    func closureFollowsProducts() throws {
        let graph = try Self.graph()
        #expect(graph.closure(of: "Feature").map(\.module) == ["Design", "Core", "Gesture_Kit", "Charts", "Feature"])
        #expect(graph.closure(of: "Design").map(\.module) == ["Design"])
        #expect(graph.allTargets["GestureMacros"] == nil, "a macro is not linked into a preview")
    }

    @Test("the user's own targets are the root's and its path dependencies', not the packages SwiftPM checked out")
    func localTargets() throws {
        let graph = try Self.graph()
        #expect(graph.allTargets["Feature"]?.isLocal == true)
        #expect(graph.allTargets["Gesture_Kit"]?.isLocal == true)
        #expect(graph.allTargets["Charts"]?.isLocal == false)
    }

    @Test("a package build sees only the modules `import SwiftUI` loads from Tactile's build, and the C module maps they use")
    func packageImportsAreNarrow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-package-imports-\(LabToken.newID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = folder.appendingPathComponent("debug/Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let compatibility = LabCompatibilityModules(sources: folder.appendingPathComponent("Compatibility/Sources"),
                                                    output: folder.appendingPathComponent("debug/TactileLabCompatibility"))
        let maps = ["COpenCombineHelpers", "CNIOLinux"].map { folder.appendingPathComponent("debug/\($0).build/module.modulemap") }
        let dependencies = """
            /tmp/ImportProbe.swiftdeps : /usr/lib/swift/linux/Foundation.swiftmodule \(modules.path)/Tactile.swiftmodule \\
              \(modules.path)/OpenCombine.swiftmodule \(compatibility.output.path)/SwiftUI.swiftmodule \\
              /checkouts/OpenCombine/Sources/COpenCombineHelpers/include/COpenCombineHelpers.h \(maps[0].path) \(maps[1].path)
            """
        try compatibility.preparePackageImports(dependencies: dependencies, modules: modules, moduleMaps: maps)
        let linked = try FileManager.default.contentsOfDirectory(atPath: compatibility.packageImports.path).filter { $0.hasSuffix(".swiftmodule") }.sorted()
        #expect(linked == ["OpenCombine.swiftmodule", "Tactile.swiftmodule"])
        #expect(compatibility.packageModuleMaps == [maps[0].path], "NIO's map is listed (all maps are given) but no header of it was read")
    }

    @Test("a package's previews are called through their entry symbols, providers through @testable import, numbered within their file")
    func mainSourceOfAPackage() {
        let source = """
            import SwiftUI

            struct Screen: View { var body: some View { Text("Hi") } }

            #Preview("Screen") { Screen() }
              #Preview { Screen().padding() }

            struct Screen_Previews: PreviewProvider {
                static var previews: some View { Screen() }
            }
            """
        var plan = LabBuildPlan()
        plan.addPackagePreviews(of: "#Preview { Text(\"A\") }", file: "/work/App/Sources/Design/Card.swift", module: "Design", idPrefix: "pkg-Design-Card")
        plan.addPackagePreviews(of: source, file: "/work/App/Sources/Feature/Screen.swift", module: "Feature", idPrefix: "pkg-Feature-Screen")
        #expect(plan.scenes.map(\.id) == ["pkg-Design-Card-0", "pkg-Feature-Screen-0", "pkg-Feature-Screen-1", "pkg-Feature-Screen-2"])
        #expect(plan.scenes.map(\.title) == ["Card.swift · preview 1", "Screen.swift · Screen", "Screen.swift · preview 2", "Screen.swift · Screen_Previews"])
        #expect(plan.scenes.map(\.target) == ["Design", "Feature", "Feature", "Feature"])
        let main = plan.mainSource
        #expect(main.contains(#"@_silgen_name("tactile_preview_Design_Card_swift_1_1") @MainActor func labPreview0() -> TactileUI.Preview"#))
        #expect(main.contains(#"@_silgen_name("tactile_preview_Feature_Screen_swift_5_1")"#))
        #expect(main.contains(#"@_silgen_name("tactile_preview_Feature_Screen_swift_6_3")"#), "the column of an indented #Preview's #")
        #expect(main.contains("@testable import Feature\n") && !main.contains("import Design"))
        #expect(main.contains("AnyView(Screen_Previews.previews)"))
    }

    @Test("selectable mode reads every file of a package scene's own target, its previewed files first, and no other target's")
    func selectionReadsTheScenesTargetFiles() {
        var plan = LabBuildPlan()
        plan.addPackagePreviews(of: "#Preview { Card() }", file: "/P/Sources/Design/Card.swift", module: "Design", idPrefix: "pkg-Design-Card")
        plan.addPackagePreviews(of: "#Preview { Screen() }", file: "/P/Sources/Feature/Screen.swift", module: "Feature", idPrefix: "pkg-Feature-Screen")
        plan.targetSources = ["Design": ["/P/Sources/Design/Card.swift", "/P/Sources/Design/Palette.swift"],
                              "Feature": ["/P/Sources/Feature/Row.swift", "/P/Sources/Feature/Screen.swift"]]
        // Row.swift has no preview: Screen's rows are declared there.
        #expect(plan.sourceFiles(of: plan.scenes[1]) == ["/P/Sources/Feature/Screen.swift", "/P/Sources/Feature/Row.swift"])
        #expect(plan.sourceFiles(of: plan.scenes[0]) == ["/P/Sources/Design/Card.swift", "/P/Sources/Design/Palette.swift"])
        #expect(plan.mainSource.contains(#"sourceFiles: ["/P/Sources/Feature/Screen.swift", "/P/Sources/Feature/Row.swift"]"#))
    }

    @Test("a provider is named by its module only when two modules have one of that name, so a module with a type of its own name still runs")
    func providerNamesResolveInAModuleWithATypeOfItsName() {
        let provider = "struct Drawer_Previews: PreviewProvider { static var previews: some View { Text(\"D\") } }"
        var plan = LabBuildPlan()
        // Module Drawer declares `struct Drawer` too: `Drawer.Drawer_Previews` would look inside that type.
        plan.addPackagePreviews(of: "struct Drawer: View { var body: some View { Text(\"x\") } }\n" + provider,
                                file: "/work/P/Sources/Drawer/Drawer.swift", module: "Drawer", idPrefix: "pkg-Drawer")
        #expect(plan.mainSource.contains("AnyView(Drawer_Previews.previews)"))
        plan.addPackagePreviews(of: provider, file: "/work/P/Sources/Other/Other.swift", module: "Other", idPrefix: "pkg-Other")
        let main = plan.mainSource
        #expect(main.contains("AnyView(Drawer.Drawer_Previews.previews)") && main.contains("AnyView(Other.Drawer_Previews.previews)"),
                "two modules with one provider name: each qualified")
    }

    @Test("the scratch folder of a package is stable from run to run and differs between two folders of one name")
    func scratchFolder() {
        let toolchain = LabToolchain(swiftc: URL(fileURLWithPath: "/usr/bin/swiftc"), buildDirectory: URL(fileURLWithPath: "/work/lab/.build/debug"), moduleMaps: [])
        let first = LabPackageBuilder.scratch(for: URL(fileURLWithPath: "/a/App"), toolchain: toolchain)
        #expect(first == LabPackageBuilder.scratch(for: URL(fileURLWithPath: "/a/App/"), toolchain: toolchain))
        #expect(first != LabPackageBuilder.scratch(for: URL(fileURLWithPath: "/b/App"), toolchain: toolchain))
        #expect(first.deletingLastPathComponent().lastPathComponent == "TactileLabPackages")
        #expect(first.lastPathComponent.hasPrefix("App-"))
        #expect(LabPackageBuilder.swift(of: toolchain).path == "/usr/bin/swift")
    }
}
