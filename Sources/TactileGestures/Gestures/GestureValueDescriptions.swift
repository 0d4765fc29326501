import Foundation

// Compact descriptions of gesture values, so a trace line reads as a sentence
// (`translation (0, 30)` rather than a dump of every stored property).

/// Two decimals at most; whole numbers without a fraction. Any finite input is valid (a touch may
/// be far off the canvas, and differences of extreme locations overflow to infinity), so values
/// beyond `Int`'s range, infinities and NaN are printed as `Double`s, never converted.
private func format(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    guard rounded.isFinite, abs(rounded) < 1e15 else { return String(Double(value)) }
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

private func format(_ point: CGPoint) -> String { "(\(format(point.x)), \(format(point.y)))" }
private func format(_ size: CGSize) -> String { "(\(format(size.width)), \(format(size.height)))" }

extension DragGesture.Value: CustomStringConvertible {
    public var description: String {
        "drag translation \(format(translation)) location \(format(location)) velocity \(format(velocity))"
    }
}

extension SpatialTapGesture.Value: CustomStringConvertible {
    public var description: String { "tap at \(format(location))" }
}

extension MagnifyGesture.Value: CustomStringConvertible {
    public var description: String { "magnification \(format(magnification)) velocity \(format(velocity))" }
}

extension RotateGesture.Value: CustomStringConvertible {
    public var description: String { "rotation \(format(CGFloat(rotation.degrees)))° velocity \(format(CGFloat(velocity.degrees)))°/s" }
}

extension SimultaneousGesture.Value: CustomStringConvertible {
    public var description: String {
        "(first: \(first.map { String(describing: $0) } ?? "nil"), second: \(second.map { String(describing: $0) } ?? "nil"))"
    }
}

extension ExclusiveGesture.Value: CustomStringConvertible {
    public var description: String {
        switch self {
        case .first(let value): "first(\(value))"
        case .second(let value): "second(\(value))"
        }
    }
}

extension SequenceGesture.Value: CustomStringConvertible {
    public var description: String {
        switch self {
        case .first(let value): "first(\(value))"
        case .second(let value, let next): "second(\(value), \(next.map { String(describing: $0) } ?? "nil"))"
        }
    }
}
