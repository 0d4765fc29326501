import Foundation

/// The vector symbols `Image(systemName:)` knows, designed for Tactile (not Apple's artwork):
/// each is a path in a box `size` units wide and 100 high, filled with the even-odd rule when
/// `evenOdd` (rings, cut-outs) or non-zero otherwise (overlapping parts).
package struct SymbolDefinition: Sendable {
    package let name: String
    package let size: CGSize
    package let evenOdd: Bool
    package let path: Path

    /// Width over height, for sizing from a font.
    package var aspectRatio: CGFloat { size.width / size.height }
}

package enum SymbolCatalog {
    /// The symbol called `name`, or nil when Tactile does not know it (drawn as a placeholder).
    package static func symbol(named name: String) -> SymbolDefinition? { symbols[name] }

    package static var names: [String] { symbols.keys.sorted() }

    private static let symbols: [String: SymbolDefinition] = Dictionary(uniqueKeysWithValues: [
        define("circle", evenOdd: true) { path in
            path.addEllipse(in: square(center: 50, radius: 48))
            path.addEllipse(in: square(center: 50, radius: 40))
        },
        define("circle.fill") { path in path.addEllipse(in: square(center: 50, radius: 48)) },
        define("star.fill") { path in path.addLines(star(center: CGPoint(x: 50, y: 53), outer: 48, inner: 20)); path.closeSubpath() },
        define("star", evenOdd: true) { path in
            path.addLines(star(center: CGPoint(x: 50, y: 53), outer: 48, inner: 20)); path.closeSubpath()
            path.addLines(star(center: CGPoint(x: 50, y: 53), outer: 38, inner: 14)); path.closeSubpath()
        },
        define("star.circle.fill", evenOdd: true) { path in
            path.addEllipse(in: square(center: 50, radius: 48))
            path.addLines(star(center: CGPoint(x: 50, y: 52), outer: 30, inner: 12.5)); path.closeSubpath()
        },
        define("heart.fill") { path in addHeart(to: &path, scale: 1) },
        define("heart", evenOdd: true) { path in
            addHeart(to: &path, scale: 1)
            addHeart(to: &path, scale: 0.78)
        },
        define("photo", width: 125, evenOdd: true) { path in
            path.addRoundedRect(in: CGRect(x: 2, y: 10, width: 121, height: 80), cornerSize: CGSize(width: 10, height: 10))
            path.addRoundedRect(in: CGRect(x: 10, y: 18, width: 105, height: 64), cornerSize: CGSize(width: 4, height: 4))
            path.addEllipse(in: CGRect(x: 27, y: 30, width: 16, height: 16))
            path.addLines([CGPoint(x: 14, y: 78), CGPoint(x: 45, y: 48), CGPoint(x: 65, y: 66), CGPoint(x: 82, y: 50), CGPoint(x: 111, y: 78)])
            path.closeSubpath()
        },
        define("hand.tap") { path in
            path.addRoundedRect(in: CGRect(x: 41, y: 26, width: 16, height: 52), cornerSize: CGSize(width: 8, height: 8))
            path.addRoundedRect(in: CGRect(x: 30, y: 56, width: 46, height: 40), cornerSize: CGSize(width: 14, height: 14))
            path.addRoundedRect(in: CGRect(x: 47, y: 2, width: 4, height: 16), cornerSize: CGSize(width: 2, height: 2))
            path.addLines([CGPoint(x: 27, y: 9), CGPoint(x: 30, y: 7), CGPoint(x: 39, y: 19), CGPoint(x: 36, y: 21)]); path.closeSubpath()
            path.addLines([CGPoint(x: 68, y: 7), CGPoint(x: 71, y: 9), CGPoint(x: 62, y: 21), CGPoint(x: 59, y: 19)]); path.closeSubpath()
        },
        define("arrow.up.and.down.and.arrow.left.and.right") { path in
            path.addRect(CGRect(x: 46, y: 14, width: 8, height: 72))
            path.addRect(CGRect(x: 14, y: 46, width: 72, height: 8))
            path.addLines([CGPoint(x: 50, y: 2), CGPoint(x: 63, y: 18), CGPoint(x: 37, y: 18)]); path.closeSubpath()
            path.addLines([CGPoint(x: 63, y: 82), CGPoint(x: 50, y: 98), CGPoint(x: 37, y: 82)]); path.closeSubpath()
            path.addLines([CGPoint(x: 18, y: 37), CGPoint(x: 18, y: 63), CGPoint(x: 2, y: 50)]); path.closeSubpath()
            path.addLines([CGPoint(x: 82, y: 37), CGPoint(x: 98, y: 50), CGPoint(x: 82, y: 63)]); path.closeSubpath()
        },
        define("magnifyingglass", evenOdd: true) { path in
            path.addEllipse(in: square(center: 42, radius: 32))
            path.addEllipse(in: square(center: 42, radius: 24))
            path.addLines([CGPoint(x: 70.2, y: 61.8), CGPoint(x: 96.2, y: 87.8), CGPoint(x: 87.8, y: 96.2), CGPoint(x: 61.8, y: 70.2)])
            path.closeSubpath()
        },
        define("plus") { path in
            path.addRect(CGRect(x: 44, y: 8, width: 12, height: 84))
            path.addRect(CGRect(x: 8, y: 44, width: 84, height: 12))
        },
        define("minus") { path in path.addRect(CGRect(x: 8, y: 44, width: 84, height: 12)) },
        define("xmark") { path in
            path.addLines([CGPoint(x: 14, y: 6), CGPoint(x: 94, y: 86), CGPoint(x: 86, y: 94), CGPoint(x: 6, y: 14)]); path.closeSubpath()
            path.addLines([CGPoint(x: 86, y: 6), CGPoint(x: 94, y: 14), CGPoint(x: 14, y: 94), CGPoint(x: 6, y: 86)]); path.closeSubpath()
        },
    ].map { ($0.name, $0) })

    private static func define(_ name: String, width: CGFloat = 100, evenOdd: Bool = false, _ build: (inout Path) -> Void) -> SymbolDefinition {
        var path = Path()
        build(&path)
        return SymbolDefinition(name: name, size: CGSize(width: width, height: 100), evenOdd: evenOdd, path: path)
    }

    private static func square(center: CGFloat, radius: CGFloat) -> CGRect {
        CGRect(x: center - radius, y: center - radius, width: 2 * radius, height: 2 * radius)
    }

    /// The ten corners of a five-pointed star, first point straight up, clockwise.
    private static func star(center: CGPoint, outer: CGFloat, inner: CGFloat) -> [CGPoint] {
        (0..<10).map { index in
            let radius = index.isMultiple(of: 2) ? outer : inner
            let angle = -Double.pi / 2 + Double(index) * .pi / 5
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// A heart in the 100-unit box, scaled about its centre (50, 50).
    private static func addHeart(to path: inout Path, scale: CGFloat) {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: 50 + (x - 50) * scale, y: 50 + (y - 50) * scale) }
        path.move(to: p(50, 90))
        path.addCurve(to: p(4, 36), control1: p(28, 72), control2: p(4, 56))
        path.addCurve(to: p(50, 22), control1: p(4, 8), control2: p(40, 4))
        path.addCurve(to: p(96, 36), control1: p(60, 4), control2: p(96, 8))
        path.addCurve(to: p(50, 90), control1: p(96, 56), control2: p(72, 72))
        path.closeSubpath()
    }
}
