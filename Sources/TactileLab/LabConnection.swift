import Foundation
import HummingbirdWebSocket

/// One WebSocket connection: says `hello`, feeds each message to its `LabSession` and writes the
/// answers, and closes the connection (1001 "idle") when no message came for
/// `LabConfiguration.idleTimeout`. The session — and its scene instance — is released when the
/// connection ends. Binary frames and messages over `maxMessageBytes` are answered as errors;
/// only a frame over the transport's `maxFrameBytes` ends the connection (the transport's rule).
/// Idleness is measured on the injected `LabIdleClock`, never on the wall clock directly.
struct LabConnection {
    let configuration: LabConfiguration
    let idleClock: LabIdleClock

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let session = await LabSession(configuration: configuration)
        let activity = ActivityClock(clock: idleClock)
        try await outbound.write(.text(await session.hello.json()))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await watchIdleness(activity: activity, outbound: outbound)
            }
            for try await message in inbound.messages(maxSize: configuration.maxFrameBytes) {
                await activity.touch()
                let replies: [LabReply]
                switch message {
                case .text(let text):
                    replies = await session.handle(text: text)
                case .binary:
                    replies = await session.handleBinary()
                }
                for reply in replies {
                    try await outbound.write(.text(reply.json()))
                }
            }
            group.cancelAll()
        }
    }

    /// Sleeps until the last message is `idleTimeout` old, then closes the connection.
    private func watchIdleness(activity: ActivityClock, outbound: WebSocketOutboundWriter) async throws {
        while !Task.isCancelled {
            let deadline = await activity.last + configuration.idleTimeout
            if idleClock.now() >= deadline {
                try await outbound.close(.goingAway, reason: "idle")
                return
            }
            try await idleClock.sleep(until: deadline)
        }
    }
}

/// When the connection last received a message, on the connection's idle clock.
actor ActivityClock {
    private let clock: LabIdleClock
    private(set) var last: Duration

    init(clock: LabIdleClock) {
        self.clock = clock
        last = clock.now()
    }

    func touch() { last = clock.now() }
}
