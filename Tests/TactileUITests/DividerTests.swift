import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Divider` as SwiftUI documents it: "a visual element that can be used to separate other
/// content … when contained in a stack, the divider extends across the minor axis of the stack,
/// or horizontally when not in a stack".
@MainActor
@Suite("Divider")
struct DividerTests {
    @Test("in a VStack it is a horizontal line as wide as offered and half a point thick; in an HStack a vertical one")
    func followsTheStackAxis() throws {
        let column = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Divider().accessibilityIdentifier("line")
        }
        let host = ViewHost(column.frame(width: 100), canvasSize: CGSize(width: 200, height: 200))
        let line = try #require(host.view(withIdentifier: "line")?.globalFrame)
        #expect(line.size == CGSize(width: 100, height: 0.5))

        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Divider().accessibilityIdentifier("line")
        }
        let rowHost = ViewHost(row.frame(height: 40), canvasSize: CGSize(width: 200, height: 200))
        #expect(rowHost.view(withIdentifier: "line")?.globalFrame.size == CGSize(width: 0.5, height: 40))
    }

    @Test("it is drawn in the separator colour")
    func separatorColour() {
        let svg = ViewHost(Divider().frame(width: 50), canvasSize: CGSize(width: 50, height: 50)).svg()
        #expect(svg.contains(##"fill="#3c3c43" fill-opacity="0.29""##))
    }
}
