import Tactile
import TactileUI

extension View {
    /// Puts `container`'s main context in this view's environment (SwiftData's
    /// `modelContainer(_:)`): the queries and `@Environment(\.modelContext)` below use it.
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for `modelType` once for this view and puts its main context in the
    /// view's environment (SwiftData's `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`).
    @MainActor @preconcurrency
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
                       onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` once for this view — the first evaluation's arguments
    /// count, later ones are ignored, as SwiftData documents — and puts its main context in the
    /// view's environment. `onSetup` hears whether making it succeeded. `inMemory` changes
    /// nothing (every container is in memory here); `isUndoEnabled` is accepted without effect
    /// (there is no undo manager).
    @MainActor @preconcurrency
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modifier(ModelContainerSetup(modelTypes: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }
}

extension Scene {
    /// Puts `container`'s main context in the environment of this scene's windows (SwiftData's
    /// `modelContainer(_:)`).
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        ModelEnvironmentScene(content: self) { AnyView($0.modelContainer(container)) }
    }

    /// Makes a container for `modelType` once and puts its main context in the environment of
    /// this scene's windows (SwiftData's `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`).
    @MainActor @preconcurrency
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
                       onSetup: onSetup)
    }

    /// Makes a container for `modelTypes` once and puts its main context in the environment of
    /// this scene's windows, as the view modifier of the same name does.
    @MainActor @preconcurrency
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        ModelEnvironmentScene(content: self) {
            AnyView($0.modelContainer(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                                      isUndoEnabled: isUndoEnabled, onSetup: onSetup))
        }
    }
}

/// `modelContainer(for:…)`: the container is made on the modified view's first evaluation and
/// kept with its state, so it lives as long as the view's identity.
struct ModelContainerSetup: ViewModifier {
    let modelTypes: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void
    @State private var made = MadeContainer()

    func body(content: Content) -> some View {
        content.environment(\.modelContext, made.context(for: self))
    }
}

/// The container `ModelContainerSetup` made, made at most once.
@MainActor
final class MadeContainer {
    private var context: ModelContext?

    func context(for setup: ModelContainerSetup) -> ModelContext {
        if let context { return context }
        let made: ModelContext
        do {
            let container = try ModelContainer(for: Schema(setup.modelTypes),
                                               configurations: [ModelConfiguration(isStoredInMemoryOnly: setup.inMemory)])
            made = container.mainContext
            made.autosaveEnabled = setup.isAutosaveEnabled
            context = made
            setup.onSetup(.success(container))
        } catch {
            made = ModelContextKey.fallback
            context = made
            setup.onSetup(.failure(error))
        }
        return made
    }
}
