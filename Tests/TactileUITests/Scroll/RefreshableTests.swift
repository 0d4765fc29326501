import Foundation
import Testing
import TactileTesting

/// `refreshable(action:)`: the pull-to-refresh control of a vertical scroll view, driven by real
/// touches on the virtual clock, its action a task of the host.
@MainActor
@Suite("Pull to refresh: refreshable")
struct RefreshableTests {
    @MainActor
    final class Log {
        var began = 0
        var ended = 0
    }

    /// 20 rows that refresh for two seconds of host time.
    struct Feed: View {
        let log: Log
        var body: some View {
            ScrollRows(count: 20) { _ in Color.blue }
                .refreshable {
                    await MainActor.run { log.began += 1 }
                    try? await Task.sleep(for: .seconds(2))
                    await MainActor.run { log.ended += 1 }
                }
        }
    }

    /// Puts a finger down near the top and pulls it down by `distance` in 10 pt frames.
    static func pull<V: View>(_ host: ViewHost<V>, by distance: CGFloat) -> CGPoint {
        var point = CGPoint(x: 200, y: 40)
        host.touchDown(at: point)
        while point.y < 40 + distance {
            point.y += 10
            host.step(to: point)
        }
        return point
    }

    /// Holds the finger still for half a second, then lifts it (no fling).
    static func lift<V: View>(_ host: ViewHost<V>, at point: CGPoint) {
        host.advance(by: 0.5)
        host.step(to: point)
        host.touchUp(at: point)
    }

    @Test("a pull that shows less than the trigger distance springs back and runs nothing")
    func shortPullRunsNothing() async {
        let log = Log()
        let host = scrollHost(Feed(log: log))
        // 200 pt of finger travel past the slop shows about 86 pt after the rubber band: under 100.
        let point = Self.pull(host, by: 210)
        #expect(host.view("row-0").globalFrame.minY > 60)
        Self.lift(host, at: point)
        await host.settle()
        #expect(log.began == 0)
        #expect(host.view("row-0").globalFrame.minY == 0)
    }

    @Test("a pull past the trigger runs the action once, before the lift; the band stays open while it runs and closes after")
    func pullPastTriggerRefreshesOnce() async {
        let log = Log()
        let host = scrollHost(Feed(log: log))
        var point = Self.pull(host, by: 280)
        await host.waitForTasks()
        #expect(log.began == 1, "the action starts while the finger is still down, as UIRefreshControl fires")
        point.y += 40
        host.step(to: point)
        await host.waitForTasks()
        #expect(log.began == 1, "pulling further does not start it again")
        Self.lift(host, at: point)
        await host.run(for: 1)
        #expect(log.ended == 0)
        #expect(host.view("row-0").globalFrame.minY == 60, "the refresh control's band is held open above the content")
        await host.run(for: 0.6)
        #expect(log.ended == 1)
        await host.settle()
        #expect(host.view("row-0").globalFrame.minY == 0, "the band closed when the action returned")
        _ = Self.pull(host, by: 280)
        await host.waitForTasks()
        #expect(log.began == 2, "once it has finished, another pull refreshes again")
    }

    @Test("a pull while refreshing starts from the open band and does not start the action again")
    func pullWhileRefreshing() async {
        let log = Log()
        let host = scrollHost(Feed(log: log))
        let point = Self.pull(host, by: 280)
        Self.lift(host, at: point)
        await host.run(for: 1)
        #expect(host.view("row-0").globalFrame.minY == 60)
        var second = CGPoint(x: 200, y: 200)
        host.touchDown(at: second)
        for _ in 0..<5 {
            second.y += 10
            host.step(to: second)
        }
        #expect(host.view("row-0").globalFrame.minY > 60, "the finger pulls the open band further, without a jump")
        #expect(host.view("row-0").globalFrame.minY < 110)
        await host.waitForTasks()
        #expect(log.began == 1)
    }

    @Test("a refresh that ends while a finger holds the pulled view moves nothing under the finger; the band closes at the lift")
    func refreshEndingUnderTheFinger() async {
        let log = Log()
        let host = scrollHost(Feed(log: log))
        let point = Self.pull(host, by: 280)
        Self.lift(host, at: point)
        await host.run(for: 1)
        var second = CGPoint(x: 200, y: 200)
        host.touchDown(at: second)
        for _ in 0..<5 {
            second.y += 10
            host.step(to: second)
        }
        let held = host.view("row-0").globalFrame.minY
        #expect(held > 60)
        await host.run(for: 1.5)
        #expect(log.ended == 1, "the action returned while the finger is down")
        #expect(host.view("row-0").globalFrame.minY == held, "the view stays under the finger")
        second.y += 2
        host.step(to: second)
        let moved = host.view("row-0").globalFrame.minY
        #expect(moved > held && moved < held + 2, "the next move continues from there (rubber-banded), no jump")
        Self.lift(host, at: second)
        await host.settle()
        #expect(host.view("row-0").globalFrame.minY == 0, "with the action done, the release closes the band")
    }

    struct Reader: View {
        @Environment(\.refresh) private var refresh
        var body: some View { Text(refresh == nil ? "no refresh" : "can refresh") }
    }

    @Test("views below a refreshable modifier read its action from the environment")
    func environmentCarriesTheAction() {
        let host = scrollHost(VStack {
            Reader().refreshable {}
            Reader()
        })
        #expect(host.view(withText: "can refresh") != nil)
        #expect(host.view(withText: "no refresh") != nil)
    }
}
