import os
import SwiftUI

/// A journal entry written as apps write one: a `TextEditor` for the entry, an icon sized with
/// `@ScaledMetric`, mood tags wrapped by measuring them with a UIKit font, a toolbar link with its
/// destination made up front, and the saves logged with `Logger`.
struct JournalEntry: View {
    private static let logger = Logger(subsystem: "com.example.journal", category: "Entry")
    private static let moods = ["calm", "tired", "grateful"]
    @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
    @State private var text = "Walked to the lake."
    @State private var saved = 0
    @State private var mood: String?

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Image(systemName: "book").frame(width: iconSize, height: iconSize)
                    Text("Icon \(Int(iconSize)) pt").accessibilityIdentifier("icon")
                }
                TextEditor(text: $text)
                    .frame(height: 160)
                    .accessibilityIdentifier("entry")
                HStack(spacing: 8) {
                    ForEach(Self.moods, id: \.self) { tag in
                        Text(tag)
                            .frame(width: Self.tagWidth(tag))
                            .padding(.vertical, 4)
                            .background(Capsule().fill(mood == tag ? Color.blue.opacity(0.3) : Color.gray.opacity(0.15)))
                            .onTapGesture { mood = tag }
                            .accessibilityIdentifier("mood-\(tag)")
                    }
                }
                Button("Save") {
                    saved += 1
                    Self.logger.info("Saved entry \(saved) of \(text.count, format: .decimal) characters, mood \(mood ?? "none", privacy: .public)")
                }
                Text("Saved \(saved)×, mood \(mood ?? "none")").accessibilityIdentifier("status")
            }
            .padding()
            .navigationTitle("Today")
            .toolbar { ToolbarItem(placement: .navigationBarTrailing) { NavigationLink("History", destination: Text("No entries yet")) } }
        }
    }

    /// A tag's width as the tag cloud measures it: its text in the 15-point system font, plus 16.
    static func tagWidth(_ tag: String) -> CGFloat {
        tag.size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)]).width + 16
    }
}
