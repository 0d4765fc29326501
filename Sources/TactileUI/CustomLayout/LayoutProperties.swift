import Foundation

/// Layout-specific properties of a layout container (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis along which the container stacks its subviews, if it is a stack: a `Spacer`
    /// inside grows along it (nil: along both, as in a `ZStack`).
    public var stackOrientation: Axis?

    public init() {
        stackOrientation = nil
    }
}
