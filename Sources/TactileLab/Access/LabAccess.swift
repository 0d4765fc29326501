import Foundation

/// Who may use the lab (docs/SECURITY.md): the lab compiles and runs the Swift it is sent, so every
/// HTTP request and WebSocket upgrade is checked before any route sees it — Jupyter's answer to the
/// attack class of Vite's CVE-2025-24010 (a hostile page in the user's own browser; a hostile name
/// that resolves to loopback).
///
/// Three checks, in order, each refusal an error value (`decide(_:)`):
/// 1. **Host** (DNS rebinding): the request must be addressed to a name the lab answers to — a
///    loopback name (`localhost`, `127.0.0.0/8`, `[::1]`), the address it listens on, a name given
///    with `--allow-host`, or, when it listens on every interface (`0.0.0.0`, `::`), any IP address
///    literal (a literal cannot be rebound). Otherwise 403 `invalid-host`.
/// 2. **Origin** (cross-site requests): an `Origin` header, where a browser sends one, must be the
///    lab's own (`http(s)://` + the request's `Host`); a `Sec-Fetch-Site` other than `same-origin`
///    or `none` is refused too, except for a page navigation. Otherwise 403 `invalid-origin`.
/// 3. **Token** (everything else on this machine): the request carries the lab's secret — the
///    cookie the page got when it was opened from the printed URL, `Authorization: token <secret>`
///    (scripts) or `?token=<secret>` (WebSocket clients). Otherwise 403 `invalid-token`, or for
///    the page itself a page that says how to open the lab.
///
/// Invariants: a request reaches a route only when all three checks pass; without a token
/// (`--no-token`, loopback only) the first two still apply; the decision depends only on the
/// request's method, path, query and headers, never on timing.
public struct LabAccess: Sendable, Equatable {
    /// The secret every request must carry; nil: none is asked (`--no-token`).
    public var token: String?
    /// The address the lab listens on.
    public var host: String
    /// Further host names the lab answers to (`--allow-host`), lowercased.
    public var allowedHosts: [String]

    /// The cookie the page's token is kept in is named this, then `-<port>` (cookies are shared by
    /// every port of a host, so two labs on one machine keep one each).
    public static let cookiePrefix = "tactile-lab-token"

    public init(token: String?, host: String, allowedHosts: [String] = []) {
        self.token = token
        self.host = host
        self.allowedHosts = allowedHosts.map { Self.hostName(of: $0) }
    }

    /// A new random token for `host`: what the lab does unless told otherwise.
    public static func standard(host: String, allowedHosts: [String] = []) -> LabAccess {
        LabAccess(token: LabToken.newToken(), host: host, allowedHosts: allowedHosts)
    }

    /// The URL a person opens: the lab's address with its token, as the lab prints it.
    public func url(host: String, port: Int) -> String {
        let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(name):\(port)/" + (token.map { "?token=\($0)" } ?? "")
    }

    // MARK: Requests

    /// What the checks read of a request.
    public struct Request: Sendable, Equatable {
        public var method: String
        public var path: String
        /// The query as received (without `?`), nil when there is none.
        public var query: String?
        /// The `Host` header (HTTP/1.1) or `:authority` (HTTP/2).
        public var authority: String?
        public var origin: String?
        /// `Sec-Fetch-Site` and `Sec-Fetch-Mode`, which browsers send on every request.
        public var fetchSite: String?
        public var fetchMode: String?
        public var authorization: String?
        /// Every cookie the request carries, in order.
        public var cookies: [Cookie]
        /// Whether the request asks for a WebSocket upgrade.
        public var isUpgrade: Bool

        public struct Cookie: Sendable, Equatable {
            public var name: String
            public var value: String
            public init(name: String, value: String) {
                self.name = name
                self.value = value
            }
        }

        public init(method: String, path: String, query: String? = nil, authority: String?, origin: String? = nil,
                    fetchSite: String? = nil, fetchMode: String? = nil, authorization: String? = nil, cookies: [Cookie] = [],
                    isUpgrade: Bool = false) {
            self.method = method
            self.path = path
            self.query = query
            self.authority = authority
            self.origin = origin
            self.fetchSite = fetchSite
            self.fetchMode = fetchMode
            self.authorization = authorization
            self.cookies = cookies
            self.isUpgrade = isUpgrade
        }

        /// The facts of a request given by its method, request target (`/path?query`), `Host` and a
        /// lookup of every value of a header by its name. A header sent more than once reads as its
        /// values joined by `, ` (HTTP's rule), which no single origin, site or token equals: a
        /// second `Origin` cannot smuggle a foreign one behind the lab's own.
        init(method: String, target: String, authority: String?, isUpgrade: Bool, header: (String) -> [String]) {
            let query = target.firstIndex(of: "?")
            let pairs = header("cookie").flatMap { $0.split(separator: ";") }
            func value(_ name: String) -> String? {
                let values = header(name)
                return values.isEmpty ? nil : values.joined(separator: ", ")
            }
            self.init(method: method, path: String(target[..<(query ?? target.endIndex)]),
                      query: query.map { String(target[target.index(after: $0)...]) }, authority: authority,
                      origin: value("origin"), fetchSite: value("sec-fetch-site"), fetchMode: value("sec-fetch-mode"),
                      authorization: value("authorization"),
                      cookies: pairs.compactMap { text -> Cookie? in
                          let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                          guard parts.count == 2 else { return nil }
                          return Cookie(name: String(parts[0]).trimmingCharacters(in: .whitespaces),
                                        value: String(parts[1]).trimmingCharacters(in: .whitespaces))
                      },
                      isUpgrade: isUpgrade)
        }

        /// The page itself, loaded by a browser: the one request answered with a page when it has no token.
        var isPageLoad: Bool { method == "GET" && path == "/" && !isUpgrade }
    }

    /// What becomes of a request.
    public enum Decision: Sendable, Equatable {
        /// Every check passed: the route answers.
        case allow
        /// The page was opened with the right `?token=`: keep it in `cookie` (a `Set-Cookie` value)
        /// and go to `location`, the same address without the token.
        case signIn(cookie: String, location: String)
        /// The page was opened without the token: a page that says how to open the lab (403).
        case signInPage
        /// Refused with `status` and `error`.
        case refuse(status: Int, error: LabError)
    }

    /// The checks of the type's documentation, in order.
    public func decide(_ request: Request) -> Decision {
        guard let authority = request.authority, !authority.isEmpty else {
            return .refuse(status: 400, error: LabError(.invalidHost, "The request names no host (HTTP/1.1 requires a Host header); the lab answers requests addressed to \(hostList)."))
        }
        guard allowsHost(authority) else {
            return .refuse(status: 403, error: LabError(.invalidHost, "The lab answers requests addressed to \(hostList), not to \"\(Self.excerpt(authority))\": a page under another name must not reach it (DNS rebinding). If that name is yours, start the lab with --allow-host \(Self.hostName(of: authority))."))
        }
        if let origin = request.origin, !Self.isSameOrigin(origin, authority: authority) {
            return .refuse(status: 403, error: LabError(.invalidOrigin, "The lab answers only its own page; this request came from \"\(Self.excerpt(origin))\", another origin."))
        }
        if let site = request.fetchSite?.lowercased(), site != "same-origin", site != "none",
           !(request.fetchMode?.lowercased() == "navigate" && request.method == "GET" && !request.isUpgrade) {
            return .refuse(status: 403, error: LabError(.invalidOrigin, "The lab answers only its own page; this request came from a \(Self.excerpt(site)) page."))
        }
        guard let token else { return .allow }
        let queryToken = Self.queryValue("token", in: request.query)
        if let queryToken, LabToken.matches(queryToken, token) {
            if request.isPageLoad {
                let rest = Self.query(request.query, removing: "token")
                return .signIn(cookie: "\(Self.cookieName(authority: authority))=\(token); Path=/; HttpOnly; SameSite=Strict",
                               location: request.path + (rest.isEmpty ? "" : "?" + rest))
            }
            return .allow
        }
        if let header = Self.authorizationToken(request.authorization), LabToken.matches(header, token) { return .allow }
        if request.cookies.contains(where: { $0.name.hasPrefix(Self.cookiePrefix) && LabToken.matches($0.value, token) }) {
            return .allow
        }
        if request.isPageLoad { return .signInPage }
        return .refuse(status: 403, error: LabError(.invalidToken, queryToken == nil && request.authorization == nil
            ? "This lab asks for its token: open the URL it printed at start (http://…/?token=…), or send Authorization: token <token>."
            : "That is not this lab's token: open the URL it printed at start (a lab started again has a new token)."))
    }

    // MARK: Hosts

    /// Whether a request addressed to `authority` (a `Host` header) is one the lab answers.
    public func allowsHost(_ authority: String) -> Bool {
        let name = Self.hostName(of: authority)
        if name.isEmpty { return false }
        if LabCodeGate.isLoopback(name) || name == Self.hostName(of: host) || allowedHosts.contains(name) { return true }
        return Self.isWildcard(host) && Self.isAddressLiteral(name)
    }

    /// The names the lab answers to, for messages.
    private var hostList: String {
        var names = ["localhost", "127.0.0.1", "[::1]"]
        let own = Self.hostName(of: host)
        if !LabCodeGate.isLoopback(own) && !Self.isWildcard(host) { names.append(own) }
        names += allowedHosts
        if Self.isWildcard(host) { names.append("this machine's IP addresses") }
        return names.joined(separator: ", ")
    }

    /// The name part of a `Host` value or a host option: lowercased, without the port and without
    /// the brackets of an IPv6 literal.
    static func hostName(of authority: String) -> String {
        let text = authority.lowercased()
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return "" }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        // An unbracketed IPv6 literal (a host option such as `::1`) has several colons.
        if text.filter({ $0 == ":" }).count > 1 { return text }
        return String(text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// Whether `host` (an option value) means every interface.
    static func isWildcard(_ host: String) -> Bool {
        let name = hostName(of: host)
        return name == "0.0.0.0" || name == "::" || name == "0:0:0:0:0:0:0:0"
    }

    /// Whether `name` is an IPv4 or IPv6 address literal, which no DNS answer can rebind.
    static func isAddressLiteral(_ name: String) -> Bool {
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        if octets.count == 4, octets.allSatisfy({ !$0.isEmpty && $0.count <= 3 && UInt8($0) != nil }) { return true }
        return name.contains(":") && name.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }

    // MARK: Origins

    /// Whether `origin` (an `Origin` header) is `http(s)://` + `authority`, default ports aside.
    /// A `ws://` or `wss://` origin naming the same host is accepted too: no browser sends one (a
    /// page's origin is `http(s)`, or `null`), while WebSocket client libraries do (swift-websocket
    /// sends `ws://<host>` without the port).
    static func isSameOrigin(_ origin: String, authority: String) -> Bool {
        let text = origin.lowercased()
        guard let separator = text.range(of: "://") else { return false }
        let scheme = String(text[..<separator.lowerBound])
        let rest = String(text[separator.upperBound...])
        guard !rest.isEmpty, !rest.contains("/") else { return false }
        switch scheme {
        case "http", "https":
            return withoutDefaultPort(rest, scheme: scheme) == withoutDefaultPort(authority.lowercased(), scheme: scheme)
        case "ws", "wss":
            return hostName(of: rest) == hostName(of: authority)
        default:
            return false
        }
    }

    private static func withoutDefaultPort(_ authority: String, scheme: String) -> String {
        let port = scheme == "https" ? ":443" : ":80"
        return authority.hasSuffix(port) ? String(authority.dropLast(port.count)) : authority
    }

    // MARK: Token carriers

    /// The cookie a page addressed to `authority` keeps its token in.
    static func cookieName(authority: String) -> String {
        var port = "80"
        if let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") {
            let digits = authority[authority.index(after: colon)...]
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) { port = String(digits) }
        }
        return "\(cookiePrefix)-\(port)"
    }

    /// The secret of `Authorization: token <secret>` (Jupyter's scheme) or `Bearer <secret>`.
    static func authorizationToken(_ header: String?) -> Substring? {
        guard let header else { return nil }
        for scheme in ["token ", "bearer "] where header.lowercased().hasPrefix(scheme) {
            return header.dropFirst(scheme.count).drop { $0 == " " }
        }
        return nil
    }

    /// The first value of `name` in a URL query (`+` and percent escapes decoded).
    static func queryValue(_ name: String, in query: String?) -> String? {
        guard let query else { return nil }
        for item in query.split(separator: "&") {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.first.map(String.init) == name else { continue }
            let raw = parts.count > 1 ? String(parts[1]) : ""
            return raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
        }
        return nil
    }

    /// `query` without its `name` items, the rest exactly as received.
    static func query(_ query: String?, removing name: String) -> String {
        guard let query else { return "" }
        return query.split(separator: "&")
            .filter { $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) != name }
            .joined(separator: "&")
    }

    /// At most 100 characters of a header value, for a message (it may be anything).
    static func excerpt(_ text: String) -> String {
        let printable = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        return printable.count > 100 ? String(printable.prefix(100)) + "…" : printable
    }
}
