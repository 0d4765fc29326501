// Café menu, saved as Latin-1 by an old editor
import SwiftUI

struct Menu: View { var body: some View { Text("Café") } }
