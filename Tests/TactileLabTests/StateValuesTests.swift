import Foundation
import Tactile
import TactileScenes
import TactileTesting
import Testing

/// `ViewGraph.stateValues`: the lab's state panel.
@Suite("Live state values")
@MainActor
struct StateValuesTests {
    private func host(_ id: String) throws -> GestureHost {
        GestureHost(rootView: try #require(SceneCatalog.scene(id)).make(), canvasSize: CGSize(width: 390, height: 844))
    }

    private func touch(_ host: GestureHost, _ phase: TouchPhase, at point: CGPoint) throws {
        try host.receive([Touch(id: 0, phase: phase, location: point, timestamp: host.now)])
    }

    @Test func counterViewCountingListsItsStateAndGestureStateAsTheyChange() throws {
        let host = try host("003-counter-counting")
        let circle = ViewHost(CounterViewCountingProbe.make()).drawnViews[1].center
        #expect(host.graph.stateValues == [
            StateValueEntry(view: "CounterViewCounting", name: "isDetectingLongPress", kind: "GestureState", value: "false"),
            StateValueEntry(view: "CounterViewCounting", name: "totalNumberOfTaps", kind: "State", value: "0"),
        ])
        try touch(host, .began, at: circle)
        #expect(host.graph.stateValues.map(\.value) == ["true", "1"])
        host.advance(to: 1.5)
        try touch(host, .ended, at: circle)
        host.advance(to: 2)
        try touch(host, .began, at: circle)
        host.advance(to: 2.3)
        try touch(host, .ended, at: circle)
        #expect(host.graph.stateValues.map(\.value) == ["false", "2"])
    }

    @Test func aViewThatLeavesTheTreeIsNoLongerListed() throws {
        struct Toggling: View {
            @State var showsChild = true
            var body: some View {
                VStack {
                    if showsChild { Child() }
                    Color.blue.frame(width: 50, height: 50).onTapGesture { showsChild.toggle() }
                }
            }
        }
        struct Child: View {
            @State var count = 7
            var body: some View { Text("\(count)") }
        }
        let viewHost = ViewHost(Toggling())
        let blue = viewHost.drawnViews[1].center
        let host = GestureHost(rootView: Toggling(), canvasSize: CGSize(width: 390, height: 844))
        #expect(host.graph.stateValues.map { "\($0.view).\($0.name)=\($0.value)" } == ["Toggling.showsChild=true", "Child.count=7"])
        try touch(host, .began, at: blue)
        host.advance(to: 0.05)
        try touch(host, .ended, at: blue)
        #expect(host.graph.stateValues.map { "\($0.view).\($0.name)=\($0.value)" } == ["Toggling.showsChild=false"])
    }
}

/// The scene's view, for finding where its circle is drawn.
enum CounterViewCountingProbe {
    @MainActor static func make() -> AnyView { SceneCatalog.scene("003-counter-counting")!.make() }
}
