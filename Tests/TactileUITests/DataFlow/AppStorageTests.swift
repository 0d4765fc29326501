import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `@AppStorage`: settings kept in `UserDefaults`, shared by every view that reads the key, as an
/// app's settings screen and its game board share them (docs/COMPATIBILITY.md, "Data flow").
@MainActor
@Suite("App storage")
struct AppStorageTests {
    /// A store of its own for each test, so runs never see each other's values.
    private static func freshStore() -> (UserDefaults, String) {
        let suite = "tactile-tests-\(UUID().uuidString)"
        return (UserDefaults(suiteName: suite)!, suite)
    }

    enum Theme: String { case light, dark }

    struct Settings: View {
        @AppStorage("sound") private var isSoundOn = true
        @AppStorage("theme") private var theme = Theme.light
        var body: some View {
            VStack {
                Toggle("Sound", isOn: $isSoundOn).accessibilityIdentifier("sound")
                Button("Dark") { theme = .dark }
            }
        }
    }

    struct Board: View {
        @AppStorage("sound") private var isSoundOn = true
        @AppStorage("theme") private var theme = Theme.light
        @AppStorage("best") private var best: Int?
        var body: some View {
            VStack {
                Text(isSoundOn ? "sound on" : "sound off").accessibilityIdentifier("sound state")
                Text("theme \(theme.rawValue)").accessibilityIdentifier("theme")
                Text("best \(best.map(String.init) ?? "none")").accessibilityIdentifier("best")
                Button("Score") { best = (best ?? 0) + 10 }
            }
        }
    }

    @Test("a write through one view re-evaluates another view reading the same key; the value lands in the store")
    func sharedAcrossViews() {
        let (store, suite) = Self.freshStore()
        defer { store.removePersistentDomain(forName: suite) }
        let host = ViewHost(VStack { Settings(); Board() }.defaultAppStorage(store), canvasSize: CGSize(width: 300, height: 500))
        #expect(host.view("sound state").text == "sound on", "the default while nothing is stored")
        #expect(store.object(forKey: "sound") == nil, "the default is not written")
        host.tap(on: "sound")
        #expect(host.view("sound state").text == "sound off")
        #expect(store.object(forKey: "sound") as? Bool == false)
        host.tap(on: "Dark")
        #expect(host.view("theme").text == "theme dark")
        #expect(store.string(forKey: "theme") == "dark", "a raw-representable value is stored as its raw value")
        host.tap(on: "Score")
        host.tap(on: "Score")
        #expect(host.view("best").text == "best 20")
    }

    @Test("a value already stored is read at first evaluation; a stored value of another type reads as the default")
    func readsWhatIsStored() {
        let (store, suite) = Self.freshStore()
        defer { store.removePersistentDomain(forName: suite) }
        store.set(false, forKey: "sound")
        store.set(42, forKey: "theme")
        store.set(7, forKey: "best")
        let host = ViewHost(Board().defaultAppStorage(store), canvasSize: CGSize(width: 300, height: 300))
        #expect(host.view("sound state").text == "sound off")
        #expect(host.view("theme").text == "theme light", "an Int under a String key reads as the default")
        #expect(host.view("best").text == "best 7")
    }

    @Test("store: wins over defaultAppStorage; setting an optional to nil removes the key")
    func explicitStoreAndNil() {
        let (own, ownSuite) = Self.freshStore(), (other, otherSuite) = Self.freshStore()
        defer { own.removePersistentDomain(forName: ownSuite); other.removePersistentDomain(forName: otherSuite) }
        struct Named: View {
            let store: UserDefaults
            @AppStorage private var name: String?
            init(store: UserDefaults) {
                self.store = store
                _name = AppStorage("name", store: store)
            }
            var body: some View {
                VStack {
                    Text(name ?? "anonymous").accessibilityIdentifier("name")
                    Button("Set") { name = "Ana" }
                    Button("Clear") { name = nil }
                }
            }
        }
        let host = ViewHost(Named(store: own).defaultAppStorage(other), canvasSize: CGSize(width: 300, height: 300))
        host.tap(on: "Set")
        #expect(host.view("name").text == "Ana")
        #expect(own.string(forKey: "name") == "Ana" && other.object(forKey: "name") == nil)
        host.tap(on: "Clear")
        #expect(host.view("name").text == "anonymous")
        #expect(own.object(forKey: "name") == nil)
    }
}
