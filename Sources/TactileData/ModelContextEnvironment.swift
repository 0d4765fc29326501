import Foundation
import Tactile
import TactileUI

extension EnvironmentValues {
    /// The context views use for queries and model operations (SwiftData's
    /// `EnvironmentValues.modelContext`): the main context of the container an ancestor set with
    /// `modelContainer(_:)`, or the context set with `modelContext(_:)`.
    ///
    /// Without either, it is a context on an empty in-memory container shared by the process, so
    /// a view that inserts into it works and a query over it finds what was inserted. (SwiftData
    /// stops when such a context inserts a model of a class no loaded container has.)
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// The environment key of `modelContext`.
struct ModelContextKey: EnvironmentKey {
    /// The context of the environment no container was set in.
    nonisolated(unsafe) static let fallback = ModelContext(ModelContainer(checked: Schema(), migrationPlan: nil,
                                                                          configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))

    static var defaultValue: ModelContext { fallback }
}

extension View {
    /// Sets the model context of this view's environment (SwiftData's `modelContext(_:)`): the
    /// queries and `@Environment(\.modelContext)` below use it.
    @MainActor @preconcurrency
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Sets the model context of this scene's environment (SwiftData's `modelContext(_:)`).
    @MainActor @preconcurrency
    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        ModelEnvironmentScene(content: self) { AnyView($0.modelContext(modelContext)) }
    }
}
