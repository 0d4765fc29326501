/// Why a state snapshot could not be read. The scene starts fresh; the message says why.
package struct StateSnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
