import Foundation

/// The standard types' representations, as CoreTransferable declares them: `String` as UTF-8
/// plain text (and from any plain text — not from other text such as JSON), `Data` as `.data`, `URL` as `.url` (its absolute string,
/// UTF-8), `AttributedString` as its characters' plain text. All immediate.
extension String: Transferable {
    public static var transferRepresentation: _StandardTransferRepresentation<String> {
        _StandardTransferRepresentation<String>(contentType: .utf8PlainText, importedAlso: [.plainText],
                                        export: { Data($0.utf8) },
                                        import: { data in
                                            guard let text = String(data: data, encoding: .utf8) else { throw TransferError("the data is not UTF-8 text") }
                                            return text
                                        })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: _StandardTransferRepresentation<Data> {
        _StandardTransferRepresentation<Data>(contentType: .data, importedAlso: [], export: { $0 }, import: { $0 })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: _StandardTransferRepresentation<URL> {
        _StandardTransferRepresentation<URL>(contentType: .url, importedAlso: [.fileURL],
                                     export: { Data($0.absoluteString.utf8) },
                                     import: { data in
                                         guard let text = String(data: data, encoding: .utf8), let url = URL(string: text) else {
                                             throw TransferError("the data is not a URL")
                                         }
                                         return url
                                     })
    }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: _StandardTransferRepresentation<AttributedString> {
        _StandardTransferRepresentation<AttributedString>(contentType: .utf8PlainText, importedAlso: [.plainText],
                                                  export: { Data(String($0.characters).utf8) },
                                                  import: { data in AttributedString(String(decoding: data, as: UTF8.self)) })
    }
}

/// A representation whose conversions never suspend: one content type exported, that type and
/// `importedAlso` imported.
public struct _StandardTransferRepresentation<Item: Transferable>: TransferRepresentation {
    let contentType: UTType
    let importedAlso: [UTType]
    let export: @Sendable (Item) throws -> Data
    let `import`: @Sendable (Data) throws -> Item

    init(contentType: UTType, importedAlso: [UTType], export: @escaping @Sendable (Item) throws -> Data,
         import: @escaping @Sendable (Data) throws -> Item) {
        self.contentType = contentType
        self.importedAlso = importedAlso
        self.export = export
        self.import = `import`
    }

    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }

    public func _transferEntries() -> [TransferEntry<Item>] {
        let export = export, `import` = self.import
        return ([contentType] + importedAlso).enumerated().map { index, type in
            TransferEntry(exportedContentType: index == 0 ? type : nil, importedContentType: type,
                          export: index == 0 ? { item in .now(Result { try export(item) }) } : nil,
                          import: { data in .now(Result { try `import`(data) }) })
        }
    }
}
