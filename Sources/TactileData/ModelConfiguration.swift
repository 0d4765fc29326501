import Foundation

/// How a container stores a group of models (SwiftData's `ModelConfiguration`).
///
/// Invariants: every configuration keeps its models in the container's memory, whatever
/// `isStoredInMemoryOnly` says — there is no store file here, so data lives as long as the
/// container and the next launch starts empty (docs/COMPATIBILITY.md, "SwiftData"); `url` is
/// still the one SwiftData would use (`/dev/null` in memory, else `<name>.store` in Application
/// Support), and two configurations are equal when their URLs are. `allowsSave: false` makes a
/// save throw; the CloudKit and group-container settings are kept and change nothing.
public struct ModelConfiguration: Identifiable, Hashable, Sendable, CustomDebugStringConvertible {
    public let url: URL
    public let name: String
    public let groupAppContainerIdentifier: String?
    public let cloudKitContainerIdentifier: String?
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase
    public var schema: Schema?
    public let allowsSave: Bool
    public let isStoredInMemoryOnly: Bool

    /// Which CloudKit database syncs the models (SwiftData's `ModelConfiguration.CloudKitDatabase`).
    /// Kept and without effect: nothing syncs here.
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        let isAutomatic: Bool

        public static var automatic: CloudKitDatabase { CloudKitDatabase(identifier: nil, isAutomatic: true) }
        public static var none: CloudKitDatabase { CloudKitDatabase(identifier: nil, isAutomatic: false) }
        public static func `private`(_ privateDBName: String) -> CloudKitDatabase { CloudKitDatabase(identifier: privateDBName, isAutomatic: false) }
    }

    /// Which app group's container holds the store (SwiftData's `ModelConfiguration.GroupContainer`).
    /// Kept and without effect: there is no store file.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        let isAutomatic: Bool

        public static var automatic: GroupContainer { GroupContainer(identifier: nil, isAutomatic: true) }
        public static var none: GroupContainer { GroupContainer(identifier: nil, isAutomatic: false) }
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName, isAutomatic: false) }
    }

    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        let name = name ?? "default"
        self.init(name: name, schema: schema,
                  url: isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null") : Self.defaultDirectory.appendingPathComponent("\(name).store"),
                  isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave, groupContainer: groupContainer,
                  cloudKitDatabase: cloudKitDatabase)
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name: name ?? "default", schema: schema, url: url, isStoredInMemoryOnly: url.path == "/dev/null",
                  allowsSave: allowsSave, groupContainer: .automatic, cloudKitDatabase: cloudKitDatabase)
    }

    private init(name: String, schema: Schema?, url: URL, isStoredInMemoryOnly: Bool, allowsSave: Bool,
                 groupContainer: GroupContainer, cloudKitDatabase: CloudKitDatabase) {
        self.name = name
        self.schema = schema
        self.url = url
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        groupAppContainerIdentifier = groupContainer.identifier
        cloudKitContainerIdentifier = cloudKitDatabase.identifier
    }

    /// Where SwiftData puts a store file by default: the app's Application Support folder.
    private static var defaultDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    public var id: URL { url }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool { lhs.url == rhs.url && lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(name)
    }

    public var debugDescription: String {
        "ModelConfiguration(name: \(name), url: \(url.path), isStoredInMemoryOnly: \(isStoredInMemoryOnly), allowsSave: \(allowsSave))"
    }
}
