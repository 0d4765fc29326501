import Foundation

/// The deployment target a project's own files declare: a `Package.swift`'s `platforms:`, an Xcode
/// project's `*_DEPLOYMENT_TARGET` build settings, a Tuist manifest's `deploymentTargets:`, or, for a
/// platform the Xcode project does not set (or whose project file is not committed), a CocoaPods
/// `Podfile`'s `platform :ios, '15.0'` beside it.
///
/// Invariants: only what the file states is reported, except for a manifest without `platforms:`,
/// which SwiftPM builds for its oldest supported versions (`swiftPMDefault`); a platform a manifest's
/// `platforms:` does not name stays unknown (the package is not meant for it, or does not care); when
/// an Xcode project sets a platform's target several times (targets, configurations), the lowest wins,
/// since every target must build.
extension DeploymentTarget {
    /// What SwiftPM deploys to when a manifest names no platforms. Source: PackageDescription,
    /// `SupportedPlatform` ("the oldest deployment target version that the installed SDK supports"):
    /// iOS 12, tvOS 12, watchOS 4 and macOS 10.13 for Xcode 14 to 16, visionOS 1. Only their order
    /// against the versions rules compare with (iOS 16/17, macOS 13/14) matters.
    static let swiftPMDefault = DeploymentTarget([
        .iOS: OSVersion(12), .macOS: OSVersion(10, 13), .tvOS: OSVersion(12), .watchOS: OSVersion(4), .visionOS: OSVersion(1),
    ])

    /// The `project.pbxproj` build setting of each platform.
    static let xcodeSettings: [(setting: String, platform: Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// The target a `Package.swift` declares: `.iOS(.v16)`, `.iOS(.v16_4)`, `.iOS("16.4")`, `.macOS(.v10_15)`.
    public static func declared(byManifest text: String) -> DeploymentTarget {
        guard let label = text.range(of: "platforms:") else { return swiftPMDefault }
        let list = text[label.upperBound...].prefix { $0 != "]" }
        var target = DeploymentTarget()
        for platform in Platform.allCases {
            guard let call = list.range(of: ".\(platform.rawValue)(") else { continue }
            let argument = list[call.upperBound...].drop { $0 == " " }
            let spelled: Substring
            if argument.hasPrefix(".v") {
                spelled = Substring(argument.dropFirst(2).prefix { $0.isNumber || $0 == "_" }.map { $0 == "_" ? "." : $0 })
            } else if argument.hasPrefix("\"") {
                spelled = argument.dropFirst().prefix { $0 != "\"" }
            } else {
                continue
            }
            if let version = OSVersion(String(spelled)) { target.versions[platform] = version }
        }
        return target
    }

    /// The target an Xcode project's `project.pbxproj` declares: the lowest value of each platform's setting.
    public static func declared(byXcodeProject text: String) -> DeploymentTarget {
        var target = DeploymentTarget()
        for (setting, platform) in xcodeSettings {
            var rest = Substring(text)
            while let found = rest.range(of: setting + " = ") {
                let after = rest[found.upperBound...]
                let value = after.prefix { $0 != ";" && $0 != "\n" }.filter { $0 != "\"" }
                if let version = OSVersion(String(value)), target[platform].map({ version < $0 }) ?? true {
                    target.versions[platform] = version
                }
                rest = after
            }
        }
        return target
    }

    /// The CocoaPods platform names of `Podfile`'s `platform :ios, '15.0'`.
    static let podfilePlatforms: [String: Platform] = ["ios": .iOS, "osx": .macOS, "macos": .macOS, "tvos": .tvOS, "watchos": .watchOS, "visionos": .visionOS]

    /// The target a CocoaPods `Podfile` declares with `platform :ios, '15.0'` (lines commented out with
    /// `#` do not count; a platform set twice, per target, keeps the lowest). CocoaPods builds the pods
    /// for it, and an app whose Xcode project does not say otherwise shares it.
    public static func declared(byPodfile text: String) -> DeploymentTarget {
        var target = DeploymentTarget()
        for line in text.split(separator: "\n") {
            let code = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            guard code.hasPrefix("platform :") else { continue }
            let parts = code.dropFirst("platform :".count).split(separator: ",", maxSplits: 1)
            guard parts.count == 2, let platform = podfilePlatforms[String(parts[0]).trimmingCharacters(in: .whitespaces)] else { continue }
            let value = parts[1].filter { $0 != "'" && $0 != "\"" }.trimmingCharacters(in: .whitespaces)
            if let version = OSVersion(value), target[platform].map({ version < $0 }) ?? true {
                target.versions[platform] = version
            }
        }
        return target
    }

    /// The platform names of Tuist's `DeploymentTargets` (`.iOS("16.0")`, `.multiplatform(iOS: "16.0",
    /// macOS: "14.0")`) and of Tuist 3's `DeploymentTarget` (`.iOS(targetVersion: "16.0", devices: …)`).
    static let tuistPlatforms: [String: Platform] = ["iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS]

    /// The target a Tuist manifest or project-description helper declares: every
    /// `deploymentTargets:`/`deploymentTarget:` argument's platform versions, the lowest of each
    /// platform (every target must build). Source: Tuist's ProjectDescription, `DeploymentTargets`
    /// (Tuist 4) and `DeploymentTarget` (Tuist 3). Versions held in variables are not followed.
    public static func declared(byTuistManifest text: String) -> DeploymentTarget {
        var targets: [DeploymentTarget] = []
        var rest = Substring(text)
        while let label = rest.range(of: "deploymentTarget") {
            rest = rest[label.upperBound...]
            guard let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0 == "s" || $0 == " " }) else { continue }
            // The argument: up to the end of the call it opens (the first closing parenthesis).
            let argument = rest[rest.index(after: colon)...].prefix { $0 != ")" }
            var target = DeploymentTarget()
            for (name, platform) in tuistPlatforms {
                for marker in [".\(name)(", "\(name):", ".\(name)(targetVersion:"] {
                    guard let found = argument.range(of: marker) else { continue }
                    let value = argument[found.upperBound...].drop { $0 == " " || $0 == "(" }
                    guard value.hasPrefix("\"") else { continue }
                    if let version = OSVersion(String(value.dropFirst().prefix { $0 != "\"" })) { target.versions[platform] = version }
                }
            }
            targets.append(target)
        }
        return lowest(targets)
    }

    /// Per platform, the lowest version any of `targets` gives.
    static func lowest(_ targets: [DeploymentTarget]) -> DeploymentTarget {
        var result = DeploymentTarget()
        for target in targets {
            for (platform, version) in target.versions where result[platform].map({ version < $0 }) ?? true {
                result.versions[platform] = version
            }
        }
        return result
    }

    /// This target with `overrides`' versions in place of its own, platform by platform (a configured
    /// `deployment_target` over what the project declares).
    public func overridden(by overrides: DeploymentTarget) -> DeploymentTarget {
        DeploymentTarget(versions.merging(overrides.versions) { _, configured in configured })
    }
}
