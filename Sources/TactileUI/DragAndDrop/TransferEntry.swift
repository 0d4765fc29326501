import Foundation

/// One way in or out of a `Transferable` type, flattened from its representations: the content
/// type, how an item becomes data of that type (`export`), and how such data becomes an item
/// (`import`). A representation that only exports or only imports leaves the other nil.
///
/// Conversions that cannot suspend (`CodableRepresentation`, `ProxyRepresentation` over one, the
/// standard types' own) give their result at once (`TransferResult.now`); those written as async
/// closures (`DataRepresentation`, `FileRepresentation`) give a `later` one, which a drop runs as
/// a task of the host (so `ViewHost.waitForTasks()` waits for it).
public struct TransferEntry<Item>: @unchecked Sendable {
    /// The content type the item is exported as.
    package var exportedContentType: UTType?
    /// The content type data is imported from.
    package var importedContentType: UTType?
    /// The item as data of `exportedContentType`; nil when this entry does not export it.
    package var export: ((Item) -> TransferResult<Data>?)?
    /// Data of `importedContentType` as an item.
    package var `import`: ((Data) -> TransferResult<Item>)?

    package init(exportedContentType: UTType?, importedContentType: UTType?,
                 export: ((Item) -> TransferResult<Data>?)?, import: ((Data) -> TransferResult<Item>)?) {
        self.exportedContentType = exportedContentType
        self.importedContentType = importedContentType
        self.export = export
        self.import = `import`
    }

    /// Through a proxy: `Item` exported as `Proxy` then as the proxy's data, and back.
    package func proxied<Outer>(exporting: ((Outer) throws -> Item)?, importing: ((Item) throws -> Outer)?) -> TransferEntry<Outer> {
        let export = self.export, `import` = self.import
        return TransferEntry<Outer>(
            exportedContentType: exporting == nil ? nil : exportedContentType,
            importedContentType: importing == nil ? nil : importedContentType,
            export: export.flatMap { export in exporting.map { exporting in { outer in
                do { return export(try exporting(outer)) } catch { return .now(.failure(error)) }
            } } },
            import: `import`.flatMap { `import` in importing.map { importing in { data in
                `import`(data).flatMap { item in try importing(item) }
            } } })
    }
}

/// A conversion's result: ready now, or an async computation to run.
public enum TransferResult<Value>: @unchecked Sendable {
    case now(Result<Value, any Error>)
    case later(@Sendable () async throws -> Value)

    /// The result passed through `transform`, now or later.
    package func flatMap<Other>(_ transform: @escaping (Value) throws -> Other) -> TransferResult<Other> {
        switch self {
        case .now(let result):
            return .now(result.flatMap { value in Result { try transform(value) } })
        case .later(let work):
            nonisolated(unsafe) let transform = transform
            return .later { try transform(try await work()) }
        }
    }
}

/// Why a transfer failed (CoreTransferable reports these as `Error`s to `loadTransferable`).
public struct TransferError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String
    package init(_ description: String) { self.description = description }

    static func noRepresentation(_ type: Any.Type, offered: [String]) -> TransferError {
        TransferError("no representation of \(type) imports any of the offered types (\(offered.joined(separator: ", ")))")
    }
}

extension Transferable {
    /// The type's ways in and out, in the order its representation declares them.
    package static var transferEntries: [TransferEntry<Self>] {
        (transferRepresentation._transferEntries() as [Any]).compactMap { $0 as? TransferEntry<Self> }
    }
}
