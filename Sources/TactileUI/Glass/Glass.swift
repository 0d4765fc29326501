import Foundation

/// The Liquid Glass material of iOS 26 (SwiftUI's `Glass`): `.regular`, `.clear`, `.identity`,
/// tinted and interactive variants.
///
/// What it draws here (docs/COMPATIBILITY.md): Tactile behaves as iOS 18, which has no Liquid
/// Glass, and draws no refraction or blur. On this host `#available(iOS 26, *)` is true (the
/// `*` takes in Linux), so code written for iOS 26 runs its glass branch: glass is drawn as the
/// material it stands in for — `.regular` as `Material.regular`, `.clear` as
/// `Material.ultraThin`, a tint laid over it at a fifth of its opacity (`GlassDefaults`),
/// `.identity` as nothing.
public struct Glass: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case regular, clear, identity }

    package let kind: Kind
    package var tintColor: Color?
    package var isInteractive = false

    /// The standard glass.
    public static var regular: Glass { Glass(kind: .regular) }
    /// A more transparent glass, for media behind it.
    public static var clear: Glass { Glass(kind: .clear) }
    /// No glass at all.
    public static var identity: Glass { Glass(kind: .identity) }

    /// This glass tinted with `color` (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// This glass reacting to touches (recorded: it draws the same).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }

    /// The material this glass is drawn as; nil for `.identity`.
    var material: Material? {
        switch kind {
        case .regular: .regular
        case .clear: .ultraThin
        case .identity: nil
        }
    }
}

/// The shape glass takes by default (SwiftUI's `DefaultGlassEffectShape`): a capsule.
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Glass's numbers, with where they come from.
package enum GlassDefaults {
    /// The opacity of a glass tint over its material: a fifth, so the tint colours the glass
    /// without hiding what is behind (an approximation; iOS 26 is not measured here).
    static let tintOpacity: Double = 0.2
}

extension View {
    /// This view on a glass surface of `shape` (SwiftUI's `glassEffect(_:in:)`, iOS 26): drawn
    /// here as the glass's material and tint filling `shape` behind the view (`Glass`).
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background {
            if let material = glass.material {
                ZStack {
                    shape.fill(material)
                    if let tint = glass.tintColor { shape.fill(tint.opacity(GlassDefaults.tintOpacity)) }
                }
            }
        }
    }
}
