import Foundation

/// A visual effect (UIKit's `UIVisualEffect`): what a `UIVisualEffectView` applies.
@MainActor @preconcurrency
open class UIVisualEffect {
    public init() {}
}

/// A blur (UIKit's `UIBlurEffect`), kept with its style; nothing draws it (a `UIView` here is
/// never drawn — SwiftUI's materials, `.ultraThinMaterial` and the others, are).
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look (UIKit's `UIBlurEffect.Style`).
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9, systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style it was made with.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A view that applies a visual effect to what is behind it (UIKit's `UIVisualEffectView`): keeps
/// its `effect` and a `contentView`; as every `UIView` here, it is never drawn.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect it applies; settable, as UIKit's.
    open var effect: UIVisualEffect?
    /// The view subviews go in.
    public let contentView = UIView(frame: .zero)

    /// A view applying `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// A view applying no effect, with `frame`.
    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
    }
}
