// Seed 004 (建立通用的可拖曳視圖), lines 450–458. The code below the import is the seed's, line for line.
// Renamed: DraggableView_Previews → DraggableView_PreviewsCircle (the seed defines it three times).

import Tactile

struct DraggableView_PreviewsCircle: PreviewProvider {
    static var previews: some View {
        DraggableView() {
            Circle()
                .frame(width: 100, height: 100)
                .foregroundColor(.purple)
        }
    }
}
