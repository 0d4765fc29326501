// Seed 004 (建立通用的可拖曳視圖), lines 435–444. The code below the import is the seed's, line for line.
// Renamed: DraggableView_Previews → DraggableView_PreviewsText (the seed defines it three times).

import Tactile

struct DraggableView_PreviewsText: PreviewProvider {
    static var previews: some View {
        DraggableView() {
            Text("Swift")
                .font(.system(size: 50, weight: .bold, design: .rounded))
                .bold()
                .foregroundColor(.red)
        }
    }
}
