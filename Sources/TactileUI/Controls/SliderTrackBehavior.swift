import Foundation

/// The track and thumb of a `Slider`: as wide as offered, `ControlDefaults.sliderHeight` tall.
/// Draws the track (`sliderTrackThickness`, capsule) in the accent colour up to the thumb and in
/// `SystemColorPalette.sliderMaximumTrack` after it, then the white thumb
/// (`sliderThumbDiameter`) with a hairline edge. Animatable: `[fraction]`.
package struct SliderTrackBehavior: NodeBehavior {
    package var fraction: Double

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let width = proposal.width ?? LayoutDefaults.unspecifiedSize.width
        return CGSize(width: max(ControlDefaults.sliderThumbDiameter, width), height: ControlDefaults.sliderHeight)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let thickness = ControlDefaults.sliderTrackThickness, diameter = ControlDefaults.sliderThumbDiameter
        let centerX = bounds.minX + SliderGeometry.thumbCenterX(width: bounds.width, fraction: fraction)
        let trackY = bounds.midY - thickness / 2
        list.fill(Capsule().path(in: CGRect(x: bounds.minX, y: trackY, width: bounds.width, height: thickness)),
                  with: SystemColorPalette.sliderMaximumTrack)
        list.fill(Capsule().path(in: CGRect(x: bounds.minX, y: trackY, width: max(0, centerX - bounds.minX), height: thickness)),
                  with: SystemColorPalette.accent)
        let thumb = CGRect(x: centerX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
        list.fill(Path(ellipseIn: thumb), with: SystemColorPalette.white)
        list.stroke(Path(ellipseIn: thumb), with: SystemColorPalette.quaternary, style: StrokeStyle(lineWidth: 0.5))
    }

    package var animatableData: AnimatableVector? { AnimatableVector([fraction]) }
    package func withAnimatableData(_ data: AnimatableVector) -> SliderTrackBehavior {
        guard data.values.count == 1 else { return self }
        return SliderTrackBehavior(fraction: data.values[0])
    }
}
