import SwiftUI

/// A music app's playlist, written as iOS apps write it: round cover art cut out with `mask`, an
/// edge-to-edge "Now playing" row (`listRowInsets`) on a tinted background (`listRowBackground`)
/// with no separator below it (`listRowSeparator(.hidden)`), and the other rows' separators
/// tinted (`listRowSeparatorTint`).
struct Playlist: View {
    let songs: [String]

    var body: some View {
        List {
            HStack(spacing: 12) {
                LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom)
                    .frame(width: 60, height: 60)
                    .mask { Circle() }
                    .accessibilityIdentifier("cover")
                Text("Now playing")
                    .font(.headline)
            }
            .accessibilityIdentifier("nowPlaying")
            .listRowInsets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
            .listRowBackground(Color.purple.opacity(0.2).accessibilityIdentifier("nowPlayingBackground"))
            .listRowSeparator(.hidden)

            ForEach(songs, id: \.self) { song in
                Text(song)
                    .listRowSeparatorTint(.purple)
            }
            .listSectionSeparator(.hidden)
        }
        .listStyle(.plain)
    }
}
