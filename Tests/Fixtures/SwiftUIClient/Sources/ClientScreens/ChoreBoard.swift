import SwiftUI

/// A chore board in the style of kanban libraries: lanes of cards, each card carrying the long
/// modifier chain such libraries give it inside a `ForEach` — a tap gesture, a combined
/// accessibility element with its value, named actions, `accessibilityActions` built from a
/// `ForEach` of buttons, `focusable()` tied to a `FocusState` by `focused(_:equals:)`, a stroked
/// overlay, and one `onKeyPress` per key of a keyboard move mode (Space picks a card up, the
/// arrows move it, Escape and Return put it down).
///
/// The chain is the point: when one of its modifiers was missing the compiler could not
/// type-check it "in reasonable time" (it tried every overload of every other modifier while
/// looking for a fix) rather than naming the missing API; it must keep compiling quickly.
struct Chore: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct ChoreLane: Identifiable {
    let id: String
    var chores: [Chore]
}

public struct ChoreBoard: View {
    @State private var lanes = [
        ChoreLane(id: "To Do", chores: [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]),
        ChoreLane(id: "Done", chores: [Chore(id: 4, title: "Bins")]),
    ]

    public init() {}

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ForEach(lanes) { lane in
                ChoreLaneView(lane: lane, lanes: lanes) { chore, laneID, slot in
                    move(chore, to: laneID, slot: slot)
                }
            }
        }
        .padding()
    }

    /// Moves a chore to `slot` of a lane, the slot counted before the chore leaves its place.
    private func move(_ choreID: Chore.ID, to laneID: ChoreLane.ID, slot: Int) {
        guard let from = lanes.firstIndex(where: { $0.chores.contains { $0.id == choreID } }),
              let index = lanes[from].chores.firstIndex(where: { $0.id == choreID }),
              let to = lanes.firstIndex(where: { $0.id == laneID }) else { return }
        let target = from == to && slot > index ? slot - 1 : slot
        let chore = lanes[from].chores.remove(at: index)
        lanes[to].chores.insert(chore, at: min(max(target, 0), lanes[to].chores.count))
    }
}

struct ChoreLaneView: View {
    @State private var grabbed: Chore.ID?
    @FocusState private var focusedChore: Chore.ID?
    let lane: ChoreLane
    let lanes: [ChoreLane]
    let move: (_ chore: Chore.ID, _ lane: ChoreLane.ID, _ slot: Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(lane.chores.map(\.title).joined(separator: ", "))
                .accessibilityIdentifier("lane-\(lane.id)")
            Text(grabbed == nil ? "idle" : "moving")
                .accessibilityIdentifier("mode-\(lane.id)")
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(Array(lane.chores.enumerated()), id: \.element.id) { index, chore in
                        Text(chore.title)
                            .padding(12)
                            .accessibilityIdentifier("chore-\(chore.title)")
                            .gesture(TapGesture().onEnded { focusedChore = chore.id })
                            .accessibilityElement(children: .combine)
                            .accessibilityValue("\(index + 1) of \(lane.chores.count) in \(lane.id)")
                            .accessibilityAction(named: "Raise") {
                                guard index > 0 else { return }
                                move(chore.id, lane.id, index - 1)
                            }
                            .accessibilityAction(named: "Lower") {
                                guard index < lane.chores.count - 1 else { return }
                                move(chore.id, lane.id, index + 2)
                            }
                            .accessibilityActions {
                                ForEach(lanes.filter { $0.id != lane.id }) { other in
                                    Button("Send to \(other.id)") {
                                        move(chore.id, other.id, other.chores.count)
                                    }
                                }
                            }
                            .focusable()
                            .focused($focusedChore, equals: chore.id)
                            .overlay(
                                RoundedRectangle(cornerRadius: 8)
                                    .strokeBorder(Color.orange, lineWidth: grabbed == chore.id ? 2 : 0)
                            )
                            .onKeyPress(.space) {
                                grabbed = grabbed == chore.id ? nil : chore.id
                                return .handled
                            }
                            .onKeyPress(.return) {
                                grabbed = nil
                                return .handled
                            }
                            .onKeyPress(.escape) {
                                guard grabbed == chore.id else { return .ignored }
                                grabbed = nil
                                return .handled
                            }
                            .onKeyPress(.upArrow) {
                                guard grabbed == chore.id, index > 0 else { return .ignored }
                                move(chore.id, lane.id, index - 1)
                                return .handled
                            }
                            .onKeyPress(.downArrow) {
                                guard grabbed == chore.id, index < lane.chores.count - 1 else { return .ignored }
                                move(chore.id, lane.id, index + 2)
                                return .handled
                            }
                            .onKeyPress(.leftArrow) {
                                guard grabbed == chore.id, let first = lanes.first, first.id != lane.id else { return .ignored }
                                move(chore.id, first.id, first.chores.count)
                                return .handled
                            }
                            .onKeyPress(.rightArrow) {
                                guard grabbed == chore.id, let last = lanes.last, last.id != lane.id else { return .ignored }
                                move(chore.id, last.id, last.chores.count)
                                return .handled
                            }
                    }
                }
                .padding(12)
            }
        }
        .frame(width: 160)
    }
}
