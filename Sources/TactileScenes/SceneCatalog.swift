import Tactile

/// One scene: a code example of a seed document, as a view.
public struct Scene: Identifiable, Sendable {
    /// Where a scene comes from: a view the seed defines, or a preview (`PreviewProvider` or
    /// `#Preview`) — the lab lists both.
    public enum Kind: String, Sendable, Codable {
        case scene
        case preview
    }

    /// Stable id (also the snapshot's file name).
    public let id: String
    public let title: String
    /// The seed document, e.g. "003".
    public let seed: String
    /// The scene's source file, relative to `Sources/TactileScenes`.
    public let sourceFile: String
    public let kind: Kind
    /// Makes the scene's view.
    public let make: @MainActor @Sendable () -> AnyView

    /// The scene's Swift source: the text of `sourceFile`, byte for byte, read from the target's
    /// resources (the `SceneSourceFiles` plugin copies every scene file there, so a built binary
    /// can show it without the checkout).
    public var sourceText: Result<String, SceneSourceError> { SceneSourceFile.text(of: sourceFile) }

    /// `sourceText`, or — should the resource be missing — a Swift comment that says why, so a
    /// viewer always has something true to show.
    public var source: String {
        switch sourceText {
        case .success(let text): text
        case .failure(let error): "// \(error)\n"
        }
    }
}

/// Every scene, in seed order.
public enum SceneCatalog {
    /// The scenes listed here and the `#Preview`s of the scene files (`previews`, generated), each
    /// seed's listed scenes first.
    public static let all: [Scene] = (listed + previews).enumerated()
        .sorted { ($0.element.seed, $0.offset) < ($1.element.seed, $1.offset) }
        .map(\.element)

    static let listed: [Scene] = [
        // 000 — swiftui-gestures review skill
        scene("000-gesture-state-position", "@GestureState offset with a persisted position", "000", "Seed000SwiftUIGesturesSkill/GestureStatePositionView.swift") { GestureStatePositionView() },
        scene("000-gesture-state-spring-reset", "@GestureState reset with a spring transaction", "000", "Seed000SwiftUIGesturesSkill/GestureStateSpringResetView.swift") { GestureStateSpringResetView() },
        scene("000-parent-swallows-child", "Parent .gesture over a Button (DON'T)", "000", "Seed000SwiftUIGesturesSkill/ParentSwallowsChildView.swift") { ParentSwallowsChildView() },
        scene("000-simultaneous-parent", "simultaneousGesture on the parent of a Button", "000", "Seed000SwiftUIGesturesSkill/SimultaneousParentView.swift") { SimultaneousParentView() },
        scene("000-high-priority-parent", "highPriorityGesture on the parent", "000", "Seed000SwiftUIGesturesSkill/HighPriorityParentView.swift") { HighPriorityParentView() },
        scene("000-swipe-gesture", "A custom SwipeGesture", "000", "Seed000SwiftUIGesturesSkill/SwipeRectangleView.swift") { SwipeRectangleView() },
        scene("000-tap-count-gestures", "TapGesture with counts 1, 2 and 3", "000", "Seed000SwiftUIGesturesSkill/TapCountGesturesView.swift") { TapCountGesturesView() },
        scene("000-long-press-basics", "LongPressGesture: default and custom duration", "000", "Seed000SwiftUIGesturesSkill/LongPressBasicsView.swift") { LongPressBasicsView() },
        scene("000-pressing-circle", "@GestureState isPressing grows the circle", "000", "Seed000SwiftUIGesturesSkill/PressingCircleView.swift") { PressingCircleView() },
        scene("000-spring-back-rectangle", "A dragged rectangle springs back withAnimation(.spring)", "000", "Seed000SwiftUIGesturesSkill/SpringBackRectangleView.swift") { SpringBackRectangleView() },
        scene("000-photo-magnify", "MagnifyGesture scales a photo with @GestureState", "000", "Seed000SwiftUIGesturesSkill/PhotoMagnifyView.swift") { PhotoMagnifyView() },
        scene("000-photo-persisted-scale", "MagnifyGesture with a persisted, clamped scale", "000", "Seed000SwiftUIGesturesSkill/PhotoPersistedScaleView.swift") { PhotoPersistedScaleView() },
        scene("000-rotating-rectangle", "RotateGesture(minimumAngleDelta:) rotates a rectangle", "000", "Seed000SwiftUIGesturesSkill/RotatingRectangleView.swift") { RotatingRectangleView() },
        scene("000-persisted-rotation", "RotateGesture with a persisted angle", "000", "Seed000SwiftUIGesturesSkill/PersistedRotationView.swift") { PersistedRotationView() },
        scene("000-magnify-rotate-simultaneous", "Magnify and rotate simultaneously", "000", "Seed000SwiftUIGesturesSkill/MagnifyRotateSimultaneousView.swift") { MagnifyRotateSimultaneousView() },
        scene("000-long-press-before-drag", "Long press before drag (sequenced)", "000", "Seed000SwiftUIGesturesSkill/LongPressBeforeDragView.swift") { LongPressBeforeDragView() },
        scene("000-double-tap-or-long-press", "Double tap or long press (exclusively)", "000", "Seed000SwiftUIGesturesSkill/DoubleTapOrLongPressView.swift") { DoubleTapOrLongPressView() },
        scene("000-parent-gesture-over-action", "Parent .gesture over an Action button (DON'T)", "000", "Seed000SwiftUIGesturesSkill/ParentGestureOverActionView.swift") { ParentGestureOverActionView() },
        scene("000-simultaneous-over-action", "simultaneousGesture over an Action button (DO)", "000", "Seed000SwiftUIGesturesSkill/SimultaneousOverActionView.swift") { SimultaneousOverActionView() },
        scene("000-state-manual-reset", "@State drag offset reset by hand (DON'T)", "000", "Seed000SwiftUIGesturesSkill/StateManualResetView.swift") { StateManualResetView() },
        scene("000-gesture-state-auto-reset", "@GestureState drag offset resets itself (DO)", "000", "Seed000SwiftUIGesturesSkill/GestureStateAutoResetView.swift") { GestureStateAutoResetView() },
        scene("000-long-press-no-feedback", "Long press without feedback (DON'T)", "000", "Seed000SwiftUIGesturesSkill/LongPressNoFeedbackView.swift") { LongPressNoFeedbackView() },
        scene("000-long-press-with-feedback", "Long press with feedback while pressing (DO)", "000", "Seed000SwiftUIGesturesSkill/LongPressWithFeedbackView.swift") { LongPressWithFeedbackView() },
        scene("000-expensive-drag", "Expensive work on every drag change (DON'T)", "000", "Seed000SwiftUIGesturesSkill/ExpensiveDragView.swift") { ExpensiveDragView() },
        scene("000-deferred-work-drag", "Light updates while dragging, heavy work at the end (DO)", "000", "Seed000SwiftUIGesturesSkill/DeferredWorkDragView.swift") { DeferredWorkDragView() },
        // 001 — gesture notes
        scene("001-tap-me", "onTapGesture on a Text", "001", "Seed001GestureNotes/TapMeView.swift") { TapMeView() },
        scene("001-multi-tap-toggle", "Double tap toggles, triple tap prints", "001", "Seed001GestureNotes/MultiTapToggleView.swift") { MultiTapToggleView() },
        scene("001-tap-location", "Tap location in local space", "001", "Seed001GestureNotes/TapLocationView.swift") { TapLocationView() },
        scene("001-tap-global-location", "Tap location in global space", "001", "Seed001GestureNotes/TapGlobalLocationView.swift") { TapGlobalLocationView() },
        scene("001-long-press-toggle", "onLongPressGesture toggles", "001", "Seed001GestureNotes/LongPressToggleView.swift") { LongPressToggleView() },
        scene("001-long-press-two-seconds", "onLongPressGesture(minimumDuration: 2)", "001", "Seed001GestureNotes/LongPressTwoSecondsView.swift") { LongPressTwoSecondsView() },
        scene("001-long-press-pressing-changed", "onLongPressGesture with onPressingChanged", "001", "Seed001GestureNotes/LongPressPressingChangedView.swift") { LongPressPressingChangedView() },
        scene("001-random-color-tap", "A tap gesture property recolours a rectangle", "001", "Seed001GestureNotes/RandomColorTapView.swift") { RandomColorTapView() },
        scene("001-long-press-feedback", "Long-press feedback with a transaction animation", "001", "Seed001GestureNotes/LongPressFeedbackView.swift") { LongPressFeedbackView() },
        scene("001-long-press-tap-press", "LongPressGesture onChanged and onEnded", "001", "Seed001GestureNotes/LongPressTapPressView.swift") { LongPressTapPressView() },
        scene("001-rome-drag", "DragGesture(minimumDistance: 50) with @State", "001", "Seed001GestureNotes/RomeDragView.swift") { RomeDragView() },
        scene("001-star-drag-back", "@GestureState drag with animation(_:)", "001", "Seed001GestureNotes/StarDragBackNotesView.swift") { DeprecatedScenes.make(StarDragBackNotesScene.self) },
        scene("001-rome-implicit-animation", "The Rome drag returns with .animation(.default, value:)", "001", "Seed001GestureNotes/RomeImplicitAnimationView.swift") { RomeImplicitAnimationView() },
        scene("001-rome-bouncy", "The Rome drag returns withAnimation(.bouncy)", "001", "Seed001GestureNotes/RomeBouncyView.swift") { RomeBouncyView() },
        scene("001-menu-drag", "A drag past 100 pt opens the menu (currentMenuY)", "001", "Seed001GestureNotes/MenuDragView.swift") { MenuDragView() },
        scene("001-star-drag-position", "The star keeps its position after a drag", "001", "Seed001GestureNotes/StarDragPositionNotesView.swift") { DeprecatedScenes.make(StarDragPositionNotesScene.self) },
        scene("001-zoom", "MagnifyGesture with totalZoom and an accessibility zoom action", "001", "Seed001GestureNotes/ZoomView.swift") { ZoomView() },
        scene("001-zoom-reset", "MagnifyGesture with @GestureState", "001", "Seed001GestureNotes/ZoomResetView.swift") { ZoomResetView() },
        scene("001-rotate-text", "RotateGesture keeping finalAmount", "001", "Seed001GestureNotes/RotateTextView.swift") { RotateTextView() },
        // 002 — DragGesture circle
        scene("002-circle-clamped-drag", "A circle dragged within ±100 pt springs back", "002", "Seed002DragGestureCircle/CircleClampedDragView.swift") { CircleClampedDragView() },
        scene("002-circle-position-drag", "A dragged circle keeps its position", "002", "Seed002DragGestureCircle/CirclePositionDragView.swift") { CirclePositionDragView() },
        // 003 — Adding interactivity with gestures
        scene("003-shape-tap", "TapGesture on a circle", "003", "Seed003AddingInteractivity/ShapeTapView.swift") { ShapeTapView() },
        scene("003-counter-updating", "Long press turns the circle yellow", "003", "Seed003AddingInteractivity/CounterViewUpdating.swift") { CounterViewUpdating() },
        scene("003-counter-counting", "Counting long-press attempts", "003", "Seed003AddingInteractivity/CounterViewCounting.swift") { CounterViewCounting() },
        scene("003-counter-done-counting", "Counting stops after a successful long press", "003", "Seed003AddingInteractivity/CounterViewDoneCounting.swift") { CounterViewDoneCounting() },
        // 004 — Understanding gestures
        scene("004-star-tap-print", "TapGesture prints", "004", "Seed004UnderstandingGestures/StarTapPrintView.swift") { StarTapPrintView() },
        scene("004-star-tap-scale", "Tap toggles the star's scale", "004", "Seed004UnderstandingGestures/StarTapScaleView.swift") { StarTapScaleView() },
        scene("004-star-long-press-scale", "A one-second press toggles the star's scale", "004", "Seed004UnderstandingGestures/StarLongPressScaleView.swift") { StarLongPressScaleView() },
        scene("004-star-press-feedback", "The star dims while pressed", "004", "Seed004UnderstandingGestures/StarPressFeedbackView.swift") { StarPressFeedbackView() },
        scene("004-star-drag-back", "@GestureState drag returns the star", "004", "Seed004UnderstandingGestures/StarDragBackView.swift") { StarDragBackView() },
        scene("004-star-drag-position", "The dragged star stays where it was dropped", "004", "Seed004UnderstandingGestures/StarDragPositionView.swift") { StarDragPositionView() },
        scene("004-star-long-press-drag", "Long press, then drag (sequenced)", "004", "Seed004UnderstandingGestures/StarLongPressDragView.swift") { StarLongPressDragView() },
        scene("004-star-drag-state", "Long press, then drag, with a DragState enum", "004", "Seed004UnderstandingGestures/StarDragStateView.swift") { StarDragStateView() },
        preview("004-draggable-star", "DraggableView with a star", "004", "Seed004UnderstandingGestures/DraggableView_PreviewsStar.swift") { DraggableView_PreviewsStar.previews },
        preview("004-draggable-text", "DraggableView with a text", "004", "Seed004UnderstandingGestures/DraggableView_PreviewsText.swift") { DraggableView_PreviewsText.previews },
        preview("004-draggable-circle", "DraggableView with a circle", "004", "Seed004UnderstandingGestures/DraggableView_PreviewsCircle.swift") { DraggableView_PreviewsCircle.previews },
    ]

    /// The scene with `id`.
    public static func scene(_ id: String) -> Scene? { all.first { $0.id == id } }

    private static func scene<V: View>(_ id: String, _ title: String, _ seed: String, _ file: String,
                                       _ make: @escaping @MainActor @Sendable () -> V) -> Scene {
        Scene(id: id, title: title, seed: seed, sourceFile: file, kind: .scene) { AnyView(make()) }
    }

    static func preview<V: View>(_ id: String, _ title: String, _ seed: String, _ file: String,
                                         _ make: @escaping @MainActor @Sendable () -> V) -> Scene {
        Scene(id: id, title: title, seed: seed, sourceFile: file, kind: .preview) { AnyView(make()) }
    }
}

/// Reaches scenes whose seed code uses a deprecated SwiftUI API: their type is marked deprecated
/// (so the seed's use does not warn) and is made through a protocol requirement (so the catalog's
/// use does not warn either).
@MainActor
protocol DeprecatedSceneFactory {
    static func make() -> AnyView
}

enum DeprecatedScenes {
    @MainActor
    static func make<F: DeprecatedSceneFactory>(_ factory: F.Type) -> AnyView { F.make() }
}

enum StarDragBackNotesScene: DeprecatedSceneFactory {
    @available(*, deprecated, message: "makes StarDragBackNotesView, which uses the deprecated animation(_:)")
    static func make() -> AnyView { AnyView(StarDragBackNotesView()) }
}

enum StarDragPositionNotesScene: DeprecatedSceneFactory {
    @available(*, deprecated, message: "makes StarDragPositionNotesView, which uses the deprecated animation(_:)")
    static func make() -> AnyView { AnyView(StarDragPositionNotesView()) }
}
