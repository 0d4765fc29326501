/// An Apple platform a deployment target can name.
public enum Platform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// A dotted OS version such as `16.4`.
///
/// Invariant: `components` is non-empty and holds non-negative numbers; trailing zeros do not matter
/// for comparison (`17` == `17.0`).
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let components: [Int]

    /// Parses `major[.minor[.patch]]`; `nil` when the text is not such a version.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard let number = Int(part), number >= 0 else { return nil }
            numbers.append(number)
        }
        components = numbers
    }

    public init(_ major: Int, _ minor: Int = 0) {
        components = [major, minor]
    }

    private var normalized: [Int] {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        return trimmed
    }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
        lhs.normalized == rhs.normalized
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(normalized)
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public var description: String {
        components.count == 1 ? "\(components[0]).0" : components.map(String.init).joined(separator: ".")
    }
}

/// The oldest OS version per platform the checked code must run on; a platform that is absent is unknown
/// and availability rules stay silent about it.
public struct DeploymentTarget: Sendable, Hashable {
    public var versions: [Platform: OSVersion]

    public init(_ versions: [Platform: OSVersion] = [:]) {
        self.versions = versions
    }

    public subscript(platform: Platform) -> OSVersion? {
        versions[platform]
    }
}
