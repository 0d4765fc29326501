#!/usr/bin/env python3
"""Edit → running scene times of the lab's playground (docs/PERFORMANCE.md, "Playground").

Starts `.build/debug/tactile-lab` (build it and `TactileLabRuntime` first), opens a seed scene in
the system Chromium, and runs the scene N times with a different colour each time, measuring on
the page from the Run click to the first frame of the new build painted. The first run of a fresh
lab is "cold" (no build of this lab process yet); the rest are "warm". Also prints the server's
own `swiftc` seconds. Usage: python3 scripts/playground-timing.py [runs]
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "Browser"))
from lab_harness import LabServer, launch_chromium, open_scene  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

SCENE = "002-circle-clamped-drag"
COLOURS = ["red", "green", "orange", "purple", "pink", "yellow", "teal", "indigo"]


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    with LabServer(extra_args=["--workers", "1"]) as server, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        open_scene(page, server.url, SCENE)
        original = page.evaluate("tactileEditor.text")
        times, compiles = [], []
        for run in range(runs):
            colour = COLOURS[run % len(COLOURS)]
            page.evaluate("text => tactileEditor.setText(text)", original.replace("Color.blue", f"Color.{colour}"))
            previous = page.evaluate("tactileLab.build")
            result = page.evaluate(
                """previous => new Promise(done => {
                       const started = performance.now();
                       document.querySelector('#run').click();
                       const poll = () => {
                           if (tactileLab.build !== previous && tactileLab.connected && tactileLab.lastFrame
                               && document.querySelector('#canvas svg')) {
                               requestAnimationFrame(() => done(performance.now() - started));
                           } else setTimeout(poll, 5);
                       };
                       poll();
                   })""", previous)
            status = page.inner_text("#build-status")
            times.append(result / 1000)
            compiles.append(status)
            print(f"run {run + 1}: {result / 1000:.2f} s edit → painted ({status})", flush=True)
        browser.close()
    warm = times[1:]
    print(f"cold (first build of this lab process): {times[0]:.2f} s")
    if warm:
        print(f"warm: median {statistics.median(warm):.2f} s, min {min(warm):.2f} s, max {max(warm):.2f} s over {len(warm)} runs")


if __name__ == "__main__":
    main()
