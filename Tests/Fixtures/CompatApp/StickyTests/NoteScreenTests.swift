@testable import Sticky
import XCTest

final class NoteScreenTests: XCTestCase {
    func testScreenMakes() {
        _ = NoteScreen()
    }
}
