/// An error the lab answers with instead of ending the session (docs/LAB-PROTOCOL.md, "Errors —
/// the session always continues"). `code` is one of the protocol's table; `message` is a sentence
/// a person can act on.
public struct LabError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The protocol's error codes, spelled exactly as on the wire.
    public enum Code: String, Sendable, Codable, CaseIterable {
        case malformedJSON = "malformed-json"
        case unknownType = "unknown-type"
        case invalidMessage = "invalid-message"
        case oversized = "oversized"
        case unknownScene = "unknown-scene"
        case noScene = "no-scene"
        case touchRejected = "touch-rejected"
        /// `export`: the scene cannot be made in a test (it names no way to make it), so no test is written.
        case exportUnavailable = "export-unavailable"
        case binaryUnsupported = "binary-unsupported"
        /// `select`: no view is under the point, or none on its path is declared in the scene's source.
        case nothingSelected = "nothing-selected"
        /// `select`: this build of the lab has no selectable mode (built without its `SelectableMode` trait).
        case selectionUnavailable = "selection-unavailable"
        /// The worker process running the session ended (crashed or exited); the session is closed.
        case workerEnded = "worker-ended"
        /// The lab does not run code here: it listens beyond loopback without `--allow-code` (LabCodeGate).
        case codeRefused = "code-refused"
        /// `/ws?build=` names a build that is not running (replaced, evicted, or from before a restart).
        case unknownBuild = "unknown-build"
        /// A user build did not compile; the diagnostics say where and why.
        case compileFailed = "compile-failed"
        /// HTTP only: no such route or asset.
        case notFound = "not-found"
        /// HTTP only (410): a catch-up read asked for a message the server no longer keeps.
        case catchUpGone = "catch-up-gone"
        /// HTTP only (403): the request does not carry the lab's token (docs/SECURITY.md).
        case invalidToken = "invalid-token"
        /// HTTP only (403): the request came from a page of another origin or site (docs/SECURITY.md).
        case invalidOrigin = "invalid-origin"
        /// HTTP only (403, or 400 without a `Host`): the request is addressed to a name the lab does
        /// not answer to (DNS rebinding, docs/SECURITY.md).
        case invalidHost = "invalid-host"
        /// HTTP only (415): `POST /api/builds` with a body that is not `application/json`.
        case unsupportedMediaType = "unsupported-media-type"
        /// HTTP only (429): as many builds as `LabConfiguration.maxConcurrentBuilds` are compiling.
        case tooManyBuilds = "too-many-builds"
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
