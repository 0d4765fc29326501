import Foundation

/// A file handed over by a drop's sender (CoreTransferable's `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received by a drop (CoreTransferable's `ReceivedTransferredFile`).
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// Represents an item as a file of one content type (CoreTransferable's `FileRepresentation`).
/// Here the file's contents travel as data: exporting reads the sent file, importing writes the
/// data to a new file in the temporary directory and hands that file to `importing`.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let exportedType: UTType?
    let importedType: UTType?
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        (exportedType, importedType, self.exporting, self.importing) = (contentType, contentType, exporting, importing)
    }

    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        (exportedType, importedType, self.exporting, self.importing) = (exportedContentType, nil, exporting, nil)
    }

    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        (exportedType, importedType, self.exporting, self.importing) = (nil, importedContentType, nil, importing)
    }

    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }

    public func _transferEntries() -> [TransferEntry<Item>] {
        let exporting = exporting, importing = importing
        let fileExtension = importedType?.preferredFilenameExtension
        return [TransferEntry(
            exportedContentType: exportedType, importedContentType: importedType,
            export: exporting.map { exporting in { item in
                nonisolated(unsafe) let item = item
                return .later { try Data(contentsOf: try await exporting(item).file) }
            } },
            import: importing.map { importing in { data in .later {
                var file = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-drop-\(UUID().uuidString)")
                if let fileExtension { file.appendPathExtension(fileExtension) }
                try data.write(to: file)
                return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
            } } })]
    }
}
