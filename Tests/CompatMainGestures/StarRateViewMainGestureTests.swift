import Foundation
import StarRateView
import TactileTesting
import Testing

// giiiita/StarRateView — README "Usage": `StarRateView(starCount: 5, rate:)` with `.starSize(20)`,
// `.starPadding(4.0)` and colours; a tap on a star sets the rate to that star's number. (The README passes
// `rate: self.rate`, which does not compile anywhere: the initializer takes a `Binding<Double>`.)
struct StarRateReadmeView: View {
    @State var rate: Double = 2.5

    var body: some View {
        StarRateView(starCount: 5, rate: $rate)
            .starSize(20)
            .starPadding(4.0)
            .forgroundStarColor(.yellow)
            .backgroundStarColor(.gray)
            .accessibilityIdentifier("stars")
    }
}

@MainActor
@Suite("giiiita/StarRateView: a tap on a star sets the rate")
struct StarRateViewMainGestureTests {
    let host = ViewHost(StarRateReadmeView())

    var rate: String? { host.stateValue(named: "rate", in: "StarRateReadmeView") }
    /// The centre of star `number` (1…5): 20-pt stars 4 pt apart.
    func star(_ number: Int) -> CGPoint {
        let row = host.view("stars").globalFrame
        return CGPoint(x: row.minX + 10 + CGFloat(number - 1) * 24, y: row.midY)
    }

    @Test("The five stars and their gaps span 116 pt")
    func layout() {
        #expect(host.view("stars").globalFrame.width == 116)
        #expect(rate == "2.5")
    }

    @Test("A tap on the fourth star sets the rate to 4; a tap on the first sets it to 1")
    func tapSetsRate() {
        host.tap(at: star(4))
        #expect(rate == "4.0")
        host.tap(at: star(1))
        #expect(rate == "1.0")
    }

    @Test("A tap in the gap between two stars changes nothing")
    func gapIsNotAStar() {
        host.tap(at: CGPoint(x: star(1).x + 12, y: star(1).y))
        #expect(rate == "2.5")
    }
}
