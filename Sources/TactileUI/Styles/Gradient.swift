import Foundation

/// A colour gradient: colour stops at locations from 0 to 1 (SwiftUI's `Gradient`).
///
/// `Gradient(colors:)` spaces the colours evenly: n colours sit at locations `i / (n - 1)`, one
/// colour at 0 (SwiftUI's documented behaviour).
public struct Gradient: Hashable, Sendable {
    /// One colour stop of a gradient (SwiftUI's `Gradient.Stop`).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops as drawn: locations clamped to 0…1 (non-finite ones to 0) and sorted, ties kept
    /// in order so a hard edge stays hard.
    package var resolvedStops: [GradientPaint.Stop] {
        stops.enumerated().map { index, stop in
            let location = stop.location.isFinite ? min(1, max(0, Double(stop.location))) : 0
            return (index, GradientPaint.Stop(color: stop.color.resolved, location: location))
        }
        .sorted { ($0.1.location, $0.0) < ($1.1.location, $1.0) }
        .map(\.1)
    }
}
