import Foundation
import Testing
@testable import TactileLint

/// The deployment target a project declares decides whether `MagnificationGesture`/`RotationGesture`
/// are reported and renamed: below iOS 17 the old API is right (nothing reported), unknown gives advice
/// without a fix, iOS 17 / macOS 14 and later gives the fix (`Fixtures/DeploymentTargets`).
@Suite("Deployment target from the project")
struct DeploymentTargetTests {
    static let fixtures = FixtureCopy.fixtures.appendingPathComponent("DeploymentTargets")
    static let renameRules: Set<String> = ["deprecated_magnification_gesture", "prefer_rotate_gesture"]

    @Test("Package.swift platforms: enum cases, strings, underscored versions; unnamed platforms stay unknown", arguments: [
        ("platforms: [.iOS(.v16), .macOS(.v13)]", DeploymentTarget([.iOS: OSVersion(16), .macOS: OSVersion(13)])),
        ("platforms: [\n    .iOS(\"16.4\"),\n]", DeploymentTarget([.iOS: OSVersion(16, 4)])),
        ("platforms: [.macOS(.v10_15), .watchOS(.v9)]", DeploymentTarget([.macOS: OSVersion(10, 15), .watchOS: OSVersion(9)])),
        ("platforms: [.macCatalyst(.v17), .visionOS(.v1)]", DeploymentTarget([.visionOS: OSVersion(1)])),
    ])
    func manifestPlatforms(platforms: String, expected: DeploymentTarget) {
        let manifest = "// swift-tools-version:5.9\nlet package = Package(name: \"A\", \(platforms), targets: [])"
        #expect(DeploymentTarget.declared(byManifest: manifest) == expected)
    }

    @Test("a Package.swift without platforms: builds for SwiftPM's oldest versions, below iOS 17")
    func manifestWithoutPlatforms() {
        let target = DeploymentTarget.declared(byManifest: "// swift-tools-version:5.9\nlet package = Package(name: \"A\")")
        #expect(target == DeploymentTarget.swiftPMDefault)
        #expect(target[.iOS].map { $0 < OSVersion(17) } == true)
    }

    @Test("an Xcode project's IPHONEOS_DEPLOYMENT_TARGET and MACOSX_DEPLOYMENT_TARGET: the lowest of each wins")
    func xcodeProjectLowest() {
        let text = """
        IPHONEOS_DEPLOYMENT_TARGET = 17.0;
        IPHONEOS_DEPLOYMENT_TARGET = "16.4";
        MACOSX_DEPLOYMENT_TARGET = 14.0;
        """
        #expect(DeploymentTarget.declared(byXcodeProject: text) == DeploymentTarget([.iOS: OSVersion(16, 4), .macOS: OSVersion(14)]))
        #expect(DeploymentTarget.declared(byXcodeProject: "SWIFT_VERSION = 5.0;") == DeploymentTarget())
    }

    @Test("a Podfile's platform lines: commented ones and unknown platforms do not count, the lowest wins")
    func podfilePlatforms() {
        let text = """
        # platform :ios, '12.0'
        platform :ios, '15.0'
        target 'Widget' do
          platform :ios, "16.4"
        end
        platform :osx, '12.0'   # the Mac app
        platform :android, '1.0'
        """
        #expect(DeploymentTarget.declared(byPodfile: text) == DeploymentTarget([.iOS: OSVersion(15), .macOS: OSVersion(12)]))
    }

    @Test("an app whose Xcode project file is not committed takes its target from the Podfile beside it; a project setting still wins")
    func podfileFillsWhatTheProjectLeavesUnknown() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-podfile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Brrow.xcodeproj/xcshareddata"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Brrow/Views"), withIntermediateDirectories: true)
        try "platform :ios, '15.0'\n".write(to: root.appendingPathComponent("Podfile"), atomically: true, encoding: .utf8)
        let source = try String(contentsOf: Self.fixtures.appendingPathComponent("PinchKit17/Sources/PinchKit/ZoomablePhoto.swift"), encoding: .utf8)
        try source.write(to: root.appendingPathComponent("Brrow/Views/ZoomablePhoto.swift"), atomically: true, encoding: .utf8)
        #expect(ProjectSettings.declared(forFolder: root.appendingPathComponent("Brrow/Views").path).deploymentTarget == DeploymentTarget([.iOS: OSVersion(15)]))
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: root.path)).run(paths: [root.path])
        #expect(outcome.findings.filter { Self.renameRules.contains($0.ruleID) }.isEmpty, "MagnificationGesture is the right API at iOS 15")
        // With a project file that says iOS 17, the project wins over the Podfile.
        try "IPHONEOS_DEPLOYMENT_TARGET = 17.0;\n".write(to: root.appendingPathComponent("Brrow.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        #expect(ProjectSettings.declared(forFolder: root.appendingPathComponent("Brrow/Views").path).deploymentTarget == DeploymentTarget([.iOS: OSVersion(17)]))
    }

    @Test("a Tuist manifest's deploymentTargets (Tuist 4, one platform or several) and deploymentTarget (Tuist 3): the lowest of each wins")
    func tuistManifestTargets() {
        let templates = """
        .target(name: name, destinations: .iOS, product: .app, deploymentTargets: .iOS("16.0"), sources: ["Sources/**"]),
        .target(name: "\\(name)Widget", destinations: .iOS, product: .appExtension, deploymentTargets: .iOS("17.0")),
        .target(name: "Mac", destinations: [.mac], product: .app, deploymentTargets: .multiplatform(iOS: "17.2", macOS: "14.0")),
        """
        #expect(DeploymentTarget.declared(byTuistManifest: templates) == DeploymentTarget([.iOS: OSVersion(16), .macOS: OSVersion(14)]))
        let tuist3 = #"Target(name: "App", platform: .iOS, product: .app, deploymentTarget: .iOS(targetVersion: "15.4", devices: .iphone))"#
        #expect(DeploymentTarget.declared(byTuistManifest: tuist3) == DeploymentTarget([.iOS: OSVersion(15, 4)]))
        // A version in a variable is not followed: unknown, not guessed.
        #expect(DeploymentTarget.declared(byTuistManifest: "deploymentTargets: Environment.deploymentTargets,") == DeploymentTarget())
    }

    @Test("a Tuist app (Project.swift, templates in Tuist/ProjectDescriptionHelpers, no committed Xcode project) at iOS 16 keeps MagnificationGesture")
    func tuistProjectAtIOS16() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-tuist-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Tuist/ProjectDescriptionHelpers"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Targets/Trails/Sources/Gallery"), withIntermediateDirectories: true)
        try "let project = Project.app(name: \"Trails\")\n".write(to: root.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        try "extension Project { static func app(name: String) -> Project { Project(name: name, targets: [.target(name: name, destinations: .iOS, product: .app, deploymentTargets: .iOS(\"16.0\"))]) } }\n"
            .write(to: root.appendingPathComponent("Tuist/ProjectDescriptionHelpers/Project+Templates.swift"), atomically: true, encoding: .utf8)
        let source = try String(contentsOf: Self.fixtures.appendingPathComponent("PinchKit17/Sources/PinchKit/ZoomablePhoto.swift"), encoding: .utf8)
        try source.write(to: root.appendingPathComponent("Targets/Trails/Sources/Gallery/ZoomablePhoto.swift"), atomically: true, encoding: .utf8)
        #expect(ProjectSettings.declared(forFolder: root.appendingPathComponent("Targets/Trails/Sources/Gallery").path).deploymentTarget == DeploymentTarget([.iOS: OSVersion(16)]))
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: root.path)).run(paths: [root.path])
        #expect(outcome.findings.filter { Self.renameRules.contains($0.ruleID) }.isEmpty, "MagnificationGesture is the right API at iOS 16")
    }

    @Test("a configured deployment_target overrides the project's, platform by platform")
    func configurationOverrides() {
        let project = DeploymentTarget([.iOS: OSVersion(16), .macOS: OSVersion(13)])
        let merged = project.overridden(by: DeploymentTarget([.iOS: OSVersion(17)]))
        #expect(merged == DeploymentTarget([.iOS: OSVersion(17), .macOS: OSVersion(13)]))
    }

    @Test("each fixture folder reads its own project's target", arguments: [
        ("PinchKit16/Sources/PinchKit", DeploymentTarget([.iOS: OSVersion(16), .macOS: OSVersion(13)])),
        ("PinchKit17/Sources/PinchKit", DeploymentTarget([.iOS: OSVersion(17)])),
        ("PinchKitMac14/Sources/PinchKit", DeploymentTarget([.macOS: OSVersion(14)])),
        ("PhotoApp/PhotoApp/Views", DeploymentTarget([.iOS: OSVersion(16, 4)])),
    ])
    func fixtureTargets(folder: String, expected: DeploymentTarget) {
        let settings = ProjectSettings.declared(forFolder: Self.fixtures.appendingPathComponent(folder).path)
        #expect(settings.deploymentTarget == expected)
    }

    @Test("reading each project once for many folders gives what a lookup per folder gives")
    func settingsForManyFoldersMatchOneByOne() {
        let folders = ["PinchKit16/Sources/PinchKit", "PinchKit16", "PinchKit17/Sources/PinchKit", "PinchKitMac14/Sources/PinchKit", "PhotoApp/PhotoApp/Views", "PhotoApp"]
            .map { Self.fixtures.appendingPathComponent($0).path } + ["/"]
        let together = ProjectSettings.declared(forFolders: folders)
        #expect(together.count == folders.count)
        for folder in folders {
            #expect(together[folder] == ProjectSettings.declared(forFolder: folder), "\(folder)")
        }
        #expect(together[Self.fixtures.appendingPathComponent("PhotoApp/PhotoApp/Views").path]?.deploymentTarget == DeploymentTarget([.iOS: OSVersion(16, 4)]))
    }

    @Test("below iOS 17 (a package at iOS 16, an app whose widget deploys to 16.4) the old gestures are not reported", arguments: [
        ("PinchKit16", 2), // the view and Package.swift, which is Swift too
        ("PhotoApp", 1),
    ])
    func olderTargetReportsNothing(project: String, swiftFiles: Int) {
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: Self.fixtures.path)).run(paths: [Self.fixtures.appendingPathComponent(project).path])
        #expect(outcome.fileCount == swiftFiles)
        #expect(outcome.findings.filter { Self.renameRules.contains($0.ruleID) }.isEmpty)
    }

    @Test("at iOS 17 or macOS 14 both are reported and --diff renames them", arguments: ["PinchKit17", "PinchKitMac14"])
    func newTargetFixes(project: String) {
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: Self.fixtures.path), mode: .diff)
            .run(paths: [Self.fixtures.appendingPathComponent(project).path])
        #expect(outcome.findings.map(\.ruleID).filter(Self.renameRules.contains).sorted() == Self.renameRules.sorted())
        #expect(outcome.diff.contains("+            .gesture(MagnifyGesture().onChanged { value in scale = value.magnification })"))
        #expect(outcome.diff.contains("+            .simultaneousGesture(RotateGesture().onChanged { value in angle = value.rotation })"))
    }

    @Test("with no project above the file the target is unknown: reported as advice, never renamed")
    func unknownTargetIsAdvice() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-target-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let source = try String(contentsOf: Self.fixtures.appendingPathComponent("PinchKit17/Sources/PinchKit/ZoomablePhoto.swift"), encoding: .utf8)
        let file = root.appendingPathComponent("ZoomablePhoto.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: root.path), mode: .fix).run(paths: [root.path])
        let renames = outcome.findings.filter { Self.renameRules.contains($0.ruleID) }
        #expect(renames.count == 2)
        #expect(renames.allSatisfy { $0.message.contains("deployment target is unknown") })
        #expect(outcome.fixedFiles.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == source)
    }

    @Test("an if #available(iOS 17, *) around the use allows the rename in an iOS 16 project")
    func availabilityCheckRaisesTheTarget() {
        let source = """
        var zoom: some Gesture {
            if #available(iOS 17, *) {
                return MagnificationGesture().onEnded { value in settle(value) }
            }
        }
        """
        let linter = Linter(configuration: Configuration.allRules(rootDirectory: "/"))
        let fixed = Fixer(linter: linter).fix(source: source, path: "Zoom.swift", deploymentTarget: DeploymentTarget([.iOS: OSVersion(16)]))
        #expect(fixed.contains("MagnifyGesture().onEnded { value in settle(value.magnification) }"))
    }
}
