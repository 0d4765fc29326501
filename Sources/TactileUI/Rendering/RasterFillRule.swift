/// Which points a filled outline covers (`FillStyle.isEOFilled`).
package enum RasterFillRule: Sendable, Equatable {
    /// Inside where the outline winds around the point a non-zero number of times.
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times.
    case evenOdd
}
