import SwiftUI

/// A sticker board in the style of grid and toast libraries: stickers placed on a `ZStack` by
/// alignment guides, a count badge built from a preference with `overlayPreferenceValue`, new
/// stickers dropping in through `AnyTransition.modifier(active:identity:)`, each later sticker of a
/// colour turned further round the colour wheel with `hueRotation(_:)`, and a title cut out of its
/// plate with `blendMode(.destinationOut)` inside a `compositingGroup()`.
struct StickerBoard: View {
    struct CountKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Drop: ViewModifier {
        let lift: CGFloat
        func body(content: Content) -> some View {
            content.offset(y: -lift).opacity(lift == 0 ? 1 : 0)
        }
    }

    @State private var stickers = [0, 1]

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                RoundedRectangle(cornerRadius: 8).fill(Color.indigo)
                Text("STICKERS").font(.headline).blendMode(.destinationOut)
            }
            .compositingGroup()
            .frame(width: 200, height: 40)

            ZStack(alignment: .topLeading) {
                ForEach(stickers, id: \.self) { index in
                    Circle()
                        .fill(index.isMultiple(of: 2) ? Color.orange : Color.mint)
                        .frame(width: 40, height: 40)
                        .hueRotation(.degrees(Double(index / 2) * 120))
                        .accessibilityIdentifier("sticker-\(index)")
                        .preference(key: CountKey.self, value: 1)
                        .transition(.modifier(active: Drop(lift: 60), identity: Drop(lift: 0)))
                        .alignmentGuide(.leading) { _ in -CGFloat(index % 4) * 50 }
                        .alignmentGuide(.top) { _ in -CGFloat(index / 4) * 50 }
                }
            }
            .frame(width: 200, height: 100, alignment: .topLeading)
            .overlayPreferenceValue(CountKey.self, alignment: .bottomTrailing) { count in
                Text("\(count) stickers").font(.caption).accessibilityIdentifier("count")
            }

            Button("Add") {
                withAnimation(.easeOut(duration: 0.3)) { stickers.append(stickers.count) }
            }
            .accessibilityIdentifier("add")
        }
    }
}
