import Foundation
import Hummingbird
import Logging

/// Applies `LabAccess` to every request and WebSocket upgrade before any route sees it
/// (docs/SECURITY.md): a refusal is answered with the lab's JSON error body (and logged, so a
/// person sees that something tried), a page opened with its token keeps it in a cookie and moves
/// to the same address without it.
///
/// Invariant: `next` — every route, including each `/ws` and tap upgrade — runs only for `.allow`.
struct LabAccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: LabAccess
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        switch access.decide(Self.facts(of: request)) {
        case .allow:
            return try await next(request, context)
        case .signIn(let cookie, let location):
            return Response(status: .seeOther, headers: [.location: location, .setCookie: cookie, .cacheControl: "no-store"])
        case .signInPage:
            return Response(status: .forbidden, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(string: LabSignInPage.html)))
        case .refuse(let status, let error):
            logger.warning("tactile-lab: refused \(request.method.rawValue) \(LabAccess.excerpt(request.uri.path)): \(error.code.rawValue) — \(error.message)")
            return LabHTTPError(status: HTTPResponse.Status(code: status), error: error).response
        }
    }

    /// What `LabAccess` reads of `request`.
    static func facts(of request: Request) -> LabAccess.Request {
        LabAccess.Request(method: request.method.rawValue, target: request.uri.description, authority: request.head.authority,
                          isUpgrade: request.headers[.upgrade]?.lowercased() == "websocket") { name in
            HTTPFields.Element.Name(name).map { request.headers[values: $0] } ?? []
        }
    }
}
