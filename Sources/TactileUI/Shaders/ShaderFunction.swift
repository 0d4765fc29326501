import Foundation

/// A function in a shader library (SwiftUI's `ShaderFunction`): called with arguments it makes a
/// `Shader` — `ShaderLibrary.ripple(.float(t))` is `ShaderLibrary.default.ripple` called.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// The shader this function makes with `arguments`.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}
