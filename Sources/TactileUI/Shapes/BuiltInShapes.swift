import Foundation

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`).
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// A circle centred in its frame, as wide as the frame's shorter side (SwiftUI's `Circle`).
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles (SwiftUI's `Capsule`).
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
}

/// A path is a shape that draws itself wherever it is placed (SwiftUI's `Path: Shape`).
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

/// A type-erased shape (SwiftUI's `AnyShape`).
public struct AnyShape: Shape {
    private let makePath: @MainActor (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}

extension RoundedRectangle {
    /// The corner size, animated as SwiftUI animates it (`CGSize.AnimatableData`).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}
