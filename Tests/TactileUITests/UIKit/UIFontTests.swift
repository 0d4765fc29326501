import Foundation
import Testing
import TactileTesting

/// `UIFont`, UIKit's text attribute keys and `String.size(withAttributes:)`: a tag cloud measures
/// its tags with a UIKit font to wrap them into rows, so the measure must be what a `Text` in that
/// font takes here.
@MainActor
@Suite("UIFont and measuring text with it")
struct UIFontTests {
    @Test("a string measured with a UIKit font is as wide as a Text in that font, and as tall as its lines")
    func measureMatchesText() {
        let font = UIFont.systemFont(ofSize: 20)
        let measured = "SwiftUI".size(withAttributes: [.font: font])
        let host = ViewHost(Text("SwiftUI").font(Font(font)).fixedSize().accessibilityIdentifier("tag"))
        let laidOut = host.view("tag").globalFrame
        #expect(abs(measured.width - laidOut.width) < 1, "\(measured) against \(laidOut)")
        #expect(abs(measured.height - laidOut.height) < 1, "\(measured) against \(laidOut)")
        let twoLines = "Swift\nUI".size(withAttributes: [.font: font])
        #expect(abs(twoLines.height - 2 * font.lineHeight) < 1)
        #expect(twoLines.width < measured.width)
        let kerned = "SwiftUI".size(withAttributes: [.font: font, .kern: 2.0])
        #expect(abs(kerned.width - measured.width - 14) < 1, "2 points after each of 7 characters")
    }

    @Test("text styles give the HIG's sizes at the default Dynamic Type size; weights and sizes carry into SwiftUI fonts")
    func stylesAndWeights() {
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: 14).withSize(30).pointSize == 30)
        #expect(UIFont(name: "Avenir-Heavy", size: 16)?.fontName == "Avenir-Heavy")
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold) != UIFont.systemFont(ofSize: 15))
        #expect(Font(UIFont.boldSystemFont(ofSize: 18)) == Font.system(size: 18, weight: .bold))
    }

    @Test("a navigation bar's appearance proxy keeps what is written to it")
    func navigationBarAppearanceIsKept() {
        let proxy = UINavigationBar.appearance()
        #expect(proxy === UINavigationBar.appearance(), "one shared proxy")
        proxy.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(proxy.largeTitleTextAttributes?[.foregroundColor] as? UIColor == .white)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear)
        proxy.standardAppearance = appearance
        #expect(proxy.standardAppearance === appearance)
        proxy.largeTitleTextAttributes = nil
    }
}
