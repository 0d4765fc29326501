import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// The lab's HTTP and WebSocket server (docs/LAB-PROTOCOL.md): `GET /`, `/assets/<name>` for the
/// whitelisted assets, `/api/devices`, `/api/scenes`, `/api/scenes/<id>` and the `/ws` upgrade, one `LabSession`
/// per connection. Every error body is `{"error": {"code", "message"}}`. With a `LabPlayground`:
/// `POST /api/builds` compiles an edited scene, the user files join `/api/scenes`, and
/// `/ws?build=<id>` relays to that build's worker (docs/LAB-PROTOCOL.md, "Playground").
///
/// Invariant: every request and WebSocket upgrade passes `access` (`LabAccessMiddleware`) before
/// any route sees it (docs/SECURITY.md).
public struct LabServer: Sendable {
    public let configuration: LabConfiguration
    /// Who may use the lab: its token and the names it answers to (`LabAccess`).
    public let access: LabAccess
    /// The clock idle sessions are measured on: the continuous clock, or a test's own.
    public let idleClock: LabIdleClock
    /// The worker processes sessions run in; nil: sessions run in this process, on its main actor.
    public let workers: LabWorkerPool?
    /// User builds; nil: the lab runs only its built-in catalog (`POST /api/builds` answers `code-refused`).
    public let playground: LabPlayground?
    /// Connections' state, for the connections that replace them on a new build.
    public let handoff = LabStateHandoff()
    /// How the page messages relayed to workers went: from the event loop, or through each
    /// connection's message loop.
    public let relayCounts = LabRelayCounts()
    /// Connections' pages that may read their socket's messages by request (`LabCatchUp`).
    public let catchUp: LabCatchUp
    private let assets = LabAssets()

    /// `access` nil: a new random token, for the names `configuration.host` stands for.
    public init(configuration: LabConfiguration = .standard, access: LabAccess? = nil, idleClock: LabIdleClock = .continuous,
                workers: LabWorkerPool? = nil, playground: LabPlayground? = nil) {
        self.configuration = configuration
        self.access = access ?? .standard(host: configuration.host)
        self.idleClock = idleClock
        self.workers = workers
        self.playground = playground
        catchUp = LabCatchUp(maxWait: configuration.catchUpMaxWait)
    }

    /// The application, ready for `runService()` (which also ends it cleanly on SIGINT and
    /// SIGTERM) or for Hummingbird's testing framework. `onListening` gets the bound host and port.
    /// Hummingbird's own log goes to standard error at `warning` and above, so standard output
    /// carries only what the caller prints.
    public func makeApplication(
        onListening: @escaping @Sendable (_ host: String, _ port: Int) async -> Void = { _, _ in }
    ) -> some ApplicationProtocol {
        let router = makeRouter()
        var logger = Logger(label: "TactileLab") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .warning
        let host = configuration.host
        return Application(
            router: router,
            // Hummingbird's HTTP/1 server with WebSocket upgrades, and the access gate ahead of them.
            server: LabGatedChannel.server(router: router, configuration: .init(maxFrameSize: configuration.maxFrameBytes,
                                                                                     autoPing: configuration.webSocketPingInterval.map { .enabled(timePeriod: $0) } ?? .disabled),
                                           access: access, logger: Self.accessLogger),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "Tactile Lab"),
            onServerRunning: { channel in
                await onListening(host, channel.localAddress?.port ?? 0)
            },
            logger: logger)
    }

    /// Where refusals are logged: standard error, at `warning`.
    static var accessLogger: Logger {
        var logger = Logger(label: "TactileLab.access") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .warning
        return logger
    }

    /// The routes, each behind `LabAccessMiddleware` (WebSocket upgrades are checked before, by
    /// `LabUpgradeGate`, and again there).
    func makeRouter() -> Router<LabRequestContext> {
        let router = Router(context: LabRequestContext.self)
        router.add(middleware: JSONErrorMiddleware())
        router.add(middleware: LabAccessMiddleware(access: access, logger: Self.accessLogger))
        let assets = assets
        let configuration = configuration
        let idleClock = idleClock
        let workers = workers
        let playground = playground
        let handoff = handoff
        let relayCounts = relayCounts
        let catchUp = catchUp
        router.get("/") { _, _ in
            try Self.serve(assets.asset(named: LabAssets.page), name: LabAssets.page)
        }
        router.get("/assets/{name}") { _, context in
            let name = context.parameters.get("name") ?? ""
            return try Self.serve(assets.asset(named: name), name: name)
        }
        router.get("/api/devices") { _, _ in
            try Self.json(LabDeviceList.all)
        }
        router.get("/api/scenes") { _, _ in
            try Self.json(LabSceneEntry.all + (await playground?.userCatalog ?? []))
        }
        router.get("/api/scenes/{id}") { _, context in
            let id = context.parameters.get("id") ?? ""
            let user = await playground?.userCatalog ?? []
            guard let entry = (LabSceneEntry.all + user).first(where: { $0.id == id }) else {
                throw LabHTTPError(status: .notFound, error: LabError(.unknownScene, "There is no scene \"\(id)\"; GET /api/scenes lists them."))
            }
            return try Self.json(entry)
        }
        router.post("/api/builds") { request, _ in
            try await Self.build(request, playground: playground, configuration: configuration)
        }
        router.get("/api/sessions/{token}/messages") { request, context in
            let query = request.uri.queryParameters
            let body = try await catchUp.read(token: context.parameters.get("token") ?? "", from: query.get("from"),
                                              waitMilliseconds: query.get("wait"))
            return Response(status: .ok, headers: [.contentType: "application/jsonl; charset=utf-8", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(string: body)))
        }
        router.ws("/api/sessions/{token}/tap") { inbound, outbound, context in
            try await LabTap.run(inbound: inbound, outbound: outbound, context: context, catchUp: catchUp)
        }
        router.ws("/ws") { inbound, outbound, context in
            var pool = workers
            if let build = context.request.uri.queryParameters.get("build") {
                pool = await playground?.pool(for: build)
                guard pool != nil else {
                    let error = LabError(.unknownBuild, "Build \"\(build)\" is not running any more (a newer build replaced it, or the lab restarted); press Run again.")
                    try await outbound.write(.text(LabReply.error(error, received: nil).json()))
                    try await outbound.close(.normalClosure, reason: "unknown build")
                    return
                }
            }
            let restoreFrom = context.request.uri.queryParameters.get("state")
            try await LabConnection(configuration: configuration, idleClock: idleClock, workers: pool, notices: await playground?.notices(),
                                    handoff: handoff, restoreFrom: restoreFrom, channel: context.requestContext.channel,
                                    relayCounts: relayCounts, catchUp: catchUp)
                .run(inbound: inbound, outbound: outbound)
        }
        return router
    }

    /// `POST /api/builds` `{"scene": id, "source": text}`: the build's id and scenes, or the
    /// compiler's diagnostics (200 with `error` `compile-failed`), or 403 `code-refused` (LabCodeGate).
    private static func build(_ request: Request, playground: LabPlayground?, configuration: LabConfiguration) async throws -> Response {
        guard let playground else {
            throw LabHTTPError(status: .forbidden, error: LabError(.codeRefused, "This lab was started without user builds; it runs only its own scenes."))
        }
        if let refusal = playground.gate.refusal {
            throw LabHTTPError(status: .forbidden, error: refusal)
        }
        // JSON only: a page of another origin can send text/plain or a form without asking, but
        // application/json needs a CORS preflight, which the lab never grants (docs/SECURITY.md).
        let mediaType = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/json" else {
            throw LabHTTPError(status: .unsupportedMediaType, error: LabError(.unsupportedMediaType, "POST /api/builds takes Content-Type: application/json, not \(mediaType.map { "\"\(LabAccess.excerpt($0))\"" } ?? "none")."))
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: configuration.maxMessageBytes)
        } catch {
            throw LabHTTPError(status: .contentTooLarge, error: LabError(.oversized, "POST /api/builds takes a body of at most \(configuration.maxMessageBytes) bytes."))
        }
        let fields: BuildRequest
        do {
            fields = try JSONDecoder().decode(BuildRequest.self, from: Data(body.readableBytesView))
        } catch {
            throw LabHTTPError(status: .badRequest, error: LabError(.invalidMessage, "POST /api/builds takes a JSON object {\"scene\": id, \"source\": Swift text}."))
        }
        let info: LabPlayground.BuildInfo
        do {
            info = try await playground.compileEdited(sceneID: fields.scene, source: fields.source)
        } catch {
            // Code that does not compile is a request answered, not a failed one (200): the page
            // shows the diagnostics, and the browser logs no failed resource.
            let status: HTTPResponse.Status = switch error.error.code {
            case .codeRefused: .forbidden
            case .unknownScene: .notFound
            case .oversized: .contentTooLarge
            case .tooManyBuilds: .tooManyRequests
            default: .ok
            }
            return try json(BuildFailure(error: .init(code: error.error.code.rawValue, message: error.error.message), diagnostics: error.diagnostics),
                            status: status)
        }
        return try json(info)
    }

    private struct BuildRequest: Decodable {
        var scene: String
        var source: String
    }

    private struct BuildFailure: Encodable {
        struct Detail: Encodable {
            var code: String
            var message: String
        }
        var error: Detail
        var diagnostics: [LabDiagnostic]
    }

    /// With both, the page is cross-origin isolated (on loopback, a secure context): it may share
    /// memory with its tap worker (`LabTap`, lab.js). The lab loads nothing from other origins.
    private static let openerPolicy = HTTPFields.Element.Name("Cross-Origin-Opener-Policy")!
    private static let embedderPolicy = HTTPFields.Element.Name("Cross-Origin-Embedder-Policy")!
    /// Only the lab's own pages may frame a lab page (a variant is the page in an `iframe` of the
    /// page): another site cannot frame it under a click it disguises (SECURITY.md).
    private static let contentSecurityPolicy = HTTPFields.Element.Name("Content-Security-Policy")!

    private static func serve(_ asset: LabAssets.Asset?, name: String) throws -> Response {
        guard let asset else {
            throw LabHTTPError(status: .notFound, error: LabError(.notFound, "The lab has no asset \"\(name)\"."))
        }
        return Response(status: .ok, headers: [.contentType: asset.contentType, .cacheControl: "no-cache",
                                               Self.openerPolicy: "same-origin", Self.embedderPolicy: "require-corp",
                                               Self.contentSecurityPolicy: "frame-ancestors 'self'"],
                        body: .init(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        let data = try encoder.encode(value)
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// An HTTP error with the lab's JSON body.
struct LabHTTPError: Error {
    var status: HTTPResponse.Status
    var error: LabError

    var response: Response {
        let body = ErrorBody(error: .init(code: error.code.rawValue, message: error.message))
        let response = try? LabServer.json(body, status: status)
        return response ?? Response(status: status)
    }

    /// `error`'s JSON body, `{"error": {"code", "message"}}`, as text.
    static func body(_ error: LabError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        let data = (try? encoder.encode(ErrorBody(error: .init(code: error.code.rawValue, message: error.message)))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private struct ErrorBody: Encodable {
        struct Detail: Encodable {
            var code: String
            var message: String
        }
        var error: Detail
    }
}

/// Turns every error — ours, a route not found, a method not allowed — into the lab's JSON body.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as LabHTTPError {
            return error.response
        } catch let error as HTTPError {
            let code: LabError.Code = error.status == .notFound ? .notFound : .invalidMessage
            let message = error.status == .notFound
                ? "Nothing is served at \(request.uri.path); the lab serves /, /assets/<name>, /api/devices, /api/scenes, /api/sessions/<token>/messages, /api/sessions/<token>/tap and /ws."
                : "\(error.status.code) \(error.status.reasonPhrase)."
            return LabHTTPError(status: error.status, error: LabError(code, message)).response
        }
    }
}
