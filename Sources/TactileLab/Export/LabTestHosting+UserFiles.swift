import Foundation

extension LabTestHosting {
    /// Modules a user file imports that an exported test must not repeat: `TactileTesting` stands
    /// for SwiftUI, CoreGraphics and Tactile (it re-exports the same types), and `import Testing`
    /// next to the Compatibility package's `CoreGraphics` asks for Swift Testing's
    /// `_Testing_CoreGraphics` overlay, which exists only in Apple's toolchains.
    static let importsTheTestProvides: Set<String> = ["SwiftUI", "CoreGraphics", "Tactile", "TactileTesting", "Testing", "UIKit",
                                                           "UniformTypeIdentifiers", "CoreTransferable"]

    /// How a test makes `view` (an expression over `file`'s declarations): the file's other
    /// imports, and `@testable import` of the package target the file belongs to (the folder
    /// under `Sources` of the nearest package). A file in no package target gets a comment
    /// saying to add it to the test target instead.
    static func forUserFile(_ file: String, source: String, declarations: String = "", view: String) -> LabTestHosting {
        var imports: [String] = []
        for module in importedModules(of: source) where !importsTheTestProvides.contains(module) {
            let line = "import \(module)"
            if !imports.contains(line) { imports.append(line) }
        }
        var declarations = declarations
        let target = packageTarget(of: file)
        if let target {
            imports.append("@testable import \(target)")
        } else {
            let name = (file as NSString).lastPathComponent
            declarations = "// \(name) is in no package target: add it to this test target so the test sees its views.\n" + declarations
        }
        return LabTestHosting(imports: imports, declarations: declarations, view: view, module: target)
    }

    /// A `#Preview`'s view in a test: its closure as a function (`@Previewable` declarations as
    /// the properties of a view wrapping it, as SwiftUI expands them), named after the file and
    /// the preview's place in it (`cardStackPreview1()`), so two exports in one target differ.
    static func forPreview(_ preview: LabPreviewScanner.Preview, number: Int, file: String, source: String) -> LabTestHosting {
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let words = stem.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        var base = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if base.isEmpty || base.first?.isNumber == true { base = "File" + base }
        let type = base + "Preview\(number)"
        if preview.previewables.isEmpty {
            let function = type.prefix(1).lowercased() + type.dropFirst()
            let declaration = "@MainActor @ViewBuilder\nfunc \(function)() -> some View {\(preview.body)}"
            return forUserFile(file, source: source, declarations: declaration, view: "\(function)()")
        }
        let members = preview.previewables.map { "    " + $0.text.dropFirst("@Previewable".count).trimmingCharacters(in: .whitespaces) }
        let declaration = "@MainActor struct \(type): View {\n\(members.joined(separator: "\n"))\n\n    var body: some View {\(preview.bodyWithoutPreviewables)}\n}"
        return forUserFile(file, source: source, declarations: declaration, view: "\(type)()")
    }

    /// The modules `source` imports, in order (`import X`, `@testable import X`,
    /// `import struct X.Y`, `@preconcurrency import X`).
    static func importedModules(of source: String) -> [String] {
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
        var modules: [String] = []
        for line in source.split(whereSeparator: \.isNewline) {
            var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            while let first = words.first, first.hasPrefix("@") || first == "public" || first == "internal" || first == "private"
                    || first == "fileprivate" || first == "package" { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            if let module = path.split(separator: ".").first { modules.append(String(module)) }
        }
        return modules
    }

    /// The SwiftPM target `file` belongs to: the folder right under the `Sources` folder of the
    /// nearest directory holding a `Package.swift`; nil for a file outside one.
    static func packageTarget(of file: String) -> String? {
        let components = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        for index in stride(from: components.count - 3, through: 1, by: -1) where components[index] == "Sources" {
            let root = NSString.path(withComponents: Array(components[..<index]))
            if FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent("Package.swift")) {
                return components[index + 1]
            }
        }
        return nil
    }
}
