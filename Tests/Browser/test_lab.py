"""Tactile Lab in a real browser: the page, the server and the engine together (docs/LAB-PROTOCOL.md)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from lab_harness import (REPO, canvas_svg, first_scale, first_translation, mouse_drag, move_in_steps, open_scene,
                         press_and_move, timeline_texts, to_client, wait_for_paint, wait_for_scene, wait_until_settled)

STAR_DRAG = "004-star-drag-position"
STAR_CENTRE = (195, 422)  # the star of 004-star-drag-position at rest (snapshot: 100 pt at 145, 372)
ZOOM = "001-zoom"
ZOOM_CENTRE = (195, 422)  # the 100 pt image of 001-zoom at rest
STRESS = "lab-stress-1000-views"  # the lab's own scene: 1,000 cells under a draggable puck
STRESS_PUCK = (195, 422)  # the puck's centre at rest (centred in the canvas)
SCREENSHOT = REPO / "docs" / "images" / "lab.png"


def wait_for_error(page, code: str, timeout_ms: float = 10000) -> str:
    page.wait_for_function("code => { const e = document.querySelector('#errors');"
                           " return !e.hidden && e.dataset.code === code; }", arg=code, timeout=timeout_ms)
    return page.inner_text("#errors")


def drag_star(page, dx: float, dy: float) -> tuple[float, float]:
    start = first_translation(canvas_svg(page))
    centre = (start[0] + 50, start[1] + 50)
    mouse_drag(page, centre, (centre[0] + dx, centre[1] + dy))
    wait_until_settled(page)
    return first_translation(canvas_svg(page))


# ---------------------------------------------------------------- catalog and navigation

def test_catalog_lists_every_scene_of_the_api_grouped_by_seed(page, lab_url):
    scenes = page.request.get(f"{lab_url}api/scenes").json()
    assert len(scenes) >= 38
    page.goto(lab_url)
    page.wait_for_function("n => document.querySelectorAll('#scene-list [data-scene-id]').length === n",
                           arg=len(scenes))
    listed = page.eval_on_selector_all("#scene-list [data-scene-id]", "links => links.map(l => l.dataset.sceneId)")
    assert listed == [scene["id"] for scene in scenes]
    seeds = page.eval_on_selector_all("#scene-list .seed-group", "groups => groups.map(g => g.dataset.seed)")
    assert seeds == list(dict.fromkeys(scene["seed"] for scene in scenes))
    previews = page.eval_on_selector_all("#scene-list [data-kind=preview] .badge", "badges => badges.length")
    assert previews == sum(scene["kind"] == "preview" for scene in scenes) > 0


def test_catalog_titles_have_no_clip_of_their_own_and_the_list_cuts_long_ones(page, lab_url):
    # A clip per row is a paint chunk per row, layerized again in every frame that paints the scene
    # (docs/PERFORMANCE.md, "Lab latency"): the list clips them, once, and never scrolls sideways.
    open_scene(page, lab_url, STAR_DRAG)
    overflows = page.eval_on_selector_all(".scene-link .title", "titles => titles.map(t => getComputedStyle(t).overflowX)")
    assert overflows and set(overflows) == {"visible"}, set(overflows)
    layout = page.eval_on_selector("#scene-list", """list => ({ overflowX: getComputedStyle(list).overflowX,
                                                              titled: [...list.querySelectorAll('.scene-link')].every(a => a.title) })""")
    assert layout["overflowX"] == "hidden" and layout["titled"], layout


def test_clicking_a_scene_in_the_list_opens_it_with_its_source(page, lab_url):
    scenes = {scene["id"]: scene for scene in page.request.get(f"{lab_url}api/scenes").json()}
    page.goto(lab_url)
    page.click(f'#scene-list [data-scene-id="{ZOOM}"]')
    wait_for_scene(page, ZOOM)
    assert page.inner_text("#scene-title") == scenes[ZOOM]["title"]
    assert page.url.endswith(f"?scene={ZOOM}")
    assert "MagnifyGesture" in page.inner_text("#source")
    assert page.get_attribute(f'#scene-list [data-scene-id="{ZOOM}"]', "aria-current") == "page"
    page.click(f'#scene-list [data-scene-id="{STAR_DRAG}"]')
    wait_for_scene(page, STAR_DRAG)
    assert "DragGesture" in page.inner_text("#source")


def test_the_scene_query_opens_that_scene_directly(page, lab_url):
    scene = page.request.get(f"{lab_url}api/scenes/004-star-tap-scale").json()
    open_scene(page, lab_url, "004-star-tap-scale")
    assert page.inner_text("#scene-title") == scene["title"]
    assert page.locator("#canvas svg path").count() >= 1


def test_an_unknown_scene_in_the_query_is_reported_on_the_page(page, lab_url):
    page.goto(f"{lab_url}?scene=no-such-scene")
    assert "no-such-scene" in wait_for_error(page, "unknown-scene")


# ---------------------------------------------------------------- gestures

def test_a_mouse_drag_moves_the_star_and_the_timeline_shows_its_callbacks(page, lab_url):
    open_scene(page, lab_url, STAR_DRAG)
    before = first_translation(canvas_svg(page))
    after = drag_star(page, 60, 80)
    assert after[0] == pytest.approx(before[0] + 60, abs=1.5)
    assert after[1] == pytest.approx(before[1] + 80, abs=1.5)
    callbacks = " ".join(timeline_texts(page, "callback"))
    # The seed's drag uses `.updating` for its changes (SwiftUI's onChanged of a @GestureState) and `.onEnded`.
    assert re.search(r"\bonChanged\b|\bupdating\b", callbacks), callbacks
    assert "onEnded" in callbacks, callbacks
    assert timeline_texts(page, "phase"), "no phase entries"
    names = page.eval_on_selector_all("#state .state-entry", "rows => rows.map(r => r.dataset.name)")
    assert any("position" in name for name in names), names


def test_a_long_press_scales_the_star(page, lab_url):
    open_scene(page, lab_url, "004-star-long-press-scale")
    before = first_scale(canvas_svg(page))
    page.mouse.move(*to_client(page, 195, 422))
    page.mouse.down()
    page.wait_for_timeout(1400)  # the seed's minimumDuration is 1 s; real time is fine in a browser test
    page.mouse.up()
    wait_until_settled(page)
    assert first_scale(canvas_svg(page)) == pytest.approx(before * 0.5, abs=0.01)  # isPressed → scaleEffect(0.5)
    assert "onEnded" in " ".join(timeline_texts(page, "callback"))


def test_a_double_tap_toggles_the_text(page, lab_url):
    open_scene(page, lab_url, "001-multi-tap-toggle")
    assert ">Off<" in canvas_svg(page)
    text = page.locator("#canvas svg text").bounding_box()
    page.mouse.dblclick(text["x"] + text["width"] / 2, text["y"] + text["height"] / 2)
    page.wait_for_function("() => document.querySelector('#canvas svg').outerHTML.includes('>On<')", timeout=10000)


def test_a_real_two_finger_touch_pinch_zooms_the_image(new_context, lab_url):
    page = new_context(has_touch=True).new_page()
    open_scene(page, lab_url, ZOOM)
    before = first_scale(canvas_svg(page))
    cdp = page.context.new_cdp_session(page)

    def points(spread: float):
        left = to_client(page, ZOOM_CENTRE[0] - spread, ZOOM_CENTRE[1])
        right = to_client(page, ZOOM_CENTRE[0] + spread, ZOOM_CENTRE[1])
        return [{"x": left[0], "y": left[1], "id": 0}, {"x": right[0], "y": right[1], "id": 1}]

    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points(20)})
    for step in range(1, 21):
        page.wait_for_timeout(16)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": points(20 + step * 2)})
    page.wait_for_timeout(16)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    wait_until_settled(page)
    after = first_scale(canvas_svg(page))
    assert after == pytest.approx(before * 3, rel=0.1), (before, after)  # 40 pt apart → 120 pt apart
    gestures = page.eval_on_selector_all("#timeline .timeline-entry", "rows => rows.map(r => r.dataset.gesture)")
    assert any("Magnif" in gesture for gesture in gestures), gestures


def test_two_real_fingers_hold_two_views_at_once(new_context, lab_url):
    """Issue 10: touches on two unrelated views run as two attempts, side by side."""
    page = new_context(has_touch=True).new_page()
    open_scene(page, lab_url, "000-long-press-basics")
    texts = page.locator("#canvas svg text")
    boxes = [texts.nth(index).bounding_box() for index in range(2)]
    points = [{"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2, "id": index}
              for index, box in enumerate(boxes)]
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points})
    # The first text's 0.5 s press shows the menu; the second's 1 s press ends in its own attempt.
    page.wait_for_function("() => document.querySelector('#canvas svg').outerHTML.includes('>Menu<')", timeout=10000)
    page.wait_for_function(
        "() => new Set([...document.querySelectorAll('#timeline .timeline-entry[data-kind=callback]')]"
        ".filter(r => r.textContent.includes('onEnded')).map(r => r.dataset.attempt)).size >= 2", timeout=10000)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    wait_until_settled(page)
    ended = page.eval_on_selector_all(
        "#timeline .timeline-entry[data-kind=callback]",
        "rows => rows.filter(r => r.textContent.includes('onEnded')).map(r => r.dataset.attempt)")
    assert sorted(set(ended)) == ["1", "2"], ended
    failed = page.eval_on_selector_all(
        "#timeline .timeline-entry[data-kind=phase]",
        "rows => rows.filter(r => r.textContent.includes('failed')).map(r => r.textContent)")
    assert not failed, failed


def test_alt_drag_with_the_mouse_pinches_with_an_emulated_second_finger(page, lab_url):
    open_scene(page, lab_url, ZOOM)
    before = first_scale(canvas_svg(page))
    start, end = (ZOOM_CENTRE[0] + 20, ZOOM_CENTRE[1]), (ZOOM_CENTRE[0] + 50, ZOOM_CENTRE[1])
    page.keyboard.down("Alt")
    page.mouse.move(*to_client(page, *start))
    page.mouse.down()
    page.mouse.move(*to_client(page, ZOOM_CENTRE[0] + 30, ZOOM_CENTRE[1]))
    assert page.locator("#fingers .finger").count() == 2
    assert page.locator("#fingers .finger.emulated").count() == 1
    for step in range(1, 11):
        page.mouse.move(*to_client(page, start[0] + (end[0] - start[0]) * step / 10, start[1]))
        page.wait_for_timeout(16)
    page.mouse.up()
    page.keyboard.up("Alt")
    wait_until_settled(page)
    assert page.locator("#fingers .finger").count() == 0
    after = first_scale(canvas_svg(page))
    assert after == pytest.approx(before * 2.5, rel=0.1), (before, after)  # mirrored: 40 pt apart → 100 pt


# A pen pointer through the page's own handlers (Playwright's mouse is a mouse): `phase` is
# "down", "move" or "up" at canvas point (x, y).
PEN = """([phase, x, y]) => {
  const canvas = document.querySelector('#canvas');
  const box = canvas.getBoundingClientRect();
  const type = phase === 'down' ? 'pointerdown' : phase === 'up' ? 'pointerup'
             : 'onpointerrawupdate' in window ? 'pointerrawupdate' : 'pointermove';
  canvas.dispatchEvent(new PointerEvent(type, {pointerId: 7, pointerType: 'pen', isPrimary: true, button: 0,
      buttons: phase === 'up' ? 0 : 1, clientX: box.left + x * box.width / 390, clientY: box.top + y * box.height / 844,
      bubbles: true}));
}"""


def test_a_moving_finger_keeps_its_element_and_follows_the_pointer(page, lab_url):
    open_scene(page, lab_url, STAR_DRAG)
    page.evaluate(PEN, ["down", *STAR_CENTRE])
    finger = page.locator("#fingers .finger")
    assert finger.count() == 1
    page.evaluate("() => { document.querySelector('#fingers .finger').dataset.probe = 'first'; }")
    for step in range(1, 6):
        page.evaluate(PEN, ["move", STAR_CENTRE[0] + 10 * step, STAR_CENTRE[1] + 5 * step])
    # The same element (a move sets its coordinates; it makes no new one), at the pointer.
    assert finger.count() == 1 and finger.get_attribute("data-probe") == "first"
    assert float(finger.get_attribute("cx")) == pytest.approx(STAR_CENTRE[0] + 50, abs=1)
    assert float(finger.get_attribute("cy")) == pytest.approx(STAR_CENTRE[1] + 25, abs=1)
    page.evaluate(PEN, ["up", STAR_CENTRE[0] + 50, STAR_CENTRE[1] + 25])
    wait_until_settled(page)
    assert page.locator("#fingers .finger").count() == 0


def test_a_lone_mouse_finger_is_marked_by_the_cursor_alone_and_still_drags(page, lab_url):
    """docs/LAB-PROTOCOL.md: a lone mouse finger is not drawn (the cursor marks it; a second moving
    shape slowed each answering frame's paint), while the scene answers it as any finger."""
    open_scene(page, lab_url, STAR_DRAG)
    before = canvas_svg(page)
    press_and_move(page, STAR_CENTRE, (10, 5), 5)
    page.wait_for_function("before => tactileLab.lastFrame.svg !== before", arg=before)  # the drag moved the star
    assert page.locator("#fingers .finger").count() == 0, "no finger drawn under the cursor"
    page.mouse.up()
    wait_until_settled(page)


def test_a_changed_state_value_flashes_and_an_unchanged_one_does_not(page, lab_url):
    open_scene(page, lab_url, STAR_DRAG)
    press_and_move(page, STAR_CENTRE, (10, 0), 3)
    page.wait_for_function("() => document.querySelector('#state .state-entry[data-name=dragOffset] .value')"
                           "?.textContent.includes('30.0')")
    flashing = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#state .state-entry')].map(row =>
        [row.dataset.name, row.getAnimations({subtree: true}).filter(a => a.playState === 'running')
                              .map(a => a.effect.pseudoElement)]))""")
    # The fade runs on the row's ::after layer (an opacity the compositor animates).
    assert flashing["dragOffset"] and set(flashing["dragOffset"]) == {"::after"}, flashing
    assert flashing["position"] == [], flashing
    page.mouse.up()
    wait_until_settled(page)



def test_a_value_that_keeps_changing_keeps_one_flash_restarted_and_its_row_class_set_once(page, lab_url):
    # A new animation per change left the earlier ones running under it, up to one per frame for the
    # fade's 900 ms, each sampled by style and the compositor (docs/PERFORMANCE.md, "Lab latency").
    open_scene(page, lab_url, STAR_DRAG)
    press_and_move(page, STAR_CENTRE, (12, 0), 1)  # past the drag's minimum distance
    page.wait_for_function("() => document.querySelector('#state .state-entry[data-name=dragOffset]')"
                           "?.getAnimations({subtree: true}).length > 0")
    page.evaluate("""() => { window.classWrites = 0;
        new MutationObserver(records => { window.classWrites += records.length; })
            .observe(document.querySelector('#state'), {subtree: true, attributes: true, attributeFilter: ['class']}); }""")
    move_in_steps(page, (STAR_CENTRE[0] + 12, STAR_CENTRE[1]), (4, 0), 8)
    page.wait_for_function("() => document.querySelector('#state .state-entry[data-name=dragOffset] .value')"
                           "?.textContent.includes('44.0')")
    flashes = page.eval_on_selector("#state .state-entry[data-name=dragOffset]",
                                    "row => row.getAnimations({subtree: true}).map(a => [a.effect.pseudoElement, a.playState])")
    assert flashes == [["::after", "running"]], flashes
    assert page.evaluate("window.classWrites") == 0
    page.mouse.up()
    wait_until_settled(page)


def test_the_frame_readout_is_laid_out_on_its_own_where_the_head_put_it_and_shows_the_newest_frame(page, lab_url):
    # Rewritten up to 10 times a second during a drag: as a flex item its text laid the whole page out
    # again; out of flow and size-contained it is a relayout boundary (docs/PERFORMANCE.md, "Lab latency").
    open_scene(page, lab_url, STAR_DRAG)
    drag_star(page, 20, 10)
    page.wait_for_function("() => document.querySelector('#frame-info').textContent === `t ${tactileLab.lastFrame.time.toFixed(3)} s · frame ${tactileLab.frames}`")
    box = page.evaluate("""() => { const info = document.querySelector('#frame-info'), head = info.parentElement;
        const style = getComputedStyle(info), headStyle = getComputedStyle(head);
        const range = document.createRange(); range.selectNodeContents(info);
        const text = range.getBoundingClientRect(), outer = head.getBoundingClientRect();
        return { position: style.position, contain: style.contain, textRight: text.right, top: info.getBoundingClientRect().top,
                 headRight: outer.right - parseFloat(headStyle.paddingRight) - parseFloat(headStyle.borderRightWidth),
                 headTop: outer.top + parseFloat(headStyle.paddingTop) + parseFloat(headStyle.borderTopWidth),
                 title: head.firstElementChild.getBoundingClientRect().height, line: info.getBoundingClientRect().height }; }""")
    assert box["position"] == "absolute" and box["contain"] == "strict", box
    # The text ends at the head's right padding and its line starts at the top padding, as the flex
    # item's did; the head's line is as tall without it.
    assert box["textRight"] == pytest.approx(box["headRight"], abs=0.02), box
    assert box["top"] == pytest.approx(box["headTop"], abs=0.02), box
    assert box["title"] == pytest.approx(box["line"], abs=0.02), box

def test_alt_shift_drag_moves_both_fingers_together(page, lab_url):
    open_scene(page, lab_url, ZOOM)
    before = first_scale(canvas_svg(page))
    mouse_drag(page, (ZOOM_CENTRE[0] + 20, ZOOM_CENTRE[1]), (ZOOM_CENTRE[0] + 60, ZOOM_CENTRE[1] + 30),
               modifiers=["Alt", "Shift"])
    wait_until_settled(page)
    assert first_scale(canvas_svg(page)) == pytest.approx(before, abs=0.02)  # a pan does not zoom


# ---------------------------------------------------------------- recording

def test_record_download_load_and_replay_reproduce_the_final_frame(page, lab_url, tmp_path: Path):
    open_scene(page, lab_url, STAR_DRAG)
    initial = canvas_svg(page)
    page.click("#record")
    drag_star(page, -50, 70)
    drag_star(page, 30, -20)
    page.click("#stop")
    page.wait_for_function("() => tactileLab.recording !== null")
    final = canvas_svg(page)
    assert final != initial
    with page.expect_download() as download_info:
        page.click("#download")
    saved = tmp_path / "recording.json"
    download_info.value.save_as(saved)
    recording = json.loads(saved.read_text())
    assert recording["format"] == "tactile-touch-recording" and recording["version"] == 1
    assert recording["scene"] == STAR_DRAG
    phases = [t["phase"] for e in recording["events"] for t in e.get("touches", [])]
    assert phases.count("began") == 2 and phases.count("ended") == 2

    page.click("#reset")
    page.wait_for_function("old => document.querySelector('#canvas svg')?.outerHTML === old", arg=initial)
    page.set_input_files("#load", str(saved))
    page.wait_for_function("() => !document.querySelector('#replay').disabled")
    page.click("#replay")
    page.wait_for_function("final => document.querySelector('#canvas svg')?.outerHTML === final", arg=final)
    assert "Replayed" in page.inner_text("#recording-info")


# ---------------------------------------------------------------- delta frames

def replayed_whole_frame(page) -> str:
    """Replays the loaded recording (a new instance, whose one frame is whole) and returns that
    frame's SVG as the page would parse it whole."""
    page.evaluate("() => { tactileLab.frameSizes.length = 0; }")
    page.click("#replay")
    page.wait_for_function("() => tactileLab.frameSizes.some(size => !size.delta)")
    wait_for_paint(page)
    return page.evaluate("""() => { const holder = document.createElement('div');
                                    holder.innerHTML = tactileLab.lastFrame.svg;
                                    return holder.firstElementChild.outerHTML; }""")


def test_a_drag_on_a_thousand_views_sends_small_deltas_and_paints_what_a_full_frame_paints(page, lab_url):
    open_scene(page, lab_url, STRESS)
    assert page.locator("#canvas svg > *").count() > 1000
    page.click("#record")
    page.evaluate("() => { tactileLab.frameSizes.length = 0; }")
    mouse_drag(page, STRESS_PUCK, (STRESS_PUCK[0] + 60, STRESS_PUCK[1] + 80))
    wait_until_settled(page)
    page.click("#stop")
    page.wait_for_function("() => tactileLab.recording !== null")
    sizes = page.evaluate("() => Array.from(tactileLab.frameSizes)")
    deltas = [size for size in sizes if size["delta"]]
    whole = max(size["svgBytes"] for size in sizes)
    assert len(deltas) >= 10, sizes
    assert whole > 50_000, "the 1,000-view frame is large"
    # Each drag frame carries the puck's line (and the state and timeline), not the 1,000 cells.
    assert max(size["bytes"] for size in deltas) * 20 < whole, (max(size["bytes"] for size in deltas), whole)
    patched = canvas_svg(page)
    assert 'id="puck"' in patched

    # The same state rendered whole: replaying the recording makes a new instance, whose one frame is full.
    fresh = replayed_whole_frame(page)
    assert fresh == patched, "the frame patched line by line is the frame parsed whole"
    assert canvas_svg(page) == fresh


# ---------------------------------------------------------------- catch-up

# A page that may not share memory (as a lab reached over plain HTTP on another address): its
# catch-up reads by request, never from a tap.
NO_SHARED_MEMORY = "delete window.SharedArrayBuffer;"


@pytest.mark.parametrize("tap", [True, False])
def test_answers_read_by_catch_up_are_handled_once_and_their_deltas_stay_in_order(page, lab_url, tap):
    """docs/LAB-PROTOCOL.md, "Catch-up": a frame that begins while a move is unanswered reads the
    answer from its tap (shared memory) or by request. Here each move and its read run in one task,
    so the socket cannot deliver the answer first: every answer of the drag is read by catch-up,
    the socket's copies are skipped, and the delta frames so applied paint what a whole frame of
    the same state paints."""
    if not tap:
        page.add_init_script(NO_SHARED_MEMORY)
    open_scene(page, lab_url, STRESS)
    page.wait_for_function(f"() => tactileLab.tapOpen === {'true' if tap else 'false'}")
    puck = re.compile(r'<[^>]*id="puck"[^>]*>')
    at_rest = puck.search(canvas_svg(page)).group(0)
    page.click("#record")
    start = to_client(page, *STRESS_PUCK)
    page.mouse.move(*start)
    page.mouse.down()
    for step in range(1, 13):
        read = page.evaluate("""([x, y]) => {
            const type = 'onpointerrawupdate' in window ? 'pointerrawupdate' : 'pointermove';
            document.querySelector('#canvas').dispatchEvent(new PointerEvent(type,
                {pointerId: 1, pointerType: 'mouse', isPrimary: true, clientX: x, clientY: y, bubbles: true}));
            // A read waits 50 ms at most (a request, 12 ms): ask again until the answer is there.
            let read = 0;
            for (const deadline = performance.now() + 10000; read === 0 && performance.now() < deadline;) read = tactileLab.catchUp(50);
            return read; }""", [start[0] + 4 * step, start[1] + 5 * step])
        assert read >= 1, f"move {step}: the answer was read by request"
    dragged = puck.search(page.evaluate("() => tactileLab.lastFrame.svg")).group(0)
    page.mouse.up()
    wait_until_settled(page)
    page.wait_for_function("() => tactileLab.catchUps.read >= 12 && tactileLab.catchUps.skipped === tactileLab.catchUps.read")
    counts = page.evaluate("() => tactileLab.catchUps")
    assert counts["tapped"] == (counts["read"] if tap else 0), counts
    page.click("#stop")
    page.wait_for_function("() => tactileLab.recording !== null")
    patched = canvas_svg(page)

    fresh = replayed_whole_frame(page)
    assert fresh == patched, "the frames read by request and by the socket patch to the frame parsed whole"
    assert dragged != at_rest, "the answers read by request moved the puck (it springs back on release)"


# Frames on the test's command: once `__manualFrames` is set, the page's animation-frame callbacks
# wait in `__frames` until `__runFrame()` runs them, in the same task as whatever the test did before.
MANUAL_FRAMES = """(() => {
  const real = window.requestAnimationFrame.bind(window);
  window.__frames = [];
  window.__manualFrames = false;
  window.requestAnimationFrame = (callback) => window.__manualFrames ? (window.__frames.push(callback), 0) : real(callback);
  window.__runFrame = () => { const callbacks = window.__frames.splice(0); const now = performance.now();
                              for (const callback of callbacks) callback(now); return callbacks.length; };
})();"""

# One move through the page's own handler, then one animation frame, in one task (so the socket
# cannot deliver the move's answer before the frame begins); with `slow`, every request the page
# makes first blocks it for 150 ms. Returns how many requests the page made in that frame, how many
# messages it read from its tap, and whether the move was answered by the end of the frame. With
# `tap`, the frame runs once the answer is in the tap's memory (the socket cannot deliver it in the
# meantime: this is one task), so the frame finds it there however slow the server is.
MOVE_THEN_FRAME = """([x, y, slow, tap = false]) => {
  const tapped = tactileLab.catchUps.tapped;
  const held = tactileLab.tapHeld;
  const type = 'onpointerrawupdate' in window ? 'pointerrawupdate' : 'pointermove';
  const send = XMLHttpRequest.prototype.send;
  let requests = 0;
  XMLHttpRequest.prototype.send = function (...args) {
    requests += 1;
    if (slow) for (const until = performance.now() + 150; performance.now() < until;) {}
    return send.apply(this, args);
  };
  try {
    document.querySelector('#canvas').dispatchEvent(new PointerEvent(type,
        {pointerId: 1, pointerType: 'mouse', isPrimary: true, clientX: x, clientY: y, bubbles: true}));
    if (tap) for (const deadline = performance.now() + 10000; tactileLab.tapHeld === held && performance.now() < deadline;) {}
    window.__runFrame();
  } finally {
    XMLHttpRequest.prototype.send = send;
  }
  return {requests, tapped: tactileLab.catchUps.tapped - tapped, answered: !tactileLab.inputInFlight};
}"""


# Every message of the page answered (moves and ticks): the next message the server sends is the
# answer to what the test does next. Each move goes out at once, never held behind another.
ANSWERED = "() => !tactileLab.awaitingAnswer"


def press_with_frames_held(page, lab_url):
    """Opens the stress scene, presses on its puck, and hands the page's frames to the test
    (MANUAL_FRAMES) once the press is answered; returns the press's client point."""
    page.add_init_script(MANUAL_FRAMES)
    open_scene(page, lab_url, STRESS)
    page.wait_for_function("() => tactileLab.connected && (tactileLab.tapOpen || !window.SharedArrayBuffer)")
    start = to_client(page, *STRESS_PUCK)
    page.mouse.move(*start)
    page.mouse.down()
    page.wait_for_function("() => tactileLab.lastFrame && tactileLab.lastFrame.seq !== null")
    page.evaluate("() => { window.__manualFrames = true; }")
    # The page's own frame loop now waits for the test (polled by timer: the waits' own polling
    # runs on animation frames, which the test now holds).
    page.wait_for_function("() => window.__frames.length > 0", polling=10)
    return start


@pytest.mark.parametrize("slow", [False, True])
def test_a_frame_reads_the_answer_by_request_until_a_read_blocks_the_page_too_long(page, lab_url, slow):
    """docs/LAB-PROTOCOL.md, "Catch-up": a frame that begins while a move is unanswered reads its
    answer by request; once a read held the page over 100 ms, the frames of that socket stop asking."""
    page.add_init_script(NO_SHARED_MEMORY)
    start = press_with_frames_held(page, lab_url)
    page.wait_for_function(ANSWERED, polling=10)
    first = page.evaluate(MOVE_THEN_FRAME, [start[0] + 8, start[1] + 8, slow])
    page.wait_for_function(ANSWERED, polling=10)
    second = page.evaluate(MOVE_THEN_FRAME, [start[0] + 16, start[1] + 16, False])
    page.evaluate("() => { window.__manualFrames = false; window.__runFrame(); }")
    page.mouse.up()
    wait_until_settled(page)
    # (Whether the answer came within the frame's 8 ms depends on the machine: only the asking is checked.)
    assert first["requests"] >= 1, f"the first frame read its move's answer by request: {first}"
    if slow:
        assert second["requests"] == 0, "a read that blocked the page 150 ms ended catch-up on this socket"
    else:
        assert second["requests"] >= 1, f"a quick read leaves catch-up on: {second}"


def test_a_frame_reads_the_answer_from_the_tap_without_a_request(page, lab_url):
    """docs/LAB-PROTOCOL.md, "Catch-up", the tap: on a cross-origin-isolated page (the lab's on
    loopback), a frame that begins while a move is unanswered finds the answer in the memory it
    shares with its tap worker, and draws it in that frame with no request."""
    start = press_with_frames_held(page, lab_url)
    assert page.evaluate("() => crossOriginIsolated"), "the lab's headers isolate the page"
    assert page.evaluate("() => tactileLab.tapOpen")
    for step in range(1, 4):
        page.wait_for_function(ANSWERED, polling=10)
        frame = page.evaluate(MOVE_THEN_FRAME, [start[0] + 8 * step, start[1] + 8 * step, False, True])
        assert frame == {"requests": 0, "tapped": frame["tapped"], "answered": True}, frame
        assert frame["tapped"] >= 1, frame
    page.evaluate("() => { window.__manualFrames = false; window.__runFrame(); }")
    page.mouse.up()
    wait_until_settled(page)
    counts = page.evaluate("() => tactileLab.catchUps")
    assert counts["skipped"] == counts["read"] == counts["tapped"], counts


def test_a_bad_tap_gets_an_error_and_a_close(page, lab_url):
    """docs/LAB-PROTOCOL.md, "Catch-up", the tap: a tap of an unknown session, or with a `from`
    that is not a whole number, gets one error message and a close (1008); the page's own
    connection goes on."""
    open_scene(page, lab_url, STAR_DRAG)
    page.wait_for_function("() => tactileLab.tapOpen")
    for path, code in [("/api/sessions/no-such-session/tap?from=0", "not-found"),
                       ("/api/sessions/no-such-session/tap", "not-found")]:
        got = page.evaluate("""(path) => new Promise(done => {
            const log = [], ws = new WebSocket(`ws://${location.host}${path}`);
            ws.onmessage = (event) => log.push(JSON.parse(event.data));
            ws.onclose = (event) => done({log, code: event.code}); })""", path)
        assert got["code"] == 1008, got
        assert [m["type"] for m in got["log"]] == ["error"] and got["log"][0]["code"] == code, got
    assert page.evaluate("() => tactileLab.tapOpen && tactileLab.connected")


# ---------------------------------------------------------------- failure paths

@pytest.mark.parametrize("raw, code", [
    ("{this is not json", "malformed-json"),
    ('{"type": "teleport"}', "unknown-type"),
    ('{"type": "ping", "id": 1, "padding": "' + "x" * (1 << 20) + '"}', "oversized"),
])
def test_bad_messages_are_reported_and_the_scene_keeps_working(page, lab_url, raw, code):
    open_scene(page, lab_url, STAR_DRAG)
    assert page.evaluate("raw => tactileLab.sendRaw(raw)", raw)
    message = wait_for_error(page, code)
    assert len(message) > len(code) + 10, message  # a sentence, not only the code
    assert page.evaluate("() => tactileLab.connected")
    before = first_translation(canvas_svg(page))
    after = drag_star(page, 40, 40)
    assert after == pytest.approx((before[0] + 40, before[1] + 40), abs=1.5)


def test_several_tabs_each_have_their_own_scene_instance(new_context, lab_url):
    context = new_context()
    first, second = context.new_page(), context.new_page()
    open_scene(first, lab_url, STAR_DRAG)
    open_scene(second, lab_url, STAR_DRAG)

    def server_frame(page) -> str:
        # A background tab paints nothing (no animation frames), but it still receives frames.
        return page.evaluate("() => tactileLab.lastFrame.svg")

    rest = first_translation(server_frame(second))
    first.bring_to_front()
    moved = drag_star(first, 70, 0)
    assert moved == pytest.approx((rest[0] + 70, rest[1]), abs=1.5)
    assert first_translation(server_frame(second)) == rest
    second.bring_to_front()
    moved_second = drag_star(second, 0, -90)
    assert moved_second == pytest.approx((rest[0], rest[1] - 90), abs=1.5)
    assert first_translation(server_frame(first)) == moved


def test_the_page_shows_a_lost_connection_and_reconnects_to_a_fresh_instance(page, lab_url):
    sockets = []

    def forward(route):
        sockets.append((route, route.connect_to_server()))

    page.route_web_socket(re.compile(r"/ws$"), forward)
    open_scene(page, lab_url, STAR_DRAG)
    rest = first_translation(canvas_svg(page))
    moved = drag_star(page, 50, 0)
    assert moved != rest
    route, server = sockets[-1]
    server.close()
    route.close(code=1001, reason="idle")
    page.wait_for_function("() => !tactileLab.connected")
    assert page.get_attribute("#status", "data-state") in ("disconnected", "connecting")
    page.wait_for_function("() => tactileLab.connected", timeout=15000)
    assert len(sockets) >= 2
    page.wait_for_function("rest => { const svg = document.querySelector('#canvas svg');"
                           " return svg && svg.outerHTML.includes(`matrix(1 0 0 1 ${rest[0]} ${rest[1]})`); }",
                           arg=[int(rest[0]), int(rest[1])])
    assert page.get_attribute("#status", "data-state") == "connected"


# ---------------------------------------------------------------- the picture in the README

@pytest.mark.skipif(os.environ.get("TACTILE_SCREENSHOT") != "1",
                    reason="writes the tracked README picture: only when asked (scripts/screenshot.sh)")
def test_screenshot_of_the_lab_mid_drag(page, lab_url):
    open_scene(page, lab_url, STAR_DRAG)
    page.mouse.move(*to_client(page, *STAR_CENTRE))
    page.mouse.down()
    for step in range(1, 25):
        page.mouse.move(*to_client(page, STAR_CENTRE[0] + step * 2.5, STAR_CENTRE[1] - step * 4))
        page.wait_for_timeout(16)
    page.wait_for_function("() => document.querySelectorAll('#timeline .timeline-entry').length > 3"
                           " && document.querySelectorAll('#state .state-entry').length > 0")
    page.wait_for_timeout(300)
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOT))
    page.mouse.up()
    wait_until_settled(page)
    assert SCREENSHOT.stat().st_size > 10_000
