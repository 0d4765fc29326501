#!/usr/bin/env python3
"""Every catalog scene, driven through a release `tactile-lab --worker`: it must answer and not crash.

CI's tests run debug builds; the optimizer of a release build changes object lifetimes, inlining
and copies, and a release build of session 11 crashed (signal 11) on 17 of the 66 scenes that its
debug build served without fault (docs/RELIABILITY.md, "Known open problems"). This sweep runs what a
person does on each scene — a tap, a long press, a drag, a two-finger pinch and rotation, taps
around the canvas, time running on for animations, and a malformed message — through the worker's
own code path (frames on standard input, `docs/LAB-PROTOCOL.md`, "Worker processes"), one worker
process per scene, and checks that

- the worker exits normally (a crash is a failure that names the scene and the signal),
- every message of the page gets an answer, in order (`seq`), and the malformed one an error,
- no answer is an error other than that one.

    swift build -c release --product tactile-lab --disable-default-traits
    python3 scripts/release-scene-sweep.py .build/release/tactile-lab

The scene ids come from the lab's own catalog (`GET /api/scenes` of the same binary on a free port).
"""

from __future__ import annotations

import json
import math
import signal
import struct
import subprocess
import sys
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "Browser"))
from lab_harness import CANVAS_HEIGHT, CANVAS_WIDTH, LabServer, auth_headers  # noqa: E402

KIND_START, KIND_TEXT, KIND_END, KIND_REPLY = 1, 2, 4, 5
FRAME_MS = 16.7                # the page's frame: one message per frame, as a pointer sends them
WORKER_TIME_LIMIT_S = 120      # per scene; a scene's replay takes well under a second
MALFORMED = '{"type": "touches", "time": 1, "seq": '  # cut off: the page's JSON never is


class Script:
    """One scene's messages, with the page's time and sequence numbers."""

    def __init__(self) -> None:
        self.time = 0.0
        self.seq = 0
        self.messages: list[str] = []

    def _send(self, body: dict) -> None:
        self.time += FRAME_MS
        self.seq += 1
        self.messages.append(json.dumps({**body, "time": round(self.time, 3), "seq": self.seq}))

    def touches(self, *changes: tuple[int, str, float, float]) -> None:
        self._send({"type": "touches", "touches": [
            {"id": touch, "phase": phase, "x": round(x, 3), "y": round(y, 3)} for touch, phase, x, y in changes]})

    def ticks(self, count: int) -> None:
        for _ in range(count):
            self._send({"type": "tick"})

    def tap(self, x: float, y: float) -> None:
        self.touches((0, "began", x, y))
        self.touches((0, "ended", x, y))
        self.ticks(3)

    def long_press(self, x: float, y: float, frames: int) -> None:
        self.touches((0, "began", x, y))
        self.ticks(frames)
        self.touches((0, "ended", x, y))

    def drag(self, x: float, y: float, dx: float, dy: float, steps: int) -> None:
        self.touches((0, "began", x, y))
        for step in range(1, steps + 1):
            self.touches((0, "moved", x + dx * step / steps, y + dy * step / steps))
        self.touches((0, "ended", x + dx, y + dy))

    def pinch_and_rotate(self, x: float, y: float, steps: int) -> None:
        """Two fingers 80 pt apart, spreading to 160 pt while turning a quarter turn."""
        def fingers(step: int, phase: str):
            radius = 40 + 40 * step / steps
            angle = math.pi / 2 * step / steps
            dx, dy = radius * math.cos(angle), radius * math.sin(angle)
            return (0, phase, x - dx, y - dy), (1, phase, x + dx, y + dy)
        self.touches(*fingers(0, "began"))
        for step in range(1, steps + 1):
            self.touches(*fingers(step, "moved"))
        self.touches(*fingers(steps, "ended"))


def script() -> Script:
    centre = (CANVAS_WIDTH / 2, CANVAS_HEIGHT / 2)
    s = Script()
    s.tap(*centre)
    s.tap(*centre)  # a double tap with the first
    s.long_press(*centre, frames=75)  # 1.25 s: past `LongPressGesture`'s default 0.5 s
    s.drag(*centre, 120, 80, steps=20)
    s.drag(centre[0], centre[1] + 100, -60, -200, steps=12)
    s.pinch_and_rotate(*centre, steps=16)
    for fx in (0.2, 0.5, 0.8):
        for fy in (0.15, 0.35, 0.65, 0.85):
            s.tap(CANVAS_WIDTH * fx, CANVAS_HEIGHT * fy)
    s.ticks(90)  # 1.5 s for animations and deferred work to finish
    return s


def frame(kind: int, session: int, payload: bytes = b"") -> bytes:
    return struct.pack(">IBQ", 1 + 8 + len(payload), kind, session) + payload


def replies(data: bytes) -> list[dict]:
    out, offset = [], 0
    while offset + 4 <= len(data):
        (length,) = struct.unpack_from(">I", data, offset)
        kind = data[offset + 4]
        payload = data[offset + 13: offset + 4 + length]
        offset += 4 + length
        if kind == KIND_REPLY:
            out.append(json.loads(payload))
    if offset != len(data):
        raise ValueError(f"{len(data) - offset} bytes after the last whole frame")
    return out


def crash_summary(stderr: str) -> str:
    """The backtracer's verdict and the crashed thread's first frames, else the last lines."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    verdict = [line for line in lines if "Program crashed" in line or line.startswith("Fatal error")]
    crashed = next((i for i, line in enumerate(lines) if line.endswith("crashed:")), None)
    frames = lines[crashed + 1: crashed + 5] if crashed is not None else []
    return " | ".join(verdict[:1] + frames) or " | ".join(lines[-5:])


def sweep_scene(binary: Path, scene: str, s: Script) -> str | None:
    """None when the scene passes, else what went wrong."""
    stream = frame(KIND_START, 1)
    stream += frame(KIND_TEXT, 1, json.dumps({"type": "open", "scene": scene, "time": 0}).encode())
    for message in s.messages:
        stream += frame(KIND_TEXT, 1, message.encode())
    stream += frame(KIND_TEXT, 1, MALFORMED.encode())
    stream += frame(KIND_END, 1)
    try:
        run = subprocess.run([str(binary), "--worker"], input=stream, capture_output=True, timeout=WORKER_TIME_LIMIT_S)
    except subprocess.TimeoutExpired:
        return f"no exit within {WORKER_TIME_LIMIT_S} s"
    if run.returncode != 0:
        what = f"signal {signal.Signals(-run.returncode).name}" if run.returncode < 0 else f"exit status {run.returncode}"
        return f"the worker ended with {what}: " + crash_summary(run.stderr.decode(errors="replace"))
    answers = replies(run.stdout)
    errors = [a for a in answers if a.get("type") == "error"]
    if len(errors) != 1 or errors[0].get("seq") is not None:
        return f"expected one error (the malformed message), got {len(errors)}: {errors[:3]}"
    answered = [a["seq"] for a in answers if a.get("seq") is not None]
    if answered != sorted(answered) or set(answered) != set(range(1, s.seq + 1)):
        missing = sorted(set(range(1, s.seq + 1)) - set(answered))
        return f"answers out of order or missing (first missing seq: {missing[:5]})"
    return None


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = Path(sys.argv[1])
    with LabServer(binary) as server:
        with urllib.request.urlopen(urllib.request.Request(server.url + "api/scenes", headers=auth_headers(server.url))) as response:
            catalog = json.load(response)
    scenes = [entry["id"] for entry in (catalog["scenes"] if isinstance(catalog, dict) else catalog)]
    s = script()
    failures = 0
    for scene in scenes:
        problem = sweep_scene(binary, scene, s)
        if problem:
            failures += 1
            print(f"FAIL {scene}: {problem}")
    print(f"release scene sweep: {len(scenes) - failures} of {len(scenes)} scenes answered "
          f"{len(s.messages) + 1} messages each without fault")
    return 1 if failures or not scenes else 0


if __name__ == "__main__":
    sys.exit(main())
