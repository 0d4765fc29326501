import Foundation

/// The lab's own files (`Assets/` in the bundle) — the only files the server ever sends.
///
/// Invariant: a name outside `names` is never looked up, so no path from a request reaches the
/// file system (no traversal, no listing).
public struct LabAssets: Sendable {
    /// The whitelist (docs/LAB-PROTOCOL.md, HTTP): the page and what `/assets/<name>` may serve.
    public static let page = "index.html"
    public static let names: Set<String> = ["lab.js", "editor.js", "lab.css", "timeline.js", "timeline.css", "favicon.svg", "tap.js"]

    /// One asset's bytes and media type.
    public struct Asset: Sendable {
        public var bytes: [UInt8]
        public var contentType: String
    }

    private let assets: [String: Asset]

    /// Reads every whitelisted file the bundle has; a missing one is answered with 404.
    public init() {
        var assets: [String: Asset] = [:]
        for name in Self.names.union([Self.page]) {
            let url = Bundle.module.resourceURL?.appendingPathComponent("Assets").appendingPathComponent(name)
            guard let url, let data = try? Data(contentsOf: url) else { continue }
            assets[name] = Asset(bytes: Array(data), contentType: Self.contentType(of: name))
        }
        self.assets = assets
    }

    /// The asset called `name`, if it is on the whitelist and in the bundle.
    public func asset(named name: String) -> Asset? {
        guard name == Self.page || Self.names.contains(name) else { return nil }
        return assets[name]
    }

    private static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "html": "text/html; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}
