import Foundation

/// A library of compiled Metal shaders (SwiftUI's `ShaderLibrary`): `ShaderLibrary.name` is the
/// function `name` of the app's default library. Tactile loads no Metal library; a library is
/// where functions come from, by name, and nothing more (see `Shader`).
@dynamicMemberLookup
public final class ShaderLibrary: Equatable, Sendable {
    package enum Source: Equatable, Sendable {
        case `default`
        case bundle(String)
        case data(Data)
        case url(URL)
    }

    package let source: Source

    private init(source: Source) { self.source = source }

    /// The default library of the app's main bundle.
    public static let `default` = ShaderLibrary(source: .default)

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: .bundle(bundle.bundlePath)) }

    /// A library from the contents of a `.metallib` file.
    public convenience init(data: Data) { self.init(source: .data(data)) }

    /// A library from a `.metallib` file.
    public convenience init(url: URL) { self.init(source: .url(url)) }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

    public static func == (lhs: ShaderLibrary, rhs: ShaderLibrary) -> Bool { lhs.source == rhs.source }
}
