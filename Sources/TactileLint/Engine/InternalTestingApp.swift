/// A file of an app built only to test the project by hand (a purchase tester, a demo host for UI
/// tests): it lies in a folder named as a test app (`TestingApps`, `PurchaseTestApp`, `TestingApp`)
/// under a folder of tests (`Tests`, `UITests`, `AppTests`). Nobody but the project's developers runs
/// it, so a control drawn there as a tapped view is not worth a finding.
///
/// Invariants: decided by the path alone, case-sensitively, over its folders (not the file name); both
/// parts are needed: tests without an app folder (test fixtures) and a test app outside a tests folder
/// (`Sources/TestingApps`, shipped code) are ordinary code.
public enum InternalTestingApp {
    private static let appSuffixes = ["TestApp", "TestApps", "TestingApp", "TestingApps"]

    /// True when `path` lies in a test-app folder beneath a tests folder.
    public static func contains(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        guard let tests = folders.firstIndex(where: { $0.hasSuffix("Tests") }) else { return false }
        return folders[tests...].dropFirst().contains { folder in appSuffixes.contains(where: folder.hasSuffix) }
    }
}
