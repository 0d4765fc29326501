// Seed 004 (建立通用的可拖曳視圖), lines 419–427. The code below the import is the seed's, line for line.
// Renamed: DraggableView_Previews → DraggableView_PreviewsStar (the seed defines it three times).

import Tactile

struct DraggableView_PreviewsStar: PreviewProvider {
    static var previews: some View {
        DraggableView() {
            Image(systemName: "star.circle.fill")
                .font(.system(size: 100))
                .foregroundColor(.green)     
        }
    }
}
