import HoloKit

/// Plays the made-up HoloKit's tap.
func playTap() {
    HoloKit.tap()
}
