import Testing
import TactileTesting

@Suite("Virtual clock")
struct VirtualClockTests {
    @Test("advances only forward")
    func advancesOnlyForward() {
        let clock = VirtualClock()
        clock.advance(by: 0.5)
        clock.advance(to: 0.25)
        clock.advance(by: -1)
        #expect(clock.now == 0.5)
    }
}
