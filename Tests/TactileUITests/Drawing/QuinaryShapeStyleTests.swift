import Foundation
import Testing
import TactileTesting
import TactileUI

/// `ShapeStyle.quinary` (SwiftUI's `HierarchicalShapeStyle.quinary`, iOS 16: "the fifth level of
/// the current content style"): one step fainter than `.quaternary`, in both colour schemes.
@MainActor
@Suite("The quinary hierarchical style")
struct QuinaryShapeStyleTests {
    private func svg<S: ShapeStyle>(_ style: S, scheme: ColorScheme = .light) -> String {
        ViewHost(Rectangle().fill(style).frame(width: 10, height: 10).environment(\.colorScheme, scheme),
                 canvasSize: CGSize(width: 10, height: 10)).svg()
    }

    @Test("it fills with the label hue, fainter than quaternary")
    func fainterThanQuaternary() {
        #expect(svg(.quinary).contains(##"fill="#3c3c43" fill-opacity="0.1""##), Comment(rawValue: svg(.quinary)))
        #expect(svg(.quaternary).contains(##"fill="#3c3c43" fill-opacity="0.18""##))
    }

    @Test("in the dark scheme it takes the dark label hue")
    func dark() {
        let dark = svg(.quinary, scheme: .dark)
        #expect(dark.contains(##"fill="#ebebf5" fill-opacity="0.1""##), Comment(rawValue: dark))
    }

    @Test("as a background with an opacity, as layout guides use it, the opacities multiply")
    func background() {
        let host = ViewHost(Text("Metrics").padding().background(.quinary.opacity(0.5)), canvasSize: CGSize(width: 200, height: 100))
        #expect(host.svg().contains(##"fill="#3c3c43" fill-opacity="0.05""##), Comment(rawValue: host.svg()))
    }
}
