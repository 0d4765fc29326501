import Foundation

/// Writes a display list as SVG.
///
/// Invariants (determinism): the same display list always gives the same bytes — numbers use
/// `SVGFormat.number` (fixed rounding, no trailing zeros, no negative zero), items appear in
/// painter's order, attributes in a fixed order, clip and shadow definitions are numbered in
/// order of first use, gradient and blur definitions likewise (`gradient1`, `blur1`…: equal
/// definitions share one id), and element ids come from accessibility identifiers (a repeated
/// identifier gets `-2`, `-3`… in order).
package enum SVGRenderer {
    package static func svg(of list: DisplayList) -> String { lines(of: list, reusing: nil).joined(separator: "\n") + "\n" }

    /// The SVG of `list` as its lines (one element or definition each), without line breaks:
    /// what `SVGFrameDelta` compares.
    ///
    /// With a `cache` (the one this renderer filled for the previous frame of the same view
    /// tree), an item equal to the previous frame's item at the same position — or, when items
    /// moved, to one of that frame's items of the same view — reuses what was formatted for it:
    /// its element line (when its clip, shadow, gradient, blur and element ids came out the same)
    /// and the path data of its clips and its gradient's definition. A line is a pure function of
    /// the item and those ids, so the bytes are exactly those of a render without the cache; a
    /// frame costs the formatting of the items that changed. An item that only moved (equal to
    /// the previous frame's item at its position but for the transform, with the same ids) gets
    /// that item's line with the transform attribute written again: the rest of a path's line
    /// does not depend on the transform. The cache then holds this frame.
    package static func lines(of list: DisplayList, reusing cache: SVGLineCache? = nil) -> [String] {
        let header: String
        if let cached = cache?.header, cached.canvasSize == list.canvasSize {
            header = cached.line
        } else {
            let width = SVGFormat.number(list.canvasSize.width), height = SVGFormat.number(list.canvasSize.height)
            header = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
            cache?.header = (list.canvasSize, header)
        }
        var lines = [header]
        lines.reserveCapacity(list.items.count + 2)
        var clipIDs: [String: String] = [:]
        var shadowIDs: [ShadowParameters: String] = [:]
        var gradientIDs: [String: String] = [:]
        var blurIDs: [BlurParameters: String] = [:]
        var identifierCounts: [String: Int] = [:]
        var entries: [SVGLineCache.Entry] = []
        var reused = 0, reusedPathData = 0, reusedAroundTransform = 0
        if cache != nil { entries.reserveCapacity(list.items.count) }

        for (index, item) in list.items.enumerated() {
            let previous = cache?.previousEntry(for: item, at: index)
            var entry = SVGLineCache.Entry(item: item)
            var wrapper: [String] = []
            if !item.clips.isEmpty {
                entry.clipData = previous?.clipData ?? item.clips.map(SVGFormat.pathData)
                entry.clipID = clipID(for: entry.clipData, count: entry.clipData.count, ids: &clipIDs, lines: &lines)
                wrapper.append("clip-path=\"url(#\(entry.clipID))\"")
            }
            if let shadow = item.shadow {
                let id = shadowIDs[shadow] ?? {
                    let id = "shadow\(shadowIDs.count + 1)"
                    shadowIDs[shadow] = id
                    lines.append("<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"\(SVGFormat.number(shadow.x))\" dy=\"\(SVGFormat.number(shadow.y))\" stdDeviation=\"\(SVGFormat.number(shadow.radius / 2))\" flood-color=\"\(shadow.color.hex)\" flood-opacity=\"\(SVGFormat.number(shadow.color.opacity))\"/></filter>")
                    return id
                }()
                entry.shadowID = id
                wrapper.append("filter=\"url(#\(id))\"")
            }
            if let identifier = item.identifier {
                let count = identifierCounts[identifier, default: 0] + 1
                identifierCounts[identifier] = count
                entry.idAttribute = " id=\"\(SVGFormat.escape(count == 1 ? identifier : "\(identifier)-\(count)"))\""
            }
            if case .gradientPath(_, let gradient, let bounds, _, _) = item.content {
                let definition = previous?.gradientDefinition ?? SVGGradient.definition(of: gradient, in: bounds)
                entry.gradientDefinition = definition
                entry.paintID = gradientIDs[definition] ?? {
                    let id = "gradient\(gradientIDs.count + 1)"
                    gradientIDs[definition] = id
                    lines.append(definition.replacingOccurrences(of: SVGGradient.idPlaceholder, with: id))
                    return id
                }()
            }
            if let blur = item.blur {
                entry.blurID = blurIDs[blur] ?? {
                    let id = "blur\(blurIDs.count + 1)"
                    blurIDs[blur] = id
                    lines.append(SVGGradient.blurFilter(blur, id: id))
                    return id
                }()
            }
            if let previous, previous.hasSameIDs(as: entry) {
                entry.line = previous.line
                entry.pathData = previous.pathData
                entry.transformRange = previous.transformRange
                reused += 1
            } else if let moved = cache?.previousEntryThatOnlyMoved(for: item, at: index), moved.hasSameIDs(as: entry),
                      let range = moved.transformRange {
                (entry.line, entry.transformRange) = replacingTransform(in: moved.line, at: range, with: item.transform)
                entry.pathData = moved.pathData
                reusedPathData += 1
                reusedAroundTransform += 1
            } else {
                if case .path(let path, _, _, _) = item.content {
                    if let data = cache?.previousPathData(for: item, at: index) {
                        entry.pathData = data
                        reusedPathData += 1
                    } else {
                        entry.pathData = SVGFormat.pathData(path)
                    }
                }
                var (element, transformRange) = self.element(for: item, idAttribute: entry.idAttribute, paintID: entry.paintID, pathData: entry.pathData)
                if !wrapper.isEmpty {
                    let open = "<g \(wrapper.joined(separator: " "))>"
                    transformRange = transformRange.map { ($0.lowerBound + open.utf8.count)..<($0.upperBound + open.utf8.count) }
                    element = "\(open)\(element)</g>"
                }
                if let id = entry.blurID {
                    let open = "<g filter=\"url(#\(id))\">"
                    transformRange = transformRange.map { ($0.lowerBound + open.utf8.count)..<($0.upperBound + open.utf8.count) }
                    element = "\(open)\(element)</g>"
                }
                if let open = blendWrapper(item.blendMode) {
                    transformRange = transformRange.map { ($0.lowerBound + open.utf8.count)..<($0.upperBound + open.utf8.count) }
                    element = "\(open)\(element)</g>"
                }
                entry.line = element
                entry.transformRange = transformRange
            }
            lines.append(entry.line)
            if cache != nil { entries.append(entry) }
        }
        lines.append("</svg>")
        cache?.keep(entries, reused: reused, reusedPathData: reusedPathData, reusedAroundTransform: reusedAroundTransform)
        return lines
    }

    /// The group an item of blend mode `mode` is wrapped in, outermost (`BlendMode.svgStyle`): its
    /// CSS `mix-blend-mode` blends it with the items drawn before it; a `destinationOut` item is
    /// not displayed (`BlendMode.svgHidden`). Nil for the modes drawn as `normal`.
    private static func blendWrapper(_ mode: BlendMode) -> String? {
        if mode.svgHidden { return "<g display=\"none\">" }
        return mode.svgStyle.map { "<g style=\"mix-blend-mode:\($0)\">" }
    }

    /// The id of the clip path for the first `count` clips, given each clip's path data (nested:
    /// each clip is clipped by its ancestors').
    private static func clipID(for clipData: [String], count: Int, ids: inout [String: String], lines: inout [String]) -> String {
        let key = clipData[0..<count].joined(separator: "|")
        if let id = ids[key] { return id }
        let parent = count > 1 ? clipID(for: clipData, count: count - 1, ids: &ids, lines: &lines) : nil
        let id = "clip\(ids.count + 1)"
        ids[key] = id
        let parentAttribute = parent.map { " clip-path=\"url(#\($0))\"" } ?? ""
        lines.append("<clipPath id=\"\(id)\"\(parentAttribute)><path d=\"\(clipData[count - 1])\"/></clipPath>")
        return id
    }

    /// The element of `item`; `pathData`, when given, is `SVGFormat.pathData` of its `.path`
    /// (formatted for an earlier frame: `SVGLineCache.previousPathData(for:at:)`).
    /// `transformRange`: for a `.path` item, where its transform attribute is in the element
    /// (`SVGLineCache.Entry.transformRange`).
    private static func element(for item: DisplayItem, idAttribute: String, paintID: String?,
                                pathData: String? = nil) -> (element: String, transformRange: Range<Int>?) {
        if case .path(let path, let fill, let evenOdd, let stroke) = item.content {
            let (line, range) = pathElement(item, path: path, fill: fill, evenOdd: evenOdd, stroke: stroke, idAttribute: idAttribute, pathData: pathData)
            return (line, range)
        }
        return (otherElement(for: item, idAttribute: idAttribute, paintID: paintID, pathData: pathData), nil)
    }

    /// `line` with its transform attribute (at UTF-8 offsets `range`) written for `transform`
    /// instead, and where the new attribute is.
    private static func replacingTransform(in line: String, at range: Range<Int>,
                                           with transform: CGAffineTransform) -> (line: String, transformRange: Range<Int>) {
        let utf8 = line.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        var result = String(line[..<lower])
        result.reserveCapacity(utf8.count + 48)
        let start = result.utf8.count
        appendTransformAttribute(transform, to: &result)
        let end = result.utf8.count
        result += line[upper...]
        return (result, start..<end)
    }

    /// ` transform="matrix(…)"`, nothing for the identity.
    private static func appendTransformAttribute(_ transform: CGAffineTransform, to line: inout String) {
        guard !transform.isIdentity else { return }
        line += " transform=\""
        SVGFormat.appendMatrix(transform, to: &line)
        line += "\""
    }

    /// The element of a `.text` or `.gradientPath` item.
    private static func otherElement(for item: DisplayItem, idAttribute: String, paintID: String?, pathData: String?) -> String {
        let transform = item.transform.isIdentity ? "" : " transform=\"\(SVGFormat.matrix(item.transform))\""
        let opacity = item.opacity < 1 ? " opacity=\"\(SVGFormat.number(item.opacity))\"" : ""
        switch item.content {
        case .path:
            return ""  // `element` writes it with `pathElement`
        case .text(let layout, let color):
            let font = layout.font
            var attributes = "font-family=\"\(SVGFormat.escape(font.family))\" font-size=\"\(SVGFormat.number(font.size))\""
            if font.weight != .regular { attributes += " font-weight=\"\(font.weight.value)\"" }
            if font.isItalic { attributes += " font-style=\"italic\"" }
            attributes += " fill=\"\(color.hex)\""
            if color.opacity < 1 { attributes += " fill-opacity=\"\(SVGFormat.number(color.opacity))\"" }
            let spans = layout.lines.map { line in
                "<tspan x=\"\(SVGFormat.number(line.origin.x))\" y=\"\(SVGFormat.number(line.origin.y))\">\(SVGFormat.escape(line.text))</tspan>"
            }.joined()
            return "<text\(idAttribute)\(transform) \(attributes)\(opacity)>\(spans)</text>"
        case .gradientPath(let path, _, _, let evenOdd, let stroke):
            let paint = "url(#\(paintID ?? ""))"
            var attributes = "d=\"\(pathData ?? SVGFormat.pathData(path))\"" + transform
            if let stroke {
                attributes += " fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(SVGFormat.number(stroke.lineWidth))\""
                if stroke.lineCap != .butt { attributes += " stroke-linecap=\"\(stroke.lineCap)\"" }
                if stroke.lineJoin != .miter { attributes += " stroke-linejoin=\"\(stroke.lineJoin)\"" }
                if !stroke.dash.isEmpty {
                    attributes += " stroke-dasharray=\"\(stroke.dash.map { SVGFormat.number($0) }.joined(separator: " "))\""
                }
            } else {
                attributes += " fill=\"\(paint)\""
                if evenOdd { attributes += " fill-rule=\"evenodd\"" }
            }
            return "<path\(idAttribute) \(attributes)\(opacity)/>"
        }
    }

    /// The element of a `.path` item, appended into one string (the hottest element: a dragged
    /// shape's line is written on every move); the same bytes as `element`'s interpolations.
    private static func pathElement(_ item: DisplayItem, path: Path, fill: ResolvedColor?, evenOdd: Bool, stroke: StrokeParameters?,
                                    idAttribute: String, pathData: String?) -> (element: String, transformRange: Range<Int>) {
        let data = pathData ?? SVGFormat.pathData(path)
        var line = "<path"
        line.reserveCapacity(data.utf8.count + idAttribute.utf8.count + 160)
        line += idAttribute
        line += " d=\""
        line += data
        line += "\""
        let transformStart = line.utf8.count
        appendTransformAttribute(item.transform, to: &line)
        let transformRange = transformStart..<line.utf8.count
        if let fill {
            line += " fill=\""
            line += fill.hex
            line += "\""
            if fill.opacity < 1 { line += " fill-opacity=\"\(SVGFormat.number(fill.opacity))\"" }
            if evenOdd { line += " fill-rule=\"evenodd\"" }
        } else {
            line += " fill=\"none\""
        }
        if let stroke {
            line += " stroke=\"\(stroke.color.hex)\" stroke-width=\"\(SVGFormat.number(stroke.style.lineWidth))\""
            if stroke.color.opacity < 1 { line += " stroke-opacity=\"\(SVGFormat.number(stroke.color.opacity))\"" }
            if stroke.style.lineCap != .butt { line += " stroke-linecap=\"\(stroke.style.lineCap)\"" }
            if stroke.style.lineJoin != .miter { line += " stroke-linejoin=\"\(stroke.style.lineJoin)\"" }
            if !stroke.style.dash.isEmpty {
                line += " stroke-dasharray=\"\(stroke.style.dash.map { SVGFormat.number($0) }.joined(separator: " "))\""
            }
        }
        if item.opacity < 1 { line += " opacity=\"\(SVGFormat.number(item.opacity))\"" }
        line += "/>"
        return (line, transformRange)
    }
}

/// The fixed formats of SVG output.
package enum SVGFormat {
    /// Digits after the decimal point (a thousandth of a point is far below a pixel).
    package static let fractionDigits = 3
    /// 10^`fractionDigits`: one unit of the last digit is 1/`unitsPerPoint`.
    private static let unitsPerPoint: Int64 = (0..<fractionDigits).reduce(1) { value, _ in value * 10 }

    /// `x` rounded to `fractionDigits`, without trailing zeros or a negative zero; non-finite → 0.
    ///
    /// Invariant: the same text as `String(format: "%.3f")` trimmed (the property test compares
    /// them). Integer arithmetic on `x × unitsPerPoint` rounded, which is 10× faster than `String(format:)`
    /// (the lab renders every number of every frame); a value within a millionth of a rounding
    /// tie, or too large for the integer path, takes `String(format:)`, whose rounding of the
    /// exact binary value decides ties.
    package static func number(_ x: CGFloat) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxNumberBytes) { buffer in
            guard let count = write(x, to: buffer.baseAddress!) else { return formatted(x) }
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: count), as: UTF8.self)
        }
    }

    /// The most bytes `write` writes: a sign, 12 integer digits (below 10^15 thousandths), the
    /// point and `fractionDigits` digits, with room to spare.
    private static let maxNumberBytes = 32

    /// Writes `number(x)`'s ASCII at `out` and returns how many bytes, or nil when `x` takes
    /// `formatted` (near a rounding tie, or too large for the integer path). No string is made:
    /// a matrix is six numbers written into one buffer.
    private static func write(_ x: CGFloat, to out: UnsafeMutablePointer<UInt8>) -> Int? {
        guard x.isFinite else {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        let scaled = Double(x) * Double(unitsPerPoint)
        let rounded = scaled.rounded()
        guard abs(scaled) < 1e15, abs(abs(scaled - rounded) - 0.5) > 1e-6 else { return nil }
        let units = Int64(rounded)
        var position = 0
        if units == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        if units < 0 {
            out[0] = UInt8(ascii: "-")
            position = 1
        }
        let magnitude = units.magnitude
        var whole = magnitude / UInt64(unitsPerPoint)
        let start = position
        repeat {
            out[position] = UInt8(ascii: "0") + UInt8(whole % 10)
            position += 1
            whole /= 10
        } while whole > 0
        var low = start, high = position - 1
        while low < high {
            (out[low], out[high]) = (out[high], out[low])
            low += 1
            high -= 1
        }
        var fraction = magnitude % UInt64(unitsPerPoint)
        guard fraction != 0 else { return position }
        var digits = fractionDigits
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        out[position] = UInt8(ascii: ".")
        for offset in stride(from: digits, to: 0, by: -1) {
            out[position + offset] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
        return position + 1 + digits
    }

    /// The reference formatting `number` reproduces.
    package static func formatted(_ x: CGFloat) -> String {
        guard x.isFinite else { return "0" }
        var text = String(format: "%.\(fractionDigits)f", Double(x))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    package static func number(_ x: Double) -> String { number(CGFloat(x)) }

    package static func matrix(_ t: CGAffineTransform) -> String {
        var text = ""
        appendMatrix(t, to: &text)
        return text
    }

    /// Appends `matrix(t)` to `text`: the six numbers written into one buffer, appended once
    /// (a number that takes `formatted` makes the whole matrix take `number`'s strings).
    package static func appendMatrix(_ t: CGAffineTransform, to text: inout String) {
        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8 + 6 * maxNumberBytes) { buffer -> Bool in
            let out = buffer.baseAddress!
            let prefix: StaticString = "matrix("
            out.update(from: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            var position = prefix.utf8CodeUnitCount
            func number(_ value: CGFloat, last: Bool) -> Bool {
                guard let count = write(value, to: out + position) else { return false }
                out[position + count] = last ? UInt8(ascii: ")") : UInt8(ascii: " ")
                position += count + 1
                return true
            }
            guard number(t.a, last: false), number(t.b, last: false), number(t.c, last: false), number(t.d, last: false),
                  number(t.tx, last: false), number(t.ty, last: true) else { return false }
            text += String(decoding: UnsafeBufferPointer(start: out, count: position), as: UTF8.self)
            return true
        }
        if !written {
            text += "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { number($0) }.joined(separator: " ") + ")"
        }
    }

    package static func pathData(_ path: Path) -> String {
        func point(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
        return path.elements.map { element in
            switch element {
            case .move(let p): "M\(point(p))"
            case .line(let p): "L\(point(p))"
            case .quadCurve(let p, let c): "Q\(point(c)) \(point(p))"
            case .curve(let p, let c1, let c2): "C\(point(c1)) \(point(c2)) \(point(p))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    package static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }
}
