import Foundation
@testable import TactileLab
import Testing

/// The `#if` branches the lab's Linux debug build compiles, and the previews the scanner offers
/// from them: a `#Preview` the compiler leaves out has no entry symbol to link.
@Suite("Lab build conditions")
struct LabBuildConditionsTests {
    let conditions = LabBuildConditions()

    @Test("platform, import, environment, version and flag conditions as a Linux debug build reads them", arguments: [
        ("os(Linux)", true), ("os(iOS)", false), ("os(macOS)", false), ("!os(macOS)", true),
        ("os(iOS) || os(Linux)", true), ("os(iOS) && DEBUG", false), ("DEBUG", true), ("RELEASE", false),
        ("canImport(SwiftUI)", true), ("canImport(UIKit)", false), ("canImport(AppKit) && !targetEnvironment(macCatalyst)", false),
        ("targetEnvironment(simulator)", false), ("swift(>=5.9)", true), ("compiler(>=5.7)", true), ("swift(<5.0)", false),
        ("(os(iOS) || os(visionOS)) && DEBUG", false), ("!(os(iOS) || os(macOS))", true), ("canImport(Foundation) // a comment", true),
    ])
    func evaluates(condition: String, expected: Bool) {
        #expect(conditions.evaluate(condition) == expected, "\(condition)")
    }

    @Test("an unreadable condition counts as compiled, so no preview the compiler keeps is hidden")
    func unreadableIsCompiled() {
        #expect(conditions.evaluate("os(iOS) &&"))
        #expect(conditions.evaluate("$%^"))
    }

    @Test("a #Preview under #if os(macOS) is not offered; one in the #else branch and one under #if DEBUG are")
    func scannerFollowsBranches() {
        let source = """
            import SwiftUI

            #if os(macOS)
            struct MacOnly: View { var body: some View { Text("mac") } }
            #if DEBUG
            #Preview("Scroll Wheel") { MacOnly() }
            #endif
            #elseif os(iOS)
            #Preview("Phone") { Text("phone") }
            #else
            struct Portable: View { var body: some View { Text("linux") } }
            #endif

            #if DEBUG
            #Preview("Debug") { Portable() }
            #endif
            """
        let findings = LabPreviewScanner().scan(source)
        #expect(findings.previews.map(\.title) == ["Debug"])
        #expect(findings.views == ["Portable"], "a view declared only for macOS is not offered")
    }
}
