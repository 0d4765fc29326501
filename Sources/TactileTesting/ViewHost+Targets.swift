import Foundation
import TactileGestures

/// Scripts aimed at views: each targets the centre of the view with that accessibility
/// identifier, else that text, as laid out when the script starts.
extension ViewHost {
    /// One tap on `target`.
    public func tap(on target: String, id: TouchID = 0, holdDuration: Double = 0.05) {
        tap(at: center(of: target), id: id, holdDuration: holdDuration)
    }

    /// `count` taps on `target`.
    public func tap(count: Int, on target: String, interval: Double = 0.15, holdDuration: Double = 0.05) {
        tap(count: count, at: center(of: target), interval: interval, holdDuration: holdDuration)
    }

    /// A press on `target` for `duration` seconds.
    public func longPress(on target: String, duration: Double, id: TouchID = 0, lift: Bool = true) {
        longPress(at: center(of: target), duration: duration, id: id, lift: lift)
    }

    /// A drag from `target`'s centre by `translation`.
    public func drag(on target: String, by translation: CGSize, duration: Double = 0.3, sampleRate: Double = 60,
                     id: TouchID = 0, lift: Bool = true) {
        let start = center(of: target)
        drag(from: start, to: CGPoint(x: start.x + translation.width, y: start.y + translation.height),
             duration: duration, sampleRate: sampleRate, id: id, lift: lift)
    }

    /// A pinch centred on `target`.
    public func pinch(on target: String, from startSpan: CGFloat, to endSpan: CGFloat, duration: Double = 0.4) {
        pinch(center: center(of: target), from: startSpan, to: endSpan, duration: duration)
    }

    /// A rotation centred on `target`.
    public func rotate(on target: String, by angle: Angle, radius: CGFloat = 50, duration: Double = 0.4) {
        rotate(center: center(of: target), radius: radius, by: angle, duration: duration)
    }

    /// A two-finger pan starting on `target`.
    public func twoFingerPan(on target: String, by translation: CGSize, duration: Double = 0.4) {
        twoFingerPan(from: center(of: target), by: translation, duration: duration)
    }
}
