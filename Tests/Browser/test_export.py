"""Record → test (issue 35, item 7; docs/TESTING.md, "From the lab to a test").

A person drags in the lab on a SwiftUI file of a package (the client fixture's card stack, which
says `import SwiftUI`), exports the recording as a Swift Testing file, and that file — as
downloaded, unedited — builds in the package's test target and passes. The fixture's scratch
directory is the one `scripts/check-swiftui-client.sh` builds, so only the new file compiles.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lab_harness import REPO, LabServer, canvas_svg, mouse_drag, open_scene, wait_until_settled  # noqa: E402
from test_playground import BUILD_TIMEOUT_MS, user_scene  # noqa: E402

FIXTURE = REPO / "Tests" / "Fixtures" / "SwiftUIClient"
CARD_STACK = FIXTURE / "Sources" / "ClientScreens" / "CardStack.swift"
TESTS = FIXTURE / "Tests" / "ClientScreensTests"
SCRATCH = REPO / ".build-swiftui-client"


def swiftpm(*arguments: str) -> subprocess.CompletedProcess:
    flags = os.environ.get("SWIFT_BUILD_FLAGS", "").split()
    command = ["swift", *arguments, "--package-path", str(FIXTURE), "--scratch-path", str(SCRATCH)]
    if arguments[0] == "build":
        command += flags
    return subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=1800,
                          env={**os.environ, "SWIFT_BACKTRACE": "enable=no"})


def test_a_drag_recorded_on_a_package_preview_exports_a_test_that_builds_and_passes(new_context):
    with LabServer(extra_args=[str(CARD_STACK), "--workers", "1"]) as server:
        scene = user_scene(server.url, "Card stack")
        page = new_context().new_page()
        open_scene(page, server.url, scene["id"], timeout_ms=BUILD_TIMEOUT_MS)
        page.click("#record")
        # The top card, swiped right past the 120 pt threshold: it is filed as known and fades out.
        centre = (195, 422 - 22)
        mouse_drag(page, centre, (centre[0] + 200, centre[1] + 10), steps=24)
        page.wait_for_function("() => tactileLab.lastFrame.state.some(s => s.name === 'known' && s.value === '1')",
                               timeout=BUILD_TIMEOUT_MS)
        wait_until_settled(page)
        page.click("#stop")
        page.wait_for_function("() => tactileLab.recording !== null")
        with page.expect_download() as download_info:
            page.click("#export-test")
        download = download_info.value
        name = download.suggested_filename
        assert re.fullmatch(r"Recorded[A-Za-z0-9]+Tests\.swift", name), name
        assert "Exported" in page.inner_text("#recording-info")
        exported = TESTS / name
        download.save_as(exported)
        # Closed while its lab still runs: a page left open would retry the socket of a stopped lab.
        page.close()
    try:
        source = exported.read_text(encoding="utf-8")
        assert "@testable import ClientScreens" in source, source
        assert "import SwiftUI" not in source, source
        assert re.search(r"host\.(drag|fling)\(from: ", source) or "host.replay(" in source, source
        assert 'stateValue(named: "known", in: "CardStack") == "1"' in source, source
        function = re.search(r"func (recorded\w+)\(\)", source).group(1)
        title = re.search(r'@Test\("([^"]+)"\)', source).group(1)
        built = swiftpm("build", "--build-tests")
        assert built.returncode == 0, built.stdout[-4000:] + built.stderr[-4000:]
        tested = swiftpm("test", "--skip-build", "--filter", function)
        output = tested.stdout + tested.stderr
        assert tested.returncode == 0, output[-4000:]
        assert f'Test "{title}" passed' in output and "Test run with 1 test" in output, output[-4000:]
    finally:
        exported.unlink(missing_ok=True)
