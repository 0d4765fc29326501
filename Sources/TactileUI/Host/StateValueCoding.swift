import Foundation

/// Storage whose value can leave the process as JSON and come back (`StateSnapshot`): the cell
/// behind a `@State`.
///
/// Invariant: `encodedValue()` and `restore(fromJSON:)` never trap; a value that is not `Codable`
/// or does not decode is an error value with a sentence a person can read.
package protocol StateValueCoding: AnyObject {
    /// `String(reflecting: Value.self)`.
    var valueTypeName: String { get }
    /// The current value as JSON text, or why it cannot be.
    func encodedValue() -> Result<String, StateSnapshotError>
    /// Sets the value from JSON text (without notifying: the tree is being built), or says why not.
    func restore(fromJSON text: String) -> StateSnapshotError?
}

extension StateStorage: StateValueCoding {
    package var valueTypeName: String { String(reflecting: Value.self) }

    package func encodedValue() -> Result<String, StateSnapshotError> {
        guard let encodable = value as? any Encodable, Value.self is any Decodable.Type else {
            return .failure(StateSnapshotError("its type \(valueTypeName) is not Codable"))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return .success(String(decoding: try encoder.encode(encodable), as: UTF8.self))
        } catch {
            return .failure(StateSnapshotError("its value could not be encoded (\(error))"))
        }
    }

    package func restore(fromJSON text: String) -> StateSnapshotError? {
        guard let decodable = Value.self as? any Decodable.Type else {
            return StateSnapshotError("its type \(valueTypeName) is not Codable")
        }
        do {
            guard let decoded = try JSONDecoder().decode(decodable, from: Data(text.utf8)) as? Value else {
                return StateSnapshotError("the decoded value is not a \(valueTypeName)")
            }
            value = decoded
            return nil
        } catch {
            return StateSnapshotError("\(error)")
        }
    }
}
