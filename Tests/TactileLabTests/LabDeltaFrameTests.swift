import Foundation
import PropertyBased
@testable import TactileLab
import TactileScenes
import Testing

/// Delta frames (docs/LAB-PROTOCOL.md, "Delta frames"): a page that applies them holds, after every
/// frame, exactly the SVG a page receiving whole frames holds.
@MainActor
@Suite("Lab delta frames")
struct LabDeltaFrameTests {
    /// Scenes with drags, animations and two-finger gestures.
    static let scenes = ["004-star-drag-position", "000-magnify-rotate-simultaneous", "001-menu-drag", "000-spring-back-rectangle",
                         "004-star-drag-state"]

    /// What a page does: full frames replace the lines, delta frames splice them.
    struct Page {
        var lines: [String]?
        var deltas = 0

        mutating func receive(_ frame: LabFrame) throws -> String {
            if let splices = frame.svgDelta {
                var next = try #require(lines, "a delta frame came before any full frame")
                for splice in splices.reversed() {
                    next.replaceSubrange(splice.start..<(splice.start + splice.deleteCount), with: splice.lines)
                }
                lines = next
                deltas += 1
                #expect(frame.svg.isEmpty)
            } else {
                var next = frame.svg.components(separatedBy: "\n")
                if next.last == "" { next.removeLast() }
                lines = next
            }
            return (lines ?? []).joined(separator: "\n") + "\n"
        }
    }

    /// Sends `text` to both sessions; the delta page's SVG must equal the full frame's.
    static func step(_ text: String, full: LabSession, delta: LabSession, page: inout Page) throws {
        let fullFrames = full.handle(text: text).compactMap { reply -> LabFrame? in if case .frame(let frame) = reply { frame } else { nil } }
        let deltaFrames = delta.handle(text: text).compactMap { reply -> LabFrame? in if case .frame(let frame) = reply { frame } else { nil } }
        #expect(fullFrames.count == deltaFrames.count)
        for (whole, part) in zip(fullFrames, deltaFrames) {
            #expect(whole.svgDelta == nil)
            #expect(try page.receive(part) == whole.svg, "after \(text)")
        }
    }

    static func open(_ scene: String, deltas: Bool) -> String {
        #"{"type":"open","scene":"\#(scene)","time":0,"deltas":\#(deltas)}"#
    }

    @Test func appliedDeltasEqualFullFramesOverRandomTouchScripts() async {
        let counted = Counter()
        let step = zip(Gen.int(in: 0...9), Gen.int(in: 0...1), Gen.double(in: -120...120), Gen.double(in: -200...200))
        await propertyCheck(count: 40, input: Gen.int(in: 0...(Self.scenes.count - 1)), step.array(of: 1...40)) { sceneIndex, steps in
            let scene = Self.scenes[sceneIndex]
            let full = LabSession(), delta = LabSession()
            var page = Page()
            do {
                _ = full.handle(text: Self.open(scene, deltas: false))
                _ = try page.receive(try #require(delta.handle(text: Self.open(scene, deltas: true)).first.flatMap { reply -> LabFrame? in
                    if case .frame(let frame) = reply { frame } else { nil }
                }))
                var time = 0.0, seq = 0
                var down: Set<Int> = []
                for (roll, finger, dx, dy) in steps {
                    time += roll == 9 ? 400 : 16
                    seq += 1
                    let x = 195 + dx + Double(finger) * 40, y = 422 + dy
                    let text: String
                    if roll >= 8 {
                        text = #"{"type":"tick","time":\#(time),"seq":\#(seq)}"#
                    } else {
                        let phase = !down.contains(finger) ? "began" : roll == 7 ? "ended" : "moved"
                        if phase == "began" { down.insert(finger) } else if phase == "ended" { down.remove(finger) }
                        text = #"{"type":"touches","time":\#(time),"seq":\#(seq),"touches":[{"id":\#(finger),"phase":"\#(phase)","x":\#(x),"y":\#(y)}]}"#
                    }
                    try Self.step(text, full: full, delta: delta, page: &page)
                }
                try Self.step(#"{"type":"reset","time":\#(time + 16)}"#, full: full, delta: delta, page: &page)
            } catch {
                Issue.record("\(error)")
            }
            counted.value += page.deltas
        }
        #expect(counted.value > 0, "some frames were deltas")
    }

    @Test func aDragOnOneThousandViewsSendsOnlyTheChangedLines() throws {
        let full = LabSession(), delta = LabSession()
        var page = Page()
        let scene = LabCatalog.stressGrid.id
        _ = full.handle(text: Self.open(scene, deltas: false))
        let first = try #require(delta.handle(text: Self.open(scene, deltas: true)).first)
        guard case .frame(let firstFrame) = first else { throw Failure("the first answer is not a frame") }
        #expect(firstFrame.svgDelta == nil, "the first frame of an instance is whole")
        _ = try page.receive(firstFrame)
        let fullBytes = first.json().utf8.count
        var largestDelta = 0
        for step in 0..<12 {
            let phase = step == 0 ? "began" : step == 11 ? "ended" : "moved"
            let text = #"{"type":"touches","time":\#(step * 16),"seq":\#(step + 1),"touches":[{"id":0,"phase":"\#(phase)","x":\#(195 + step * 7),"y":\#(422 + step * 3)}]}"#
            for reply in delta.handle(text: text) {
                if case .frame(let frame) = reply, frame.svgDelta != nil { largestDelta = max(largestDelta, reply.json().utf8.count) }
            }
            _ = full.handle(text: text)
        }
        #expect(page.lines?.count ?? 0 > 1000, "the scene has over 1,000 items")
        #expect(largestDelta > 0)
        #expect(largestDelta * 20 < fullBytes, "a drag frame is \(largestDelta) bytes against \(fullBytes) for the whole frame")
        // Without deltas asked for, every frame stays whole (the protocol's first form).
        let whole = full.handle(text: #"{"type":"tick","time":400,"seq":99}"#)
        guard case .frame(let wholeFrame) = whole.first else { throw Failure("no frame") }
        #expect(wholeFrame.svgDelta == nil && wholeFrame.svg.hasPrefix("<svg"))
        #expect(!whole[0].json().contains("svgDelta"))
    }

    @Test func theStressSceneIsListedWithItsSourceAndTheSeedCatalogIsUnchanged() {
        let ids = LabSceneEntry.all.map(\.id)
        let seeds = SceneCatalog.all.count
        #expect(ids.count == seeds + 5, "the seed scenes, then the stress, three scroll and the drag-and-drop scenes")
        #expect(ids[seeds] == "lab-stress-1000-views", "the stress scene right after the seed scenes")
        #expect(ids.prefix(seeds).elementsEqual(SceneCatalog.all.map(\.id)), "the seed scenes first, as before")
        #expect(LabSceneEntry.all[seeds].source.contains("ForEach(0..<40)") == true, "the stress scene shows its own file")
    }
}

final class Counter: @unchecked Sendable {
    var value = 0
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
