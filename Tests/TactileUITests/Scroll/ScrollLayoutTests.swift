import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A scroll move re-places the scroll view only and shifts its content (`LayoutEngine.translate`):
/// the result must be the layout a full placement gives.
@MainActor
@Suite("Scroll layout: shifted content equals a full placement")
struct ScrollLayoutTests {
    struct Content: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") { proxy.scrollTo(30, anchor: .center) }.frame(height: 40).accessibilityIdentifier("jump")
                    ScrollView {
                        VStack(spacing: 4) {
                            ForEach(0..<60, id: \.self) { index in
                                HStack {
                                    Circle().frame(width: 20, height: 20).scaleEffect(1.5)
                                    Text("Row \(index)").rotationEffect(.degrees(Double(index)))
                                    Rectangle().frame(width: 30, height: 10).offset(x: 5, y: 3)
                                }
                                .frame(height: 36)
                                .id(index)
                            }
                        }
                    }
                }
            }
        }
    }

    private struct Placed: Equatable {
        let transform: CGAffineTransform
        let inverse: CGAffineTransform?
        let box: CGRect
    }

    private func layout(of graph: ViewGraph) -> [ViewIdentity: Placed] {
        var result: [ViewIdentity: Placed] = [:]
        for node in graph.allNodes {
            result[node.identity] = Placed(transform: node.transform, inverse: node.inverseTransform, box: node.subtreeHitBox)
        }
        return result
    }

    private func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 0.000_1 }
    }

    @Test("after scrollTo, every transform, inverse and hit box equals what placing the whole tree again gives")
    func shiftedEqualsFullPlacement() {
        let (graph, _) = host(Content(), width: 400, height: 400)
        graph.tap("jump")
        let shifted = layout(of: graph)
        #expect(graph.frame("jump") != nil)
        // Every body runs again: new nodes, each placed from scratch.
        graph.invalidateAllBodies()
        graph.update()
        let placed = layout(of: graph)
        #expect(shifted.count == placed.count)
        var mismatches: [String] = []
        for (identity, full) in placed {
            guard let moved = shifted[identity] else { mismatches.append("\(identity) missing"); continue }
            let inversesMatch = switch (moved.inverse, full.inverse) {
            case (nil, nil): true
            case (let a?, let b?): close(a, b)
            default: false
            }
            let boxesMatch = moved.box == full.box || [moved.box.minX - full.box.minX, moved.box.minY - full.box.minY,
                                                        moved.box.width - full.box.width, moved.box.height - full.box.height]
                .allSatisfy { abs($0) < 0.000_1 }
            if !close(moved.transform, full.transform) || !inversesMatch || !boxesMatch { mismatches.append("\(identity)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // The jump did move the content: row 30's centre is the viewport's.
        let row = graph.allNodes.first { $0.identity.components.contains(.id(AnyHashable(30))) }
        #expect(row.map { abs($0.globalFrame.midY - (40 + 360 / 2)) < 0.001 } == true)
    }
}
