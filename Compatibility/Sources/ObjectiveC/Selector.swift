// `import ObjectiveC` for code type-checked as Apple-platform code (`tactile-compat`; on Apple's
// platforms Foundation re-exports it, so `tactile-compat` imports it into every such module).
//
// Declarations only: the Compatibility modules of Apple platforms (`LabCompatibilityModules
// .appleModules`) are compiled to module interfaces, never to object code, so no program can call
// them — Swift on Linux has no Objective-C runtime to send a selector. They let `#selector`,
// `@objc` targets and the runtime's C functions type-check as they do with Apple's SDK
// (docs/SOURCE-COMPATIBILITY.md, "Objective-C"). Nothing here is visible to a Linux build or the lab.

/// The name of an Objective-C method (Objective-C's `SEL`), as `#selector(…)` makes it.
///
/// The compiler looks this type up in the `ObjectiveC` module to type `#selector` expressions.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, as `NSStringFromSelector` gives it (`"tapped:"`).
    public let name: String

    /// The selector named `name` (`Selector("tapped:")`).
    public init(_ name: String) { self.name = name }

    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }
}

/// The selector named `aSelectorName` (Foundation's `NSSelectorFromString`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of `aSelector` (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
