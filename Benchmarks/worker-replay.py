#!/usr/bin/env python3
"""Frames for a lab worker's standard input: the sessions LabLoad drives, without the server.

Writes what `tactile-lab` (the server) writes to one worker's stdin while `LabLoad` runs
(docs/LAB-PROTOCOL.md, "Worker processes"; `LabWorkerFrame`): for each session a `start` frame,
an `open` of the scene, then MESSAGES messages of LabLoad's script (`Benchmarks/LabLoad/main.swift`,
`Session.sendNext`) — drags (`touches`), every 10th a `tick`, every 10th a malformed message —
then `end`. Sessions' messages are interleaved round-robin, as a worker serving many closed-loop
sessions receives them. With `--steady` each drag goes out 18 steps and back (LabLoad --steady), so
every drag hits the star.

Replaying the file through `tactile-lab --worker < frames.bin > /dev/null` runs exactly the
worker's code path (frame decoding, `LabSession.handle`, the engine, the renderer, the answer's
JSON, reply frames) and nothing else, so callgrind can count its instructions deterministically:

    python3 Benchmarks/worker-replay.py --steady --messages 400 > /tmp/w400.bin
    python3 Benchmarks/worker-replay.py --steady --messages 800 > /tmp/w800.bin
    llvm-objcopy --strip-debug .build/release/tactile-lab /tmp/tactile-lab-stripped
    SWIFT_DETERMINISTIC_HASHING=1 setarch -R valgrind --tool=callgrind \
        --callgrind-out-file=/tmp/cg400.out /tmp/tactile-lab-stripped --worker < /tmp/w400.bin > /dev/null

Instructions per message = (Ir(800) - Ir(400)) / (400 × sessions): the difference cancels the
process's start-up and the scene's `open`. `Benchmarks/worker-replay.sh` does all of that.
"""

import argparse
import struct
import sys

# LabLoad's malformed messages (`malformed` in Benchmarks/LabLoad/main.swift), in its order.
MALFORMED = [
    '{"type": "tick", ',
    '{"type": "explode"}',
    '{"type": "tick", "time": null, "seq": 1}',
    '{"type": "touches", "time": 1, "seq": 1, "touches": [{"id": -1, "phase": "began", "x": 1, "y": 1}]}',
]

KIND_START, KIND_TEXT, KIND_END = 1, 2, 4


def frame(kind: int, session: int, payload: bytes = b"") -> bytes:
    """One `LabWorkerFrame`: 4-byte big-endian length, kind byte, 8-byte big-endian session id, payload."""
    return struct.pack(">IBQ", 1 + 8 + len(payload), kind, session) + payload


def swift_double(value: float) -> str:
    """`\\(value)` of a Swift `Double` in the range LabLoad's page times take: the shortest
    round-trip digits, always with a fraction (Python's `repr` is the same algorithm)."""
    text = repr(value)
    assert "e" not in text and "inf" not in text and "nan" not in text, text
    return text


class Session:
    """LabLoad's `Session` after the hello: its page time, sequence number and drag state."""

    def __init__(self, steady: bool):
        self.steady = steady
        self.page_time = 0.0
        self.seq = 0
        self.down = False

    def message(self, i: int) -> str:
        """Message `i` of the script (`Session.sendNext`)."""
        self.page_time += 16.7
        self.seq += 1
        if i % 10 == 9:
            return MALFORMED[(i // 10) % len(MALFORMED)]
        if i % 10 == 8:
            return '{"type": "tick", "time": %s, "seq": %d}' % (swift_double(self.page_time), self.seq)
        step = i % 40
        position = (step if step < 19 else 37 - step) if self.steady else step % 20
        x, y = 195 + position * 4, 422 + position * 2
        phase = "moved"
        if not self.down:
            phase, self.down = "began", True
        elif step == 37:
            phase, self.down = "ended", False
        return ('{"type": "touches", "time": %s, "seq": %d, "touches": [{"id": 0, "phase": "%s", "x": %d, "y": %d}]}'
                % (swift_double(self.page_time), self.seq, phase, x, y))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=1)
    parser.add_argument("--messages", type=int, default=400, help="messages per session after its open")
    parser.add_argument("--scene", default="004-star-drag-position")
    parser.add_argument("--steady", action="store_true", help="every drag ends where it began (LabLoad --steady)")
    parser.add_argument("--deltas", action="store_true", help="open asks for delta frames")
    parser.add_argument("--state-changes", action="store_true", help="open asks for stateChanges")
    options = parser.parse_args()

    out = bytearray()
    sessions = [Session(options.steady) for _ in range(options.sessions)]
    extra = (', "deltas": true' if options.deltas else "") + (', "stateChanges": true' if options.state_changes else "")
    for index in range(options.sessions):
        out += frame(KIND_START, index + 1)
        opening = '{"type": "open", "scene": "%s", "time": 0%s}' % (options.scene, extra)
        out += frame(KIND_TEXT, index + 1, opening.encode())
    for i in range(options.messages):
        for index, session in enumerate(sessions):
            out += frame(KIND_TEXT, index + 1, session.message(i).encode())
    for index in range(options.sessions):
        out += frame(KIND_END, index + 1)
    sys.stdout.buffer.write(out)


if __name__ == "__main__":
    main()
