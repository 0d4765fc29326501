/// Whether a rendered frame is well-formed XML with one `<svg>` root, and why not.
///
/// A small checker of its own: Foundation's `XMLParser` on Linux recovers from mismatched tags
/// (`<svg><g></svg>` parses), so it cannot be the judge. Checked: tags balance and nest; one root
/// element, `svg`, with only whitespace, comments and declarations around it; attributes are
/// `name="value"` or `name='value'` with no `<` in the value; every `&` starts an entity
/// (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#…;` `&#x…;`). Numbers are not checked: `nan`
/// and `inf` are well-formed text (whether a frame should contain them is another question).
public enum SVGWellFormedness {
    /// Nil when `svg` is well-formed; otherwise what is wrong and where (a byte offset).
    public static func problem(in svg: String) -> String? {
        let bytes = Array(svg.utf8)
        var index = 0
        var open: [ArraySlice<UInt8>] = []
        var roots = 0
        var rootName = ""
        func at(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }
        func skip(past terminator: String) -> Bool {
            let target = Array(terminator.utf8)
            while index < bytes.count {
                if bytes[index...].starts(with: target) { index += target.count; return true }
                index += 1
            }
            return false
        }
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F || b == 0x3A || b == 0x2E || b >= 0x80
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
        func name() -> ArraySlice<UInt8> {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return bytes[start..<index]
        }
        func entityOK() -> Bool {
            guard let semicolon = bytes[index...].prefix(12).firstIndex(of: 0x3B) else { return false }
            let body = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
            let named = ["amp", "lt", "gt", "quot", "apos"].contains(body)
            let numeric = body.hasPrefix("#x") ? (body.count > 2 && body.dropFirst(2).allSatisfy(\.isHexDigit))
                : body.hasPrefix("#") ? (body.count > 1 && body.dropFirst().allSatisfy(\.isNumber)) : false
            guard named || numeric else { return false }
            index = semicolon + 1
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C {  // <
                if at("<?") { guard skip(past: "?>") else { return "unterminated declaration at \(index)" }; continue }
                if at("<!--") { guard skip(past: "-->") else { return "unterminated comment at \(index)" }; continue }
                if at("<!") { guard skip(past: ">") else { return "unterminated declaration at \(index)" }; continue }
                if at("</") {
                    index += 2
                    let closing = name()
                    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                    guard index < bytes.count, bytes[index] == 0x3E else { return "malformed end tag at \(index)" }
                    index += 1
                    guard let last = open.popLast() else { return "end tag </\(String(decoding: closing, as: UTF8.self))> with nothing open at \(index)" }
                    guard last.elementsEqual(closing) else {
                        return "</\(String(decoding: closing, as: UTF8.self))> closes <\(String(decoding: last, as: UTF8.self))> at \(index)"
                    }
                    continue
                }
                index += 1
                let element = name()
                guard !element.isEmpty else { return "a < that starts no tag at \(index)" }
                if open.isEmpty {
                    roots += 1
                    rootName = String(decoding: element, as: UTF8.self)
                    if roots > 1 { return "a second root element <\(rootName)> at \(index)" }
                }
                // Attributes.
                while true {
                    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                    guard index < bytes.count else { return "unterminated tag <\(String(decoding: element, as: UTF8.self))>" }
                    if bytes[index] == 0x3E { index += 1; open.append(element); break }
                    if at("/>") { index += 2; break }
                    let attribute = name()
                    guard !attribute.isEmpty, index < bytes.count, bytes[index] == 0x3D else { return "malformed attribute at \(index)" }
                    index += 1
                    guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { return "unquoted attribute value at \(index)" }
                    let quote = bytes[index]
                    index += 1
                    while index < bytes.count, bytes[index] != quote {
                        if bytes[index] == 0x3C { return "< inside an attribute value at \(index)" }
                        if bytes[index] == 0x26 { guard entityOK() else { return "bad entity in an attribute at \(index)" }; continue }
                        index += 1
                    }
                    guard index < bytes.count else { return "unterminated attribute value" }
                    index += 1
                }
                continue
            }
            if byte == 0x26 {  // &
                guard entityOK() else { return "bad entity at \(index)" }
                continue
            }
            if open.isEmpty, !isSpace(byte) { return "text outside the root element at \(index)" }
            index += 1
        }
        if let last = open.last { return "<\(String(decoding: last, as: UTF8.self))> is never closed" }
        guard roots == 1 else { return "no root element" }
        return rootName == "svg" ? nil : "root element is <\(rootName)>, not <svg>"
    }
}
