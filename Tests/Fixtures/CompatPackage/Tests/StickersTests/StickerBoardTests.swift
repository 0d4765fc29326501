import Stickers
import XCTest

final class StickerBoardTests: XCTestCase {
    func testBoardMakes() {
        _ = StickerBoard()
    }
}
