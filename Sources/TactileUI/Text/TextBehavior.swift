import Foundation

/// A leaf that draws text: the runs of a `Text`, resolved against its environment.
///
/// Invariants: its size for a proposal is the size of its runs laid out for the proposed width
/// and height (`TextLayout`); it draws exactly the lines it measured for its bounds; a text of
/// one undecorated run is one display item, as it always was, and a styled text one item per run
/// per line plus its decorations; its animatable data is its colour (runs with their own colour
/// keep it).
package struct TextBehavior: NodeBehavior {
    /// The text as written (before any `textCase`): what tests and VoiceOver find it by.
    package let string: String
    package let runs: [TextLayout.Run]
    package var color: ResolvedColor
    package let alignment: TextAlignment
    package let options: TextLayout.Options

    /// The first run's font.
    package var font: Font { runs[0].font }

    package init(string: String, runs: [TextLayout.Run], color: ResolvedColor, alignment: TextAlignment,
                 options: TextLayout.Options = TextLayout.Options()) {
        self.string = string
        self.runs = runs.isEmpty ? [TextLayout.Run("", font: .body)] : runs
        self.color = color
        self.alignment = alignment
        self.options = options
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        TextLayout(runs: runs, width: proposal.width, height: proposal.height, alignment: alignment, options: options).size
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let laid = TextLayout(runs: runs, width: bounds.width, height: bounds.height, alignment: alignment,
                              boxWidth: bounds.width, options: options)
        if laid.runs.count == 1, laid.runs[0].isPlain {
            list.text(laid, color: laid.runs[0].color ?? color)
            return
        }
        for line in laid.lines {
            for segment in line.segments {
                let run = laid.runs[segment.run]
                let runColor = run.color ?? color
                let x = line.origin.x + segment.x
                let size = run.font.size
                if let image = run.inlineImage {
                    // One image per glyph of the segment (an image run is one glyph; a run split
                    // across lines never splits it).
                    let width = size * (run.inlineWidth ?? FontMetrics.symbolHeight)
                    let height = size * FontMetrics.symbolHeight
                    let top = line.origin.y - run.baselineOffset - size * TextLayoutDefaults.inlineImageCentre - height / 2
                    for index in 0..<segment.text.count {
                        let box = CGRect(x: x + CGFloat(index) * (segment.width / CGFloat(segment.text.count)), y: top, width: width, height: height)
                        Image.inlineBehavior(image, size: box.size, color: runColor).draw(in: box, into: &list)
                    }
                } else if !segment.text.isEmpty {
                    list.text(TextLayout(segment: segment.text, font: run.font, origin: CGPoint(x: x, y: line.origin.y - run.baselineOffset),
                                         width: segment.width, height: line.height),
                              color: runColor)
                }
                let thickness = max(TextLayoutDefaults.decorationThickness * size, 0.5)
                if let underline = run.underline {
                    let y = line.origin.y - run.baselineOffset + TextLayoutDefaults.underlineOffset * size
                    list.fill(Path(CGRect(x: x, y: y, width: segment.width, height: thickness)), with: underline.color ?? runColor)
                }
                if let strikethrough = run.strikethrough {
                    let y = line.origin.y - run.baselineOffset - TextLayoutDefaults.strikethroughOffset * size
                    list.fill(Path(CGRect(x: x, y: y - thickness / 2, width: segment.width, height: thickness)),
                              with: strikethrough.color ?? runColor)
                }
            }
        }
    }

    package var animatableData: AnimatableVector? { color.animatableVector }
    package func withAnimatableData(_ data: AnimatableVector) -> TextBehavior {
        var copy = self
        copy.color = ResolvedColor(data)
        return copy
    }
}

extension TextLayout.Run {
    /// Whether the run draws as plain text of its font: no offset, no decoration, no kerning.
    var isPlain: Bool { kerning == 0 && baselineOffset == 0 && underline == nil && strikethrough == nil && inlineImage == nil }
}
