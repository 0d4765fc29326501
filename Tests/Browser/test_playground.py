"""The lab as a playground (issue 15 items 1–4; docs/LAB-PROTOCOL.md, "Playground").

One lab for the whole file, started with a user file and a short per-message time limit; it makes
six user builds in all (the user file at start, the user file after it changes on disk, two
edited seed scenes, and the two edits of the state test) plus two compiles that fail fast (no link),
so the file stays within CI's budget.
Tests run in file order and share those builds.
"""

from __future__ import annotations

import json
import re
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lab_harness import (  # noqa: E402
    LabServer, auth_headers, canvas_svg, mouse_drag, open_scene, to_client, wait_for_scene, wait_until_settled)

# How long a user build may take: a cold one (empty module cache) is about 7 s on the project's
# 2-core machine (docs/PERFORMANCE.md, "Playground"); a loaded CI machine gets four times that.
BUILD_TIMEOUT_MS = 30_000
# The lab's per-message time limit in this file (seconds): short, so the endless-loop test is quick.
TIME_LIMIT_S = 2
# The edited seed scene: a blue circle dragged within ±100 pt (Seed 002).
SEED_SCENE = "002-circle-clamped-drag"
BLUE, RED = "#007aff", "#ff3b30"          # Color.blue, Color.red as the renderer writes them
ORANGE, PURPLE = "#ff9500", "#af52de"     # Color.orange, Color.purple
# The scene whose @State outlives Run: a star that stays where it is dropped (Seed 004).
STATE_SCENE = "004-star-drag-position"

# Written as in an iOS project: `import SwiftUI` and `import Combine`, answered by the lab as the
# Compatibility package answers them (issue 36, item 1).
USER_FILE = """\
import SwiftUI
import Combine

struct Card: View {
    var body: some View {
        Rectangle()
            .fill(Color.orange)
            .frame(width: 200, height: 120)
    }
}

/// Tapping the left square crashes the body; tapping the right one never returns from it.
struct Trouble: View {
    @State private var mode = 0

    static func check(_ mode: Int) -> Int {
        if mode == 1 { fatalError("boom from Trouble") }
        var spins = 0
        while mode == 2 { spins &+= 1 }
        return spins
    }

    var body: some View {
        let _ = Trouble.check(mode)
        HStack(spacing: 40) {
            Rectangle().fill(Color.red).frame(width: 100, height: 100).onTapGesture { mode = 1 }
            Rectangle().fill(Color.blue).frame(width: 100, height: 100).onTapGesture { mode = 2 }
        }
    }
}

#Preview("Card") {
    Card()
}

#Preview("Trouble") { Trouble() }

/// A knob whose model, an `ObservableObject`, follows a drag.
final class KnobModel: ObservableObject {
    @Published var offset: CGFloat = 0
}

struct Knob: View {
    @StateObject private var model = KnobModel()
    var body: some View {
        Circle()
            .fill(Color.green)
            .frame(width: 80, height: 80)
            .offset(x: model.offset)
            .gesture(DragGesture().onChanged { model.offset = $0.translation.width })
    }
}

#Preview("Knob") { Knob() }

#Preview("Counter", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 0
    Rectangle()
        .fill(count.isMultiple(of: 2) ? Color.green : Color.blue)
        .frame(width: 120, height: 120)
        .onTapGesture { count += 1 }
}
"""


@pytest.fixture(scope="module")
def user_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("playground") / "Views.swift"
    path.write_text(USER_FILE, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def playground_url(user_file):
    with LabServer(extra_args=[str(user_file), "--workers", "1", "--message-time-limit", str(TIME_LIMIT_S)]) as server:
        yield server.url


def catalog(base_url: str) -> list[dict]:
    with urllib.request.urlopen(urllib.request.Request(f"{base_url}api/scenes", headers=auth_headers(base_url))) as response:
        return json.load(response)


def user_scene(base_url: str, title: str) -> dict:
    return next(entry for entry in catalog(base_url) if entry["kind"] == "user" and entry["title"] == title)


def fills(page) -> list[str]:
    return re.findall(r'fill="(#[0-9a-f]{6})"', canvas_svg(page))


def wait_for_build(page, previous: str | None, timeout_ms: float = BUILD_TIMEOUT_MS) -> str:
    """Waits until the tab runs a build other than `previous` and has painted its first frame."""
    page.wait_for_function(
        """previous => tactileLab.build !== null && tactileLab.build !== previous && tactileLab.connected
                       && tactileLab.lastFrame !== null && document.querySelector('#canvas svg') !== null""",
        arg=previous, timeout=timeout_ms)
    return page.evaluate("tactileLab.build")


def tap(page, x: float, y: float) -> None:
    page.mouse.click(*to_client(page, x, y))


def node_centres(page) -> list[tuple[float, float]]:
    """Centres of the frame's transformed elements, in canvas points (matrix translation + half the path's box)."""
    svg = canvas_svg(page)
    centres = []
    for match in re.finditer(r'<path d="([^"]*)" transform="matrix\(([^)]*)\)"', svg):
        numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", match.group(1))]
        xs, ys = numbers[0::2], numbers[1::2]
        e, f = (float(v) for v in match.group(2).split()[4:6])
        centres.append((e + (min(xs) + max(xs)) / 2, f + (min(ys) + max(ys)) / 2))
    return centres


# ---------------------------------------------------------------- your own files


def test_a_file_written_for_ios_runs_and_its_observable_object_follows_a_drag(new_context, playground_url):
    """The lab started on a file as an iOS project has it (`import SwiftUI`, `import Combine`): its
    preview builds, and the `ObservableObject` model it holds in `@StateObject` follows a drag."""
    knob = user_scene(playground_url, "Knob")
    assert knob["build"], knob
    page = new_context().new_page()
    open_scene(page, playground_url, knob["id"], timeout_ms=BUILD_TIMEOUT_MS)
    wait_until_settled(page)
    x, y = node_centres(page)[0]
    mouse_drag(page, (x, y), (x + 60, y), steps=20)
    wait_until_settled(page)
    moved_x, moved_y = node_centres(page)[0]
    assert moved_x == pytest.approx(x + 60, abs=2) and moved_y == pytest.approx(y, abs=0.5), ((x, y), (moved_x, moved_y))
    page.close()


def test_a_user_file_joins_the_catalog_and_reloads_after_it_changes_on_disk(new_context, playground_url, user_file):
    card = user_scene(playground_url, "Card")
    assert card["seed"] == "user" and card["build"], card
    # A second tab on a preview whose @Previewable counter is tapped twice: it keeps its count
    # across the rebuild below (the same scene on the new build restores its @State).
    counter = user_scene(playground_url, "Counter")
    counting = new_context().new_page()
    open_scene(counting, playground_url, counter["id"], timeout_ms=BUILD_TIMEOUT_MS)
    for _ in range(2):
        tap(counting, *node_centres(counting)[0])
    counting.wait_for_function("() => tactileLab.lastFrame.state.some(s => s.name === 'count' && s.value === '2')",
                               timeout=BUILD_TIMEOUT_MS)
    page = new_context().new_page()
    open_scene(page, playground_url, card["id"], timeout_ms=BUILD_TIMEOUT_MS)
    assert page.evaluate("tactileLab.build") == card["build"]
    assert page.text_content('.seed-group[data-seed="user"] h2') == "Your files"
    assert ORANGE in fills(page)
    assert "Color.orange" in page.inner_text("#source")

    # A broken save: the editor marks the error in the file, the scene stays on the last good build.
    user_file.write_text(USER_FILE.replace("Color.orange", "Color.oranje"), encoding="utf-8")
    line = next(index for index, text in enumerate(USER_FILE.split("\n"), start=1) if "Color.orange" in text)
    page.wait_for_selector(f'.diag-marker.error[data-line="{line}"]', timeout=BUILD_TIMEOUT_MS)
    assert "oranje" in page.inner_text("#diagnostics")
    assert page.evaluate("tactileLab.build") == card["build"]
    assert ORANGE in fills(page)

    user_file.write_text(USER_FILE.replace("Color.orange", "Color.purple"), encoding="utf-8")
    # No reload, no click: the server notices the change, rebuilds, and tells the page.
    wait_for_build(page, card["build"])
    page.wait_for_function("() => document.querySelector('#canvas svg').outerHTML.includes('%s')" % PURPLE,
                           timeout=BUILD_TIMEOUT_MS)
    assert ORANGE not in fills(page)
    assert "Color.purple" in page.inner_text("#source")
    assert user_scene(playground_url, "Card")["build"] != card["build"]

    # The counter's tab moved to the new build too, and its @Previewable state came along.
    wait_for_build(counting, counter["build"])
    counting.wait_for_function("() => tactileLab.restoration !== null", timeout=BUILD_TIMEOUT_MS)
    assert counting.evaluate("tactileLab.lastFrame.state.find(s => s.name === 'count').value") == "2"
    assert ".count" in counting.get_attribute("#restoration", "data-restored")


# ---------------------------------------------------------------- isolation


def test_a_body_that_calls_fatal_error_ends_only_its_worker(new_context, playground_url):
    trouble = user_scene(playground_url, "Trouble")
    crashing = new_context().new_page()
    other = new_context().new_page()
    open_scene(crashing, playground_url, trouble["id"], timeout_ms=BUILD_TIMEOUT_MS)
    open_scene(other, playground_url, SEED_SCENE)

    left, _ = sorted(node_centres(crashing))[:2]
    tap(crashing, *left)
    crashing.wait_for_selector('#errors[data-code="worker-ended"]:not([hidden])', timeout=BUILD_TIMEOUT_MS)
    message = crashing.inner_text("#errors")
    assert "boom from Trouble" in message, message
    assert "Fatal error" in message, message
    # The page does not reconnect into the same crash by itself.
    crashing.wait_for_function("() => !tactileLab.connected")
    assert "stopped" in crashing.inner_text("#status")

    # The other tab's scene still answers: a drag moves its circle.
    before = node_centres(other)[0]
    mouse_drag(other, before, (before[0] + 60, before[1] + 40), steps=8)
    other.wait_for_function("() => tactileLab.connected && tactileLab.lastFrame && !tactileLab.lastFrame.animating",
                            timeout=BUILD_TIMEOUT_MS)
    assert other.evaluate("tactileLab.frames") > 1
    # And the crashed tab gets a fresh worker of the same build on Reset.
    crashing.click("#reset")
    wait_for_scene(crashing, trouble["id"], timeout_ms=BUILD_TIMEOUT_MS)


def test_an_endless_body_is_stopped_by_the_time_limit(new_context, playground_url):
    trouble = user_scene(playground_url, "Trouble")
    page = new_context().new_page()
    open_scene(page, playground_url, trouble["id"], timeout_ms=BUILD_TIMEOUT_MS)
    _, right = sorted(node_centres(page))[:2]
    tap(page, *right)
    page.wait_for_selector('#errors[data-code="worker-ended"]:not([hidden])', timeout=(TIME_LIMIT_S + 20) * 1000)
    message = page.inner_text("#errors")
    assert f"longer than the {float(TIME_LIMIT_S)} s time limit" in message, message


# ---------------------------------------------------------------- edit and run


def test_editing_a_seed_scenes_colour_and_running_changes_its_pixels(page, playground_url):
    open_scene(page, playground_url, SEED_SCENE)
    assert fills(page) == [BLUE]
    source = page.evaluate("tactileEditor.text")
    assert "Color.blue" in source
    page.evaluate("text => tactileEditor.setText(text)", source.replace("Color.blue", "Color.red"))
    page.keyboard.press("Control+Enter")
    build = wait_for_build(page, None)
    page.wait_for_function("() => document.querySelector('#canvas svg').outerHTML.includes('%s')" % RED,
                           timeout=BUILD_TIMEOUT_MS)
    assert fills(page) == [RED]
    assert page.get_attribute("#build-status", "data-state") == "ok"
    assert build in page.inner_text("#build-status")
    # The edited build still behaves as the scene did: a drag moves the circle.
    start = node_centres(page)[0]
    page.mouse.move(*to_client(page, *start))
    page.mouse.down()
    for step in range(1, 6):
        page.mouse.move(*to_client(page, start[0] + 12 * step, start[1]))
        page.wait_for_timeout(16)
    page.wait_for_function("() => tactileLab.lastFrame.state.some(s => s.name === 'offset' && !s.value.includes('width: 0.0'))",
                           timeout=BUILD_TIMEOUT_MS)
    page.mouse.up()


SWIFTUI_SCENE = """\
import SwiftUI
import Combine
import CoreGraphics

final class Taps: ObservableObject {
    @Published var count = 0
}

struct CircleClampedDragView: View {
    @StateObject private var taps = Taps()
    var body: some View {
        Circle()
            .fill(taps.count == 0 ? Color.red : Color.purple)
            .frame(width: CGFloat(100), height: 100)
            .onTapGesture { taps.count += 1 }
    }
}
"""


def test_a_scene_written_as_swiftui_code_runs_unedited(page, playground_url):
    """`import SwiftUI`, `Combine` and `CoreGraphics`, an ObservableObject with @Published: the
    imports are answered as the Compatibility package answers them (issue 36, item 1)."""
    open_scene(page, playground_url, SEED_SCENE)
    page.evaluate("text => tactileEditor.setText(text)", SWIFTUI_SCENE)
    page.keyboard.press("Control+Enter")
    wait_for_build(page, None)
    page.wait_for_function("() => document.querySelector('#canvas svg').outerHTML.includes('%s')" % RED,
                           timeout=BUILD_TIMEOUT_MS)
    assert page.get_attribute("#build-status", "data-state") == "ok"
    tap(page, *node_centres(page)[0])
    page.wait_for_function("() => document.querySelector('#canvas svg').outerHTML.includes('%s')" % PURPLE,
                           timeout=BUILD_TIMEOUT_MS)


def position_of(page) -> str:
    return page.evaluate("tactileLab.lastFrame.state.find(s => s.name === 'position').value")


def run_and_wait_for_restoration(page, text: str, previous: str | None) -> str:
    """Runs `text` in the editor and waits for the new build's first frame and its `restored` message."""
    page.evaluate("text => tactileEditor.setText(text)", text)
    page.keyboard.press("Control+Enter")
    build = wait_for_build(page, previous)
    page.wait_for_function("() => tactileLab.restoration !== null", timeout=BUILD_TIMEOUT_MS)
    return build


def test_state_survives_run_while_its_type_matches_and_starts_fresh_when_it_changes(page, playground_url):
    open_scene(page, playground_url, STATE_SCENE)
    before = fills(page)
    # Drop the star somewhere else: `position` (@State) keeps the drag's translation.
    mouse_drag(page, (195, 422), (255, 392))
    page.wait_for_function("() => !tactileLab.lastFrame.state.find(s => s.name === 'position').value.includes('width: 0.0')",
                           timeout=BUILD_TIMEOUT_MS)
    wait_until_settled(page)
    dropped = position_of(page)
    assert "CGSize" in dropped, dropped

    # A constant changes (the colour); the state is still there and the pixels changed.
    source = page.evaluate("tactileEditor.text")
    assert ".foregroundColor(.green)" in source
    recoloured = source.replace(".foregroundColor(.green)", ".foregroundColor(.purple)")
    build = run_and_wait_for_restoration(page, recoloured, None)
    wait_until_settled(page)
    assert position_of(page) == dropped
    after = fills(page)
    assert PURPLE in after and after != before, (before, after)
    assert "StarDragPositionView.position" in page.get_attribute("#restoration", "data-restored")
    assert page.is_visible("#restoration")

    # The state's type changes (CGSize → CGPoint): it starts fresh, and the page says why.
    retyped = (recoloured.replace("@State private var position = CGSize.zero", "@State private var position = CGPoint.zero")
               .replace("position.width", "position.x").replace("position.height", "position.y"))
    assert retyped != recoloured
    run_and_wait_for_restoration(page, retyped, build)
    wait_until_settled(page)
    fresh = position_of(page)
    assert "CGSize" not in fresh and re.findall(r"-?\d+(?:\.\d+)?", fresh) == ["0.0", "0.0"], fresh
    assert "StarDragPositionView.position" in page.get_attribute("#restoration", "data-reset")
    text = page.inner_text("#restoration")
    assert "type changed" in text and "CGSize" in text and "CGPoint" in text, text
    assert PURPLE in fills(page)


def test_a_compile_error_is_marked_at_its_line_and_column(page, playground_url):
    open_scene(page, playground_url, SEED_SCENE)
    source = page.evaluate("tactileEditor.text")
    lines = source.split("\n")
    line = next(index for index, text in enumerate(lines, start=1) if "Color.blue" in text)
    column = lines[line - 1].index("Color.blue") + 1
    page.evaluate("text => tactileEditor.setText(text)", source.replace("Color.blue", "Colour.blue"))
    page.click("#run")
    marker = page.wait_for_selector(f'.diag-marker.error[data-line="{line}"]', timeout=BUILD_TIMEOUT_MS)
    assert marker.get_attribute("data-column") == str(column)
    assert "Colour" in marker.get_attribute("title")
    assert page.get_attribute("#build-status", "data-state") == "failed"
    assert "diag-error" in page.get_attribute(f'#editor-gutter [data-line="{line}"]', "class")
    assert f":{line}:{column}: error: cannot find 'Colour' in scope" in page.inner_text("#diagnostics")
    # The running scene is untouched: still the catalog's build, still blue.
    assert page.evaluate("tactileLab.build") is None
    assert fills(page) == [BLUE]


# ---------------------------------------------------------------- the gate


def test_the_compile_endpoint_refuses_on_a_wide_host_without_allow_code():
    with LabServer(extra_args=["--host", "0.0.0.0", "--workers", "0"]) as server:
        port = re.search(r":(\d+)/$", server.url).group(1)
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/builds", method="POST",
            headers={"content-type": "application/json", "authorization": f"token {server.token}"},
            data=json.dumps({"scene": SEED_SCENE, "source": "import Tactile\n"}).encode())
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request)
        assert refused.value.code == 403
        body = json.load(refused.value)
        assert body["error"]["code"] == "code-refused"
        assert "--allow-code" in body["error"]["message"]
