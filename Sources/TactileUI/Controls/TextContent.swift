/// The strings of the `Text` values inside a view value, found by reflection (depth-limited), for
/// controls whose label iOS does not draw but reads to VoiceOver (a `Slider`'s label).
enum TextContent {
    static func strings(in value: Any, depth: Int = 0) -> [String] {
        if let text = value as? Text { return [text.content] }
        guard depth < 6 else { return [] }
        return Mirror(reflecting: value).children.flatMap { strings(in: $0.value, depth: depth + 1) }
    }
}
