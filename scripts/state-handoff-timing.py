#!/usr/bin/env python3
"""What carrying a tab's @State to a new session costs (docs/PERFORMANCE.md, "Playground").

Starts `.build/debug/tactile-lab --workers 1`, and in the system Chromium opens a socket, drags
the star of 004-star-drag-position, then times a second socket from `new WebSocket` to the first
frame of its `open`: without `?state=` (a fresh scene) and with the first socket's token (the
server fetches the first session's snapshot from its worker, hands it to the new session, which
seeds the scene). 40 pairs per round, the first 5 dropped, two rounds each, alternating.
Usage: python3 scripts/state-handoff-timing.py
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "Browser"))
from lab_harness import LabServer, lab_page_url, launch_chromium  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
JS = """async ({n, withState}) => {
  const url = location.origin.replace('http', 'ws') + '/ws';
  const hello = (ws) => new Promise(r => ws.addEventListener('message', e => { const m = JSON.parse(e.data); if (m.type === 'hello') r(m); }, {once: false}));
  const next = (ws, type) => new Promise(r => { const f = e => { const m = JSON.parse(e.data); if (m.type === type) { ws.removeEventListener('message', f); r(m); } }; ws.addEventListener('message', f); });
  const times = [];
  for (let i = 0; i < n; i++) {
    const a = new WebSocket(url); const h = await hello(a);
    a.send(JSON.stringify({type: 'open', scene: '004-star-drag-position', time: 0}));
    await next(a, 'frame');
    a.send(JSON.stringify({type: 'touches', time: 10, seq: 1, touches: [{id: 0, phase: 'began', x: 195, y: 422}]})); await next(a, 'frame');
    a.send(JSON.stringify({type: 'touches', time: 30, seq: 2, touches: [{id: 0, phase: 'moved', x: 240, y: 452}]})); await next(a, 'frame');
    a.send(JSON.stringify({type: 'touches', time: 50, seq: 3, touches: [{id: 0, phase: 'ended', x: 245, y: 452}]})); await next(a, 'frame');
    const started = performance.now();
    const b = new WebSocket(withState ? url + '?state=' + h.session : url);
    await hello(b);
    b.send(JSON.stringify({type: 'open', scene: '004-star-drag-position', time: 0}));
    await next(b, 'frame');
    times.push(performance.now() - started);
    a.close(); b.close();
  }
  return times;
}"""


def main() -> None:
    with LabServer(extra_args=["--workers", "1"]) as server, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        page = browser.new_page()
        page.goto(lab_page_url(server.url, "scene=004-star-drag-position"))
        page.wait_for_timeout(1000)
        for with_state in (False, True, False, True):
            times = sorted(page.evaluate(JS, {"n": 40, "withState": with_state})[5:])
            label = "with state" if with_state else "fresh     "
            print(f"{label} median {statistics.median(times):.2f} ms, p90 {times[int(len(times) * 0.9)]:.2f} ms (n={len(times)})")


if __name__ == "__main__":
    main()
