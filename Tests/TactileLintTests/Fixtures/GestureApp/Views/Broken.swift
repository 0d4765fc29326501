import SwiftUI

struct Broken: View {
    var body: some View {
        Text("Unfinished"
            .gesture(DragGesture(
    }
