"""Variants in a real browser (docs/LAB-PROTOCOL.md, "Variants"; issue 36, item 4): the open scene
beside the canvas on other devices, each live, each driven on its own."""

from __future__ import annotations

import pytest

from lab_harness import SCENE_SHOWN_JS, SETTLED_JS, canvas_svg, first_translation, mouse_drag, open_scene, wait_for_scene

STAR_DRAG = "004-star-drag-position"
ZOOM = "001-zoom"
SE = "iPhone SE (3rd generation)"
SE_SCREEN = (375, 667)
SE_SAFE_TOP = 20


def add_variant(page, device: str, scheme: str | None = None, type_size: str | None = None):
    """Adds a variant through the page's form; returns its frame once its scene has painted."""
    if page.is_hidden("#variant-form"):
        page.click("#variants-button")
    page.wait_for_function("name => [...document.querySelectorAll('#variant-device option')].some(o => o.value === name)", arg=device)
    page.select_option("#variant-device", device)
    if scheme:
        page.select_option("#variant-scheme", scheme)
    if type_size:
        page.select_option("#variant-type", type_size)
    before = len(page.query_selector_all("#variants figure.variant"))
    page.click("#variant-add")
    page.wait_for_function("n => document.querySelectorAll('#variants figure.variant iframe').length === n", arg=before + 1)
    handle = page.query_selector_all("#variants figure.variant iframe")[before]
    frame = handle.content_frame()
    assert frame is not None
    return frame


def variant_drag(page, frame, screen: tuple[float, float], start: tuple[float, float], end: tuple[float, float]) -> None:
    """A mouse drag in the variant's canvas points (the iframe's canvas, scaled to fit)."""
    box = frame.locator("#canvas").bounding_box()
    assert box is not None

    def client(x: float, y: float) -> tuple[float, float]:
        return box["x"] + x * box["width"] / screen[0], box["y"] + y * box["height"] / screen[1]

    page.mouse.move(*client(*start))
    page.mouse.down()
    for i in range(1, 21):
        t = i / 20
        page.mouse.move(*client(start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
        page.wait_for_timeout(16)
    page.mouse.up()


def frame_svg(frame) -> str:
    return frame.eval_on_selector("#canvas svg", "svg => svg.outerHTML")


def test_a_variant_runs_the_scene_on_its_device_and_is_driven_on_its_own(page, lab_url):
    open_scene(page, lab_url, STAR_DRAG)
    main_before = first_translation(canvas_svg(page))
    frame = add_variant(page, SE, scheme="dark")
    frame.wait_for_function(SCENE_SHOWN_JS, arg=STAR_DRAG, timeout=15000)
    assert frame.evaluate("tactileLab.variant") == {"name": SE, "colorScheme": "dark"}
    assert page.evaluate("tactileLab.variants") == [{"name": SE, "colorScheme": "dark"}]
    assert page.inner_text("#variants figcaption") .startswith(f"{SE} · dark")
    svg = frame_svg(frame)
    assert f'viewBox="0 0 {SE_SCREEN[0]} {SE_SCREEN[1]}"' in svg, svg[:200]
    # The 100 pt star is centred in the device's safe area (below its 20 pt status bar).
    x, y = first_translation(svg)
    assert (x, y) == pytest.approx((SE_SCREEN[0] / 2 - 50, SE_SAFE_TOP + (SE_SCREEN[1] - SE_SAFE_TOP) / 2 - 50), abs=0.01)

    # Dragging in the variant moves its star only.
    variant_drag(page, frame, SE_SCREEN, (x + 50, y + 50), (x + 110, y + 90))
    frame.wait_for_function(SETTLED_JS, timeout=15000)
    moved = first_translation(frame_svg(frame))
    assert moved == pytest.approx((x + 60, y + 40), abs=1.0), moved
    assert first_translation(canvas_svg(page)) == main_before, "the page's own instance was not touched"

    # Dragging on the page's canvas moves its star only.
    mouse_drag(page, (main_before[0] + 50, main_before[1] + 50), (main_before[0] + 10, main_before[1] + 50))
    page.wait_for_function(SETTLED_JS, timeout=15000)
    assert first_translation(canvas_svg(page)) == pytest.approx((main_before[0] - 40, main_before[1]), abs=1.0)
    assert first_translation(frame_svg(frame)) == moved, "the variant's instance was not touched"


def test_variants_follow_the_scene_and_can_be_removed(page, lab_url):
    open_scene(page, lab_url, STAR_DRAG)
    first = add_variant(page, SE)
    second = add_variant(page, "iPad mini (A17 Pro)", type_size="accessibility3")
    second.wait_for_function(SCENE_SHOWN_JS, arg=STAR_DRAG, timeout=15000)
    assert 'viewBox="0 0 744 1133"' in frame_svg(second)
    assert second.evaluate("tactileLab.variant") == {"name": "iPad mini (A17 Pro)", "dynamicTypeSize": "accessibility3"}
    # Side by side: the canvas, then each variant, left to right, none overlapping.
    boxes = [page.locator("#device").bounding_box()] + [
        handle.bounding_box() for handle in page.query_selector_all("#variants iframe")]
    for left, right in zip(boxes, boxes[1:]):
        assert left["x"] + left["width"] <= right["x"], boxes

    page.click(f'#scene-list [data-scene-id="{ZOOM}"]')
    wait_for_scene(page, ZOOM)
    for handle in page.query_selector_all("#variants iframe"):
        frame = handle.content_frame()
        frame.wait_for_function(SCENE_SHOWN_JS, arg=ZOOM, timeout=15000)
        assert f"scene={ZOOM}" in frame.url

    page.click(f'#variants figure.variant[data-device="{SE}"] button')
    page.wait_for_function("document.querySelectorAll('#variants figure.variant').length === 1")
    assert page.evaluate("tactileLab.variants") == [{"name": "iPad mini (A17 Pro)", "dynamicTypeSize": "accessibility3"}]
    assert first.is_detached()


def test_only_the_labs_own_pages_may_frame_it(page, lab_url):
    response = page.goto(lab_url)
    assert response is not None
    assert response.headers.get("content-security-policy") == "frame-ancestors 'self'"


def test_an_unknown_device_in_a_variant_url_is_a_clear_error(page, lab_url):
    open_scene(page, lab_url, STAR_DRAG)
    page.goto(page.url.split("?")[0] + f"?scene={STAR_DRAG}&variant=iPhone%2099")
    page.wait_for_function("() => !document.querySelector('#errors').hidden")
    assert "there is no device “iPhone 99”" in page.inner_text("#errors")
