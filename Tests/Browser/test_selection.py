"""Selectable mode (issue 36, item 5; docs/LAB-PROTOCOL.md, "Selectable mode").

With Select on, a click on the canvas drives nothing: it outlines the view under it and marks the
source line that made it, with its modifier chain; a timeline lane's label links to the line that
attached its gesture. Here on a scene compiled into the lab; test_package.py selects in a package's
previews (a file of the preview, and a view declared in a file without one).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lab_harness import REPO, open_scene, wait_until_settled  # noqa: E402

TAP_COUNTS = REPO / "Sources" / "TactileScenes" / "Seed000SwiftUIGesturesSkill" / "TapCountGesturesView.swift"


def line_of(path: Path, text: str) -> int:
    return next(index for index, line in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1) if text in line)


def text_box(page, text: str) -> dict:
    """The client box of the canvas's `<text>` that reads `text`."""
    box = page.locator("#canvas svg text", has_text=text).first.bounding_box()
    assert box, f"no text {text!r} on the canvas"
    return box


def centre(box: dict) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def select_at(page, point: tuple[float, float]) -> dict:
    """Clicks at `point` (select mode on) and returns the `selection` that answered it."""
    page.evaluate("window.previousSelection = tactileLab.selection")
    page.mouse.click(*point)
    page.wait_for_function("() => tactileLab.selection && tactileLab.selection !== window.previousSelection")
    return page.evaluate("tactileLab.selection")


def test_select_mode_outlines_a_view_and_marks_its_line_without_driving_the_scene(page, lab_url):
    open_scene(page, lab_url, "000-tap-count-gestures")
    wait_until_settled(page)
    page.click("#select-mode")
    assert page.get_attribute("#select-mode", "aria-pressed") == "true"

    double = text_box(page, "Double tap")
    selection = select_at(page, centre(double))
    line = line_of(TAP_COUNTS, 'Text("Double tap")')
    assert selection["line"] == line and selection["exact"] and selection["inScene"], selection
    assert [link["name"] for link in selection["chain"]] == ["gesture"]
    # The editor shows the scene: its line is marked there, and the chain is listed above it.
    page.wait_for_selector(f'.select-marker.line[data-first="{line}"]', state="attached")
    assert page.text_content("#selection-place") == f"000-tap-count-gestures:{line}"
    assert page.locator("#selection-chain button").count() == 1
    # The outline is the text's frame on the canvas: the drawn text starts at its corner (the
    # browser's glyphs are a little narrower than the layout's text metrics).
    outline = page.locator("#selection-outline").bounding_box()
    assert outline is not None
    assert abs(outline["x"] - double["x"]) < 3 and abs(outline["y"] - double["y"]) < 3, (outline, double)
    assert outline["x"] < centre(double)[0] < outline["x"] + outline["width"], (outline, double)

    # A click on the first text selects it; its tap gesture does not run.
    select_at(page, centre(text_box(page, "Tap")))
    assert page.evaluate("tactileLab.selection.line") == line_of(TAP_COUNTS, "Text(tapped ?")
    assert page.locator("#canvas svg text", has_text="Tapped").count() == 0
    assert page.evaluate("tactileLab.lastFrame.state.find(s => s.name === 'tapped').value") == "false"

    # Select off: the tap runs; its lane's label links to the `.gesture` that attached it.
    page.click("#select-mode")
    page.mouse.click(*centre(text_box(page, "Tap")))
    wait_until_settled(page)
    page.wait_for_selector('#timeline-picture .lane[data-attempt="1"] .lane-link')
    page.click('#timeline-picture .lane[data-attempt="1"] .lane-link')
    page.wait_for_function("() => tactileLab.selection?.attached?.length > 0")
    shown = page.evaluate("tactileLab.selection.shown")
    assert shown["line"] == line_of(TAP_COUNTS, "Text(tapped ?"), shown
    page.wait_for_selector(f'.select-marker.line[data-first="{shown["line"]}"]', state="attached")
