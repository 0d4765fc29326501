import Foundation

/// The constants of the software rasterizer, each with where its number comes from.
package struct RasterConfiguration: Sendable, Equatable {
    /// Sub-scanlines per pixel row. Coverage is exact along each sub-scanline (a span's ends
    /// cover fractions of their pixels), so horizontal edges get 1/`subscanlines` steps of
    /// anti-aliasing and vertical edges exact coverage. 16 = 4×4 supersampling's row count
    /// squared (a power of two, so each sample's weight 1/16 adds without rounding).
    package var subscanlines = 16
    /// Greatest distance, in device pixels, between a curve and the lines that replace it
    /// (0.1 px: a quarter of the 1/16-row coverage step, invisible at 8 bits per channel).
    package var flatteningTolerance = 0.1
    /// Greatest distance, in device pixels, between a round join's or cap's circle and the
    /// polygon that replaces it (0.02 px, a fifth of `flatteningTolerance`: a stroke of a few
    /// pixels is mostly caps and joins, and their area error shows there first).
    package var circleTolerance = 0.02
    /// Fewest sides of a round join's or cap's polygon (16: a 1 px dot within 3% of a disc's area).
    package var minimumCircleSegments = 16
    /// Most line segments one curve is split into, so a curve scaled enormously stays bounded.
    package var maximumCurveSegments = 256
    /// Box blurs per Gaussian blur: three boxes are within 3% of a Gaussian (central limit
    /// theorem; W. Jarosz, "Fast Image Convolutions", 2001).
    package var boxBlurPasses = 3
    /// Standard deviation, in points, per point of `blur(radius:)` and of a shadow's radius: the
    /// SVG renderer's convention (`SVGEffectDefaults.blurDeviationPerRadius`), so both agree.
    package var blurDeviationPerRadius = Double(SVGEffectDefaults.blurDeviationPerRadius)
    /// A Gaussian's reach in standard deviations beyond which it is taken as zero (3σ holds
    /// 99.7% of it).
    package var blurReachInDeviations = 3.0
    /// Pixels of canvas margin drawn around the visible canvas when an item is blurred or
    /// shadowed, so that content just outside still bleeds in. Also caps blurs: a standard
    /// deviation above `maximumEffectMargin / blurReachInDeviations` pixels (85 px, a blur radius of
    /// 170 pt at scale 1) is drawn as that one, so a huge radius costs bounded memory and time.
    package var maximumEffectMargin = 256

    package init() {}

    package static let standard = RasterConfiguration()
}
