import Foundation

/// Builds a `Transferable` type's representation from a list of them (CoreTransferable's
/// `TransferRepresentationBuilder`), kept in the order written: the first is preferred.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation>(_ r0: R0, _ r1: R1) -> TupleTransferRepresentation<Item, (R0, R1)>
    where R0.Item == Item, R1.Item == Item {
        TupleTransferRepresentation(entries: r0._transferEntries() + r1._transferEntries())
    }

    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2) -> TupleTransferRepresentation<Item, (R0, R1, R2)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item {
        TupleTransferRepresentation(entries: r0._transferEntries() + r1._transferEntries() + r2._transferEntries())
    }

    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item {
        TupleTransferRepresentation(entries: r0._transferEntries() + r1._transferEntries() + r2._transferEntries() + r3._transferEntries())
    }

    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3, R4)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item {
        TupleTransferRepresentation(entries: r0._transferEntries() + r1._transferEntries() + r2._transferEntries() + r3._transferEntries() + r4._transferEntries())
    }

    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3, R4, R5)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item {
        TupleTransferRepresentation(entries: r0._transferEntries() + r1._transferEntries() + r2._transferEntries() + r3._transferEntries() + r4._transferEntries() + r5._transferEntries())
    }

    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3, R4, R5, R6)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item {
        TupleTransferRepresentation(entries: r0._transferEntries() + r1._transferEntries() + r2._transferEntries() + r3._transferEntries() + r4._transferEntries() + r5._transferEntries() + r6._transferEntries())
    }

    public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation>(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7) -> TupleTransferRepresentation<Item, (R0, R1, R2, R3, R4, R5, R6, R7)>
    where R0.Item == Item, R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item, R7.Item == Item {
        TupleTransferRepresentation(entries: r0._transferEntries() + r1._transferEntries() + r2._transferEntries() + r3._transferEntries() + r4._transferEntries() + r5._transferEntries() + r6._transferEntries() + r7._transferEntries())
    }
}

/// Several representations listed in a `transferRepresentation` (CoreTransferable's
/// `TupleTransferRepresentation`), flattened in order.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation {
    let entries: [TransferEntry<Item>]
    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }
    public func _transferEntries() -> [TransferEntry<Item>] { entries }
}
