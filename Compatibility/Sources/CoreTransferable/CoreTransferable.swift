// `import CoreTransferable` on Linux: `Transferable` and its representations as Tactile declares
// them (docs/COMPATIBILITY.md, "Drag and drop"), with UniformTypeIdentifiers, which it re-exports.
@_exported import UniformTypeIdentifiers
@_exported import protocol TactileUI.Transferable
@_exported import protocol TactileUI.TransferRepresentation
@_exported import struct TactileUI.TransferRepresentationBuilder
@_exported import struct TactileUI.TupleTransferRepresentation
@_exported import struct TactileUI.CodableRepresentation
@_exported import struct TactileUI.DataRepresentation
@_exported import struct TactileUI.FileRepresentation
@_exported import struct TactileUI.ProxyRepresentation
@_exported import struct TactileUI.SentTransferredFile
@_exported import struct TactileUI.ReceivedTransferredFile
@_exported import struct TactileUI.TransferRepresentationVisibility
