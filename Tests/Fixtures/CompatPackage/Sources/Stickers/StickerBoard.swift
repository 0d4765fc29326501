import Gauges
import SwiftUI

/// A board of stickers to drag about, using effects no SwiftUI has.
public struct StickerBoard: View {
    @State private var size = 0.5
    @State private var offset = CGSize.zero

    public init() {}

    public var body: some View {
        VStack {
            star
            caption
            DialGauge(value: $size)
        }
    }

    var star: some View {
        Image(systemName: "star")
            .wobbleEffect(amount: 2)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation })
    }

    var caption: some View {
        Text("Sticker").wobbleEffect(amount: 1)
    }

    var foil: some View {
        HoloFoil(intensity: size)
    }
}
