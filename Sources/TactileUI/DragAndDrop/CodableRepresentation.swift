import Foundation
import OpenCombine

/// Represents a `Codable` item as data of `contentType` made by `encoder` and read by `decoder`
/// (CoreTransferable's `CodableRepresentation`; JSON by default). Both directions are immediate.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation
where Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    let contentType: UTType
    nonisolated(unsafe) let encoder: Encoder
    nonisolated(unsafe) let decoder: Decoder

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }

    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }

    public func _transferEntries() -> [TransferEntry<Item>] {
        let encoder = encoder, decoder = decoder
        return [TransferEntry(exportedContentType: contentType, importedContentType: contentType,
                              export: { item in .now(Result { try encoder.encode(item) }) },
                              import: { data in .now(Result { try decoder.decode(Item.self, from: data) }) })]
    }
}

// JSON is CodableRepresentation's default coding, and Combine's `TopLevelEncoder` is the
// protocol its signature names; OpenCombine declares the conformances only in
// OpenCombineFoundation, whose `Timer`/`RunLoop` publishers would shadow Tactile's own.
extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}

extension CodableRepresentation {
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}
