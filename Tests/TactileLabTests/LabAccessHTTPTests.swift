import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
@testable import TactileLab
import Testing

/// The refusals of issue 31 over real sockets (docs/SECURITY.md): what a page of another web site
/// or a DNS-rebinding page can send, sent as it would, to a live lab. Each refusal is an error
/// value, and nothing is compiled: a playground whose compiler leaves a build folder for every
/// build it starts shows that no request got that far. `Chromium's attack` is the browser test
/// `test_security.py`.
@Suite("Lab access over HTTP", .timeLimit(.minutes(10)))
struct LabAccessHTTPTests {
    /// A playground whose `swiftc` is a script: it reports `started` on `started` (when given), waits
    /// for a line on `release` (when given), then fails as a compile error. Every build it starts
    /// leaves its folder in `builds`.
    struct FakeCompiler {
        let folder: URL
        var builds: URL { folder.appendingPathComponent("builds") }
        var started: URL { folder.appendingPathComponent("started.fifo") }
        var release: URL { folder.appendingPathComponent("release.fifo") }
        let playground: LabPlayground

        init(configuration: LabConfiguration = .testing, handshake: Bool = false) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-access-\(LabToken.newID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var script = "#!/bin/sh\n"
            if handshake {
                for fifo in ["started.fifo", "release.fifo"] { #expect(mkfifo(folder.appendingPathComponent(fifo).path, 0o600) == 0) }
                script += "echo started > '\(folder.path)/started.fifo'\nread line < '\(folder.path)/release.fifo'\n"
            }
            script += "echo \"main.swift:1:1: error: this compiler only fails\" >&2\nexit 1\n"
            let swiftc = folder.appendingPathComponent("swiftc")
            try Data(script.utf8).write(to: swiftc)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
            let toolchain = LabToolchain(swiftc: swiftc, buildDirectory: folder, moduleMaps: [])
            playground = LabPlayground(configuration: configuration, gate: LabCodeGate(host: "127.0.0.1", allowCode: false),
                                       toolchain: .success(toolchain), directory: folder.appendingPathComponent("builds"))
        }

        /// How many builds were started.
        var buildCount: Int { ((try? FileManager.default.contentsOfDirectory(atPath: builds.path)) ?? []).count }

        /// Waits (off the cooperative pool) until the compiler reports it started.
        func awaitStarted() async {
            let path = started.path
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    // Opening a FIFO to read blocks until the script opens it to write.
                    let handle = FileHandle(forReadingAtPath: path)
                    _ = handle?.readDataToEndOfFile()
                    try? handle?.close()
                    continuation.resume()
                }
            }
        }

        /// Lets the waiting compiler go on.
        func releaseOne() async {
            let path = release.path
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    if let handle = FileHandle(forWritingAtPath: path) {
                        handle.write(Data("go\n".utf8))
                        try? handle.close()
                    }
                    continuation.resume()
                }
            }
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static let build = ByteBuffer(string: #"{"scene": "002-circle-clamped-drag", "source": "import Tactile\nstruct V: View { var body: some View { Color.red } }"}"#)
    static let json: HTTPFields = [.contentType: "application/json"]

    /// The `code` of a lab error body, nil when the body is not one.
    static func errorCode(_ body: ByteBuffer?) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data((body ?? ByteBuffer()).readableBytesView)) as? [String: Any]
        return (object?["error"] as? [String: Any])?["code"] as? String
    }

    static func errorCode(_ response: TestClient.Response) -> String? { errorCode(response.body) }

    static func errorCode(_ response: TestResponse) -> String? { errorCode(response.body) }

    @Test("a cross-site POST of code is refused — the attack as a browser sends it, and each of its parts alone — and nothing is compiled")
    func crossSitePostIsRefused() async throws {
        let compiler = try FakeCompiler()
        defer { compiler.remove() }
        try await withLiveLab(playground: compiler.playground) { client in
            let port = try #require(client.port)
            // What `fetch(url, {method: "POST", mode: "no-cors", body})` sends from another site.
            let attack = try await rawRequest(port: port, "/api/builds", method: .post, authority: "127.0.0.1:\(port)",
                                              headers: [.origin: "http://evil.example", .contentType: "text/plain;charset=UTF-8",
                                                        HTTPFields.Element.Name("Sec-Fetch-Site")!: "cross-site", HTTPFields.Element.Name("Sec-Fetch-Mode")!: "no-cors"],
                                              body: Self.build)
            #expect(attack.head.status == .forbidden)
            #expect(Self.errorCode(attack) == "invalid-origin")
            // No token.
            let anonymous = try await client.anonymous.execute(uri: "/api/builds", method: .post, headers: Self.json, body: Self.build)
            #expect(anonymous.status == .forbidden)
            #expect(Self.errorCode(anonymous) == "invalid-token")
            // The token, from another origin (a page on another port of this machine shares the cookie).
            let foreign = try await client.execute(uri: "/api/builds", method: .post,
                                                   headers: [.contentType: "application/json", .origin: "http://127.0.0.1:9999"], body: Self.build)
            #expect(foreign.status == .forbidden)
            #expect(Self.errorCode(foreign) == "invalid-origin")
            // The token and no Origin, but text/plain: a simple request, which a page may send without a preflight.
            let plain = try await client.execute(uri: "/api/builds", method: .post, headers: [.contentType: "text/plain"], body: Self.build)
            #expect(plain.status == .unsupportedMediaType)
            #expect(Self.errorCode(plain) == "unsupported-media-type")
            #expect(compiler.buildCount == 0, "a refused request started a build")
            // The lab's own page, with the token and JSON, reaches the compiler.
            let own = try await rawRequest(port: port, "/api/builds", method: .post, authority: "localhost:\(port)",
                                           headers: [.contentType: "application/json", .origin: "http://localhost:\(port)",
                                                     .authorization: "token \(LabTestClient.token)"], body: Self.build)
            #expect(own.head.status == .ok)
            #expect(Self.errorCode(own) == "compile-failed")
            #expect(compiler.buildCount == 1)
        }
    }

    @Test("a WebSocket upgrade from another origin is refused before any session starts")
    func crossSiteWebSocketIsRefused() async throws {
        try await withLiveLab { client in
            let port = try #require(client.port)
            // The handshake is refused with the error value, before any upgrade.
            let refused = try await rawWebSocketHandshake(port: port, "/ws", authority: "127.0.0.1:\(port)",
                                                          headers: ["Origin": "http://evil.example", "Authorization": "token \(LabTestClient.token)"])
            #expect(refused.status == 403)
            #expect(refused.body.contains(#""code":"invalid-origin""#))
            // Without the token, and to a guessed tap, the same.
            let anonymous = try await rawWebSocketHandshake(port: port, "/ws", authority: "127.0.0.1:\(port)")
            #expect(anonymous.status == 403)
            #expect(anonymous.body.contains(#""code":"invalid-token""#))
            let rebound = try await rawWebSocketHandshake(port: port, "/api/sessions/0/tap?from=0", authority: "evil.example:\(port)",
                                                          headers: ["Authorization": "token \(LabTestClient.token)"])
            #expect(rebound.status == 403)
            #expect(rebound.body.contains(#""code":"invalid-host""#))
            // The same handshake from the lab's own page is upgraded, and its session says hello.
            let own = try await rawWebSocketHandshake(port: port, "/ws", authority: "127.0.0.1:\(port)",
                                                      headers: ["Origin": "http://127.0.0.1:\(port)", "Authorization": "token \(LabTestClient.token)"],
                                                      until: { !$0.texts.isEmpty })
            #expect(own.status == 101)
            #expect(own.texts.first?.contains(#""type":"hello""#) == true)
            // The WebSocket client sees the refused upgrade as a failure to connect…
            var configuration = WebSocketClientConfiguration()
            configuration.additionalHeaders[.origin] = "http://evil.example"
            await #expect(throws: (any Error).self) {
                try await client.ws("/ws", configuration: configuration) { _, _, _ in
                    Issue.record("a WebSocket from another origin was opened")
                }
            }
            // …as it does without the token; with it, the session opens.
            await #expect(throws: (any Error).self) {
                try await client.anonymous.ws("/ws") { _, _, _ in Issue.record("a WebSocket without the token was opened") }
            }
            try await client.withLabSocket { socket in try await socket.send(["type": "ping", "id": "1"]) }
        }
    }

    @Test("a request addressed to another host name is refused, with the token too (DNS rebinding)")
    func foreignHostIsRefused() async throws {
        try await withLiveLab { client in
            let port = try #require(client.port)
            for uri in ["/api/scenes", "/", "/ws"] {
                let response = try await rawRequest(port: port, uri, authority: "evil.example:\(port)",
                                                    headers: [.authorization: "token \(LabTestClient.token)"])
                #expect(response.head.status == .forbidden, "\(uri)")
                #expect(Self.errorCode(response) == "invalid-host", "\(uri)")
            }
            let own = try await rawRequest(port: port, "/api/scenes", authority: "127.0.0.1:\(port)",
                                           headers: [.authorization: "token \(LabTestClient.token)"])
            #expect(own.head.status == .ok)
        }
    }

    @Test("a guessed build id runs nothing: ids are random, and an unknown one is an error value")
    func guessedBuildIDIsUnknown() async throws {
        let compiler = try FakeCompiler()
        defer { compiler.remove() }
        try await withLiveLab(playground: compiler.playground) { client in
            let port = try #require(client.port)
            for guess in ["b1", "b2", "b-00000000000000000000000000000000"] {
                let answer = try await rawWebSocketHandshake(port: port, "/ws?build=\(guess)",
                                                             headers: ["Authorization": "token \(LabTestClient.token)"])
                #expect(answer.status == 101)
                let error = try #require(answer.texts.first.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
                #expect(error["type"] as? String == "error")
                #expect(error["code"] as? String == "unknown-build")
                #expect(answer.frames.last?.opcode == 0x8, "the connection closes after the error")
            }
        }
    }

    @Test("the page opened from the printed URL signs in with a cookie; without it the page says how to open the lab")
    func signInThroughThePrintedURL() async throws {
        try await withLiveLab { client in
            let port = try #require(client.port)
            let signIn = try await rawRequest(port: port, "/?token=\(LabTestClient.token)&scene=004-star-drag-position",
                                              authority: "127.0.0.1:\(port)")
            #expect(signIn.head.status == .seeOther)
            #expect(signIn.head.headerFields[.location] == "/?scene=004-star-drag-position")
            let cookie = try #require(signIn.head.headerFields[.setCookie])
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
            let pair = try #require(cookie.split(separator: ";").first.map(String.init))
            let page = try await rawRequest(port: port, "/?scene=004-star-drag-position", authority: "127.0.0.1:\(port)", headers: [.cookie: pair])
            #expect(page.head.status == .ok)
            #expect(String(buffer: page.body ?? ByteBuffer()).contains("lab.js"))
            let scenes = try await rawRequest(port: port, "/api/scenes", authority: "127.0.0.1:\(port)", headers: [.cookie: pair])
            #expect(scenes.head.status == .ok)
            // Without the cookie: the sign-in page, and API calls are refused.
            let bare = try await client.anonymous.execute(uri: "/", method: .get)
            #expect(bare.status == .forbidden)
            #expect(bare.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(String(buffer: bare.body).contains("?token="))
            let api = try await client.anonymous.execute(uri: "/api/scenes", method: .get)
            #expect(api.status == .forbidden)
            #expect(Self.errorCode(api) == "invalid-token")
        }
    }

    @Test("a source over the size limit is refused before anything is written")
    func oversizedSourceIsRefused() async throws {
        var configuration = LabConfiguration.testing
        configuration.maxBuildSourceBytes = 64
        let compiler = try FakeCompiler(configuration: configuration)
        defer { compiler.remove() }
        try await withLiveLab(configuration, playground: compiler.playground) { client in
            let response = try await client.execute(uri: "/api/builds", method: .post, headers: Self.json, body: Self.build)
            #expect(response.status == .contentTooLarge)
            #expect(Self.errorCode(response) == "oversized")
            #expect(compiler.buildCount == 0)
        }
    }

    @Test("builds beyond the concurrent limit are refused while the others compile, and accepted once one ends")
    func concurrentBuildsAreCapped() async throws {
        var configuration = LabConfiguration.testing
        configuration.maxConcurrentBuilds = 1
        let compiler = try FakeCompiler(configuration: configuration, handshake: true)
        defer { compiler.remove() }
        try await withLiveLab(configuration, playground: compiler.playground) { client in
            let port = try #require(client.port)
            // Each POST on a connection of its own: one connection answers its requests in order.
            @Sendable func post() async throws -> TestClient.Response {
                try await rawRequest(port: port, "/api/builds", method: .post,
                                     headers: [.contentType: "application/json", .authorization: "token \(LabTestClient.token)"], body: Self.build)
            }
            let first = Task { try await post() }
            await compiler.awaitStarted()
            let second = try await post()
            #expect(second.head.status == .tooManyRequests)
            #expect(Self.errorCode(second) == "too-many-builds")
            await compiler.releaseOne()
            #expect(Self.errorCode(try await first.value) == "compile-failed")
            #expect(compiler.buildCount == 1)
            // The slot is free again.
            let third = Task { try await post() }
            await compiler.awaitStarted()
            await compiler.releaseOne()
            #expect(Self.errorCode(try await third.value) == "compile-failed")
            #expect(compiler.buildCount == 2)
        }
    }
}
