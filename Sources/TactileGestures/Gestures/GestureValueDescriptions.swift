import Foundation

// Compact descriptions of gesture values, so a trace line reads as a sentence
// (`translation (0, 30)` rather than a dump of every stored property).

/// Two decimals at most; whole numbers without a fraction. Any finite input is valid (a touch may
/// be far off the canvas, and differences of extreme locations overflow to infinity), so values
/// beyond `Int`'s range, infinities and NaN are printed as `Double`s, never converted.
private func format(_ value: CGFloat) -> String { GestureValueNumber.text(value) }

/// The numbers of gesture value descriptions (what the trace shows on every move of a drag),
/// written as bytes: a drag's description is six numbers, and string appends of each piece cost
/// more than the digits.
package enum GestureValueNumber {
    /// Below this magnitude a value rounded to hundredths is the `Double` nearest to `k / 100`
    /// with a spacing under 0.01 / 2, so its shortest round-trip digits (`String(Double)`) are
    /// exactly `k / 100` written with at most two decimals: no shorter decimal lies as close.
    private static let exactHundredthsLimit = 0x1p44

    /// `reference(value)`: the same bytes (the property test compares them over random bit
    /// patterns and every magnitude).
    package static func text(_ value: CGFloat) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `reference(value)`'s UTF-8 to `bytes`, from the integer number of hundredths
    /// (values beyond `exactHundredthsLimit`, infinities and NaN take the reference).
    package static func append(_ value: CGFloat, to bytes: inout [UInt8]) {
        let scaled = (Double(value) * 100).rounded()
        guard abs(scaled) < exactHundredthsLimit * 100 else { return bytes.append(contentsOf: reference(value).utf8) }
        let hundredths = Int(scaled)
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        var whole = magnitude / 100
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(whole % 10))
            whole /= 10
        } while whole > 0
        var low = start, high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// Appends `(a, b)`.
    package static func appendPair(_ a: CGFloat, _ b: CGFloat, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "("))
        append(a, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: " "))
        append(b, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    /// Two decimals at most, by `Double`'s own description: what `text` must equal.
    package static func reference(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        guard rounded.isFinite, abs(rounded) < 1e15 else { return String(Double(value)) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

private func format(_ point: CGPoint) -> String {
    var bytes: [UInt8] = []
    GestureValueNumber.appendPair(point.x, point.y, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

private func format(_ size: CGSize) -> String {
    var bytes: [UInt8] = []
    GestureValueNumber.appendPair(size.width, size.height, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

extension DragGesture.Value: CustomStringConvertible {
    /// `drag translation (x, y) location (x, y) velocity (x, y)`, written as bytes (the trace
    /// describes the value twice on every move of a drag).
    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        bytes.append(contentsOf: "drag translation ".utf8)
        GestureValueNumber.appendPair(translation.width, translation.height, to: &bytes)
        bytes.append(contentsOf: " location ".utf8)
        GestureValueNumber.appendPair(location.x, location.y, to: &bytes)
        bytes.append(contentsOf: " velocity ".utf8)
        GestureValueNumber.appendPair(velocity.width, velocity.height, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
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
