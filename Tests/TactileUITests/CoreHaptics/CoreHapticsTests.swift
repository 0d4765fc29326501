import Foundation
import Testing
import TactileTesting
import TactileUI

/// CoreHaptics' engine, patterns and players (iOS 13), as a sliding-tile game plays a tap when a
/// drag ends: the pattern is recorded by the host, not felt; the hardware has haptics on an
/// iPhone, not on an iPad; a player of a stopped engine throws `engineNotRunning` (Apple's
/// CoreHaptics documentation of `CHHapticEngine` and `CHHapticError.Code`).
@MainActor
@Suite("CoreHaptics")
struct CoreHapticsTests {
    /// A tile in a sliding-puzzle's style: the engine is made and started when a drag begins, and a
    /// sharp transient tap plays when it ends.
    private struct ShiftTile: View {
        @State private var engine: CHHapticEngine?
        @GestureState private var isDragging = false
        @State private var moves = 0

        var body: some View {
            Text("Tile \(moves)")
                .frame(width: 80, height: 80)
                .background(Color.orange)
                .gesture(DragGesture().updating($isDragging) { _, state, _ in state = true }.onEnded { _ in moves += 1 })
                .onChange(of: isDragging) { _, dragging in
                    if dragging { prepareHaptics() } else { playHaptic() }
                }
        }

        private func prepareHaptics() {
            guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
            do {
                engine = try CHHapticEngine()
                try engine?.start()
            } catch {}
        }

        private func playHaptic() {
            guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
            let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.5)
            let sharpness = CHHapticEventParameter(parameterID: .hapticSharpness, value: 1)
            let event = CHHapticEvent(eventType: .hapticTransient, parameters: [intensity, sharpness], relativeTime: 0)
            do {
                let pattern = try CHHapticPattern(events: [event], parameters: [])
                try engine?.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
            } catch {}
        }
    }

    @Test("on an iPhone, the tap a drag's end plays is recorded with its events and start time")
    func playsOnPhone() throws {
        let host = ViewHost(ShiftTile(), device: .iPhone16)
        #expect(host.playedHapticPatterns.isEmpty)
        host.drag(on: "Tile 0", by: CGSize(width: 90, height: 0))
        #expect(host.view(withText: "Tile 1") != nil)
        let played = host.playedHapticPatterns
        #expect(played.count == 1)
        let event = try #require(played.first?.pattern.events.first)
        #expect(event.type == .hapticTransient && event.duration == 0)
        #expect(event.value(of: .hapticIntensity) == 0.5 && event.value(of: .hapticSharpness) == 1)
        #expect(played.first?.startTime == CHHapticTimeImmediate)
        host.drag(on: "Tile 1", by: CGSize(width: 0, height: 90))
        #expect(host.playedHapticPatterns.count == 2)
    }

    @Test("on an iPad the hardware has no haptics: the engine cannot be made, and the tile still moves")
    func noHapticsOnPad() {
        let host = ViewHost(ShiftTile(), device: .iPadPro11)
        host.drag(on: "Tile 0", by: CGSize(width: 90, height: 0))
        #expect(host.view(withText: "Tile 1") != nil)
        #expect(host.playedHapticPatterns.isEmpty)
    }

    @Test("a player of an engine not started, or stopped, throws engineNotRunning")
    func stoppedEngineThrows() throws {
        let engine = try CHHapticEngine()
        let pattern = try CHHapticPattern(events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0)], parameters: [])
        let player = try engine.makePlayer(with: pattern)
        #expect(throws: CHHapticError(.engineNotRunning)) { try player.start(atTime: 0) }
        try engine.start()
        #expect(engine.isRunning)
        try player.start(atTime: 0)
        engine.stop()
        #expect(throws: CHHapticError(.engineNotRunning)) { try player.start(atTime: 0) }
    }

    @Test("a pattern lasts until its last event ends; an event before the pattern's start is refused")
    func patternDuration() throws {
        let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0.5)
        let buzz = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.1, duration: 0.3)
        #expect(try CHHapticPattern(events: [tap, buzz], parameters: []).duration == 0.5)
        let long = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.4, duration: 1)
        #expect(try CHHapticPattern(events: [tap, long], parameters: []).duration == 1.4)
        #expect(CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0, duration: 2).duration == 0)
        #expect(throws: CHHapticError(.invalidEventTime)) {
            try CHHapticPattern(events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: -0.1)], parameters: [])
        }
    }
}
