import Foundation

/// The key of a localized string (SwiftUI's `LocalizedStringKey`). Tactile has no string tables:
/// the key is the text, with interpolated values formatted as SwiftUI formats them.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    package let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        package var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }

        public mutating func appendLiteral(_ literal: String) { output += literal }

        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }

        /// A number formatted with a printf-style specifier, e.g. `"\(scale, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += String(format: specifier, Double(value))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int(value))
        }

        /// A value formatted with a format style, e.g. `"\(angle, format: .number)"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }

        @MainActor public mutating func appendInterpolation(_ text: Text) { output += text.content }
    }
}
