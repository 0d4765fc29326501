import Foundation
import Testing
import TactileTesting

/// `Label` and its styles (issue 32: a corpus stop), through the host.
@MainActor
@Suite("Label: an icon beside a title, drawn by the label style in the environment")
struct LabelTests {
    private func host<V: View>(_ view: V) -> ViewHost<V> { ViewHost(view, canvasSize: CGSize(width: 300, height: 200)) }

    struct Custom: View {
        var body: some View {
            Label {
                Text("Inbox").accessibilityIdentifier("title")
            } icon: {
                Color.blue.frame(width: 20, height: 30).accessibilityIdentifier("icon")
            }
        }
    }

    @Test("the automatic style draws the icon, then the title 8 pt after it, centred on each other")
    func titleAndIcon() {
        let host = host(Custom())
        let icon = host.view("icon").globalFrame, title = host.view("title").globalFrame
        #expect(abs(title.minX - icon.maxX - ControlDefaults.labelIconSpacing) < 0.001)
        #expect(abs(title.midY - icon.midY) < 0.001)
    }

    @Test("labelStyle(.iconOnly) draws only the icon, .titleOnly only the title, .titleAndIcon both")
    func builtInStyles() {
        let iconOnly = host(Custom().labelStyle(.iconOnly))
        #expect(iconOnly.view(withIdentifier: "icon") != nil)
        #expect(iconOnly.view(withIdentifier: "title") == nil)
        let titleOnly = host(Custom().labelStyle(.titleOnly))
        #expect(titleOnly.view(withIdentifier: "icon") == nil)
        #expect(titleOnly.view(withIdentifier: "title") != nil)
        let both = host(VStack { Custom() }.labelStyle(.titleAndIcon))
        #expect(both.view(withIdentifier: "icon") != nil && both.view(withIdentifier: "title") != nil)
    }

    /// The icon above the title, as a tab bar item draws it.
    struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.icon
                configuration.title
            }
        }
    }

    @Test("a custom LabelStyle's makeBody lays out the configuration's icon and title")
    func customStyle() {
        let host = host(Custom().labelStyle(Stacked()))
        let icon = host.view("icon").globalFrame, title = host.view("title").globalFrame
        #expect(abs(title.minY - icon.maxY - 2) < 0.001, "the title 2 pt below the icon")
        #expect(abs(title.midX - icon.midX) < 0.001)
    }

    @Test("Label(_:systemImage:) is a Text title and a symbol; as a Button's label a tap fires the button")
    func stringFormInAButton() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let host = host(Button { taps.count += 1 } label: { Label("Compose", systemImage: "square.and.pencil") })
        #expect(host.view(withText: "Compose") != nil)
        host.tap(on: "Compose")
        #expect(taps.count == 1)
    }

    @Test("Button(_:systemImage:action:) and Button(_:image:action:) (iOS 17) are buttons labelled Label(title, icon); a tap fires them, and iconOnly keeps only the icon")
    func titleAndIconButtons() {
        final class Taps { var names: [String] = [] }
        let taps = Taps()
        let host = host(VStack {
            Button("Share", systemImage: "square.and.arrow.up") { taps.names.append("share") }
            Button("Thumbs up", image: ImageResource(name: "thumbsup", bundle: .main)) { taps.names.append("thumbs") }
            Button("Delete", systemImage: "trash", role: .destructive) { taps.names.append("delete") }
                .labelStyle(.iconOnly)
        })
        #expect(host.view(withText: "Share") != nil && host.view(withText: "Thumbs up") != nil)
        #expect(host.view(withText: "Delete") == nil, "iconOnly draws no title")
        host.tap(on: "Share")
        host.tap(on: "Thumbs up")
        #expect(taps.names == ["share", "thumbs"])
        #expect(host.accessibilityTranscript.prefix(2) == ["Share, Button", "Thumbs up, Button"])
    }

    @Test("preview modifiers written for Xcode leave the view as it is: the lab shows every preview on its canvas")
    func previewModifiersChangeNothing() {
        let plain = host(Text("Board"))
        let marked = host(Text("Board").previewLayout(.sizeThatFits).previewLayout(.fixed(width: 100, height: 50))
            .previewDisplayName("Board").previewDevice("iPhone 16 Pro").previewInterfaceOrientation(.landscapeLeft))
        #expect(plain.svg() == marked.svg())
        #expect(InterfaceOrientation.allCases.count == 4)
    }
}
