import Foundation
import Yams

/// What a `.tactile-lint.yml` says: which rules run, at which severity, on which files, for which
/// deployment target.
///
/// ```yaml
/// disabled_rules: [tap_count_order]
/// opt_in_rules: [tap_gesture_should_be_button]      # rules that are off by default, turned on
/// only_rules: [deprecated_magnification_gesture]   # optional: run these and nothing else
/// severities: {heavy_on_changed: error}
/// included: ["Sources/**"]
/// excluded: ["**/Generated/**"]
/// deployment_target: {iOS: "16.0", macOS: "13.0"}
/// ```
///
/// A rule runs when `allRules` is set (`--all-rules`); else, with `only_rules`, when it is named there;
/// else when it is not in `disabled_rules` and is either on by default or named in `opt_in_rules`.
///
/// Invariants: every rule id named is a known rule; globs are matched against paths relative to
/// `rootDirectory` (the folder holding the file, or the working directory for the default).
public struct Configuration: Sendable {
    /// The name looked for in the working directory.
    public static let fileName = ".tactile-lint.yml"
    static let knownKeys: Set<String> = [
        "disabled_rules", "opt_in_rules", "only_rules", "severities", "included", "excluded", "deployment_target",
    ]

    public var disabledRules: Set<String> = []
    /// Rules that are off by default (`RuleDescription.enabledByDefault`), turned on.
    public var optInRules: Set<String> = []
    /// Every rule runs, whatever the other rule keys say (`--all-rules`).
    public var allRules = false
    public var onlyRules: Set<String>?
    public var severities: [String: Severity] = [:]
    public var included: [Glob] = []
    public var excluded: [Glob] = []
    public var deploymentTarget = DeploymentTarget()
    public var rootDirectory: String

    public init(rootDirectory: String = FileManager.default.currentDirectoryPath) {
        self.rootDirectory = rootDirectory
    }

    /// The defaults with every rule on, as `--all-rules` gives them.
    public static func allRules(rootDirectory: String = FileManager.default.currentDirectoryPath) -> Configuration {
        var configuration = Configuration(rootDirectory: rootDirectory)
        configuration.allRules = true
        return configuration
    }

    /// True when `rule` runs.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if allRules { return true }
        if let onlyRules { return onlyRules.contains(rule.id) }
        if disabledRules.contains(rule.id) { return false }
        return rule.enabledByDefault || optInRules.contains(rule.id)
    }

    /// True when the rule with id `ruleID` runs; false for an id no rule has.
    public func isEnabled(_ ruleID: String) -> Bool {
        RuleRegistry.rule(withID: ruleID).map { isEnabled($0.description) } ?? false
    }

    /// The severity findings of `rule` are reported at.
    public func severity(of rule: RuleDescription) -> Severity {
        severities[rule.id] ?? rule.severity
    }

    /// True when the file at absolute path `path` is to be checked.
    public func includes(path: String) -> Bool {
        let relative = Self.relativePath(of: path, to: rootDirectory)
        if excluded.contains(where: { $0.matches(relative) }) { return false }
        return included.isEmpty || included.contains { $0.matches(relative) }
    }

    static func relativePath(of path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Reads the configuration file at `path`; globs are relative to its folder.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        let url = URL(fileURLWithPath: path)
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        return try parse(yaml: text, path: path, rootDirectory: url.deletingLastPathComponent().standardizedFileURL.path)
    }

    /// The configuration in `directory`'s `.tactile-lint.yml`, or the defaults when there is none.
    public static func discover(in directory: String) throws(ConfigurationError) -> Configuration {
        let candidate = URL(fileURLWithPath: directory).appendingPathComponent(fileName).path
        guard FileManager.default.fileExists(atPath: candidate) else {
            return Configuration(rootDirectory: URL(fileURLWithPath: directory).standardizedFileURL.path)
        }
        return try load(path: candidate)
    }

    /// Parses configuration YAML; `path` only names the source in error messages.
    public static func parse(yaml: String, path: String, rootDirectory: String) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration(rootDirectory: rootDirectory)
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch {
            throw .invalidYAML(path: path, reason: String(describing: error))
        }
        guard let node else { return configuration }
        guard let mapping = node.mapping else {
            throw .invalidValue(path: path, key: "(top level)", expected: "a mapping of keys to values")
        }
        let known = Set(RuleRegistry.all.map(\.description.id))
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "disabled_rules":
                configuration.disabledRules = Set(try ruleList(value, key: key, path: path, known: known))
            case "opt_in_rules":
                configuration.optInRules = Set(try ruleList(value, key: key, path: path, known: known))
            case "only_rules":
                configuration.onlyRules = Set(try ruleList(value, key: key, path: path, known: known))
            case "severities":
                configuration.severities = try severities(value, path: path, known: known)
            case "included":
                configuration.included = try strings(value, key: key, path: path).map(Glob.init)
            case "excluded":
                configuration.excluded = try strings(value, key: key, path: path).map(Glob.init)
            case "deployment_target":
                configuration.deploymentTarget = try deploymentTarget(value, path: path)
            default:
                throw .unknownKey(path: path, key: key)
            }
        }
        return configuration
    }

    private static func strings(_ node: Node, key: String, path: String) throws(ConfigurationError) -> [String] {
        if let single = node.scalar?.string { return [single] }
        guard let sequence = node.sequence else {
            throw .invalidValue(path: path, key: key, expected: "a list of strings")
        }
        var result: [String] = []
        for element in sequence {
            guard let text = element.scalar?.string else {
                throw .invalidValue(path: path, key: key, expected: "a list of strings")
            }
            result.append(text)
        }
        return result
    }

    private static func ruleList(_ node: Node, key: String, path: String, known: Set<String>) throws(ConfigurationError) -> [String] {
        let rules = try strings(node, key: key, path: path)
        if let unknown = rules.first(where: { !known.contains($0) }) {
            throw .unknownRule(path: path, key: key, rule: unknown)
        }
        return rules
    }

    private static func severities(_ node: Node, path: String, known: Set<String>) throws(ConfigurationError) -> [String: Severity] {
        let expected = "a mapping of rule ids to note, warning or error"
        guard let mapping = node.mapping else { throw .invalidValue(path: path, key: "severities", expected: expected) }
        var result: [String: Severity] = [:]
        for (ruleNode, levelNode) in mapping {
            let rule = ruleNode.string ?? ""
            guard known.contains(rule) else { throw .unknownRule(path: path, key: "severities", rule: rule) }
            guard let level = levelNode.string.flatMap(Severity.init(rawValue:)) else {
                throw .invalidValue(path: path, key: "severities.\(rule)", expected: "note, warning or error")
            }
            result[rule] = level
        }
        return result
    }

    private static func deploymentTarget(_ node: Node, path: String) throws(ConfigurationError) -> DeploymentTarget {
        let platforms = Platform.allCases.map(\.rawValue).joined(separator: ", ")
        guard let mapping = node.mapping else {
            throw .invalidValue(path: path, key: "deployment_target", expected: "a mapping of platforms (\(platforms)) to versions")
        }
        var target = DeploymentTarget()
        for (platformNode, versionNode) in mapping {
            let name = platformNode.string ?? ""
            guard let platform = Platform(rawValue: name) else {
                throw .invalidValue(path: path, key: "deployment_target.\(name)", expected: "one of the platforms \(platforms)")
            }
            guard let version = versionNode.string.flatMap(OSVersion.init) else {
                throw .invalidValue(path: path, key: "deployment_target.\(name)", expected: "a version such as \"16.0\"")
            }
            target.versions[platform] = version
        }
        return target
    }
}
