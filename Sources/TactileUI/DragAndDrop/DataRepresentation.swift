import Foundation

/// Represents an item as data of one content type, converted by the given closures
/// (CoreTransferable's `DataRepresentation`). The closures are async: a drop runs them as a task
/// of the host (`TransferEntry`), so the drop's action follows when they finish.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let exportedType: UTType?
    let importedType: UTType?
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        (exportedType, importedType, self.exporting, self.importing) = (contentType, contentType, exporting, importing)
    }

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        (exportedType, importedType, self.exporting, self.importing) = (exportedContentType, nil, exporting, nil)
    }

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        (exportedType, importedType, self.exporting, self.importing) = (nil, importedContentType, nil, importing)
    }

    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }

    public func _transferEntries() -> [TransferEntry<Item>] {
        let exporting = exporting, importing = importing
        return [TransferEntry(
            exportedContentType: exportedType, importedContentType: importedType,
            export: exporting.map { exporting in { item in
                nonisolated(unsafe) let item = item
                return .later { try await exporting(item) }
            } },
            import: importing.map { importing in { data in .later { try await importing(data) } } })]
    }
}
