/// Builds scenes from closures (SwiftUI's `SceneBuilder`): an app's `body` lists its scenes.
@resultBuilder
@MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }

    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes side by side (SwiftUI's `_TupleScene`): the first that has a window group gives
/// the app's root view.
public struct _TupleScene<T>: Scene {
    public typealias Body = Never
    package let scenes: [any Scene]
    public var body: Never { fatalError("_TupleScene is a primitive scene") }
}

extension _TupleScene: PrimitiveScene {
    package var primitiveRootView: AnyView? { scenes.lazy.compactMap(\.rootView).first }
}
