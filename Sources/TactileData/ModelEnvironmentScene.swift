import Tactile
import TactileUI

/// A scene whose window content gets a model container or context in its environment
/// (`Scene.modelContainer(…)`, `Scene.modelContext(_:)`): the scene's root view, wrapped by
/// `apply`.
struct ModelEnvironmentScene<Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let content: Content
    let apply: @MainActor (AnyView) -> AnyView

    var body: Never { fatalError("ModelEnvironmentScene is a primitive scene") }

    var primitiveRootView: AnyView? { content.rootView.map { apply($0) } }
}
