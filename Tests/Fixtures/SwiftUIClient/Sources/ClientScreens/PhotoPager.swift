import SwiftUI

/// A photo pager written as a snapping-carousel library writes it: each page is sized from the scroll
/// view with `containerRelativeFrame(.horizontal)`, three thumbnails share the width below with
/// `containerRelativeFrame(_:count:span:spacing:)`, and the pager sits under a status-bar-tall spacer
/// read from `UIWindowScene.statusBarManager`. Dragging pages through the photos.
struct PhotoPager: View {
    let photos: [Color] = [.red, .green, .blue]

    private var statusBarHeight: CGFloat {
        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.statusBarManager?.statusBarFrame.height ?? 0
    }

    var body: some View {
        VStack(spacing: 0) {
            Color.clear
                .frame(height: statusBarHeight)
                .accessibilityIdentifier("status-spacer")
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    ForEach(photos.indices, id: \.self) { index in
                        photos[index]
                            .containerRelativeFrame(.horizontal)
                            .frame(height: 240)
                            .accessibilityIdentifier("photo-\(index)")
                    }
                }
            }
            .frame(height: 240)
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(photos.indices, id: \.self) { index in
                        photos[index]
                            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 8)
                            .frame(height: 60)
                            .accessibilityIdentifier("thumb-\(index)")
                    }
                }
            }
            .frame(height: 60)
        }
    }
}
