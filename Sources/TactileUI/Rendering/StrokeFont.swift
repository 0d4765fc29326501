import Foundation

/// Tactile's built-in font for rasterized text: every printable ASCII character as a few
/// strokes on a small grid, drawn with round caps and joins. Authored for Tactile (no font
/// data is copied from anywhere); it reads as text and occupies the box `FontMetrics` measures,
/// which is what a snapshot needs — it does not look like SF Pro.
///
/// Grid: x from 0 to 6, y from 0 (cap height and ascender) through `baselineRow` (10, the
/// baseline) to 13 (descender); x-height is row 3. A glyph is strokes separated by spaces, a
/// stroke is points, a point is two characters: its x (`0`–`6`) and its y (`0`–`9`, `a`–`d`).
/// A stroke of one point is a dot. Characters without a glyph (outside ASCII) draw a box.
///
/// Invariants: glyphs are laid out one per character at `FontMetrics.averageAdvance` × size
/// from the line's origin (as `TextLayout` measures them); the cap height is
/// `capHeight` × size above the baseline; the stroke width grows with the weight.
package enum StrokeFont {
    /// Rows from the top of the grid to the baseline.
    package static let baselineRow = 10.0
    /// Cap height as a fraction of the point size (SF Pro's cap height ≈ 0.70 em).
    package static let capHeight = 0.70
    /// Width of the glyph grid (6 columns) as a fraction of the point size: the advance less a
    /// side bearing of 0.075 em on each side.
    package static let glyphWidth = 0.40
    /// Stroke width as a fraction of the point size at weight 0 and its growth per unit of CSS
    /// weight: 0.07 em at regular (400), 0.10 em at bold (700) — close to SF Pro's stem widths.
    package static let strokeWidthAtZeroWeight = 0.03
    package static let strokeWidthPerWeight = 0.0001
    /// Horizontal shear of italic glyphs (x moves by this × the height above the baseline):
    /// SF Pro Italic slants about 11°, tan 11° ≈ 0.2.
    package static let italicShear = 0.2

    /// The strokes of `character` in grid units, nil when it has no glyph.
    package static func strokes(of character: Character) -> [[(x: Double, y: Double)]]? {
        guard let code = character.asciiValue, let glyph = glyphs[code] else { return nil }
        return parse(glyph)
    }

    /// The box drawn for a character without a glyph.
    package static let missingGlyph = "00606a0a00"

    /// The polylines of `layout`'s text in its local coordinates (y down), and the stroke style
    /// to draw them with.
    package static func contours(of layout: TextLayout) -> (contours: [RasterContour], style: StrokeStyle) {
        let size = Double(layout.font.size)
        let advance = size * Double(FontMetrics.averageAdvance)
        let unitX = size * glyphWidth / 6, unitY = size * capHeight / baselineRow
        let bearing = (advance - size * glyphWidth) / 2
        let shear = layout.font.isItalic ? italicShear : 0
        var contours: [RasterContour] = []
        for line in layout.lines {
            var cell = Double(line.origin.x)
            let baseline = Double(line.origin.y)
            for character in line.text {
                defer { cell += advance }
                if character == " " { continue }
                let strokes = Self.strokes(of: character) ?? parse(missingGlyph)
                for stroke in strokes {
                    var points = stroke.map { point -> RasterPoint in
                        let rise = (baselineRow - point.y) * unitY
                        return RasterPoint(x: cell + bearing + point.x * unitX + shear * rise, y: baseline - rise)
                    }
                    // A dot: a zero-length line, which round caps draw as a disc.
                    if points.count == 1 { points.append(points[0]) }
                    contours.append(RasterContour(points: points, isClosed: false))
                }
            }
        }
        let width = size * (strokeWidthAtZeroWeight + strokeWidthPerWeight * Double(layout.font.weight.value))
        return (contours, StrokeStyle(lineWidth: CGFloat(width), lineCap: .round, lineJoin: .round))
    }

    private static func parse(_ glyph: String) -> [[(x: Double, y: Double)]] {
        let rows: [Character: Double] = ["0": 0, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
                                         "a": 10, "b": 11, "c": 12, "d": 13]
        return glyph.split(separator: " ").map { stroke in
            let characters = Array(stroke)
            return stride(from: 0, to: characters.count - 1, by: 2).map { index in
                (x: Double(characters[index].wholeNumberValue ?? 0), y: rows[characters[index + 1]] ?? 0)
            }
        }
    }

    /// The glyphs, by ASCII code. The space draws nothing.
    private static let glyphs: [UInt8: String] = {
        let table: [Character: String] = [
            "!": "3037 3a", "\"": "1012 4042", "#": "201a 504a 0363 0767", "$": "6150100104155566695a1a09 303a",
            "%": "0a60 11 59", "&": "6a13112030414206091a3a66", "'": "3032", "(": "4022284a", ")": "2042482a",
            "*": "3135 1254 1452", "+": "3238 0565", ",": "3a2c", "-": "1555", ".": "3a", "/": "600a",
            "0": "105061695a1a090110 5119", "1": "12303a 1a5a", "2": "01105061640a6a",
            "3": "01105061645525 5566695a1a09", "4": "5a500767", "5": "6000045465695a1a09",
            "6": "502002091a5a6966551506", "7": "00602a", "8": "105061645515040110 155566695a1a090615",
            "9": "65150401105061684a1a", ":": "34 3a", ";": "34 3a2c", "<": "610569", "=": "0464 0767",
            ">": "016509", "?": "02105061633537 3a", "@": "5543231416274755 55576761501001091a5a",
            "A": "0a306a 1656", "B": "000a 004051544505 4567695a0a", "C": "61501001091a5a69",
            "D": "004062684a0a00", "E": "60000a6a 0545", "F": "60000a 0545", "G": "61501001091a5a696535",
            "H": "000a 606a 0565", "I": "1050 303a 1a5a", "J": "2060 50583a1a08", "K": "000a 6006 246a",
            "L": "000a6a", "M": "0a0036606a", "N": "0a006a60", "O": "105061695a1a090110",
            "P": "0a005061645505", "Q": "105061695a1a090110 476b", "R": "0a005061645505 356a",
            "S": "6150100104155566695a1a09", "T": "0060 303a", "U": "00091a5a6960", "V": "003a60",
            "W": "001a345a60", "X": "006a 600a", "Y": "003560 353a", "Z": "00600a6a",
            "[": "40202a4a", "\\": "006a", "]": "20404a2a", "^": "143054", "_": "0c6c", "`": "2031",
            "a": "1353646a 661607091a5a69", "b": "000a 04135364695a1a09", "c": "64531304091a5a69",
            "d": "606a 64531304091a5a69", "e": "066664531304091a5a69", "f": "5030212a 0353",
            "g": "6453130408195968 636c5d1d0c", "h": "000a 041353646a", "i": "333a 31", "j": "434c3d1d0c 41",
            "k": "000a 5307 256a", "l": "10303a5a", "m": "030a 041323343a 344353646a", "n": "030a 041353646a",
            "o": "135364695a1a090413", "p": "030d 04135364695a1a09", "q": "636d 64531304091a5a69",
            "r": "030a 05235364", "s": "6453130405165768695a1a09", "t": "20293a5a 0353", "u": "03091a5a69 636a",
            "v": "033a63", "w": "031a365a63", "x": "036a 630a", "y": "033a 631d", "z": "03630a6a",
            "{": "403021241526293a4a", "|": "303c", "}": "203041445546493a2a", "~": "061525465665",
        ]
        var glyphs: [UInt8: String] = [32: ""]
        for (character, strokes) in table { if let code = character.asciiValue { glyphs[code] = strokes } }
        return glyphs
    }()
}
