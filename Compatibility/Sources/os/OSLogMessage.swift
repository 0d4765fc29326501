import Foundation

/// A log message (`os`'s `OSLogMessage`): a string literal with interpolated values, each with an
/// optional privacy, alignment and format, rendered as the log shows it.
///
/// Invariant: values are rendered when the message is made, in the order written. `os` takes no
/// `Optional`, `Error` or other arbitrary value directly (write `String(describing:)`), and neither
/// does this: code that compiles here compiles on iOS.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as the log renders it.
    let rendered: String

    public init(stringInterpolation: OSLogInterpolation) {
        rendered = stringInterpolation.text
    }

    public init(stringLiteral value: String) {
        rendered = value
    }
}

/// The interpolations an `OSLogMessage` accepts (`os`'s `OSLogInterpolation`).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text: String

    public init(literalCapacity: Int, interpolationCount: Int) {
        text = ""
        text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    /// A string.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(argumentString())
    }

    /// A value with a description.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(value().description)
    }

    /// An object, by its description.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        text += argumentObject().description
    }

    /// A type, by its name (`\(Self.self)`).
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(String(describing: value()))
    }

    /// An integer, in `format`.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(format.format(number()))
    }

    /// A floating-point number, in `format`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(format.format(number()))
    }

    /// A floating-point number, in `format`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(format.format(Double(number())))
    }

    /// A CoreGraphics float, in `format`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.aligned(format.format(Double(number())))
    }

    /// A Boolean, in `format`.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        text += format.format(boolean())
    }
}
