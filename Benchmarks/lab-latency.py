#!/usr/bin/env python3
"""Tactile Lab input-to-paint latency in headless Chromium.

Drives a scripted mouse drag (one pointer move per display frame) on 004-star-drag-position and
reports p50/p99/max of `window.tactileLab.latencies`: milliseconds from the pointer event's time
stamp to the paint of the frame whose `seq` answers it (docs/LAB-PROTOCOL.md). The round trip is
the whole lab: page → WebSocket → engine + view graph + SVG renderer → WebSocket → DOM → paint.

    swift build --product tactile-lab            # or -c release, then --binary .build/release/tactile-lab
    python3 Benchmarks/lab-latency.py            # prints the numbers
    python3 Benchmarks/lab-latency.py --update-doc   # also writes "Lab latency" in docs/PERFORMANCE.md

In the same run and browser, the same drag on a baseline page (`BASELINE_PAGE`) that answers each
pointer move locally — it moves a DOM element in the `pointermove` handler — and measures exactly as
the lab does (after the next `requestAnimationFrame`): the browser's floor for input → pixels. The
report is lab/baseline at p50 and p99 (issue 15, item 7).

Reuses the browser tests' harness (Tests/Browser/lab_harness.py): the system Chromium, `--port 0`.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import platform
import random
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "Tests" / "Browser"))

from lab_harness import (CHROMIUM, CHROMIUM_ARGS, SCENE_SHOWN_JS, SETTLED_JS, TWO_FRAMES_JS, LabServer, lab_page_url, register_lab,  # noqa: E402
                         box_to_client)
from playwright.async_api import async_playwright  # noqa: E402

SCENE = "004-star-drag-position"
START = (195.0, 422.0)       # the star's centre at rest
FRAME_MS = 16                # one pointer move per 60 Hz display frame
DISPLAY_FRAME_MS = 1000 / 60 # the headless compositor's frame interval
PHASE_SEED = 15              # the same pseudo-random input phases for the lab and the baseline
WARM_UP_MOVES = 30           # not measured: first JIT, first layout, first socket buffers
SECTION = "## Lab latency"

# The floor: the lab page's size and measurement, with the server's answer replaced by a local one.
# `#canvas` has the lab's canvas size so `to_client` drives the same drag; `tactileLab.latencies`
# is filled as lab.js fills it (event time stamp → after the animation frame that shows the move).
BASELINE_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>latency baseline</title>
<style>body{margin:0} #canvas{position:absolute;left:200px;top:20px;width:390px;height:844px;touch-action:none;background:#fff}
#dot{position:absolute;left:0;top:0;width:60px;height:60px;border-radius:30px;background:#34c759;will-change:transform}</style>
</head><body><div id="canvas"><div id="dot"></div></div>
<script>
"use strict";
const canvas = document.querySelector("#canvas"), dot = document.querySelector("#dot");
const pending = [];
let down = false;
window.tactileLab = { latencies: [], lastFrame: { animating: false, nextWakeUp: null } };
function answer(event) {
  const rect = canvas.getBoundingClientRect();
  dot.style.transform = `translate(${event.clientX - rect.left - 30}px, ${event.clientY - rect.top - 30}px)`;
  pending.push(event.timeStamp);
  if (pending.length === 1) requestAnimationFrame(() => {
    const times = pending.splice(0);
    setTimeout(() => { const now = performance.now(); for (const t of times) tactileLab.latencies.push(now - t); }, 0);
  });
}
// While a pointer is down the page draws every display frame, as the lab's page does (it ticks the
// session each frame): a page that asked for no frame would get one on demand in headless Chromium,
// with no display clock to wait for, which no page on a real display gets.
function keepDrawing() { if (down) requestAnimationFrame(keepDrawing); }
canvas.addEventListener("pointerdown", (event) => { down = true; canvas.setPointerCapture(event.pointerId); answer(event); requestAnimationFrame(keepDrawing); });
canvas.addEventListener("pointermove", (event) => { if (down) answer(event); });
canvas.addEventListener("pointerup", (event) => { down = false; answer(event); });
</script></body></html>
"""


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile."""
    if not sorted_values:
        return float("nan")
    rank = max(1, min(len(sorted_values), round(p / 100 * len(sorted_values) + 0.5)))
    return sorted_values[rank - 1]


async def drag(page, moves: int, settled: bool = True) -> None:
    """A drag of `moves` pointer moves along a smooth curve that stays on the canvas.

    Moves go out on a schedule of their own, each one frame plus a pseudo-random part of another
    after the previous one's scheduled time (seeded: both pages get the same schedule), so they
    reach the page at every phase of the display frame, as a real pointer's do; without the random
    part the driver falls into step with the frame clock. The schedule does not wait for the page:
    a move's `mouse.move` is not awaited before the next is due, since it returns only when the
    page has handled the event. Awaiting it made the phases follow what each page does — a
    `pointermove` listener is handled at the next frame, and a frame the lab holds (catch-up)
    delays the moves after it: in one recorded run the lab's inputs landed 1.5 ms nearer the next frame
    at the median than the baseline's (docs/PERFORMANCE.md, "Lab latency"). (A DevTools session of
    the driver's own for the moves is no option: a second session attached to the page doubled the
    lab's frame time.)
    """
    phases = random.Random(PHASE_SEED)
    box = await page.locator("#canvas").bounding_box()
    start = box_to_client(box, *START)
    await page.mouse.move(*start)
    await page.mouse.down()
    loop = asyncio.get_running_loop()
    due = loop.time()
    sent = []
    for i in range(1, moves + 1):
        dx, dy = 60 * math.sin(i / 17), 50 * math.sin(i / 30)
        sent.append(asyncio.ensure_future(page.mouse.move(*box_to_client(box, START[0] + dx, START[1] + dy))))
        due += (FRAME_MS + phases.uniform(0, DISPLAY_FRAME_MS)) / 1000
        await asyncio.sleep(max(0.0, due - loop.time()))
    await asyncio.gather(*sent)
    await page.mouse.up()
    if settled:
        await page.wait_for_function(SETTLED_JS, timeout=15000)
    await page.evaluate(TWO_FRAMES_JS)
    await page.wait_for_timeout(100)  # the last paint's measurement runs after its animation frame


def summary(latencies: list[float], moves: int, version: str) -> dict:
    values = sorted(latencies)
    return {
        "moves": moves,
        "samples": len(values),
        "p50": percentile(values, 50),
        "p99": percentile(values, 99),
        "max": values[-1] if values else float("nan"),
        "chromium": version,
    }


# A lab page that may not share memory: its catch-up reads by request, never from its tap
# (docs/LAB-PROTOCOL.md, "Catch-up"); `--no-tap` measures that page against the same floor.
NO_SHARED_MEMORY = "delete window.SharedArrayBuffer;"


def measure(url: str, moves: int, tap: bool = True) -> tuple[dict, dict]:
    """The lab's latencies and the baseline page's, in one browser, one after the other."""
    return asyncio.run(measure_pages(url, moves, tap))


async def measure_pages(url: str, moves: int, tap: bool = True) -> tuple[dict, dict]:
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            page = await browser.new_page(viewport={"width": 1440, "height": 900})
            if not tap:
                await page.add_init_script(NO_SHARED_MEMORY)
            await page.goto(lab_page_url(url, f"scene={SCENE}"))
            await page.wait_for_function(SCENE_SHOWN_JS, arg=SCENE, timeout=15000)
            await drag(page, WARM_UP_MOVES)
            await page.evaluate("() => { tactileLab.latencies.length = 0; }")
            await drag(page, moves)
            lab = await page.evaluate("() => Array.from(tactileLab.latencies)")
            base = await browser.new_page(viewport={"width": 1440, "height": 900})
            await base.set_content(BASELINE_PAGE)
            await drag(base, WARM_UP_MOVES, settled=False)
            await base.evaluate("() => { tactileLab.latencies.length = 0; }")
            await drag(base, moves, settled=False)
            baseline = await base.evaluate("() => Array.from(tactileLab.latencies)")
            version = browser.version
        finally:
            await browser.close()
    return summary(lab, moves, version), summary(baseline, moves, version)


def machine() -> str:
    model = ""
    try:
        match = re.search(r"model name\s*:\s*(.+)", Path("/proc/cpuinfo").read_text())
        model = match.group(1).strip() if match else ""
    except OSError:
        pass
    return f"{os.cpu_count()} cores{', ' + model if model else ''}, {platform.system()} {platform.machine()}"


def section(result: dict, baseline: dict, build: str, notes: str = "") -> str:
    return f"""{SECTION}

From a pointer event on the page to the paint of the frame that answers it — the whole round trip
of Tactile Lab: page → WebSocket → engine, view graph and SVG renderer → WebSocket → DOM → paint
(`window.tactileLab.latencies`, measured after the next `requestAnimationFrame`;
docs/LAB-PROTOCOL.md). A scripted mouse drag of {result['moves']} moves, one per 60 Hz frame, on
`{SCENE}` in headless Chromium {result['chromium']}, server and browser on the same machine
({machine()}, shared with other builds), `tactile-lab` {build} build.

| page | moves | samples | p50 | p99 | max |
|---|---:|---:|---:|---:|---:|
| lab | {result['moves']} | {result['samples']} | {result['p50']:.1f} ms | {result['p99']:.1f} ms | {result['max']:.1f} ms |
| baseline (answers locally) | {baseline['moves']} | {baseline['samples']} | {baseline['p50']:.1f} ms | {baseline['p99']:.1f} ms | {baseline['max']:.1f} ms |
| **lab / baseline** | | | **{result['p50'] / baseline['p50']:.2f}×** | **{result['p99'] / baseline['p99']:.2f}×** | |

Samples are the drag's pointer messages (the press, the moves, the release) whose answering frame
was painted. The baseline page (`BASELINE_PAGE` in the script) takes the same drag in the same
browser right after the lab, moves a DOM element in its `pointermove` handler and measures the
same way: the floor a page that needs no server can reach. For scale: a 60 Hz display shows a frame every 16.7 ms. Reproduce with `swift build --product tactile-lab` and
`python3 Benchmarks/lab-latency.py` (`--binary` for another build, `--update-doc` rewrites this
section).
{notes}"""


def update_doc(text: str) -> None:
    path = REPO / "docs" / "PERFORMANCE.md"
    document = path.read_text()
    pattern = re.compile(rf"^{re.escape(SECTION)}\n.*?(?=^## |\Z)", re.S | re.M)
    if pattern.search(document):
        document = pattern.sub(lambda _: text + "\n", document, count=1)
    else:
        document = document.rstrip("\n") + "\n\n" + text
    path.write_text(document.rstrip("\n") + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", help="a running lab (default: start the built tactile-lab on a free port)")
    parser.add_argument("--binary", help="the tactile-lab to start (default: .build/debug/tactile-lab)")
    # p99 of 200 samples is the second-worst sample: 1,000 moves give it ten samples above it.
    parser.add_argument("--moves", type=int, default=1000, help="pointer moves in the measured drag (default 1000)")
    parser.add_argument("--no-tap", action="store_true", help="the lab page catches up by request, not from its tap")
    parser.add_argument("--update-doc", action="store_true", help='write the "Lab latency" section of docs/PERFORMANCE.md')
    args = parser.parse_args()

    if args.url:
        # The URL the lab printed, with its token (docs/SECURITY.md).
        result, baseline = measure(register_lab(args.url)[0], args.moves, not args.no_tap)
    else:
        with LabServer(Path(args.binary) if args.binary else None) as server:
            result, baseline = measure(server.url, args.moves, not args.no_tap)
    build = "release" if args.binary and "release" in args.binary else "debug"
    print(f"lab latency over {result['samples']} samples of {result['moves']} moves: "
          f"p50 {result['p50']:.1f} ms, p99 {result['p99']:.1f} ms, max {result['max']:.1f} ms")
    print(f"baseline latency over {baseline['samples']} samples: "
          f"p50 {baseline['p50']:.1f} ms, p99 {baseline['p99']:.1f} ms, max {baseline['max']:.1f} ms")
    print(f"lab / baseline: p50 {result['p50'] / baseline['p50']:.2f}x, p99 {result['p99'] / baseline['p99']:.2f}x")
    if min(result["samples"], baseline["samples"]) < args.moves // 2:
        print("too few samples: the page answered fewer than half of the moves", file=sys.stderr)
        return 1
    if args.update_doc:
        update_doc(section(result, baseline, build))
        print("wrote the Lab latency section of docs/PERFORMANCE.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
