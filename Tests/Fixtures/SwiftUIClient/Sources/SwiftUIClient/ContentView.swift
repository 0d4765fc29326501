import SwiftUI

struct ContentView: View {
    @State private var offset = CGSize.zero
    @State private var isOn = true
    private let model = Model()
    @StateObject private var counter = Counter()

    var body: some View {
        VStack(spacing: 16) {
            Text("Hello, SwiftUI")
                .font(.title)
                .padding(40)
                .background(Color.yellow)
                .accessibilityAddTraits(.isHeader)
            Circle()
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 60, height: 60)
                .offset(offset)
                .gesture(DragGesture().onChanged { offset = $0.translation })
                .accessibilityIdentifier("ball")
            Toggle("Sound", isOn: $isOn)
            Text(model.title)
                .background(.blue, in: .rect(cornerRadius: 8))
                .clipShape(.capsule)
                .blur(radius: 1)
            Text("Published \(counter.count)")
                .onAppear { counter.count += 1 }
        }
    }
}
