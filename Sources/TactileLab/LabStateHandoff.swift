import Foundation

/// Where a connection's state can be fetched by the connection that replaces it (docs/LAB-PROTOCOL.md,
/// "State across a rebuild"): each live connection registers, under a token it tells its page
/// (`hello`'s `session`), how to get its scene's state snapshot. A page that moves to a new build
/// connects with `/ws?build=<id>&state=<token>` before closing the old connection; the new
/// connection fetches the old session's snapshot here — from the old build's worker — and its
/// scene's `open` starts from it.
///
/// Invariants: a token is unguessable (`LabToken.newID()`, 128 random bits) and names a connection only while it is
/// open; fetching for an unknown token is nil, never an error that ends a connection.
public actor LabStateHandoff {
    public typealias Fetch = @Sendable () async -> String?
    private var sources: [String: Fetch] = [:]

    public init() {}

    /// Registers `fetch` under a new token and returns it.
    public func register(_ fetch: @escaping Fetch) -> String {
        let token = LabToken.newID()
        sources[token] = fetch
        return token
    }

    public func unregister(_ token: String) { sources[token] = nil }

    /// The snapshot (JSON text) of the connection `token` names, nil if it is gone or its worker ended.
    public func snapshot(for token: String) async -> String? {
        guard let fetch = sources[token] else { return nil }
        return await fetch()
    }
}
