import Foundation
import Testing
@testable import TactileLint

/// Kinds the eleventh fresh set (Q1–Q21) showed after it was judged, as in every set since the
/// eighth: findings in code that never runs — views only previews or other dead views show, a prompt
/// switched off with `if false`, the fallback of an availability check the deployment target passes
/// (17 of its 64 tap findings judged wrong or unwanted). Fixtures of our own in the style of that code,
/// beside the near misses that must still be reported.
@Suite("Kinds from the eleventh fresh set")
struct EleventhFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    /// An app whose live screen shows a card; a progress section only its preview shows, with the
    /// sheet only it presents and an extension of its own; a view only a UIKit controller hosts.
    static let files: [String: String] = [
        "Runner/RunnerApp.swift": """
            @main struct RunnerApp: App {
                var body: some Scene { WindowGroup { Training() } }
            }
            """,
        "Runner/Training.swift": """
            struct Training: View {
                var body: some View {
                    WeekCard().onTapGesture { openWeek() }
                }
            }
            struct WeekCard: View {
                var body: some View { Text("Week").onTapGesture { openWeek() } }
            }
            """,
        "Runner/ProgressSection.swift": """
            struct ProgressSection: View {
                @State private var showSelector = false
                var body: some View {
                    Text("Progress").onTapGesture { showSelector = true }
                        .sheet(isPresented: $showSelector) { WeekSelector() }
                }
            }
            extension ProgressSection {
                var header: some View { Text("Header").onTapGesture { showSelector = true } }
            }
            #Preview { ProgressSection() }
            """,
        "Runner/WeekSelector.swift": """
            struct WeekSelector: View {
                var body: some View { Text("Pick").onTapGesture { pick() } }
            }
            """,
        "Runner/Hosted.swift": """
            import UIKit
            final class ShareController: UIViewController {
                override func viewDidLoad() { addChild(UIHostingController(rootView: ShareSheet())) }
            }
            struct ShareSheet: View {
                var body: some View { Text("Share").onTapGesture { share() } }
            }
            """,
    ]

    @Test("in a whole app, views only previews show, and views only they show, are not checked; shown and hosted views are")
    func deadViewsAreFollowedThroughWhatTheyShow() throws {
        let counts = try Self.tap.countsByFile(inRunOf: Self.files)
        #expect(counts == ["Training.swift": 2, "Hosted.swift": 1], "\(counts)")
    }

    @Test("dead views: the fixed point grows from views nothing uses, and a use from any other type keeps a view alive")
    func deadViewsFixedPoint() {
        let users: [String: Set<String>] = [
            "Screen": ["RootApp"], "Row": ["Screen"],
            "Old": [], "OldSheet": ["Old"], "OldRow": ["OldSheet", "Old"],
            "Ping": ["Pong"], "Pong": ["Ping"],
            "Hosted": ["HostController"], "Helper": ["Old", ""],
        ]
        let dead = ModuleIndex.deadViews(among: Set(users.keys).union(["Unnamed"]), users: users)
        #expect(dead == ["Old", "OldSheet", "OldRow", "Unnamed"])
    }

    static let screen = """
        struct Inbox: View {
            var body: some View {
                VStack {
                    BRANCH
                }
            }
        }
        """

    static func taps(_ branch: String, target: DeploymentTarget = DeploymentTarget([.iOS: OSVersion(14)])) -> Int {
        tap.findings(in: screen.replacingOccurrences(of: "BRANCH", with: branch), deploymentTarget: target).count
    }

    @Test("a tap inside if false is never reported; one inside if flag, or if false && flag, is")
    func switchedOffCodeIsNotChecked() {
        #expect(Self.taps("if false { Text(\"Vote\").onTapGesture { vote() } }") == 0)
        #expect(Self.taps("if showPrompt { Text(\"Vote\").onTapGesture { vote() } }") == 1)
        #expect(Self.taps("if false || showPrompt { Text(\"Vote\").onTapGesture { vote() } }") == 1)
        #expect(Self.taps("if false { EmptyView() } else { Text(\"Vote\").onTapGesture { vote() } }") == 1)
    }

    static let fallback = """
        if #available(iOS 14, *) {
            Menu("Share") { Button("Copy") { copy() } }
        } else {
            Text("Share").onTapGesture { showingActionSheet = true }
        }
        """

    @Test("the fallback of an availability check the deployment target passes never runs; below it, or unknown, it does")
    func availabilityFallbacks() {
        #expect(Self.taps(Self.fallback) == 0)
        #expect(Self.taps(Self.fallback, target: DeploymentTarget([.iOS: OSVersion(15)])) == 0)
        #expect(Self.taps(Self.fallback, target: DeploymentTarget([.iOS: OSVersion(13)])) == 1)
        #expect(Self.taps(Self.fallback, target: DeploymentTarget()) == 1)
        #expect(Self.taps(Self.fallback, target: DeploymentTarget([.iOS: OSVersion(14), .macOS: OSVersion(10, 15)])) == 0, "macOS passes by *")
        let macOS = Self.fallback.replacingOccurrences(of: "iOS 14, *", with: "iOS 14, macOS 11, *")
        #expect(Self.taps(macOS, target: DeploymentTarget([.iOS: OSVersion(14), .macOS: OSVersion(10, 15)])) == 1, "a Mac on 10.15 takes the fallback")
        #expect(Self.taps("if #unavailable(iOS 14) { Text(\"Share\").onTapGesture { share() } }") == 0)
    }
}
