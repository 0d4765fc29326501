// `import OSLog` (iOS 15): the `os` module's logging API, which OSLog re-exports.
@_exported import os
