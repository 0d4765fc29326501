import Foundation

/// The key of a localized string (SwiftUI's `LocalizedStringKey`). Tactile has no string tables:
/// the key is the text, with interpolated values formatted as SwiftUI formats them.
///
/// Invariant: `key` is the whole text; `styledRuns` is set only when a `Text` was interpolated,
/// and then holds the text in runs, the interpolated texts' runs with their styles (SwiftUI draws
/// `Text("Tap \(Text("here").bold())")` with "here" in bold).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    package let key: String
    package let styledRuns: [TextRun]?

    public init(_ value: String) { key = value; styledRuns = nil }
    public init(stringLiteral value: String) { key = value; styledRuns = nil }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        styledRuns = stringInterpolation.styledRuns.map { runs in
            stringInterpolation.pending.isEmpty ? runs : runs + [TextRun(stringInterpolation.pending)]
        }
    }

    /// The runs of a `Text` made from this key.
    package var textRuns: [TextRun] { styledRuns ?? [TextRun(key)] }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        package var output = ""
        /// The runs so far, once a `Text` was interpolated; `pending` is the plain text after them.
        package var styledRuns: [TextRun]?
        package var pending = ""

        private mutating func append(_ string: String) {
            output += string
            if styledRuns != nil { pending += string }
        }

        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }

        public mutating func appendLiteral(_ literal: String) { append(literal) }

        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

        /// A number formatted with a printf-style specifier, e.g. `"\(scale, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append(String(format: specifier, Double(value)))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(String(format: specifier, Int(value)))
        }

        /// A value formatted with a format style, e.g. `"\(angle, format: .number)"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input))
        }

        /// An image shown in the line (SwiftUI's image interpolation: `"\(Image(systemName: "star")) 4.5"`).
        @MainActor public mutating func appendInterpolation(_ image: Image) {
            appendInterpolation(Text(image))
        }

        /// A styled `Text`: its runs keep their styles in the `Text` made from the key.
        @MainActor public mutating func appendInterpolation(_ text: Text) {
            var runs = styledRuns ?? []
            let before = styledRuns == nil ? String(output) : pending
            if !before.isEmpty { runs.append(TextRun(before)) }
            runs += text.runs
            styledRuns = runs
            pending = ""
            output += text.content
        }
    }
}
