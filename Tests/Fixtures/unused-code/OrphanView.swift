import SwiftUI

/// Named only by its own preview: no screen of the app shows it.
struct OrphanView: View {
    var body: some View {
        HStack {
            Image("icn_orphan")
            Text("Orphan")
        }
    }
}

#Preview {
    OrphanView()
}

struct OrphanView_Previews: PreviewProvider {
    static var previews: some View { OrphanView() }
}
