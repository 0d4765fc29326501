"""The lab's timeline as a picture (timeline.js), `seek` and `wheel` (docs/LAB-PROTOCOL.md), and the
lab's scroll scenes, in the system Chromium."""

from __future__ import annotations

import re

from lab_harness import canvas_svg, mouse_drag, open_scene, press_and_move, to_client, wait_for_paint, wait_until_settled

LONG_PRESS_DRAG = "004-star-long-press-drag"   # LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture())
STAR_DRAG = "004-star-drag-position"
CARDS = "lab-scroll-cards"
STAR = (195.0, 422.0)


def trace_rows(page) -> list[dict]:
    return page.eval_on_selector_all(
        "#timeline .timeline-entry",
        """rows => rows.map(r => ({kind: r.dataset.kind, gesture: r.dataset.gesture, attempt: r.dataset.attempt ?? null,
                                  time: parseFloat(r.querySelector('.t').textContent),
                                  detail: r.querySelector('.d').textContent}))""")


def lanes(page) -> list[dict]:
    return page.evaluate("() => TactileTimeline.lanes")


def element_box(page, element_id: str) -> dict:
    """The element's box in canvas points."""
    return page.evaluate(
        """id => { const e = document.querySelector(`#canvas [id="${id}"]`); if (!e) return null;
                   const c = document.querySelector('#canvas').getBoundingClientRect(), r = e.getBoundingClientRect();
                   const s = 390 / c.width;
                   return {x: (r.left - c.left) * s, y: (r.top - c.top) * s, width: r.width * s, height: r.height * s}; }""",
        element_id)


def test_the_timeline_lanes_match_the_trace_for_a_sequenced_long_press_then_drag(page, lab_url):
    open_scene(page, lab_url, LONG_PRESS_DRAG)
    page.mouse.move(*to_client(page, *STAR))
    page.mouse.down()
    page.wait_for_function("() => TactileTimeline.lanes.some(l => l.gesture.startsWith('LongPressGesture')"
                           " && l.bars.some(b => b.phase === 'ended'))", timeout=10000)
    for i in range(1, 16):
        page.mouse.move(*to_client(page, STAR[0] + 4 * i, STAR[1] + 3 * i))
        page.wait_for_timeout(16)
    page.mouse.up()
    wait_until_settled(page)

    rows = trace_rows(page)
    drawn = lanes(page)
    # One lane per gesture and attempt, in the order the trace first names them.
    expected_lanes = []
    for row in rows:
        key = (row["gesture"], row["attempt"])
        if key not in expected_lanes:
            expected_lanes.append(key)
    assert [(lane["gesture"], None if lane["attempt"] is None else str(lane["attempt"])) for lane in drawn] == expected_lanes
    # Each lane's bars follow its phase entries: same times (the text shows milliseconds), same order.
    for lane in drawn:
        phase_rows = [row for row in rows if row["kind"] == "phase" and row["gesture"] == lane["gesture"]]
        bars = [bar for bar in lane["bars"] if not (bar["phase"] == "possible" and bar is lane["bars"][0]
                                                     and not phase_rows[0]["detail"].startswith("possible → possible"))]
        assert len(bars) == len(phase_rows), (lane["gesture"], bars, phase_rows)
        for bar, row in zip(bars, phase_rows):
            assert abs(bar["start"] - row["time"]) < 0.0006, (bar, row)
            target = re.search(r"→ (\w+)", row["detail"]).group(1)
            assert bar["phase"] == target or (target == "active" and bar["phase"] in ("began", "changed")), (bar, row)
        callbacks = [row for row in rows if row["kind"] == "callback" and row["gesture"] == lane["gesture"]]
        assert [round(t["time"], 3) for t in lane["ticks"]] == [round(row["time"], 3) for row in callbacks]

    long_press = next(lane for lane in drawn if lane["gesture"].startswith("LongPressGesture"))
    drag = next(lane for lane in drawn if lane["gesture"].startswith("DragGesture"))
    press_phases = [bar["phase"] for bar in long_press["bars"] if bar["phase"] != "possible"]
    assert press_phases == ["began", "ended"], press_phases
    press_end = next(bar["start"] for bar in long_press["bars"] if bar["phase"] == "ended")
    assert abs(press_end - 1.0) < 0.0006, "the one-second press ends at 1 s on the virtual clock"
    drag_phases = [bar["phase"] for bar in drag["bars"]]
    assert drag_phases[0] == "possible" and drag_phases[1] == "began" and drag_phases[-1] == "ended", drag_phases
    assert set(drag_phases[2:-1]) <= {"changed"}
    drag_began = next(bar["start"] for bar in drag["bars"] if bar["phase"] == "began")
    assert drag_began > press_end, "the drag begins only after the long press ended"

    # The picture draws the same bars: after Fit every bar is an SVG rect of its phase, in order.
    page.click("#timeline-fit")
    wait_for_paint(page)
    drawn_rects = page.eval_on_selector_all(
        "#timeline-picture g.lane",
        "gs => gs.map(g => ({gesture: g.dataset.gesture, phases: [...g.querySelectorAll('rect.bar')].map(r => r.dataset.phase),"
        " starts: [...g.querySelectorAll('rect.bar')].map(r => parseFloat(r.dataset.start))}))")
    assert [group["gesture"] for group in drawn_rects] == [lane["gesture"] for lane in drawn]
    for group, lane in zip(drawn_rects, drawn):
        assert group["phases"] == [bar["phase"] for bar in lane["bars"]]
        assert group["starts"] == sorted(group["starts"])
    assert page.locator("#timeline-picture g.track[data-touch='0'] polyline").count() >= 2, "the finger's x and y tracks"
    assert page.locator("#timeline-picture line.tick[data-callback=onEnded]").count() == 1

    # The text trace is one click away, and back.
    assert page.locator("#timeline").is_hidden()
    page.click("#timeline-mode")
    assert page.locator("#timeline").is_visible() and page.locator("#timeline-picture").is_hidden()
    page.click("#timeline-mode")
    assert page.locator("#timeline-picture").is_visible()


def test_the_picture_follows_a_drag_that_moves_every_frame(page, lab_url):
    # Live redraws wait for a frame that paints no answer to input, but not for ever: a pointer
    # that moves in every frame still sees the picture follow while it is down.
    open_scene(page, lab_url, STAR_DRAG)
    press_and_move(page, STAR, (1, 0), 1)
    wait_for_paint(page)
    first_end = page.get_attribute("#timeline-picture svg.timeline-svg", "data-end")
    redrawn = False
    for step in range(2, 400):
        page.mouse.move(*to_client(page, STAR[0] + step % 80, STAR[1] + step % 40))
        page.wait_for_timeout(16)
        if page.get_attribute("#timeline-picture svg.timeline-svg", "data-end") != first_end:
            redrawn = True
            break
    assert redrawn, "the picture did not redraw while the pointer kept moving"
    assert page.locator("#timeline-picture g.lane").count() >= 1
    page.mouse.up()
    wait_until_settled(page)


def test_selecting_a_moment_shows_that_moments_frame(page, lab_url):
    open_scene(page, lab_url, STAR_DRAG)
    press_and_move(page, STAR, (6, 0), 10)
    # Hold still mid-drag until the session's clock is 0.6 s past the last touch (engine time, so a
    # loaded machine that answers late waits longer): the star's animation (0.35 s) is over, and
    # every moment of the pause's last 0.25 s shows the same picture.
    page.wait_for_function("() => { const f = tactileLab.lastFrame, t = TactileTimeline.touches;"
                           " return f && t.length > 0 && f.time - Math.max(...t.map(s => s.time)) >= 0.6; }",
                           timeout=30000)
    wait_for_paint(page)
    middle = page.evaluate("() => ({time: tactileLab.lastFrame.time, svg: tactileLab.lastFrame.svg})")
    for i in range(11, 25):
        page.mouse.move(*to_client(page, STAR[0] + 6 * i, STAR[1] + 4 * (i - 10)))
        page.wait_for_timeout(16)
    page.mouse.up()
    wait_until_settled(page)
    final_svg = canvas_svg(page)
    assert final_svg != middle["svg"]

    page.click("#timeline-fit")
    wait_for_paint(page)
    x = page.evaluate("t => TactileTimeline.clientXOf(t)", middle["time"] - 0.1)
    lane = page.locator("#timeline-picture g.lane").first.bounding_box()
    page.mouse.click(x, lane["y"] + lane["height"] / 2)
    page.wait_for_selector("#moment:not([hidden]) svg", timeout=10000)
    shown = page.eval_on_selector("#moment .moment-canvas svg", "svg => svg.outerHTML")
    moment_time = float(page.get_attribute("#moment", "data-time"))
    assert abs(moment_time - (middle["time"] - 0.1)) < 0.05
    star = re.compile(r'transform="matrix\(([^)]*)\)"')
    assert star.findall(shown) == star.findall(middle["svg"]), "the moment shows the star where it was mid-drag"
    # The live scene is untouched underneath, and a click on the moment returns to it.
    assert canvas_svg(page) == final_svg
    page.click("#moment")
    assert page.locator("#moment").is_hidden()


def test_the_wheel_over_a_lab_scroll_scene_scrolls_it(page, lab_url):
    open_scene(page, lab_url, CARDS)
    before = element_box(page, "card-0")
    # Read the card's top before the wheel: read after it, a quick answer has already moved it.
    top_before = page.evaluate("() => document.querySelector('#canvas [id=\"card-0\"]').getBoundingClientRect().top")
    page.mouse.move(*to_client(page, 195, 500))
    page.mouse.wheel(0, 240)
    page.wait_for_function("y => { const e = document.querySelector('#canvas [id=\"card-0\"]');"
                           " return e && e.getBoundingClientRect().top < y; }",
                           arg=top_before - 50,
                           timeout=10000)
    wait_for_paint(page)
    after = element_box(page, "card-0")
    assert before["y"] - after["y"] > 100, (before, after)
    assert page.evaluate("() => TactileTimeline.lanes.some(l => l.gesture === 'ScrollView pan'"
                         " && l.notes.some(n => n.detail.startsWith('wheel')))")
    # A wheel is not a touch: nothing else ran, and no attempt was made.
    assert all(row["gesture"] == "ScrollView pan" and row["attempt"] is None for row in trace_rows(page))


def test_the_scroll_lane_appears_beside_a_childs_drag_lane(page, lab_url):
    open_scene(page, lab_url, CARDS)
    card = element_box(page, "card-0")   # blue: .simultaneousGesture(DragGesture()), so the content scrolls too
    start = (card["x"] + card["width"] / 2, card["y"] + card["height"] / 2)
    mouse_drag(page, start, (start[0] + 10, start[1] - 120), steps=15)
    wait_until_settled(page)
    drawn = lanes(page)
    scroll = [lane for lane in drawn if lane["gesture"] == "ScrollView pan"]
    child = [lane for lane in drawn if lane["gesture"].startswith("DragGesture")]
    assert scroll and child, [lane["gesture"] for lane in drawn]
    assert scroll[0]["attempt"] == child[0]["attempt"], "one attempt: the same finger drives both"
    assert any(bar["phase"] == "began" for bar in scroll[0]["bars"]) and any(bar["phase"] == "began" for bar in child[0]["bars"])
    page.click("#timeline-fit")
    wait_for_paint(page)
    groups = page.eval_on_selector_all("#timeline-picture g.lane", "gs => gs.map(g => g.dataset.gesture)")
    assert "ScrollView pan" in groups and any(g.startswith("DragGesture") for g in groups)
    assert page.locator("#timeline-picture g.lane.scroll-lane rect.bar").count() >= 2
    # The content scrolled with the finger.
    assert element_box(page, "card-0")["y"] < card["y"] - 50
