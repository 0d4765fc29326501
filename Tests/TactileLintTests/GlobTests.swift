import Testing
@testable import TactileLint

@Suite("Glob")
struct GlobTests {
    @Test("patterns match the paths they describe", arguments: [
        ("**/Generated/**", "Sources/App/Generated/Assets.swift", true),
        ("**/Generated/**", "Sources/App/View.swift", false),
        ("Sources/**", "Sources/App/View.swift", true),
        ("Sources", "Sources/App/View.swift", true),
        ("Sources/*.swift", "Sources/View.swift", true),
        ("Sources/*.swift", "Sources/App/View.swift", false),
        ("**/*Tests.swift", "Tests/AppTests/ViewTests.swift", true),
        ("./Views/Card?.swift", "Views/Card1.swift", true),
        ("Views/Card?.swift", "Views/Card12.swift", false),
        ("*", "anything.swift", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}
