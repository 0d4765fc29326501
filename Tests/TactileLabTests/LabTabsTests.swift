import Foundation
import HummingbirdTesting
import HummingbirdWSClient
import TactileLab
import Testing

@Suite("Lab tabs and idle sessions")
struct LabTabsTests {
    @Test func fortyTabsAtOnceEachHaveTheirOwnInstance() async throws {
        let tabs = 40
        let positions = try await withLiveLab { client in
            try await withThrowingTaskGroup(of: (Int, String?).self) { group in
                for tab in 0..<tabs {
                    group.addTask {
                        let result = Mutable<String?>(nil)
                        try await client.withLabSocket { socket in
                            try await socket.open("004-star-drag-position")
                            let start = (x: 195.0, y: 422.0)
                            try await socket.touches([(0, "began", start.x, start.y)], time: 0)
                            for step in 1...5 {
                                try await socket.touches([(0, "moved", start.x + Double(tab + 10) * Double(step) / 5, start.y)],
                                                         time: Double(step) * 16)
                            }
                            let end = try await socket.touches([(0, "ended", start.x + Double(tab + 10), start.y)], time: 100)
                            result.value = end.stateValue("position")
                        }
                        return (tab, result.value)
                    }
                }
                var positions: [Int: String?] = [:]
                for try await (tab, position) in group { positions[tab] = position }
                return positions
            }
        }
        #expect(positions.count == tabs)
        for tab in 0..<tabs {
            #expect(positions[tab] == "CGSize(width: \(Double(tab + 10)), height: 0.0)", "tab \(tab) saw only its own drag")
        }
    }

    @Test(.timeLimit(.minutes(10))) func anIdleSessionIsClosedWithGoingAwayIdleOnceTheTimeoutPasses() async throws {
        var configuration = LabConfiguration.testing
        configuration.idleTimeout = .seconds(600)
        let clock = ManualClock()
        let close = try await withLiveLab(configuration, idleClock: clock) { client in
            try await client.withLabSocket { socket in
                try await socket.open("001-tap-me")
                // Just short of the timeout the session still answers.
                clock.advance(by: .seconds(599))
                try await socket.touches([(0, "began", 195, 422)], time: 1016)
                // The message above reset the timer: 599 s after the open is not idle any more.
                clock.advance(by: .seconds(2))
                try await socket.touches([(0, "ended", 195, 422)], time: 1032)
                // 600 s with no message: the server closes; reading ends on the close frame.
                clock.advance(by: .seconds(600))
                while try await socket.receive() != nil {}
            }
        }
        #expect(close?.closeCode == .goingAway)
        #expect(close?.reason == "idle")
    }

    @Test func helloAnnouncesTheLimits() async throws {
        var configuration = LabConfiguration.testing
        configuration.idleTimeout = .seconds(42)
        try await withLiveLab(configuration) { client in
            try await client.ws("/ws", configuration: .init(maxFrameSize: 1 << 20)) { inbound, outbound, _ in
                let socket = LabSocket(inbound: inbound, outbound: outbound)
                let hello = try await socket.receive("hello")
                let limits = try #require(hello["limits"] as? JSONObject)
                #expect(limits["maxMessageBytes"] as? Int == 1 << 20)
                #expect(limits["idleTimeoutSeconds"] as? Double == 42)
            }
        }
    }
}

/// A box a child task writes its result into.
final class Mutable<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
