import Foundation

/// A type whose values can be carried by a drag, shared or pasted (CoreTransferable's
/// `Transferable`), described by its representations: the content types it exports to and
/// imports from, in order of preference.
///
/// Invariant: a drop decodes a value with the first of the receiving type's importing
/// representations whose content type the carried item offers (`TransferEntry`); a value of the
/// receiving type itself is handed over as it is, without encoding (an in-app drag).
public protocol Transferable: SendableMetatype {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of representing a `Transferable` type (CoreTransferable's `TransferRepresentation`):
/// the built-in ones (`CodableRepresentation`, `DataRepresentation`, `ProxyRepresentation`,
/// `FileRepresentation`) or a composition of them in `body`.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
    /// The representation's ways in and out, in order (Tactile's; not part of SwiftUI).
    func _transferEntries() -> [TransferEntry<Item>]
}

extension TransferRepresentation {
    /// A composed representation's entries are its body's.
    public func _transferEntries() -> [TransferEntry<Item>] {
        (body._transferEntries() as [Any]).compactMap { $0 as? TransferEntry<Item> }
    }
}

/// The `Body` of the built-in representations, which have none (SwiftUI uses `Never`).
public struct _NeverTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public init() {}
    public var body: Self { self }
    public func _transferEntries() -> [TransferEntry<Item>] { [] }
}

/// Whether a representation is offered to other apps (CoreTransferable's `TransferRepresentationVisibility`).
/// This host has one app: every visibility behaves as `.all`.
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let name: String
    public static let all = TransferRepresentationVisibility(name: "all")
    public static let team = TransferRepresentationVisibility(name: "team")
    public static let group = TransferRepresentationVisibility(name: "group")
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

extension TransferRepresentation {
    /// Offers this representation only to `visibility` (every visibility is `.all` here).
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        AdaptedTransferRepresentation(base: self, condition: nil)
    }

    /// Names the file a drop of this representation makes (kept; this host writes no files).
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        AdaptedTransferRepresentation(base: self, condition: nil)
    }

    /// Names the file from the item (kept; this host writes no files).
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        AdaptedTransferRepresentation(base: self, condition: nil)
    }

    /// Exports this representation only for items where `condition` is true.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        AdaptedTransferRepresentation(base: self, condition: condition)
    }
}

/// A representation with an export condition (`exportingCondition`), its file name or visibility set.
struct AdaptedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    typealias Item = Base.Item
    let base: Base
    let condition: (@Sendable (Base.Item) -> Bool)?
    var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }

    func _transferEntries() -> [TransferEntry<Item>] {
        guard let condition else { return base._transferEntries() }
        return base._transferEntries().map { entry in
            var entry = entry
            if let export = entry.export {
                entry.export = { item in condition(item) ? export(item) : nil }
            }
            return entry
        }
    }
}
