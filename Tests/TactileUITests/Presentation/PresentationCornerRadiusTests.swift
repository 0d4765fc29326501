import Foundation
import Testing
import TactileTesting
import TactileUI

/// `presentationCornerRadius(_:)` (SwiftUI, iOS 16.4): the corner radius of the sheet its
/// content is presented in; nil keeps the system's (10 pt here).
@MainActor
@Suite("presentationCornerRadius")
struct PresentationCornerRadiusTests {
    /// In the style of debugging overlays: a sheet whose content asks for rounder corners.
    private struct Presenter: View {
        let radius: CGFloat??
        @State private var isPresented = false
        var body: some View {
            Button("Show") { isPresented = true }
                .sheet(isPresented: $isPresented) {
                    if let radius {
                        Text("Guide").presentationCornerRadius(radius)
                    } else {
                        Text("Guide")
                    }
                }
        }
    }

    /// The SVG of the presented sheet, at rest.
    private static func presentedSVG(radius: CGFloat??) -> String {
        let host = ViewHost(Presenter(radius: radius), canvasSize: CGSize(width: 300, height: 500))
        host.tap(on: "Show")
        host.advance(by: 1)
        #expect(host.view(withText: "Guide") != nil)
        return host.svg()
    }

    @Test("a radius changes the sheet's corners; nil and the system's 10 pt draw as without the modifier")
    func radiusShapesTheSheet() {
        let system = Self.presentedSVG(radius: .none)
        #expect(Self.presentedSVG(radius: .some(24)) != system)
        #expect(Self.presentedSVG(radius: .some(nil)) == system)
        #expect(Self.presentedSVG(radius: .some(10)) == system)
    }
}
