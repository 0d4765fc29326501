import Foundation
import TactileLab
import TactileTesting
import Testing

/// The lab's drag-and-drop scene (issue 32, item 6) driven through the lab's protocol as the page
/// drives it: a press held past the lift, a carry, a release.
@Suite("Lab drag-and-drop scene")
@MainActor
struct LabDragAndDropSceneTests {
    @Test("a fruit held 0.5 s and carried onto the basket lands in it; the basket is targeted on the way")
    func fruitLandsInBasket() throws {
        let entry = try #require(LabCatalog.entry("lab-drag-and-drop"))
        // Where the fruit and the basket are, as the lab lays them out (same view, same canvas).
        let layout = ViewHost(entry.make(), canvasSize: CGSize(width: 390, height: 844))
        let apple = layout.center(of: "Apple"), basket = layout.center(of: "basket")
        let session = LabSession()
        _ = session.handle(text: #"{"type":"open","scene":"lab-drag-and-drop","time":0}"#)
        _ = session.handle(text: LabSeekTests.touches("began", x: apple.x, y: apple.y, time: 0, seq: 1))
        var sawTargeted = false
        for step in 1...10 {
            let t = Double(step) / 10
            let x = apple.x + (basket.x - apple.x) * t, y = apple.y + (basket.y - apple.y) * t
            let frame = try LabSeekTests.frame(session.handle(text: LabSeekTests.touches("moved", x: x, y: y, time: 600 + Double(step) * 16,
                                                                                          seq: step + 1)))
            sawTargeted = sawTargeted || frame.state.contains { $0.name == "basketTargeted" && $0.value == "true" }
        }
        let end = try LabSeekTests.frame(session.handle(text: LabSeekTests.touches("ended", x: basket.x, y: basket.y, time: 800, seq: 12)))
        #expect(sawTargeted)
        #expect(end.state.contains { $0.name == "basket" && $0.value.contains("Apple") }, "\(end.state.map { "\($0.name)=\($0.value)" })")
        #expect(end.svg.contains("Basket: Apple"))
    }
}
