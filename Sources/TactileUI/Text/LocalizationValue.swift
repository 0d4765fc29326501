#if !canImport(Darwin)
import Foundation

extension String {
    /// Foundation's `String.LocalizationValue` (iOS 15), which Foundation on Linux does not declare:
    /// the text of a localized string, written as a literal with interpolations
    /// (`"\(count) photos"`). No string table is read here (docs/COMPATIBILITY.md): the value is
    /// the text itself, interpolated values formatted as `LocalizedStringKey` formats them.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The text, interpolations filled in.
        public let description: String

        public init(_ value: String) { description = value }
        public init(stringLiteral value: String) { description = value }
        public init(stringInterpolation: StringInterpolation) { description = stringInterpolation.output }

        /// Builds an interpolated value: values as `String(describing:)` writes them, numbers with a
        /// printf-style `specifier:`, values with a `format:` style. Unlike a `LocalizedStringKey`'s,
        /// it takes no `Text` or `Image` (as in Foundation).
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            package var output = ""

            public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
            public mutating func appendLiteral(_ literal: String) { output += literal }
            public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }

            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
                output += String(format: specifier, Double(value))
            }

            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
                output += String(format: specifier, Int(value))
            }

            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                output += format.format(input)
            }
        }
    }

    /// Foundation's `String(localized:table:bundle:locale:comment:)`: the value itself, no string
    /// table being read (`table`, `bundle`, `locale` and `comment` change nothing here).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.description
    }

    /// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)`: the default
    /// value, as an app without a translation for `key` shows it.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.description
    }

    /// Foundation's `String(localized:)` for a resource: its default value.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.description
    }
}
#endif
