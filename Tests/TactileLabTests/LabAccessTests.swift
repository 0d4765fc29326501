import PropertyBased
@testable import TactileLab
import Testing

/// Who may use the lab (docs/SECURITY.md, issue 31): the decision `LabAccess` takes on a request's
/// facts. The same refusals over real sockets are `LabAccessHTTPTests`.
@Suite("Lab access")
struct LabAccessTests {
    static let token = "0123456789abcdef0123456789abcdef"
    static let access = LabAccess(token: token, host: "127.0.0.1")

    /// A request the lab's own page makes: addressed to the lab, from the lab's page, with its cookie.
    static func ownPage(_ method: String = "GET", _ path: String = "/api/scenes", query: String? = nil) -> LabAccess.Request {
        LabAccess.Request(method: method, path: path, query: query, authority: "127.0.0.1:8080", origin: "http://127.0.0.1:8080",
                          fetchSite: "same-origin", fetchMode: "cors", cookies: [.init(name: "tactile-lab-token-8080", value: token)])
    }

    static func code(_ decision: LabAccess.Decision) -> LabError.Code? {
        if case .refuse(_, let error) = decision { return error.code }
        return nil
    }

    @Test("the lab's own page, with its cookie, is let through")
    func ownPageIsAllowed() {
        #expect(Self.access.decide(Self.ownPage()) == .allow)
        #expect(Self.access.decide(Self.ownPage("POST", "/api/builds")) == .allow)
    }

    // MARK: Host

    @Test("a request addressed to another name is refused, token or not (DNS rebinding)",
          arguments: ["evil.example:8080", "evil.example", "127.0.0.1.evil.example:8080", "localhost.evil.example", "lab.local:8080", "192.168.1.20:8080"])
    func foreignHostIsRefused(authority: String) throws {
        var request = Self.ownPage()
        request.authority = authority
        request.origin = nil
        let decision = Self.access.decide(request)
        #expect(Self.code(decision) == .invalidHost)
        guard case .refuse(let status, let error) = decision else { return }
        #expect(status == 403)
        #expect(error.message.contains("--allow-host"))
    }

    @Test("loopback names are answered on a loopback lab",
          arguments: ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080", "127.0.0.1", "localhost"])
    func loopbackNamesAreAnswered(authority: String) {
        var request = Self.ownPage()
        request.authority = authority
        request.origin = nil
        #expect(Self.access.decide(request) == .allow)
    }

    @Test("--allow-host adds a name, and a lab on every interface answers IP literals but no other name")
    func allowedHostsAndWildcards() {
        var request = Self.ownPage()
        request.origin = nil
        request.authority = "lab.local:8080"
        #expect(LabAccess(token: Self.token, host: "127.0.0.1", allowedHosts: ["Lab.Local"]).decide(request) == .allow)
        let everywhere = LabAccess(token: Self.token, host: "0.0.0.0")
        for literal in ["192.168.1.20:8080", "10.0.0.1", "[fe80::1]:8080"] {
            request.authority = literal
            #expect(everywhere.decide(request) == .allow, "\(literal)")
        }
        request.authority = "evil.example:8080"
        #expect(Self.code(everywhere.decide(request)) == .invalidHost)
        request.authority = nil
        #expect(Self.code(everywhere.decide(request)) == .invalidHost)
    }

    // MARK: Origin

    @Test("a request from a page of another origin is refused, with the right token too",
          arguments: ["http://evil.example", "http://127.0.0.1:9999", "http://localhost:8080", "https://127.0.0.1:9999", "null", "file://", "",
                      "ws://evil.example", "chrome-extension://abcdef"])
    func foreignOriginIsRefused(origin: String) throws {
        var request = Self.ownPage("POST", "/api/builds")
        request.origin = origin
        let decision = Self.access.decide(request)
        #expect(Self.code(decision) == .invalidOrigin)
        guard case .refuse(let status, _) = decision else { return }
        #expect(status == 403)
    }

    @Test("a WebSocket client library's ws:// origin naming the lab's host is the lab's own; no browser sends one")
    func webSocketClientOriginIsOwn() {
        var request = Self.ownPage("GET", "/ws")
        request.isUpgrade = true
        request.fetchSite = nil
        request.origin = "ws://127.0.0.1"
        #expect(Self.access.decide(request) == .allow)
        request.origin = "ws://evil.example"
        #expect(Self.code(Self.access.decide(request)) == .invalidOrigin)
    }

    @Test("a second Origin header cannot hide a foreign origin behind the lab's own")
    func repeatedOriginIsRefused() {
        let request = LabAccess.Request(method: "GET", target: "/ws", authority: "127.0.0.1:8080", isUpgrade: true) { name in
            switch name {
            case "origin": ["http://127.0.0.1:8080", "http://evil.example"]
            case "authorization": ["token \(Self.token)"]
            default: []
            }
        }
        #expect(request.origin == "http://127.0.0.1:8080, http://evil.example")
        #expect(Self.code(Self.access.decide(request)) == .invalidOrigin)
    }

    @Test("a WebSocket upgrade from another origin is refused")
    func foreignWebSocketIsRefused() {
        var request = Self.ownPage("GET", "/ws", query: "build=b-00")
        request.isUpgrade = true
        request.origin = "http://evil.example"
        request.fetchSite = nil
        #expect(Self.code(Self.access.decide(request)) == .invalidOrigin)
    }

    @Test("a request the browser marks as from another site is refused, even without an Origin",
          arguments: ["cross-site", "same-site"])
    func crossSiteFetchIsRefused(site: String) {
        var request = Self.ownPage()
        request.origin = nil
        request.fetchSite = site
        request.fetchMode = "no-cors"
        #expect(Self.code(Self.access.decide(request)) == .invalidOrigin)
        // A navigation from another site reaches the token check instead (and, with a
        // SameSite=Strict cookie the browser did not send, the sign-in page).
        var navigation = LabAccess.Request(method: "GET", path: "/", authority: "127.0.0.1:8080", fetchSite: site, fetchMode: "navigate")
        #expect(Self.access.decide(navigation) == .signInPage)
        navigation.isUpgrade = true
        #expect(Self.code(Self.access.decide(navigation)) == .invalidOrigin)
    }

    // MARK: Token

    @Test("without the token an API call is refused and the page is a sign-in page")
    func missingTokenIsRefused() {
        var request = Self.ownPage()
        request.cookies = []
        #expect(Self.code(Self.access.decide(request)) == .invalidToken)
        request.path = "/"
        #expect(Self.access.decide(request) == .signInPage)
        request.path = "/ws"
        request.isUpgrade = true
        #expect(Self.code(Self.access.decide(request)) == .invalidToken)
    }

    @Test("a wrong token in any carrier is refused")
    func wrongTokenIsRefused() {
        let wrong = String(Self.token.dropLast()) + "0"
        var request = Self.ownPage()
        request.cookies = [.init(name: "tactile-lab-token-8080", value: wrong)]
        #expect(Self.code(Self.access.decide(request)) == .invalidToken)
        request.cookies = []
        request.authorization = "token \(wrong)"
        #expect(Self.code(Self.access.decide(request)) == .invalidToken)
        request.authorization = nil
        request.query = "token=\(wrong)"
        #expect(Self.code(Self.access.decide(request)) == .invalidToken)
        // The right value under another cookie's name is not the lab's cookie.
        request.query = nil
        request.cookies = [.init(name: "session", value: Self.token)]
        #expect(Self.code(Self.access.decide(request)) == .invalidToken)
    }

    @Test("scripts carry the token in Authorization or the query")
    func headerAndQueryCarryTheToken() {
        var request = LabAccess.Request(method: "GET", path: "/api/scenes", authority: "localhost:8080", authorization: "token \(Self.token)")
        #expect(Self.access.decide(request) == .allow)
        request.authorization = "Bearer \(Self.token)"
        #expect(Self.access.decide(request) == .allow)
        request.authorization = nil
        request.query = "from=0&token=\(Self.token)"
        #expect(Self.access.decide(request) == .allow)
    }

    @Test("the page opened from the printed URL keeps the token in a strict, HttpOnly cookie and drops it from its address")
    func signInSetsTheCookie() throws {
        let request = LabAccess.Request(method: "GET", path: "/", query: "token=\(Self.token)&scene=004-star-drag-position",
                                        authority: "127.0.0.1:8080", fetchSite: "none", fetchMode: "navigate")
        guard case .signIn(let cookie, let location) = Self.access.decide(request) else {
            Issue.record("the page with its token was not signed in: \(Self.access.decide(request))")
            return
        }
        #expect(location == "/?scene=004-star-drag-position")
        #expect(cookie.hasPrefix("tactile-lab-token-8080=\(Self.token);"))
        #expect(cookie.contains("HttpOnly"))
        #expect(cookie.contains("SameSite=Strict"))
        #expect(cookie.contains("Path=/"))
    }

    @Test("--no-token asks no token, but hosts and origins are still checked")
    func noTokenStillChecksHostAndOrigin() {
        let open = LabAccess(token: nil, host: "127.0.0.1")
        var request = Self.ownPage()
        request.cookies = []
        #expect(open.decide(request) == .allow)
        request.origin = "http://evil.example"
        #expect(Self.code(open.decide(request)) == .invalidOrigin)
        request.origin = nil
        request.authority = "evil.example:8080"
        #expect(Self.code(open.decide(request)) == .invalidHost)
    }

    @Test("the printed URL carries the token; without one it is the bare address")
    func printedURL() {
        #expect(Self.access.url(host: "127.0.0.1", port: 8080) == "http://127.0.0.1:8080/?token=\(Self.token)")
        #expect(LabAccess(token: nil, host: "::1").url(host: "::1", port: 9) == "http://[::1]:9/")
    }

    // MARK: Secrets and ids

    @Test("tokens and ids are random hexadecimal of their full width, never repeated")
    func tokensAreRandom() {
        let tokens = (0..<200).map { _ in LabToken.newToken() }
        #expect(Set(tokens).count == tokens.count)
        #expect(tokens.allSatisfy { $0.utf8.count == 2 * LabToken.tokenBytes && $0.allSatisfy(\.isHexDigit) })
        #expect(LabToken.tokenBytes * 8 >= 128)
        let ids = (0..<200).map { _ in LabToken.newID() }
        #expect(Set(ids).count == ids.count)
        #expect(LabToken.idBytes * 8 >= 128)
        // Every hexadecimal digit turns up in each position over many draws (not a counter).
        let firstDigits = Set(ids.map { $0.first! })
        #expect(firstDigits.count > 8)
    }

    @Test("build ids and handoff tokens are random, not counters")
    func idsAreNotCounters() async {
        let builds = (0..<50).map { _ in LabPlayground.newBuildID() }
        #expect(Set(builds).count == builds.count)
        #expect(builds.allSatisfy { $0.hasPrefix("b-") && $0.utf8.count == 2 + 2 * LabToken.idBytes })
        #expect(!builds.contains("b1") && !builds.contains("b2"))
        let handoff = LabStateHandoff()
        let first = await handoff.register { nil }
        let second = await handoff.register { nil }
        #expect(first != second)
        #expect(first.utf8.count == 2 * LabToken.idBytes && first.allSatisfy(\.isHexDigit))
    }

    @Test("--token takes a URL- and cookie-safe secret of 16 characters or more")
    func givenTokensAreChecked() {
        #expect(LabToken.isWellFormed("correct-horse-battery-staple"))
        #expect(!LabToken.isWellFormed("short"))
        #expect(!LabToken.isWellFormed("has a space in it, sadly"))
        #expect(!LabToken.isWellFormed("semi;colon;cookie;breaker"))
    }

    // MARK: Property

    static let methods = ["GET", "POST", "PUT", "OPTIONS"]
    static let paths = ["/", "/api/devices", "/api/scenes", "/api/builds", "/ws", "/api/sessions/x/tap", "/assets/lab.js"]
    static let authorities: [String?] = [nil, "127.0.0.1:8080", "localhost:8080", "evil.example:8080", "[::1]:8080"]
    static let origins: [String?] = [nil, "http://127.0.0.1:8080", "http://evil.example", "null"]
    static let sites: [String?] = [nil, "same-origin", "none", "cross-site"]

    /// Every combination of the lists above, a token carrier (cookie, header, query, none) and
    /// upgrade or not, numbered.
    static let combinations = methods.count * paths.count * authorities.count * origins.count * sites.count * 4 * 2

    /// Request number `index` of `combinations`, carrying `guess` (never the lab's token: letters only).
    static func request(_ index: Int, guess: String) -> LabAccess.Request {
        var rest = index
        func pick<T>(_ list: [T]) -> T {
            defer { rest /= list.count }
            return list[rest % list.count]
        }
        let method = pick(methods), path = pick(paths), authority = pick(authorities), origin = pick(origins), site = pick(sites)
        let carrier = pick([0, 1, 2, 3]), upgrade = pick([false, true])
        var request = LabAccess.Request(method: method, path: path, authority: authority, origin: origin, fetchSite: site,
                                        fetchMode: site == nil ? nil : "cors", isUpgrade: upgrade)
        switch carrier {
        case 0: request.cookies = [.init(name: "tactile-lab-token-8080", value: guess)]
        case 1: request.authorization = "token \(guess)"
        case 2: request.query = "token=\(guess)"
        default: break
        }
        return request
    }

    @Test("no request without the lab's token reaches a route, whatever else it carries")
    func nothingWithoutTheTokenIsAllowed() async {
        let input = zip(Gen.int(in: 0...(Self.combinations - 1)), Gen.lowercaseLetter.array(of: 0...40))
        await propertyCheck(count: 2_000, input: input) { (index: Int, letters: [Character]) in
            let request = Self.request(index, guess: String(letters))
            let decision = Self.access.decide(request)
            #expect(decision != .allow, "\(request)")
            if case .signIn = decision { Issue.record("signed in without the token: \(request)") }
        }
    }
}
