/// A premultiplied colour in `Float`, as layers store it.
package struct RasterColor: Equatable, Sendable {
    package var red: Float, green: Float, blue: Float, alpha: Float

    /// `color` premultiplied by its opacity.
    package init(_ color: ResolvedColor) {
        let alpha = Float(color.opacity)
        red = Float(color.red) * alpha; green = Float(color.green) * alpha; blue = Float(color.blue) * alpha
        self.alpha = alpha
    }
}
