"""The lab runs code for its own user only (issue 31; docs/SECURITY.md), tried as the attack is made.

A page of another origin — served by a second local server on another port, so the browser even
sends it the lab's cookie (cookies are shared by every port of a host) — posts code that would write
a marker file and opens WebSockets to guessed build ids. The lab refuses each request (it says so on
its output), compiles nothing and runs nothing; the lab's own tab, opened from the printed URL in
the same browser, then edits and runs code that writes a marker of its own.
"""

from __future__ import annotations

import http.server
import json
import sys
import tempfile
import threading
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lab_harness import CHROMIUM, CHROMIUM_ARGS, LabServer, open_scene  # noqa: E402

# How long a user build may take on a loaded CI machine (test_playground.py).
BUILD_TIMEOUT_MS = 30_000
SCENE = "002-circle-clamped-drag"


def marker_source(path: Path) -> str:
    """A view whose body writes `path`: evaluated only if the code is compiled and its scene opened."""
    return f"""import Tactile
import Foundation

struct MarkerView: View {{
    var body: some View {{
        let _ = FileManager.default.createFile(atPath: {json.dumps(str(path))}, contents: Data("ran".utf8))
        Circle().fill(Color.red).frame(width: 100, height: 100)
    }}
}}
"""


ATTACK_PAGE = """<!doctype html>
<html><body><script>
window.attack = (async () => {
  const lab = "LAB", host = new URL(lab).host, log = [];
  const body = JSON.stringify({scene: "SCENE", source: SOURCE});
  // A simple request: no preflight, the browser sends it and hides the answer.
  try { await fetch(lab + "api/builds", {method: "POST", mode: "no-cors", body}); log.push("post sent"); }
  catch (error) { log.push("post failed: " + error); }
  try { await fetch(lab + "api/builds", {method: "POST", mode: "no-cors", body,
                                         headers: {"Content-Type": "text/plain"}, credentials: "include"}); log.push("post sent"); }
  catch (error) { log.push("post failed: " + error); }
  // WebSockets have no CORS: the browser connects wherever a page asks.
  for (const id of ["b1", "b2", "b3"]) {
    log.push(await new Promise(done => {
      const socket = new WebSocket(`ws://${host}/ws?build=${id}`);
      socket.onopen = () => socket.send(JSON.stringify({type: "open", scene: "SCENE", time: 0}));
      socket.onmessage = event => log.push("message: " + event.data.slice(0, 80));
      socket.onclose = event => done(`socket ${id} closed ${event.code}`);
    }));
  }
  return log;
})();
</script></body></html>
"""


class AttackSite:
    """A second local web server, on a port of its own: another origin, as any other web site is."""

    def __init__(self, page_html: str):
        html = page_html.encode()

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(html)))
                self.end_headers()
                self.wfile.write(html)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def __enter__(self) -> "AttackSite":
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def markers():
    with tempfile.TemporaryDirectory(prefix="tactile-lab-security-") as folder:
        yield Path(folder) / "attack-ran", Path(folder) / "lab-ran"


def test_another_sites_page_runs_nothing_and_the_labs_own_tab_still_runs_code(browser, markers):
    attack_marker, own_marker = markers
    with LabServer(extra_args=["--workers", "1"]) as lab:
        builds = Path(tempfile.gettempdir()) / f"tactile-lab-{lab.process.pid}-builds"
        # One browser, as a person has: the lab's tab opened from the printed URL, then another site.
        context = browser.new_context(viewport={"width": 1440, "height": 900})
        try:
            problems: list[str] = []
            own = context.new_page()
            own.on("pageerror", lambda error: problems.append(str(error)))
            own.goto(lab.printed_url)
            assert "token=" not in own.url, "the printed URL's token stays in the address bar"
            page = (ATTACK_PAGE.replace("LAB", lab.url).replace("SCENE", SCENE)
                    .replace("SOURCE", json.dumps(marker_source(attack_marker))))
            with AttackSite(page) as site:
                attacker = context.new_page()
                attacker.goto(site.url)
                log = attacker.evaluate("window.attack")
                attacker.close()
            assert log[:2] == ["post sent", "post sent"], log
            assert all(entry.startswith("socket ") and not entry.endswith(" 1000") for entry in log[2:]), log
            output = "\n".join(lab.output)
            assert output.count("refused POST /api/builds: invalid-origin") == 2, output[-2000:]
            assert output.count("refused GET /ws (WebSocket): invalid-origin") == 3, output[-2000:]
            assert not attack_marker.exists()
            assert not builds.exists() or not any(builds.iterdir()), "a refused request started a build"

            # The lab's own tab edits and runs code.
            open_scene(own, lab.url, SCENE)
            own.evaluate("text => tactileEditor.setText(text)", marker_source(own_marker))
            own.click("#run")
            own.wait_for_function("() => tactileLab.build !== null && tactileLab.lastFrame !== null", timeout=BUILD_TIMEOUT_MS)
            own.wait_for_function("() => document.querySelector('#canvas svg').outerHTML.includes('#ff3b30')", timeout=BUILD_TIMEOUT_MS)
            assert own_marker.read_text() == "ran"
            assert not attack_marker.exists()
            assert not problems, problems
        finally:
            context.close()


def test_a_page_without_the_token_is_told_how_to_open_the_lab(browser):
    with LabServer(extra_args=["--workers", "0"]) as lab:
        context = browser.new_context()
        try:
            page = context.new_page()
            response = page.goto(lab.url)
            assert response.status == 403
            assert "?token=" in page.inner_text("body")
            # The printed URL signs this browser in; from then on the bare address opens the lab.
            page.goto(lab.printed_url)
            page.wait_for_function("() => window.tactileLab && tactileLab.connected", timeout=15000)
            assert page.goto(lab.url).status == 200
        finally:
            context.close()


def test_a_name_that_resolves_to_the_lab_gets_nothing(playwright_instance):
    """DNS rebinding: a page under a name that resolves to the lab's address reaches the lab's port
    under its own origin. Chromium's resolver is told the name is 127.0.0.1, as a rebinding DNS
    answer would say; the lab refuses every request addressed to that name."""
    with LabServer(extra_args=["--workers", "0"]) as lab:
        port = lab.url.rstrip("/").rsplit(":", 1)[1]
        browser = playwright_instance.chromium.launch(
            executable_path=CHROMIUM, args=CHROMIUM_ARGS + ["--host-resolver-rules=MAP rebind.example 127.0.0.1"])
        try:
            page = browser.new_page()
            # Even with the token: the name is refused before anything else is read.
            for path in ["api/scenes", f"?token={lab.token}", ""]:
                response = page.goto(f"http://rebind.example:{port}/{path}")
                assert response.status == 403, path
                assert response.json()["error"]["code"] == "invalid-host", path
        finally:
            browser.close()
