import Foundation

/// Who may load a registered representation (Foundation's `NSItemProviderRepresentationVisibility`).
/// This host has one app: every visibility behaves as `.all`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

/// A class whose instances an item provider can offer (Foundation's `NSItemProviderWriting`).
public protocol NSItemProviderWriting: NSObjectProtocol {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

/// A class an item provider can make from data (Foundation's `NSItemProviderReading`).
public protocol NSItemProviderReading: NSObjectProtocol {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// What a drag carries and a drop receives (Foundation's `NSItemProvider`): representations of
/// one item, each a type identifier and a way to load its data, in the order registered (the
/// first is the richest).
///
/// Loading here: a representation registered from an object (`init(object:)`,
/// `registerObject`) or from a `Transferable` value whose conversion cannot suspend loads at
/// once — its completion handler runs before the `load…` call returns, on the caller's thread.
/// One whose conversion is async (`DataRepresentation`, `FileRepresentation`) runs as a task of
/// the host running the drop, so `ViewHost.waitForTasks()` waits for it. A `Transferable` value
/// of the type asked for by `loadTransferable(type:)` is handed over as it is (an in-app drag).
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// One representation: its type and how to load its data.
    struct Registration {
        let typeIdentifier: String
        let load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private var registrations: [Registration] = []
    /// The `Transferable` value registered with `register(_:)` (or by `draggable`), if any.
    package private(set) var transferableValue: Any?

    /// A name for the item, used by a drop that writes a file.
    open var suggestedName: String?

    public override init() { super.init() }

    /// A provider offering `object`'s representations.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider offering the file at `fileURL` as its contents' type (from its extension).
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
            return nil
        }
    }

    /// A provider offering `item` (an `NSString`, `NSURL` or `NSData`) as `typeIdentifier`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        if let found = item as? any NSItemProviderWriting {
            nonisolated(unsafe) let writable = found
            if let typeIdentifier {
                registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
                    writable.loadData(withTypeIdentifier: writable.writableTypeIdentifiersForItemProvider.first ?? typeIdentifier,
                                      forItemProviderCompletionHandler: completion)
                }
            } else {
                registerObject(writable, visibility: .all)
            }
        } else if let data = item as? NSData, let typeIdentifier {
            let bytes = Data(referencing: data)
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
                completion(bytes, nil)
                return nil
            }
        }
    }

    /// The registered type identifiers, in order.
    open var registeredTypeIdentifiers: [String] { registrations.map(\.typeIdentifier) }

    /// The registered types, in order.
    public var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap(UTType.init) }

    /// Registers a representation of type `typeIdentifier` whose data `loadHandler` gives.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        registrations.append(Registration(typeIdentifier: typeIdentifier, load: loadHandler))
    }

    /// Registers `object`'s representations.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        nonisolated(unsafe) let object = object
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Registers `transferable`'s exported representations (CoreTransferable's `register(_:)`).
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping () -> T) {
        let value = transferable()
        transferableValue = value
        for entry in T.transferEntries {
            guard let type = entry.exportedContentType, let found = entry.export else { continue }
            nonisolated(unsafe) let value = value, export = found
            registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
                switch export(value) {
                case nil:
                    completion(nil, TransferError("the item does not export \(type.identifier)"))
                case .now(let result)?:
                    switch result {
                    case .success(let data): completion(data, nil)
                    case .failure(let error): completion(nil, error)
                    }
                case .later(let work)?:
                    TransferTasks.run {
                        do { completion(try await work(), nil) } catch { completion(nil, error) }
                    }
                }
                return nil
            }
        }
    }

    /// Whether a representation of `typeIdentifier`, or of a type conforming to it, is registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        guard let wanted = UTType(typeIdentifier) else { return false }
        return registration(conformingTo: wanted) != nil
    }

    /// `hasItemConformingToTypeIdentifier(_:)`; file options do not apply here.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Loads the first representation conforming to `typeIdentifier` as data.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let wanted = UTType(typeIdentifier), let registration = registration(conformingTo: wanted) else {
            completionHandler(nil, TransferError("no representation conforms to \(typeIdentifier)"))
            return progress
        }
        _ = registration.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    /// Loads the first representation conforming to `typeIdentifier` as an object: an `NSString`
    /// for text, an `NSURL` for a URL, `NSData` otherwise.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil) {
        let wanted = UTType(typeIdentifier)
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { completionHandler?(nil, error); return }
            if let wanted, wanted.conforms(to: .url), let text = String(data: data, encoding: .utf8), let url = URL(string: text) {
                completionHandler?(url as NSURL, nil)
            } else if let wanted, wanted.conforms(to: .text), let text = String(data: data, encoding: .utf8) {
                completionHandler?(NSString(string: text), nil)
            } else {
                completionHandler?(NSData(data: data), nil)
            }
        }
    }

    /// Whether an instance of `aClass` can be made from a registered representation.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readableRegistration(for: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// Makes an instance of `aClass` from the first registered representation it reads.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        nonisolated(unsafe) let aClass = aClass
        guard let (registration, type) = readableRegistration(for: aClass.readableTypeIdentifiersForItemProvider) else {
            completionHandler(nil, TransferError("no registered representation can be read as \(aClass)"))
            return progress
        }
        _ = registration.load { data, error in
            progress.completedUnitCount = 1
            guard let data else { completionHandler(nil, error); return }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil) } catch { completionHandler(nil, error) }
        }
        return progress
    }

    /// Whether a `T` (`String`, `URL`) can be made from a registered representation.
    public func canLoadObject<T: _ObjectiveCBridgeable & SendableMetatype>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Makes a `T` (`String`, `URL`) from the first registered representation it reads.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable & SendableMetatype>(ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            guard let object = object as? T._ObjectiveCType else { completionHandler(nil, error); return }
            completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
        }
    }

    /// Loads a `T` (CoreTransferable's `loadTransferable(type:completionHandler:)`): the registered
    /// `Transferable` value itself when it is a `T`, else decoded with the first of `T`'s importing
    /// representations whose type a registered representation conforms to.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let value = transferableValue as? T {
            progress.completedUnitCount = 1
            nonisolated(unsafe) let value = value
            completionHandler(.success(value))
            return progress
        }
        for registration in registrations {
            guard let offered = UTType(registration.typeIdentifier) else { continue }
            for entry in T.transferEntries {
                guard let imported = entry.importedContentType, offered.conforms(to: imported), let found = entry.import else { continue }
                nonisolated(unsafe) let decode = found
                _ = registration.load { data, error in
                    guard let data else {
                        progress.completedUnitCount = 1
                        completionHandler(.failure(error ?? TransferError("no data for \(offered.identifier)")))
                        return
                    }
                    switch decode(data) {
                    case .now(let result):
                        progress.completedUnitCount = 1
                        nonisolated(unsafe) let result = result
                        completionHandler(result)
                    case .later(let work):
                        TransferTasks.run {
                            let result: Result<T, any Error>
                            do { result = .success(try await work()) } catch { result = .failure(error) }
                            progress.completedUnitCount = 1
                            nonisolated(unsafe) let delivered = result
                            completionHandler(delivered)
                        }
                    }
                }
                return progress
            }
        }
        completionHandler(.failure(TransferError.noRepresentation(T.self, offered: registeredTypeIdentifiers)))
        return progress
    }

    /// Whether a `T` can be decoded from what is registered (without loading it).
    package func canLoadTransferable<T: Transferable>(_ type: T.Type) -> Bool {
        if transferableValue is T { return true }
        let imported = T.transferEntries.compactMap { $0.import == nil ? nil : $0.importedContentType }
        return registeredContentTypes.contains { offered in imported.contains { offered.conforms(to: $0) } }
    }

    private func registration(conformingTo wanted: UTType) -> Registration? {
        registrations.first { UTType($0.typeIdentifier)?.conforms(to: wanted) == true }
    }

    private func readableRegistration(for readable: [String]) -> (Registration, String)? {
        let types = readable.compactMap(UTType.init)
        for registration in registrations {
            guard let offered = UTType(registration.typeIdentifier) else { continue }
            if types.contains(where: { offered.conforms(to: $0) }) { return (registration, registration.typeIdentifier) }
        }
        return nil
    }

    open override var description: String { "<NSItemProvider types: [\(registeredTypeIdentifiers.joined(separator: ", "))]>" }
}
