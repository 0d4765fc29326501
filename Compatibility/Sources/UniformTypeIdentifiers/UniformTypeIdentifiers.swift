// `import UniformTypeIdentifiers` on Linux: `UTType`, the type Tactile's drag and drop names
// content by (docs/COMPATIBILITY.md, "Drag and drop"), with Foundation, which it re-exports.
@_exported import Foundation
@_exported import struct TactileUI.UTType
