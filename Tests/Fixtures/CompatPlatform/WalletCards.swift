// A model that builds its own views, as apps write card designs: a nonisolated enum with a
// `@ViewBuilder` function. On iOS SwiftUI's builder is not isolated; in Swift 5 mode this must
// type-check here too.
import SwiftUI

struct MetalCard: View {
    var body: some View { Text("Metal") }
}

struct PurpleCard: View {
    var body: some View { Color.purple }
}

enum WalletCardDesign: CaseIterable {
    case metal, purple

    @ViewBuilder
    func cardView() -> some View {
        switch self {
        case .metal:
            MetalCard()
        case .purple:
            PurpleCard()
        }
    }
}
