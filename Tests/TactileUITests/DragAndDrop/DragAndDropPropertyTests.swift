import Foundation
import PropertyBased
import Testing
@testable import TactileTesting
@testable import TactileUI

/// Random touch streams — downs, moves, lifts, cancelled touches and waits long enough to lift
/// items, one or two fingers — over draggable tiles and two `DropDelegate` destinations (one of them a tile itself):
/// every destination sees its calls in UIKit's order, and nothing is left carried or entered once
/// every finger is up.
@MainActor
@Suite("Drag and drop properties over random touch streams")
struct DragAndDropPropertyTests {
    struct Step: CustomStringConvertible {
        enum Kind { case down, move, up, cancel, wait }
        let kind: Kind
        let finger: Int
        let location: CGPoint
        let delay: Double
        var description: String { "\(kind) \(finger) (\(Int(location.x)), \(Int(location.y))) +\(delay)" }
    }

    static let step = zip(Gen.int(in: 0...15), Gen.int(in: 0...4), Gen.double(in: 0...390), Gen.double(in: 0...500),
                          Gen.double(in: 0...0.7)).map { roll, finger, x, y, delay -> Step in
        let kind: Step.Kind = switch roll {
        case 0...2: .down
        case 3...10: .move
        case 11...12: .up
        case 13: .cancel
        default: .wait
        }
        return Step(kind: kind, finger: finger == 4 ? 1 : 0, location: CGPoint(x: x, y: y), delay: delay)
    }

    /// Each destination's calls, checked as they come: `entered`, `updated`…, then `exited` or
    /// `perform`; never a call out of that order.
    final class Ledger {
        var inside: [String: Bool] = [:]
        var problems: [String] = []
        func record(_ destination: String, _ call: String) {
            let isInside = inside[destination] ?? false
            switch call {
            case "entered":
                if isInside { problems.append("\(destination): entered twice") }
                inside[destination] = true
            case "updated":
                if !isInside { problems.append("\(destination): updated outside") }
            default:
                if !isInside { problems.append("\(destination): \(call) without entered") }
                inside[destination] = false
            }
        }
    }

    struct Logging: DropDelegate {
        let name: String
        let ledger: Ledger
        let operation: DropOperation
        func dropEntered(info: DropInfo) { ledger.record(name, "entered") }
        func dropUpdated(info: DropInfo) -> DropProposal? { ledger.record(name, "updated"); return DropProposal(operation: operation) }
        func dropExited(info: DropInfo) { ledger.record(name, "exited") }
        func performDrop(info: DropInfo) -> Bool { ledger.record(name, "perform"); return true }
    }

    struct Tiles: View {
        let ledger: Ledger
        var body: some View {
            VStack(spacing: 20) {
                HStack(spacing: 20) {
                    ForEach(0..<3, id: \.self) { index in
                        Color.orange.frame(width: 80, height: 80).draggable("tile \(index)")
                    }
                    Color.purple.frame(width: 80, height: 80).draggable("droppable tile")
                        .onDrop(of: [.plainText], delegate: Logging(name: "tile", ledger: ledger, operation: .move))
                }
                Color.gray.frame(width: 300, height: 150)
                    .onDrop(of: [.text], delegate: Logging(name: "box", ledger: ledger, operation: .copy))
                Color.red.frame(width: 300, height: 100)
                    .onDrop(of: [.text], delegate: Logging(name: "forbidden", ledger: ledger, operation: .forbidden))
                Spacer()
            }
        }
    }

    @Test("destinations see entered, updated…, then exited or perform; nothing is carried or entered once every finger lifts")
    func callsInOrder() async {
        await propertyCheck(count: 60, input: Self.step.array(of: 1...40)) { script in
            let ledger = Ledger()
            let host = ViewHost(Tiles(ledger: ledger))
            var down: Set<Int> = []
            for step in script {
                host.advance(by: step.delay)
                let id = TouchID(step.finger)
                switch step.kind {
                case .down where !down.contains(step.finger):
                    host.touchDown(id, at: step.location)
                    down.insert(step.finger)
                case .move where down.contains(step.finger):
                    host.move(id, to: step.location)
                case .up where down.contains(step.finger):
                    host.touchUp(id, at: step.location)
                    down.remove(step.finger)
                case .cancel where down.contains(step.finger):
                    host.cancelTouch(id)
                    down.remove(step.finger)
                default:
                    break
                }
            }
            for finger in down.sorted() { host.touchUp(TouchID(finger)) }
            host.advance(by: 1)
            #expect(ledger.problems.isEmpty, "\(ledger.problems)\n\(script)")
            #expect(!ledger.inside.values.contains(true), "\(ledger.inside)\n\(script)")
            #expect(host.carriedDrag == nil, "\(script)")
        }
    }
}
