import Foundation
@testable import TactileLab
import Testing

/// What the page is told of a crashed user build's standard error (docs/LAB-PROTOCOL.md, "Playground").
@Suite("Lab worker stderr tail")
struct LabStderrTailTests {
    @Test("the fatal error line is kept and the runtime's stack trace after it is not")
    func fatalErrorWithoutStack() {
        let tail = LabStderrTail(limit: 200)
        var output = "LabUser/Views.swift:17: Fatal error: boom from Trouble\nCurrent stack trace:\n"
        for frame in 0..<40 {
            output += "\(frame)    libTactileLabRuntime.so    0x00007f5d734c4932 <unavailable> + 19679538\n"
        }
        // Read in pieces that cut lines anywhere, as a pipe does.
        let bytes = Array(output.utf8)
        for start in stride(from: 0, to: bytes.count, by: 37) { tail.append(bytes[start..<min(bytes.count, start + 37)]) }
        tail.append([UInt8(ascii: "\n")])
        tail.startReading(-1)
        #expect(tail.text() == "LabUser/Views.swift:17: Fatal error: boom from Trouble")
    }

    @Test("only the newest bytes within the limit are kept")
    func limit() {
        let tail = LabStderrTail(limit: 10)
        tail.append(Array("first line\nsecond\n".utf8))
        tail.startReading(-1)
        #expect(tail.text() == "second")
    }

    @Test("ordinary lines that start with a number are not taken for stack frames")
    func numberedLines() {
        #expect(!LabStderrTail.isStackTraceLine(Array("3 fingers down at 0 0".utf8)))
        #expect(LabStderrTail.isStackTraceLine(Array("12 libc.so.6 0x00007f5d720a71f5 <unavailable> + 561653".utf8)))
    }
}
