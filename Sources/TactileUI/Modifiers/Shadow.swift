import Foundation

/// Draws a shadow under everything its subtree draws.
package struct ShadowBehavior: NodeBehavior {
    package let parameters: ShadowParameters
}

package struct ShadowModifier: WrappingModifier {
    let parameters: ShadowParameters
    package var behavior: any NodeBehavior { ShadowBehavior(parameters: parameters) }
}

/// SwiftUI's default shadow colour: black at 33 % opacity (`Color(.sRGBLinear, white: 0, opacity: 0.33)`).
public enum ShadowDefaults {
    public static let color = Color(red: 0, green: 0, blue: 0, opacity: 0.33)
}

extension View {
    public consuming func shadow(color: Color = ShadowDefaults.color, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(parameters: ShadowParameters(color: color.resolved, radius: max(0, radius), x: x, y: y)))
    }
}
