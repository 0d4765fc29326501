import Foundation
import Testing
@testable import TactileCompat
import TactileLab

/// `import SwiftData`: Xcode's SwiftData app template and the model code apps write around it
/// (`@Model` with unique attributes and relationships, `#Predicate` fetches, a container with
/// configurations, `@Query` in every form) type-check as written — for Linux and for iOS — while
/// SwiftData's names stay out of `import SwiftUI`, as on iOS.
@Suite("Compatibility report: SwiftData")
struct CompatSwiftDataTests {
    static let templateCode = """
    import SwiftUI
    import SwiftData

    @Model
    final class Item {
        var timestamp: Date

        init(timestamp: Date) {
            self.timestamp = timestamp
        }
    }

    @Model
    final class Trip {
        @Attribute(.unique) var id: UUID
        var name: String
        var rating: Int = 0
        @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = []
        @Transient var isExpanded = false

        init(name: String) {
            id = UUID()
            self.name = name
        }
    }

    @Model
    final class Stop {
        var place: String
        var trip: Trip?

        init(place: String) {
            self.place = place
        }
    }

    struct ContentView: View {
        @Environment(\\.modelContext) private var modelContext
        @Query private var items: [Item]
        @Query(sort: \\Trip.name, order: .reverse) private var trips: [Trip]
        @Query(filter: #Predicate<Trip> { $0.rating > 3 }, sort: [SortDescriptor(\\Trip.name)]) private var favourites: [Trip]
        @Query(FetchDescriptor<Stop>(sortBy: [SortDescriptor(\\.place)]), animation: .default) private var stops: [Stop]

        var body: some View {
            NavigationStack {
                List {
                    ForEach(items) { item in
                        Text(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))
                    }
                    .onDelete(perform: deleteItems)
                }
                .toolbar {
                    ToolbarItem {
                        Button(action: addItem) {
                            Label("Add Item", systemImage: "plus")
                        }
                    }
                }
            }
        }

        private func addItem() {
            withAnimation {
                let newItem = Item(timestamp: Date())
                modelContext.insert(newItem)
            }
        }

        private func deleteItems(offsets: IndexSet) {
            withAnimation {
                for index in offsets {
                    modelContext.delete(items[index])
                }
            }
        }
    }

    struct TemplateApp: App {
        var sharedModelContainer: ModelContainer = {
            let schema = Schema([
                Item.self,
            ])
            let modelConfiguration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)

            do {
                return try ModelContainer(for: schema, configurations: [modelConfiguration])
            } catch {
                fatalError("Could not create ModelContainer: \\(error)")
            }
        }()

        var body: some Scene {
            WindowGroup {
                ContentView()
            }
            .modelContainer(sharedModelContainer)
        }
    }

    @MainActor
    func tripStore(context: ModelContext) throws -> [Trip] {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.autosaveEnabled = true
        let name = "Lisbon"
        var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.name == name }, sortBy: [SortDescriptor(\\.rating)])
        descriptor.fetchLimit = 10
        let trips = try context.fetch(descriptor)
        try context.delete(model: Stop.self, where: #Predicate { $0.trip == nil })
        if context.hasChanges { try context.save() }
        _ = try context.fetchCount(FetchDescriptor<Item>())
        if let first = trips.first, let same = context.model(for: first.persistentModelID) as? Trip { same.rating += 1 }
        context.rollback()
        return trips
    }

    #Preview {
        ContentView()
            .modelContainer(for: Item.self, inMemory: true)
    }
    """

    static func report(_ source: String, platform: CompatPlatform) async throws -> CompatReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-swiftdata-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Notes")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: app.appendingPathComponent("ContentView.swift"))
        let executable = try #require(Bundle.main.executableURL)
        let toolchain = try LabToolchain.find(executable: executable, linking: false)
        let checker = CompatChecker(toolchain: toolchain, platform: platform)
        try await checker.prepare()
        return await checker.report(paths: [app])
    }

    @Test("Xcode's SwiftData template, with unique attributes, relationships, predicates and every @Query form, type-checks for Linux and for iOS")
    func templateTypeChecks() async throws {
        for platform in [CompatPlatform.linux, .iOS] {
            let report = try await Self.report(Self.templateCode, platform: platform)
            #expect(report.modules.map(\.verdict) == [.passes], "\(platform): \(report.modules.map { $0.reason ?? "" })")
        }
    }

    @Test("SwiftData's names are not visible through import SwiftUI alone, as on iOS")
    func swiftUIDoesNotExportSwiftData() async throws {
        let report = try await Self.report("""
        import SwiftUI
        let container: ModelContainer? = nil
        """, platform: .linux)
        #expect(report.modules.map(\.verdict) == [.fails])
        #expect(report.modules.first?.reason?.contains("ModelContainer") == true, "\(report.modules.map { $0.reason ?? "" })")
    }
}
