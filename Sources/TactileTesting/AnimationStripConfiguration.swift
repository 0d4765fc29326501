import Foundation

/// Every number and colour of an animation strip's layout (`ViewHost.animationStrip(every:for:)`),
/// in one value, each with its source. Tags as in `TouchScriptConfiguration`: [ours] a Tactile
/// choice, with the reason.
///
/// Invariants: `columns` ≥ 1, `maximumFrameCount` ≥ 1, lengths ≥ 0 — the strip reads them as given.
public struct AnimationStripConfiguration: Sendable, Equatable {
    /// [ours] Frames per row: a spring's half second at 50 ms (11 frames) fits two rows of a
    /// phone-sized canvas, and an image stays under the rasterizer's 16,384-pixel side.
    public var columns = 6
    /// [ours] The most frames one strip draws; more is a test bug (a wrong `every:`), reported as
    /// a precondition failure rather than a giant image.
    public var maximumFrameCount = 240
    /// [ours] Points between frames, and around the strip.
    public var spacing: CGFloat = 8
    /// [ours] Height of the band above each frame that carries its time label.
    public var labelHeight: CGFloat = 16
    /// [ours] Point size of the time labels: the caption size of the built-in stroke font.
    public var labelFontSize: CGFloat = 11
    /// [ours] Width of the line around each frame, so where a frame ends stays visible.
    public var borderWidth: CGFloat = 1
    /// [ours] Gray of the border and label (0 black … 1 white): readable on white and on dark canvases.
    public var inkGray: Double = 0.45

    public init() {}

    /// The values above.
    public static let standard = AnimationStripConfiguration()
}
