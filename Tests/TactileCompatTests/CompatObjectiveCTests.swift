import Foundation
@testable import TactileCompat
import TactileLab
import Testing

/// UIKit-era code inside SwiftUI libraries and apps uses Objective-C: `@objc` methods as
/// notification and timer targets, `#selector`, and the keyboard idiom
/// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`. Apple's
/// compilers always have Objective-C interoperability; Swift on Linux does not. Code checked as
/// Apple-platform code that fails on it is checked again with it on, against the declarations of
/// the `ObjectiveC` and `_UIKitObjectiveCNames` modules (CompatTypeChecker.withObjectiveC;
/// docs/SOURCE-COMPATIBILITY.md, "Objective-C").
@Suite("Compatibility report: Objective-C in Apple-platform code")
struct CompatObjectiveCTests {
    static let keyboardCode = """
    import SwiftUI
    import UIKit

    extension UIApplication {
        func endEditing() {
            sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }
    }

    final class KeyboardObserver: NSObject, ObservableObject {
        @Published var height: CGFloat = 0
        private var timer: Timer?

        override init() {
            super.init()
            NotificationCenter.default.addObserver(self, selector: #selector(willShow(_:)),
                                                   name: UIResponder.keyboardWillShowNotification, object: nil)
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        }

        @objc func willShow(_ notification: Notification) { height = 300 }
        @objc private func tick() {}
        var selectorName: String { NSStringFromSelector(#selector(willShow(_:))) }
    }

    struct SearchField: View {
        @StateObject private var keyboard = KeyboardObserver()
        @State private var query = ""
        var body: some View {
            TextField("Search", text: $query)
                .padding(.bottom, keyboard.height)
                .onTapGesture { UIApplication.shared.endEditing() }
        }
    }
    """

    static func report(_ files: [String: String], platform: CompatPlatform?) async throws -> CompatReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-objc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("KeyboardApp")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for (name, source) in files {
            try Data(source.utf8).write(to: app.appendingPathComponent(name))
        }
        let executable = try #require(Bundle.main.executableURL)
        let checker = CompatChecker(toolchain: try LabToolchain.find(executable: executable, linking: false), platform: platform)
        try await checker.prepare()
        return await checker.report(paths: [app])
    }

    @Test("@objc targets, #selector and sendAction(resignFirstResponder) type-check as iOS code, with Objective-C")
    func selectorsTypeCheckAsIOSCode() async throws {
        let report = try await Self.report(["Keyboard.swift": Self.keyboardCode], platform: nil)
        let module = try #require(report.modules.first)
        #expect(module.platform == .iOS)
        #expect(module.verdict == .passes, "\(module.reason ?? "")")
        #expect(module.objectiveC)
        #expect(report.text().contains("iOS with Objective-C"))
    }

    /// A notification observer in the Foundation-only style of a model file.
    static let observerCode = """
    import Foundation

    final class ClipboardWatcher: NSObject {
        private(set) var changes = 0
        override init() {
            super.init()
            NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: .init("Changed"), object: nil)
        }
        @objc private func changed(_ notification: Notification) { changes += 1 }
    }
    """

    @Test("Foundation code with #selector passes as iOS code and fails for Linux, as Swift on Linux has no Objective-C")
    func selectorsFailForLinux() async throws {
        let linux = try await Self.report(["Watcher.swift": Self.observerCode], platform: .linux)
        let module = try #require(linux.modules.first)
        #expect(module.verdict == .fails)
        #expect(!module.objectiveC, "Linux code is never checked with Objective-C")
        #expect(linux.missingAPIs.contains { $0.name.contains("Objective-C") }, "\(linux.missingAPIs.map(\.name))")
        let iOS = try await Self.report(["Watcher.swift": Self.observerCode], platform: .iOS)
        #expect(iOS.modules.first?.verdict == .passes, "\(iOS.modules.first?.reason ?? "")")
    }

    @Test("iOS code without Objective-C is checked without it: passing &value to a pointer still compiles")
    func pointerArgumentsKeepWorkingWithoutObjectiveC() async throws {
        let report = try await Self.report(["Palette.swift": """
        import SwiftUI
        import UIKit

        func components(of color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return (red, green, blue, alpha)
        }
        """], platform: nil)
        let module = try #require(report.modules.first)
        #expect(module.platform == .iOS)
        #expect(module.verdict == .passes, "\(module.reason ?? "")")
        #expect(!module.objectiveC)
    }

    @Test("a selector naming a method that is not @objc fails as on iOS, with iOS's message")
    func selectorOfPlainMethodFails() async throws {
        let report = try await Self.report(["Target.swift": """
        import UIKit

        final class Target: NSObject {
            func plain() {}
            func observe() {
                NotificationCenter.default.addObserver(self, selector: #selector(plain), name: UIResponder.keyboardWillHideNotification, object: nil)
            }
        }
        """], platform: .iOS)
        let module = try #require(report.modules.first)
        #expect(module.verdict == .fails)
        #expect(module.objectiveC)
        #expect(module.reason?.contains("not exposed to Objective-C") == true, "\(module.reason ?? "")")
    }
}
