import Foundation

/// Whether an interpolated value is shown (`os`'s `OSLogPrivacy`). Accepted with every value; this
/// host writes values in full, as Xcode's console shows a debug build's messages.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let hashed: Bool

    /// How a private value may be masked.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// A hash of the value replaces it.
        public static let hash = Mask(hashes: true)
        /// No mask.
        public static let none = Mask(hashes: false)
    }

    public static let auto = OSLogPrivacy(kind: .auto, hashed: false)
    public static let `public` = OSLogPrivacy(kind: .public, hashed: false)
    public static let `private` = OSLogPrivacy(kind: .private, hashed: false)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, hashed: false)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, hashed: mask.hashes) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, hashed: mask.hashes) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, hashed: mask.hashes) }
}

/// How an interpolated value is padded to a column (`os`'s `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftJustified: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, leftJustified: false)
    /// Padded with spaces before it to `columns` characters.
    public static func right(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftJustified: false)
    }
    /// Padded with spaces after it to `columns` characters.
    public static func left(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftJustified: true)
    }

    func aligned(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return leftJustified ? text + padding : padding + text
    }
}

/// How an integer is written (`os`'s `OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let prefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal.
    public static let decimal = decimal(explicitPositiveSign: false)
    /// Hexadecimal, lower case, no prefix.
    public static let hex = hex(explicitPositiveSign: false)
    /// Octal, no prefix.
    public static let octal = octal(explicitPositiveSign: false)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @escaping @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, prefix: false, uppercase: false, minDigits: minDigits())
    }

    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @escaping @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @escaping @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    func format<T: FixedWidthInteger>(_ number: T) -> String {
        var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if prefix { digits = (radix == 16 ? "0x" : "0") + digits }
        let sign = number < 0 ? "-" : (explicitPositiveSign ? "+" : "")
        return sign + digits
    }
}

/// How a floating-point number is written (`os`'s `OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
    enum Style: Sendable { case fixed, exponential, hybrid }
    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed notation, six digits after the point (`%f`).
    public static let fixed = fixed(explicitPositiveSign: false)
    /// Exponential notation (`%e`).
    public static let exponential = exponential(explicitPositiveSign: false)
    /// The shorter of the two (`%g`).
    public static let hybrid = hybrid(explicitPositiveSign: false)

    public static func fixed(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func format(_ number: Double) -> String {
        let conversion: String
        switch style {
        case .fixed: conversion = uppercase ? "F" : "f"
        case .exponential: conversion = uppercase ? "E" : "e"
        case .hybrid: conversion = uppercase ? "G" : "g"
        }
        let precisionPart = precision.map { ".\(max(0, $0))" } ?? ""
        return String(format: "%\(explicitPositiveSign ? "+" : "")\(precisionPart)\(conversion)", number)
    }
}

/// How a Boolean is written (`os`'s `OSLogBoolFormat`): `true`/`false`, or `YES`/`NO`.
public enum OSLogBoolFormat: Sendable {
    case truth
    case answer

    func format(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}

/// The `printf`-style format of the iOS 10 `os_log`, read as `String(format:)` reads it.
enum OSLogFormat {
    /// `format` with each `%{…}` annotation (`%{public}@`, `%{private}d`) removed from its conversion.
    static func plainFormat(_ format: String) -> String {
        var result = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest.index(after: percent)
            if after < rest.endIndex, rest[after] == "{", let close = rest[after...].firstIndex(of: "}") {
                result += "%"
                rest = rest[rest.index(after: close)...]
            } else {
                result += "%"
                rest = rest[after...]
            }
        }
        return result + rest
    }
}
