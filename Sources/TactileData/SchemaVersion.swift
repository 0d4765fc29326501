extension Schema {
    /// A semantic version of a schema (SwiftData's `Schema.Version`), as `VersionedSchema` gives it.
    public struct Version: Codable, Comparable, CustomStringConvertible, Hashable, Sendable {
        public let major: Int
        public let minor: Int
        public let patch: Int

        /// - Precondition: `major >= 0 && minor >= 0 && patch >= 0`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            precondition(major >= 0 && minor >= 0 && patch >= 0, "Schema.Version components are never negative")
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }
}
