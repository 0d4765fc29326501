"""Fixtures of the lab's browser tests: one server and one Chromium per run, a fresh context per test.

`scripts/browser-tests.sh` starts the server and passes the URL it printed (with its token) in
`TACTILE_LAB_URL`; without it the fixtures start `.build/debug/tactile-lab` themselves
(`TACTILE_LAB_BINARY` overrides the path). Every context is signed in to every lab the run knows,
as a person's browser is once they opened the printed URL (docs/SECURITY.md).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lab_harness import LabServer, launch_chromium, register_lab, sign_in  # noqa: E402

VIEWPORT = {"width": 1440, "height": 900}


@pytest.fixture(scope="session")
def lab_url():
    url = os.environ.get("TACTILE_LAB_URL")
    if url:
        yield register_lab(url)[0]
        return
    with LabServer() as server:
        yield server.url


@pytest.fixture(scope="session")
def playwright_instance():
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_instance):
    browser = launch_chromium(playwright_instance)
    yield browser
    browser.close()


def _watch(page, problems: list[str]) -> None:
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("console", lambda message: problems.append(f"console {message.type}: {message.text}")
            if message.type == "error" else None)


@pytest.fixture
def new_context(browser):
    """Makes contexts (closed after the test); every page made in them must end free of script errors."""
    contexts, problems = [], []

    def make(**options):
        settings = {"viewport": VIEWPORT, "accept_downloads": True, **options}
        context = browser.new_context(**settings)
        context.on("page", lambda page: _watch(page, problems))
        sign_in(context)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()
    assert not problems, "the page reported errors:\n" + "\n".join(problems)


@pytest.fixture
def page(new_context):
    return new_context().new_page()
