/// Why a configuration could not be used. Every case names the file and what to change.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalidYAML(path: String, reason: String)
    case unknownKey(path: String, key: String)
    case unknownRule(path: String, key: String, rule: String)
    case invalidValue(path: String, key: String, expected: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "\(path): cannot read the configuration: \(reason)"
        case .invalidYAML(let path, let reason):
            "\(path): the configuration is not valid YAML: \(reason)"
        case .unknownKey(let path, let key):
            "\(path): unknown key '\(key)'; known keys: \(Configuration.knownKeys.sorted().joined(separator: ", "))"
        case .unknownRule(let path, let key, let rule):
            "\(path): '\(key)' names '\(rule)', which is not a rule; run `tactile-lint rules` to list them"
        case .invalidValue(let path, let key, let expected):
            "\(path): '\(key)' must be \(expected)"
        }
    }
}
