import Foundation

/// A rectangle whose corners are concentric with its container shape's (SwiftUI's
/// `ConcentricRectangle`, iOS 26): each corner's radius is the container's corner radius less the
/// rectangle's distance from the container's edge there, so nested shapes follow a device's
/// curved screen or a sheet's corners.
///
/// Invariant: no container shape is known here — Tactile's window (the canvas) has square
/// corners and no view declares one (`containerShape(_:)` is not provided) — so every corner's
/// radius is 0 and the shape is its rectangle, drawn, filled, stroked and hit exactly as
/// `Rectangle` (docs/COMPATIBILITY.md). Only `init()` is provided; the initializers taking
/// `Edge.Corner.Style` are not.
public struct ConcentricRectangle: Shape {
    /// A rectangle using the concentric corner style on each corner individually.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }
}
