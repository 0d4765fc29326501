import Combine

/// An `ObservableObject` model as Combine code writes it; `ContentView` owns it with
/// `@StateObject` and bumps it in `onAppear`, so the first frame says "Published 1".
final class Counter: ObservableObject {
    @Published var count = 0
}
