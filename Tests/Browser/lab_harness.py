"""Starts `tactile-lab` and the system Chromium for the browser tests and the latency benchmark.

Playwright drives Debian's Chromium (`/usr/bin/chromium`, run as root so `--no-sandbox`); its own
browser download is never used. The server is started with `--port 0` and announces itself with one
line `Tactile Lab: http://HOST:PORT/?token=TOKEN` (docs/SECURITY.md): every request must carry that
token, as the page's cookie (`sign_in`, `lab_page_url`) or an `Authorization` header (`auth_headers`).
"""

from __future__ import annotations

import os
import re
import subprocess
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("TACTILE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"]
URL_LINE = re.compile(r"Tactile Lab: (http://\S+)")
PRINTED_URL = re.compile(r"^(http://[^/?\s]+/)(?:\?token=(\S+))?$")
# The canvas the page opens scenes with (docs/LAB-PROTOCOL.md: default 390×844).
CANVAS_WIDTH, CANVAS_HEIGHT = 390, 844
# How long a server may take to print its URL: a debug build starts in well under a second,
# but two cores shared with other builds can stall it.
SERVER_START_TIMEOUT_S = 60.0


# The running labs this process has started or been given: base URL → token (None: --no-token).
KNOWN_LABS: dict[str, str | None] = {}


def register_lab(printed_url: str) -> tuple[str, str | None]:
    """Remembers a lab from the URL it printed; returns its base URL (`http://HOST:PORT/`) and token."""
    match = PRINTED_URL.match(printed_url.strip())
    if not match:
        raise RuntimeError(f"not a lab URL: {printed_url!r}")
    base, token = match.group(1), match.group(2)
    KNOWN_LABS[base] = token
    return base, token


def lab_page_url(base_url: str, query: str = "") -> str:
    """The address that opens the lab's page at `base_url` with `query` (e.g. `scene=ID`), signing
    the browser in on the way (the lab keeps the token in a cookie and drops it from the address)."""
    token = KNOWN_LABS.get(base_url)
    parts = ([f"token={token}"] if token else []) + ([query] if query else [])
    return base_url + ("?" + "&".join(parts) if parts else "")


def auth_headers(base_url: str) -> dict[str, str]:
    """The header a script's request to the lab at `base_url` carries its token in."""
    token = KNOWN_LABS.get(base_url)
    return {"Authorization": f"token {token}"} if token else {}


def sign_in(context) -> None:
    """Signs a Playwright browser context in to every known lab, as opening its printed URL does:
    the lab's answer sets its cookie in the context."""
    for base, token in KNOWN_LABS.items():
        if token:
            response = context.request.get(f"{base}?token={token}", max_redirects=0)
            assert response.status == 303, f"signing in to {base} answered {response.status}"


def default_binary() -> Path:
    """The debug build `swift build --product tactile-lab` leaves behind."""
    return REPO / ".build" / "debug" / "tactile-lab"


class LabServer:
    """A `tactile-lab --port 0` child process; `url` once it listens. Use as a context manager."""

    def __init__(self, binary: Path | None = None, extra_args: list[str] | None = None,
                 start_timeout_s: float = SERVER_START_TIMEOUT_S):
        self.start_timeout_s = start_timeout_s
        self.binary = Path(binary or os.environ.get("TACTILE_LAB_BINARY") or default_binary())
        self.extra_args = extra_args or []
        self.process: subprocess.Popen[str] | None = None
        self.url: str | None = None
        self.token: str | None = None
        self.printed_url: str | None = None
        self.output: list[str] = []

    def __enter__(self) -> "LabServer":
        if not self.binary.exists():
            raise RuntimeError(f"{self.binary} does not exist: run `swift build --product tactile-lab` first")
        self.process = subprocess.Popen(
            [str(self.binary), "--port", "0", *self.extra_args],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
        )
        found = threading.Event()

        def pump() -> None:
            assert self.process and self.process.stdout
            for line in self.process.stdout:
                self.output.append(line.rstrip("\n"))
                match = URL_LINE.search(line)
                if match and not found.is_set():
                    self.printed_url = match.group(1)
                    self.url, self.token = register_lab(self.printed_url)
                    found.set()

        threading.Thread(target=pump, daemon=True).start()
        deadline = time.monotonic() + self.start_timeout_s
        while not found.wait(0.1):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("tactile-lab did not announce its URL:\n" + "\n".join(self.output[-40:]))
        return self

    def stop(self) -> None:
        if self.url:
            KNOWN_LABS.pop(self.url, None)   # a stopped lab is signed in to no more
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def launch_chromium(playwright, headless: bool = True):
    """The system Chromium through Playwright."""
    if not Path(CHROMIUM).exists():
        raise RuntimeError(f"{CHROMIUM} is missing: apt-get install chromium (scripts/browser-tests.sh does)")
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=headless)


def open_scene(page, base_url: str, scene_id: str, timeout_ms: float = 15000) -> None:
    """Loads the lab on `scene_id` (signed in) and waits for the scene's first painted frame."""
    page.goto(lab_page_url(base_url, f"scene={scene_id}"))
    wait_for_scene(page, scene_id, timeout_ms)


# The page-side conditions the waits below poll (also used by the latency benchmark's async driver).
SCENE_SHOWN_JS = """id => window.tactileLab && tactileLab.connected && tactileLab.sceneId === id
                        && tactileLab.lastFrame !== null && tactileLab.frames > 0
                        && document.querySelector('#canvas svg') !== null"""
SETTLED_JS = """() => { const f = tactileLab.lastFrame;
                        return f && !f.animating && f.nextWakeUp === null
                            && document.querySelectorAll('#fingers .finger').length === 0; }"""
TWO_FRAMES_JS = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"


def wait_for_scene(page, scene_id: str, timeout_ms: float = 15000) -> None:
    page.wait_for_function(SCENE_SHOWN_JS, arg=scene_id, timeout=timeout_ms)


def wait_until_settled(page, timeout_ms: float = 15000) -> None:
    """No finger down, nothing animating, no wake-up pending: the page has stopped ticking."""
    page.wait_for_function(SETTLED_JS, timeout=timeout_ms)
    wait_for_paint(page)


def wait_for_paint(page) -> None:
    """Two animation frames: a frame received before this call has been painted (foreground tab)."""
    page.evaluate(TWO_FRAMES_JS)


def canvas_svg(page) -> str:
    return page.eval_on_selector("#canvas svg", "svg => svg.outerHTML")


def to_client(page, x: float, y: float) -> tuple[float, float]:
    """Canvas points → client pixels of the scaled canvas."""
    return box_to_client(page.locator("#canvas").bounding_box(), x, y)


def box_to_client(box: dict | None, x: float, y: float) -> tuple[float, float]:
    """Canvas points → client pixels, for the canvas laid out at `box` (a bounding box)."""
    assert box is not None, "#canvas is not laid out"
    return box["x"] + x * box["width"] / CANVAS_WIDTH, box["y"] + y * box["height"] / CANVAS_HEIGHT


def mouse_drag(page, start: tuple[float, float], end: tuple[float, float], steps: int = 20,
               step_delay_ms: float = 16, modifiers: list[str] | None = None) -> None:
    """A mouse drag in canvas points, one move per display frame, with keys held throughout."""
    modifiers = modifiers or []
    for key in modifiers:
        page.keyboard.down(key)
    try:
        page.mouse.move(*to_client(page, *start))
        page.mouse.down()
        for i in range(1, steps + 1):
            t = i / steps
            page.mouse.move(*to_client(page, start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
            page.wait_for_timeout(step_delay_ms)
        page.mouse.up()
    finally:
        for key in reversed(modifiers):
            page.keyboard.up(key)


def move_in_steps(page, start: tuple[float, float], step: tuple[float, float], moves: int,
                  step_delay_ms: float = 16) -> tuple[float, float]:
    """Moves the mouse `moves` times by `step` from `start` (canvas points), one move per display
    frame; returns where it stopped."""
    for i in range(1, moves + 1):
        page.mouse.move(*to_client(page, start[0] + step[0] * i, start[1] + step[1] * i))
        page.wait_for_timeout(step_delay_ms)
    return start[0] + step[0] * moves, start[1] + step[1] * moves


def press_and_move(page, start: tuple[float, float], step: tuple[float, float], moves: int,
                   step_delay_ms: float = 16) -> tuple[float, float]:
    """Presses the mouse at `start` and moves it as `move_in_steps` does, leaving it down."""
    page.mouse.move(*to_client(page, *start))
    page.mouse.down()
    return move_in_steps(page, start, step, moves, step_delay_ms)


def first_translation(svg: str) -> tuple[float, float]:
    """The translation of the first transformed element of a frame (`matrix(a b c d e f)` → (e, f))."""
    match = re.search(r'transform="matrix\(([^)]*)\)"', svg)
    assert match, f"no transformed element in {svg[:200]}"
    values = [float(v) for v in match.group(1).split()]
    return values[4], values[5]


def first_scale(svg: str) -> float:
    """The x scale of the first transformed element (`matrix(a b c d e f)` → |(a, b)|)."""
    match = re.search(r'transform="matrix\(([^)]*)\)"', svg)
    assert match, f"no transformed element in {svg[:200]}"
    a, b = (float(v) for v in match.group(1).split()[:2])
    return (a * a + b * b) ** 0.5


def timeline_texts(page, kind: str | None = None) -> list[str]:
    selector = "#timeline .timeline-entry" + (f'[data-kind="{kind}"]' if kind else "")
    return page.eval_on_selector_all(selector, "rows => rows.map(r => r.textContent)")
