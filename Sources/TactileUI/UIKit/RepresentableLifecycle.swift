/// The UIKit object a representable (`UIViewRepresentable`, `UIViewControllerRepresentable`) made
/// and its coordinator, kept for as long as the representable is in the hierarchy.
///
/// Invariant: `make` runs once per appearance — the coordinator first, then the object — and
/// `update` once per evaluation, the first time right after `make`, as SwiftUI documents for both
/// protocols; `dismantle` runs once after the representable leaves, and a later appearance makes a
/// new object.
@MainActor
final class RepresentableLifecycle<Object, Coordinator> {
    private(set) var made: (object: Object, coordinator: Coordinator)?

    /// Makes the object the first time (`makeCoordinator`, then `make` given the coordinator),
    /// then brings it up to date (`update`, given the object and coordinator).
    func update(makeCoordinator: () -> Coordinator, make: (Coordinator) -> Object, update: (Object, Coordinator) -> Void) {
        if let made {
            update(made.object, made.coordinator)
            return
        }
        let coordinator = makeCoordinator()
        let object = make(coordinator)
        made = (object, coordinator)
        update(object, coordinator)
    }

    /// Tears the object down (`dismantle`, given the object and coordinator), once.
    func dismantle(_ dismantle: (Object, Coordinator) -> Void) {
        guard let made else { return }
        self.made = nil
        dismantle(made.object, made.coordinator)
    }
}
