import Foundation

/// Represents an item through another `Transferable` type (CoreTransferable's
/// `ProxyRepresentation`): exported as the proxy's representations of `exporting(item)`,
/// imported from them through `importing`. Immediate when the proxy's conversions are.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }

    public func _transferEntries() -> [TransferEntry<Item>] {
        ProxyRepresentation.transferEntries.map { $0.proxied(exporting: exporting, importing: importing) }
    }
}
