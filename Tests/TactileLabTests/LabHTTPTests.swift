import Foundation
import HummingbirdTesting
import TactileLab
import TactileScenes
import Testing

@Suite("Lab HTTP routes")
struct LabHTTPTests {
    @Test func scenesListsEveryCatalogEntryWithItsSourceInOrder() async throws {
        try await withLiveLab { client in
            try await client.execute(uri: "/api/scenes", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                let entries = try #require(try json(response) as? [JSONObject])
                // The seed scenes in catalog order, then the lab's own scenes (stress, then scroll).
                #expect(entries.map { $0["id"] as? String } == SceneCatalog.all.map(\.id)
                    + ["lab-stress-1000-views", "lab-scroll-cards", "lab-paged-tabs", "lab-controls-form", "lab-drag-and-drop"])
                for (entry, scene) in zip(entries, SceneCatalog.all) {
                    #expect(entry["title"] as? String == scene.title)
                    #expect(entry["seed"] as? String == scene.seed)
                    #expect(entry["kind"] as? String == scene.kind.rawValue)
                    #expect(entry["source"] as? String == scene.source)
                }
                #expect(entries.contains { $0["kind"] as? String == "preview" })
            }
        }
    }

    @Test func oneSceneByIdAndUnknownIdIs404WithAnErrorBody() async throws {
        try await withLiveLab { client in
            try await client.execute(uri: "/api/scenes/004-star-drag-position", method: .get) { response in
                #expect(response.status == .ok)
                let entry = try #require(try json(response) as? JSONObject)
                #expect(entry["id"] as? String == "004-star-drag-position")
                #expect((entry["source"] as? String)?.contains("DragGesture") == true)
            }
            try await client.execute(uri: "/api/scenes/no-such-scene", method: .get) { response in
                #expect(response.status == .notFound)
                let body = try #require(try json(response) as? JSONObject)
                let error = try #require(body["error"] as? JSONObject)
                #expect(error["code"] as? String == "unknown-scene")
                #expect((error["message"] as? String)?.contains("no-such-scene") == true)
            }
        }
    }

    @Test func thePageIsServedAtTheRoot() async throws {
        try await withLiveLab { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(String(buffer: response.body).contains("<html"))
            }
            try await client.execute(uri: "/?scene=004-star-drag-position", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test(arguments: ["/assets/../Package.swift", "/assets/%2E%2E%2FPackage.swift", "/assets/index.html.bak",
                      "/assets/unknown.js", "/assets/", "/Package.swift", "/assets/..%2F..%2Fetc%2Fpasswd", "/api/nothing"])
    func onlyWhitelistedAssetsAreServed(path: String) async throws {
        try await withLiveLab { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .notFound)
                let body = try #require(try json(response) as? JSONObject)
                let error = try #require(body["error"] as? JSONObject)
                #expect(error["code"] as? String == "not-found")
                #expect(!String(buffer: response.body).contains("swift-tools-version"))
            }
        }
    }

    @Test func assetNamesAreAWhitelist() {
        let assets = LabAssets()
        #expect(assets.asset(named: "../Package.swift") == nil)
        #expect(assets.asset(named: "Assets/index.html") == nil)
        #expect(assets.asset(named: LabAssets.page) != nil)
    }
}
