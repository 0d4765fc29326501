import Foundation

/// What one user build compiles (docs/LAB-PROTOCOL.md, "Playground"): the user's Swift files as they
/// are, plus a generated `main.swift` that lists the build's scenes and runs the worker loop
/// (`LabWorkerHost`) on them.
///
/// A `#Preview`'s closure is repeated in `main.swift` as a `@ViewBuilder` function under
/// `#sourceLocation`, at its own line and column, so the compiler's diagnostics about it point
/// into the user's file; a `PreviewProvider` is opened as its `previews`; an edited scene without
/// a preview opens its main view (`LabPreviewScanner.Findings.mainView`).
///
/// Invariant: `main.swift` is a pure function of the plan (the same plan, the same bytes).
public struct LabBuildPlan: Sendable, Equatable {
    /// One scene of the build.
    public struct Scene: Sendable, Equatable, Codable {
        public var id: String
        public var title: String
        /// The file it comes from (absolute path).
        public var file: String
        /// The Swift expression (an `AnyView`) that makes it, in `main.swift`.
        var make: String
        /// How a test exported from the lab makes it (`LabTestHosting.forUserFile`).
        var testHosting: LabTestHosting?
        /// The package target it belongs to (`tactile-lab --package`), nil for loose files.
        public var target: String?
        /// The `PreviewProvider` a package scene opens, by name: `mainSource` names it without
        /// its module unless another module has one of the same name (`providerReference`).
        var provider: String? = nil
    }

    /// The user's files (absolute paths).
    public var files: [String]
    /// Files compiled with them for their declarations only (the other user files an edited one uses).
    public var companions: [String] = []
    public var scenes: [Scene]
    /// Every Swift file of each package target previewed, by module (`tactile-lab --package`):
    /// selectable mode reads those of a scene's own target, so a view declared in a file without a
    /// preview is found; a dependency's views are not followed (the walk stops at their call).
    public var targetSources: [String: [String]] = [:]
    /// `@ViewBuilder` functions holding the `#Preview` closures.
    var functions: [String]
    /// A package's modules `main.swift` imports with `@testable` (for its `PreviewProvider`s).
    var testableImports: [String] = []
    /// Folders of modules `main.swift` is compiled against (a package's build), and the objects
    /// linked with it (its targets').
    var importPaths: [String] = []
    var objects: [String] = []

    public init() {
        files = []
        scenes = []
        functions = []
    }

    /// Adds every `#Preview` and `PreviewProvider` of `source` (the text of `file`), with ids
    /// `<idPrefix>-<n>`; `seed` is the catalog's "seed" of them.
    public mutating func addPreviews(of source: String, file: String, idPrefix: String) {
        files.append(file)
        let findings = LabPreviewScanner().scan(source)
        let fileName = (file as NSString).lastPathComponent
        for (index, preview) in findings.previews.enumerated() {
            addPreview(preview, file: file, source: source, id: "\(idPrefix)-\(scenes.count)",
                       title: preview.title ?? "\(fileName) preview \(index + 1)")
        }
        for provider in findings.providers {
            scenes.append(Scene(id: "\(idPrefix)-\(scenes.count)", title: provider, file: file, make: "AnyView(\(provider).previews)",
                                testHosting: .forUserFile(file, source: source, view: "\(provider).previews")))
        }
    }

    /// Adds every `#Preview` and `PreviewProvider` of `source` (the text of `file`), a file of the
    /// package target `module` that SwiftPM compiled (`LabPackageBuilder`): a `#Preview` is called
    /// through the entry symbol its expansion exports (`TactileMacros.PreviewMacro`), so it runs
    /// as compiled in its module, private helpers and all; a `PreviewProvider` through `@testable import`.
    public mutating func addPackagePreviews(of source: String, file: String, module: String, idPrefix: String) {
        let findings = LabPreviewScanner().scan(source)
        let fileName = (file as NSString).lastPathComponent
        // Numbered within the file, so a scene keeps its id while other files change (its state
        // is carried from build to build by id).
        let first = scenes.filter { $0.file == file }.count
        for (index, preview) in findings.previews.enumerated() {
            let name = "labPreview\(functions.count)"
            let symbol = Self.previewEntrySymbol(fileID: "\(module)/\(fileName)", line: preview.line, column: preview.column)
            functions.append("@_silgen_name(\(Self.literal(symbol))) @MainActor func \(name)() -> TactileUI.Preview")
            let id = "\(idPrefix)-\(first + index)"
            scenes.append(Scene(id: id, title: "\(fileName) · \(preview.title ?? "preview \(index + 1)")", file: file, make: "\(name)().makeView()",
                                testHosting: LabTestHosting.forPreview(preview, number: index + 1, file: file, source: source), target: module))
        }
        for (index, provider) in findings.providers.enumerated() {
            if !testableImports.contains(module) { testableImports.append(module) }
            scenes.append(Scene(id: "\(idPrefix)-\(first + findings.previews.count + index)", title: "\(fileName) · \(provider)", file: file, make: "",
                                testHosting: .forUserFile(file, source: source, view: "\(provider).previews"), target: module, provider: provider))
        }
    }

    /// The symbol `#Preview`'s expansion gives the preview at `line` and `column` (of its `#`) of
    /// the file `fileID` (`Module/File.swift`); the same rule as `PreviewMacro.entrySymbol`, which
    /// the lab cannot import (a macro plugin): a difference fails the package build's link.
    static func previewEntrySymbol(fileID: String, line: Int, column: Int) -> String {
        let place = String(fileID.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_" })
        return "tactile_preview_\(place)_\(line)_\(column)"
    }

    /// Adds an edited catalog scene under its own id: its `#Preview` titled `title` (else the first)
    /// when `kind` is `preview`, else its main view. Throws when the source has neither.
    public mutating func addEditedScene(id: String, title: String, kind: String, source: String, file: String) throws(LabError) {
        files.append(file)
        let findings = LabPreviewScanner().scan(source)
        // A file with several previews: the one the scene is (by title), else the first.
        let preview = findings.previews.first { $0.title == title } ?? findings.previews.first
        if kind == "preview" || findings.mainView == nil, let preview {
            addPreview(preview, file: file, source: source, id: id, title: title)
        } else if let view = findings.mainView {
            scenes.append(Scene(id: id, title: title, file: file, make: "AnyView(\(view)())",
                                testHosting: .forUserFile(file, source: source, view: "\(view)()")))
        } else if let provider = findings.providers.first {
            scenes.append(Scene(id: id, title: title, file: file, make: "AnyView(\(provider).previews)",
                                testHosting: .forUserFile(file, source: source, view: "\(provider).previews")))
        } else {
            throw LabError(.compileFailed, "The source declares no View struct, #Preview or PreviewProvider to open.")
        }
    }

    private mutating func addPreview(_ preview: LabPreviewScanner.Preview, file: String, source: String, id: String, title: String) {
        let name = "labPreview\(functions.count)"
        let testHosting = LabTestHosting.forPreview(preview, number: scenes.filter { $0.file == file }.count + 1, file: file, source: source)
        // The closure's text starts at `bodyColumn` of `bodyLine`: pad the first line so every
        // token keeps its column.
        let padding = String(repeating: " ", count: max(0, preview.bodyColumn - 1))
        if !preview.previewables.isEmpty {
            // `@Previewable` declarations become the properties of a wrapper view whose body is
            // the rest of the closure (SwiftUI's expansion), each at its own line and column. The
            // wrapper is named after the scene's id, which every build of the scene keeps: its
            // state's identity path is the same from build to build (LAB-PROTOCOL.md, "State across
            // a rebuild").
            var type = "LabPreview_" + String(id.unicodeScalars.map { $0.isASCII && CharacterSet.alphanumerics.contains($0) ? Character($0) : "_" })
            if functions.contains(where: { $0.contains("struct \(type): View") }) { type += "_\(functions.count)" }
            var members = ""
            for previewable in preview.previewables {
                members += """
                    #sourceLocation(file: \(Self.literal(file)), line: \(previewable.line))
                    \(String(repeating: " ", count: max(0, previewable.column - 1)))\(previewable.declaration)

                    """
            }
            functions.append("""
                @MainActor struct \(type): View {
                \(members)#sourceLocation()
                var body: some View {
                #sourceLocation(file: \(Self.literal(file)), line: \(preview.bodyLine))
                \(padding)\(preview.bodyWithoutPreviewables)
                #sourceLocation()
                }
                }
                """)
            scenes.append(Scene(id: id, title: title, file: file, make: "AnyView(\(type)())", testHosting: testHosting))
            return
        }
        functions.append("""
            @MainActor @ViewBuilder func \(name)() -> some View {
            #sourceLocation(file: \(Self.literal(file)), line: \(preview.bodyLine))
            \(padding)\(preview.body)
            #sourceLocation()
            }
            """)
        scenes.append(Scene(id: id, title: title, file: file, make: "AnyView(\(name)())", testHosting: testHosting))
    }

    /// The generated `main.swift`.
    public var mainSource: String {
        var text = """
            // Generated by the Tactile Lab for one user build (LabBuildPlan); not user code.
            import Tactile
            import TactileLab

            """
        if !testableImports.isEmpty || !objects.isEmpty {
            text += "import TactileUI\n" + testableImports.map { "@testable import \($0)\n" }.joined() + "\n"
        }
        for function in functions { text += function + "\n\n" }
        text += "let labScenes: [LabCatalog.Entry] = [\n"
        for scene in scenes {
            let hosting = scene.testHosting.map {
                ", testHosting: LabTestHosting(imports: [\($0.imports.map(Self.literal).joined(separator: ", "))], declarations: \(Self.literal($0.declarations)), view: \(Self.literal($0.view)), module: \($0.module.map(Self.literal) ?? "nil"))"
            } ?? ""
            let make = scene.provider.map { "AnyView(\(providerReference($0, module: scene.target ?? "")).previews)" } ?? scene.make
            text += "    LabCatalog.Entry(id: \(Self.literal(scene.id)), title: \(Self.literal(scene.title)), seed: \"user\", kind: \"user\", source: \"\", make: { \(make) }\(hosting), sourceFiles: [\(sourceFiles(of: scene).map(Self.literal).joined(separator: ", "))]),\n"
        }
        text += "]\nawait LabWorkerHost.run(catalog: labScenes)\n"
        return text
    }

    /// The files selectable mode may read for `scene` (`LabCatalog.Entry.sourceFiles`): its own,
    /// then the build's other files, and for a package's scene every file of its target.
    func sourceFiles(of scene: Scene) -> [String] {
        var paths = [scene.file]
        let others = files + companions + scenes.filter { $0.target == scene.target }.map(\.file)
            + (scene.target.flatMap { targetSources[$0] } ?? [])
        for path in others where !paths.contains(path) { paths.append(path) }
        return paths
    }

    /// How `main.swift` names provider `name` of package module `module`: by its name alone, as
    /// `@testable import` makes it visible, or `Module.Name` when another module of the plan has a
    /// provider of the same name. (A module that declares a type of its own name — `Drawer` in
    /// module `Drawer` — makes `Drawer.Name` look inside that type, so the short form is the one
    /// that always resolves when it is unambiguous.)
    func providerReference(_ name: String, module: String) -> String {
        let modules = Set(scenes.filter { $0.provider == name }.compactMap(\.target))
        return modules.count > 1 ? "\(module).\(name)" : name
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 { escaped += "\\u{\(String(scalar.value, radix: 16))}" } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped + "\""
    }
}
