import Combine
import SwiftUI

/// Station search written as view models write it: the field binds to a `@Published` query that
/// the model debounces by 300 ms on the main queue before filtering, and a favourite toggle reaches
/// the model through `receive(on: RunLoop.main)`.
final class StationSearchModel: ObservableObject {
    static let stations = ["Berlin Hbf", "Bern", "Bergamo", "Bordeaux", "Brussels Midi"]

    @Published var query = ""
    @Published private(set) var results: [String] = StationSearchModel.stations
    @Published private(set) var searches = 0
    @Published private(set) var favourite: String?
    let starred = PassthroughSubject<String, Never>()
    private var cancellables: Set<AnyCancellable> = []

    init() {
        $query
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] text in
                guard let self else { return }
                searches += 1
                results = text.isEmpty ? Self.stations : Self.stations.filter { $0.localizedCaseInsensitiveContains(text) }
            }
            .store(in: &cancellables)
        starred
            .receive(on: RunLoop.main)
            .sink { [weak self] name in self?.favourite = name }
            .store(in: &cancellables)
    }
}

struct StationSearch: View {
    @StateObject private var model = StationSearchModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Station", text: $model.query)
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("station field")
            ForEach(model.results, id: \.self) { name in
                Button(name) { model.starred.send(name) }
                    .accessibilityIdentifier("station-\(name)")
            }
            Text("Searches: \(model.searches)").accessibilityIdentifier("searches")
            Text("Favourite: \(model.favourite ?? "none")").accessibilityIdentifier("favourite")
        }
        .padding()
    }
}
