import Foundation
import Testing
import TactileTesting

/// `LocalizedStringResource` and `String(localized:)`, which Foundation on Linux lacks: resolved to
/// their default value (no string table is read here), so views that take a resource — a marquee
/// given its title, a section header — show the text they were written with.
@MainActor
@Suite("Localized string resources")
struct LocalizedStringResourceTests {
    /// A component in the style of libraries: its title is a resource, passed as a literal.
    struct Banner: View {
        private let title: LocalizedStringResource
        init(_ title: LocalizedStringResource) { self.title = title }
        var body: some View { Text(title).accessibilityIdentifier("banner").accessibilityLabel(title) }
    }

    @Test("a view given a resource as a literal, interpolations included, shows its text")
    func viewShowsResource() {
        let count = 3
        let host = ViewHost(VStack { Banner("Breaking news"); Banner("\(count) new photos") })
        #expect(host.view(withText: "Breaking news") != nil)
        #expect(host.view(withText: "3 new photos") != nil)
        #expect(host.accessibilityTranscript.contains { $0.hasPrefix("3 new photos") }, "accessibilityLabel(_:) takes the resource: \(host.accessibilityTranscript)")
    }

    @Test("String(localized:) and a resource resolve to the default value; the key is kept")
    func resolution() {
        #expect(String(localized: "Hello \(2)") == "Hello 2")
        #expect(String(localized: "onboarding.title", defaultValue: "Welcome") == "Welcome")
        let resource = LocalizedStringResource("onboarding.title", defaultValue: "Welcome", table: "Onboarding")
        #expect(resource.key == "onboarding.title")
        #expect(resource.table == "Onboarding")
        #expect(String(localized: resource) == "Welcome")
        let literal: LocalizedStringResource = "Pi is \(3.14159, specifier: "%.2f")"
        #expect(String(localized: literal) == "Pi is 3.14")
        #expect(LocalizedStringResource("a", bundle: .main) == LocalizedStringResource("a"))
    }
}
