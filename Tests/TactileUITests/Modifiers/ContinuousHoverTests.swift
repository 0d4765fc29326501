import Foundation
import Testing
import TactileTesting
import TactileUI

/// `onContinuousHover(coordinateSpace:perform:)` with `HoverPhase` (SwiftUI, iOS 16) and AppKit's
/// event monitors (`NSEvent.addLocalMonitorForEvents(matching:handler:)`), as a zoomable view on a
/// Mac uses them: a touch host has no pointer and no scroll wheel, so neither action is ever
/// called, and the view takes touches as without them.
@MainActor
@Suite("Continuous hover and AppKit event monitors on a touch host")
struct ContinuousHoverTests {
    @MainActor
    final class Log {
        var phases: [HoverPhase] = []
        var wheelEvents = 0
        var monitor: Any?
    }

    /// In the style of zoomable views: the pointer's place kept for a wheel zoom, a drag pans.
    private struct Zoomable: View {
        let log: Log
        var hovers = true
        @State private var offset: CGSize = CGSizeZero
        var body: some View {
            let content = Text("Offset \(Int(offset.width))")
                .frame(width: 200, height: 200)
                .background(Color.gray)
                .gesture(DragGesture().onEnded { offset = $0.translation })
            if hovers {
                content
                    .onContinuousHover { phase in log.phases.append(phase) }
                    .onContinuousHover(coordinateSpace: .global) { phase in log.phases.append(phase) }
                    .onAppear {
                        log.monitor = NSEvent.addLocalMonitorForEvents(matching: .scrollWheel) { event in
                            log.wheelEvents += 1
                            _ = event.scrollingDeltaY
                            return event
                        }
                    }
                    .onDisappear { if let monitor = log.monitor { NSEvent.removeMonitor(monitor) } }
            } else {
                content
            }
        }
    }

    @Test("touches are not hovers: the actions are never called, and the view draws and takes a drag as without them")
    func neverCalled() {
        let log = Log()
        let host = ViewHost(Zoomable(log: log), canvasSize: CGSize(width: 300, height: 300))
        let plain = ViewHost(Zoomable(log: Log(), hovers: false), canvasSize: CGSize(width: 300, height: 300))
        #expect(host.svg() == plain.svg())
        #expect(log.monitor != nil)
        host.drag(on: "Offset 0", by: CGSize(width: 40, height: 0))
        #expect(host.view(withText: "Offset 40") != nil)
        #expect(log.phases.isEmpty && log.wheelEvents == 0)
    }

    @Test("HoverPhase compares by case and location")
    func phases() {
        #expect(HoverPhase.active(CGPoint(x: 1, y: 2)) == .active(CGPoint(x: 1, y: 2)))
        #expect(HoverPhase.active(CGPoint(x: 1, y: 2)) != .active(CGPoint(x: 2, y: 1)) && HoverPhase.ended != .active(.zero))
        #expect(NSEvent.EventTypeMask.scrollWheel.rawValue == 1 << 22 && NSEvent.EventTypeMask.any.contains(.scrollWheel))
    }
}
