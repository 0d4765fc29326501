/// The version tactile-lint reports (`--version`, SARIF `tool.driver.version`).
public enum TactileLintVersion {
    public static let current = "0.1.0"
}
