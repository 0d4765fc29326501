import Foundation

extension View {
    /// A Metal shader that recolours each pixel of the view (SwiftUI's `colorEffect(_:isEnabled:)`).
    /// Tactile runs no Metal: the view is drawn and hit exactly as without it (see `Shader`).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

    /// A Metal shader that moves the view's pixels (SwiftUI's
    /// `distortionEffect(_:maxSampleOffset:isEnabled:)`). Drawn unchanged here (see `Shader`).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }

    /// A Metal shader over the view's rendered layer (SwiftUI's
    /// `layerEffect(_:maxSampleOffset:isEnabled:)`). Drawn unchanged here (see `Shader`).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}
