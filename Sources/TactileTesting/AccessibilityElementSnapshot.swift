import Foundation
import TactileUI

/// One element of a host's accessibility tree at one moment: what VoiceOver would read and
/// where the element is drawn. A value, like `ViewSnapshot`; found elements are touch targets
/// (`TouchTarget`): a script aimed at one finds its view again, by identity, where it is laid out
/// when the script starts.
public struct AccessibilityElementSnapshot: Equatable, Sendable, CustomStringConvertible {
    public let label: String?
    public let value: String?
    public let hint: String?
    public let traits: AccessibilityTraits
    public let identifier: String?
    /// Where the element's view is drawn on the canvas.
    public let frame: CGRect
    /// Whether it has an `accessibilityAdjustableAction`.
    public let isAdjustable: Bool
    /// What kind of element it is: the view that forms it decides (`Button`, `Toggle`, `Slider`,
    /// `Stepper`, `ScrollView`), else its traits, in the order of `AccessibilityElementType`'s
    /// cases (`.isButton` before `.isToggle`, `.isLink`, `.isSearchField`, `.isImage` without
    /// `.isStaticText`, `.isStaticText`), else `.other`.
    public let elementType: AccessibilityElementType
    /// The strings of the `Text` views the element stands for, in source order (what
    /// `AccessibilityElementPredicate.text(_:)` matches, whatever the label says).
    public let texts: [String]
    /// The identity of the view that forms the element: how a script finds it again.
    let identity: ViewIdentityKey

    @MainActor
    init(_ element: AccessibilityTree.Element) {
        label = element.label
        value = element.value
        hint = element.hint
        traits = element.traits
        identifier = element.identifier
        frame = element.frame
        isAdjustable = element.adjustableAction != nil
        elementType = Self.type(of: element.node, traits: element.traits)
        texts = element.node.subtree.compactMap { ($0.behavior as? TextBehavior)?.string }
        identity = ViewIdentityKey(element.node.identity)
    }

    /// A scroll view as a container element: no label, value or traits; the identifier of the
    /// scroll view or of the modifiers around it (the nodes above it that wrap nothing else), as
    /// SwiftUI gives a container its `accessibilityIdentifier`.
    @MainActor
    init(scrollView node: ViewNode) {
        label = nil
        value = nil
        hint = nil
        traits = []
        var wrapper: ViewNode? = node
        var found: String?
        while let current = wrapper, found == nil {
            found = current.accessibilityIdentifier
            wrapper = current.parent.flatMap { $0.children.count == 1 ? $0 : nil }
        }
        identifier = found
        frame = node.drawnFrame
        isAdjustable = false
        elementType = .scrollView
        texts = []
        identity = ViewIdentityKey(node.identity)
    }

    /// A view with a gesture that forms no element: what an audit names when VoiceOver cannot
    /// reach the view at all — no label, no traits, the nearest identifier in the view (its
    /// modifiers may wrap the tagged node) and its drawn frame.
    @MainActor
    init(unreachable node: ViewNode) {
        label = nil
        value = nil
        hint = nil
        traits = []
        identifier = node.subtree.lazy.compactMap(\.accessibilityIdentifier).first
        frame = node.drawnFrame
        isAdjustable = false
        elementType = .other
        texts = node.subtree.compactMap { ($0.behavior as? TextBehavior)?.string }
        identity = ViewIdentityKey(node.identity)
    }

    @MainActor
    private static func type(of node: ViewNode, traits: AccessibilityTraits) -> AccessibilityElementType {
        switch node.accessibility.role {
        case .button: return .button
        case .toggle: return .toggle
        case .adjustable: return node.behavior is SliderTrackBehavior ? .slider : .stepper
        case .label, nil: break
        }
        if traits.contains(.isButton) { return .button }
        if traits.contains(.isToggle) { return .toggle }
        if traits.contains(.isLink) { return .link }
        if traits.contains(.isSearchField) { return .searchField }
        if traits.contains(.isImage), !traits.contains(.isStaticText) { return .image }
        if traits.contains(.isStaticText) { return .staticText }
        return .other
    }

    /// The centre of `frame` (where VoiceOver's double tap lands).
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// What VoiceOver says on reaching the element: label, value, traits, hint, separated by
    /// ", " (a toggle's value is said as "on" or "off").
    public var spokenText: String {
        var parts: [String] = []
        if let label, !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty {
            parts.append(traits.contains(.isToggle) ? (value == "1" ? "on" : "off") : value)
        }
        parts += traits.spokenNames
        if let hint, !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    public var description: String { "\"\(spokenText)\" at \(frame)" }

    /// The element on one line, the same on every machine: its type, what VoiceOver says, its
    /// identifier, and its frame as `x,y w×h` (numbers as the SVG writes them) —
    /// `.button "Save, Button" #save @ 16,700 358×44`. How finder errors and audit issues name it.
    public var summary: String {
        var line = "\(elementType) \"\(spokenText)\""
        if let identifier, !identifier.isEmpty { line += " #\(identifier)" }
        return line + " @ " + Self.format(frame)
    }

    /// `x,y w×h`, numbers as `SVGFormat.number` writes them.
    static func format(_ frame: CGRect) -> String {
        "\(SVGFormat.number(frame.minX)),\(SVGFormat.number(frame.minY)) \(SVGFormat.number(frame.width))×\(SVGFormat.number(frame.height))"
    }
}
