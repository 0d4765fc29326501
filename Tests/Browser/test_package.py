"""The lab on a package (issue 36, item 2; docs/ARCHITECTURE.md, "The lab on a package").

`tactile-lab --package` on an app package written as SwiftUI packages are — a design-system
target, a feature target using it, a local gesture library, every file saying `import SwiftUI`,
no dependency on Tactile (Tests/Fixtures/LabPackage and LabGestureKit, copied to a temporary
folder so the test may edit them). The lab lists the previews of every target, grouped by target;
a swipe in the feature's preview runs the gesture library's code; an edit on disk rebuilds the
package and the preview's `@State` comes along; a target that does not compile fails alone.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lab_harness import REPO, LabServer, mouse_drag, open_scene, wait_until_settled  # noqa: E402
from test_playground import catalog, wait_for_build  # noqa: E402

FIXTURES = REPO / "Tests" / "Fixtures"
# A package build: SwiftPM plans and compiles three targets, then the lab links the worker; cold
# (an empty scratch folder) that is about 25 s on the project's 2-core machine, and CI is loaded.
PACKAGE_BUILD_TIMEOUT_MS = 120_000


def state_value(page, name: str) -> str | None:
    return page.evaluate("name => tactileLab.lastFrame?.state.find(s => s.name === name)?.value ?? null", name)


def test_a_package_opens_with_the_previews_of_every_target_and_rebuilds_with_state_kept(new_context, tmp_path):
    for name in ("LabPackage", "LabGestureKit"):
        shutil.copytree(FIXTURES / name, tmp_path / name, ignore=shutil.ignore_patterns(".build*", ".swiftpm"))
    package = tmp_path / "LabPackage"
    # The lab builds the package before it listens.
    with LabServer(extra_args=["--package", str(package), "--workers", "1"], start_timeout_s=PACKAGE_BUILD_TIMEOUT_MS / 1000) as server:
        entries = [entry for entry in catalog(server.url) if entry["kind"] == "user"]
        groups = {entry["title"]: entry.get("group") for entry in entries}
        # Both targets of the package, and the local gesture library it depends on.
        assert groups == {
            "PressableCard.swift · Pressable card": "DesignSystem",
            "InboxScreen.swift · Inbox": "Inbox",
            "InboxScreen.swift · InboxScreen_Previews": "Inbox",
            "SwipeToDismiss.swift · Swipe to dismiss": "GestureKit",
        }, groups
        assert all(entry["build"] for entry in entries), entries
        inbox = next(entry for entry in entries if entry["title"] == "InboxScreen.swift · Inbox")

        page = new_context().new_page()
        open_scene(page, server.url, inbox["id"], timeout_ms=PACKAGE_BUILD_TIMEOUT_MS)
        assert page.text_content('.seed-group[data-target="Inbox"] h2') == "Target Inbox"
        assert page.locator('.seed-group[data-target="GestureKit"] .scene-link').count() == 1
        # The first card, swiped left past GestureKit's 120 pt threshold: it is archived.
        assert state_value(page, "archived") == "0"
        card = (196, 92)
        mouse_drag(page, card, (card[0] - 190, card[1] + 4), steps=24)
        page.wait_for_function("() => tactileLab.lastFrame.state.some(s => s.name === 'archived' && s.value === '1')",
                               timeout=PACKAGE_BUILD_TIMEOUT_MS)
        wait_until_settled(page)

        # An edit on disk in the feature target: the package is built again, the tab moves to the
        # new build by itself, and the archived count is carried over.
        screen = package / "Sources" / "Inbox" / "InboxScreen.swift"
        text = screen.read_text(encoding="utf-8")
        screen.write_text(text.replace('Text("Archived: \\(archived)")', 'Text("Done: \\(archived)")'), encoding="utf-8")
        wait_for_build(page, inbox["build"], timeout_ms=PACKAGE_BUILD_TIMEOUT_MS)
        page.wait_for_function("() => tactileLab.restoration !== null", timeout=PACKAGE_BUILD_TIMEOUT_MS)
        assert state_value(page, "archived") == "1"
        assert "InboxScreen.archived" in page.get_attribute("#restoration", "data-restored")
        rebuilt = page.evaluate("tactileLab.build")

        # A save that does not compile: the feature target fails alone. The editor marks the error
        # at its line, the tab stays on the last good build, and the design system — which does not
        # depend on the feature — is built again and runs.
        edited = screen.read_text(encoding="utf-8")
        screen.write_text(edited.replace("archived += 1", "archived += \"one\""), encoding="utf-8")
        line = next(index for index, text in enumerate(edited.split("\n"), start=1) if "archived += 1" in text)
        page.wait_for_selector(f'.diag-marker.error[data-line="{line}"]', timeout=PACKAGE_BUILD_TIMEOUT_MS)
        after = {entry["title"]: entry for entry in catalog(server.url) if entry["kind"] == "user"}
        assert after["InboxScreen.swift · Inbox"]["build"] == rebuilt
        assert after["PressableCard.swift · Pressable card"]["build"] not in (None, rebuilt, inbox["build"])
        assert page.evaluate("tactileLab.build") == rebuilt and state_value(page, "archived") == "1"
        page.close()
