import Foundation

/// An input event as AppKit delivers it (AppKit's `NSEvent`), for the macOS side of SwiftUI code
/// (on macOS `import SwiftUI` brings AppKit) that watches the scroll wheel or trackpad with
/// `NSEvent.addLocalMonitorForEvents(matching: .scrollWheel) { … }` — a zoomable view scaling
/// its content on a wheel turn — and a package written on a Mac that a Linux build compiles.
///
/// Invariant: a touch host has no mouse, scroll wheel, trackpad or keyboard events of AppKit's,
/// so no `NSEvent` is ever made here and a monitor's handler is never called: touches reach
/// SwiftUI's gestures instead, as on an iPhone (docs/COMPATIBILITY.md, "AppKit").
@MainActor @preconcurrency
public final class NSEvent {
    /// The kinds of event a monitor watches (AppKit's `NSEvent.EventTypeMask`, with its bit values).
    public struct EventTypeMask: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        public static let leftMouseDown = EventTypeMask(rawValue: 1 << 1)
        public static let leftMouseUp = EventTypeMask(rawValue: 1 << 2)
        public static let mouseMoved = EventTypeMask(rawValue: 1 << 5)
        public static let leftMouseDragged = EventTypeMask(rawValue: 1 << 6)
        public static let keyDown = EventTypeMask(rawValue: 1 << 10)
        public static let keyUp = EventTypeMask(rawValue: 1 << 11)
        public static let scrollWheel = EventTypeMask(rawValue: 1 << 22)
        public static let magnify = EventTypeMask(rawValue: 1 << 30)
        public static let any = EventTypeMask(rawValue: .max)
    }

    /// The scroll's horizontal and vertical movement (AppKit's `scrollingDeltaX`/`Y`).
    public let scrollingDeltaX: CGFloat
    public let scrollingDeltaY: CGFloat

    private init(scrollingDeltaX: CGFloat, scrollingDeltaY: CGFloat) {
        self.scrollingDeltaX = scrollingDeltaX
        self.scrollingDeltaY = scrollingDeltaY
    }

    /// What `addLocalMonitorForEvents(matching:handler:)` returns, for `removeMonitor(_:)`.
    private final class Monitor {
        let mask: EventTypeMask
        init(mask: EventTypeMask) { self.mask = mask }
    }

    /// Installs a monitor of the app's own events of the kinds in `mask` (AppKit's
    /// `addLocalMonitorForEvents(matching:handler:)`) and returns it, never nil, so code that keeps
    /// it and removes it later runs as on a Mac. The handler is never called: no AppKit event
    /// arrives on a touch host (see the type).
    public class func addLocalMonitorForEvents(matching mask: EventTypeMask,
                                               handler block: @escaping (NSEvent) -> NSEvent?) -> Any? {
        Monitor(mask: mask)
    }

    /// Removes a monitor `addLocalMonitorForEvents(matching:handler:)` returned (AppKit's
    /// `removeMonitor(_:)`); anything else is ignored.
    public class func removeMonitor(_ eventMonitor: Any) {}
}
