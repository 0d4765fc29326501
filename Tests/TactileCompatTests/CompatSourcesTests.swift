import Foundation
@testable import TactileCompat
import Testing

/// Which modules a path holds and the language mode each is checked in (CompatManifest,
/// CompatSources; docs/SOURCE-COMPATIBILITY.md, "What a module is").
@Suite("Compatibility report: modules and language modes")
struct CompatSourcesTests {
    static func manifest(tools: String, modes: String = "null", settings: String = "") throws -> CompatManifest {
        let json = """
        {"name": "Kit", "toolsVersion": {"_version": "\(tools)"}, "swiftLanguageVersions": \(modes),
         "targets": [
           {"name": "Core", "type": "regular", "path": null, "sources": null, "exclude": [], "dependencies": [], "settings": [\(settings)]},
           {"name": "Kit-UI", "type": "regular", "path": "Sources/UI", "sources": null, "exclude": ["Old"],
            "dependencies": [{"byName": ["Core", null]}, {"product": ["Introspect", "swiftui-introspect", null, null]}], "settings": []},
           {"name": "KitTests", "type": "test", "path": null, "sources": null, "exclude": [], "dependencies": [{"byName": ["Core", null]}], "settings": []}
         ]}
        """
        return try CompatManifest.parse(Data(json.utf8))
    }

    @Test("a target's own language mode wins, then the package's highest, then the tools version's default")
    func languageModes() throws {
        let root = URL(fileURLWithPath: "/nowhere/Kit")
        #expect(try Self.manifest(tools: "5.9.0").modules(root: root).map(\.languageMode) == ["5", "5"])
        #expect(try Self.manifest(tools: "6.0.0").modules(root: root).map(\.languageMode) == ["6", "6"])
        #expect(try Self.manifest(tools: "6.0.0", modes: #"["5"]"#).modules(root: root).map(\.languageMode) == ["5", "5"])
        #expect(try Self.manifest(tools: "5.9.0", modes: #"["4.2", "5"]"#).modules(root: root).map(\.languageMode) == ["5", "5"])
        let setting = #"{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "5"}}}, {"tool": "swift", "kind": {"define": {"_0": "KIT"}}}"#
        let modules = try Self.manifest(tools: "6.0.0", settings: setting).modules(root: root)
        #expect(modules.map(\.languageMode) == ["5", "6"])
        #expect(modules[0].defines == ["KIT"])
    }

    @Test("test targets are left out; a target comes after the targets it uses, and another package's product is named as missing")
    func targetsInDependencyOrder() throws {
        let modules = try Self.manifest(tools: "5.9.0").modules(root: URL(fileURLWithPath: "/nowhere/Kit"))
        #expect(modules.map(\.name) == ["Core", "Kit_UI"])
        #expect(modules[1].dependencies == ["Core"])
        #expect(modules[1].missingDependencies == ["Introspect"])
    }

    @Test("an Xcode project's SWIFT_VERSION sets a folder's language mode")
    func xcodeSwiftVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-xcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        #expect(CompatSources.xcodeLanguageMode(in: folder, skipping: []) == nil)
        let settings = "\t\tSWIFT_VERSION = 6.0;\n\t\tSWIFT_VERSION = 6.0;\n\t\tSWIFT_VERSION = 5.0;\n"
        try Data(settings.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        #expect(CompatSources.xcodeLanguageMode(in: folder, skipping: []) == "6")
    }

    /// SwiftPM's `PackageBuilder.findPath` (tools 5.9+): a package's only non-test target with no
    /// `Sources/<name>` folder takes `Sources` itself; with two targets, or before 5.9, it does not.
    @Test("a single-target package may keep its files directly in Sources, from tools 5.9, and its documentation catalog's files are not compiled")
    func singleTargetInSources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("compat-single-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Views"), withIntermediateDirectories: true)
        try Data("struct A {}".utf8).write(to: root.appendingPathComponent("Sources/Kit.swift"))
        try Data("struct B {}".utf8).write(to: root.appendingPathComponent("Sources/Views/B.swift"))
        // A tutorial's step file in a documentation catalog: SwiftPM compiles none of them.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Kit.docc/Resources"), withIntermediateDirectories: true)
        try Data("struct B {}".utf8).write(to: root.appendingPathComponent("Sources/Kit.docc/Resources/Step_1.swift"))
        func manifest(tools: String, extraTarget: Bool) throws -> CompatManifest {
            let extra = extraTarget ? #", {"name": "Other", "type": "regular", "path": "Other", "sources": null, "exclude": [], "dependencies": [], "settings": []}"# : ""
            let json = """
            {"name": "Kit", "toolsVersion": {"_version": "\(tools)"}, "swiftLanguageVersions": null,
             "targets": [{"name": "Kit", "type": "regular", "path": null, "sources": null, "exclude": [], "dependencies": [], "settings": []},
                         {"name": "KitTests", "type": "test", "path": null, "sources": null, "exclude": [], "dependencies": [], "settings": []}\(extra)]}
            """
            return try CompatManifest.parse(Data(json.utf8))
        }
        let single = try manifest(tools: "5.9.0", extraTarget: false).modules(root: root)
        #expect(single.first?.files.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == ["B.swift", "Kit.swift"])
        #expect(try manifest(tools: "5.8.0", extraTarget: false).modules(root: root).first?.files == [])
        #expect(try manifest(tools: "5.9.0", extraTarget: true).modules(root: root).first?.files == [])
    }

    /// A project in the style of an app with a widget and an App Clip: groups with paths, a file two
    /// targets share, an Xcode 16 synchronized folder with a membership exception, two targets with one
    /// module name (the clip reuses the widget's settings), a test bundle, and a stray copy of a file no
    /// target compiles.
    static let appProject = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {
        		A1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        		A2 = {isa = PBXBuildFile; fileRef = F2; };
        		A3 = {isa = PBXBuildFile; fileRef = F3; };
        		F1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
        		F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared.swift; sourceTree = "<group>"; };
        		F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget/Widget.swift; sourceTree = SOURCE_ROOT; };
        		G0 = {isa = PBXGroup; children = (G1, S1); sourceTree = "<group>"; };
        		G1 = {isa = PBXGroup; children = (F1, F2, F3); path = App; sourceTree = "<group>"; };
        		S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Clip; sourceTree = "<group>"; };
        		E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.swift); target = T3; };
        		P1 = {isa = PBXSourcesBuildPhase; files = (A1, A2); };
        		P2 = {isa = PBXSourcesBuildPhase; files = (A3, A2); };
        		T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1); dependencies = (D1); name = "My App"; productType = "com.apple.product-type.application"; };
        		T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2); dependencies = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
        		T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = Clip; productType = "com.apple.product-type.application.on-demand-install-capable"; };
        		T4 = {isa = PBXNativeTarget; buildPhases = (P1); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		D1 = {isa = PBXTargetDependency; target = T2; };
        		L0 = {isa = XCConfigurationList; buildConfigurations = (C4); };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C3); };
        		L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
        		C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 6.0; }; name = Debug; };
        		C2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; }; name = Release; };
        		C3 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = WidgetKitExtension; SDKROOT = macosx; }; name = Debug; };
        		C4 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; SWIFT_VERSION = 5.0; }; name = Debug; };
        		R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, T3, T4); };
        	};
        	rootObject = R0;
        }
        """

    @Test("an Xcode app folder is checked as the targets its project builds, each in its own language mode, after the targets it depends on")
    func xcodeTargetsAreModules() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-targets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["App/App.swift", "App/Shared.swift", "Widget/Widget.swift", "Clip/Clip.swift", "Clip/Old.swift", "Stray/App.swift"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct S {}\n".utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Data(Self.appProject.utf8).write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let modules = try await CompatSources(swift: URL(fileURLWithPath: "/usr/bin/false")).modules(at: folder)
        let relative = { (module: CompatModule) in module.files.map { String($0.dropFirst(folder.standardizedFileURL.path.count + 1)) } }
        #expect(modules.map(\.name) == ["WidgetKitExtension", "My_App", "Clip"], "the second WidgetKitExtension is named after its target")
        #expect(modules.map(relative) == [["App/Shared.swift", "Widget/Widget.swift"], ["App/App.swift", "App/Shared.swift"], ["Clip/Clip.swift"]])
        #expect(modules.map(\.languageMode) == ["5", "6", "5"], "a target's SWIFT_VERSION, else the project's")
        #expect(modules[1].dependencies == ["WidgetKitExtension"])
        #expect(modules.map(\.platform) == [.macOS, .iOS, .macOS], "a target's SDKROOT, else the project's")
        #expect(!modules.flatMap(relative).contains("Stray/App.swift"), "a file no target compiles is not checked")
    }

    @Test("a file the project names in another case than the disk's is compiled, as Xcode opens it on macOS's case-insensitive file system")
    func projectFileNamesIgnoreCase() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-case-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The project names App/App.swift, App/Shared.swift and Widget/Widget.swift; the disk spells two in other cases.
        for file in ["App/App.swift", "App/shared.swift", "widget/WIDGET.swift"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct S {}\n".utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Data(Self.appProject.utf8).write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let modules = try await CompatSources(swift: URL(fileURLWithPath: "/usr/bin/false")).modules(at: folder)
        let relative = { (module: CompatModule) in module.files.map { String($0.dropFirst(folder.standardizedFileURL.path.count + 1)) } }
        #expect(modules.map(\.name) == ["WidgetKitExtension", "My_App"])
        #expect(modules.map(relative) == [["App/shared.swift", "widget/WIDGET.swift"], ["App/App.swift", "App/shared.swift"]])
    }

    @Test("a project that cannot be read leaves the folder one module, as without a project")
    func unreadableProjectFallsBack() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Data("{ objects = ( ".utf8).write(to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        try Data("struct S {}\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        #expect(throws: CompatError.self) { try CompatXcodeProject(project: folder.appendingPathComponent("App.xcodeproj")) }
        let modules = try await CompatSources(swift: URL(fileURLWithPath: "/usr/bin/false")).modules(at: folder)
        #expect(modules.count == 1 && modules.first?.files.count == 1)
    }

    @Test("files in a documentation catalog (.docc) are not the module's code: SwiftPM and Xcode compile none of them")
    func documentationCatalogsAreLeftOut() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-docc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["Slider.swift", "Kit.docc/Resources/Step_1.swift", "Kit.docc/Resources/Step_2.swift"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct Slider {}\n".utf8).write(to: url)
        }
        let modules = try await CompatSources(swift: URL(fileURLWithPath: "/usr/bin/false")).modules(at: folder)
        #expect(modules.count == 1)
        #expect(modules.first?.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Slider.swift"])
    }
}
