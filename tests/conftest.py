"""Suite-wide set-up: the Hypothesis profiles, slow tests first, and each test process's own
folders (pytest-xdist runs several at once)."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from typing import TypeVar

import pytest
from hypothesis import settings

pytest.register_assert_rewrite("tests.host.sim.helpers")  # its replay checks explain a failure

# Playouts are slow by nature and a shared machine is busy: a deadline would only flake.
settings.register_profile("ci", deadline=None, print_blob=True)
settings.register_profile("dev", settings.get_profile("ci"), max_examples=20)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

FOLDERS = {
    "XDG_CONFIG_HOME": "config",
    "XDG_DATA_HOME": "data",
    "XDG_CACHE_HOME": "cache",
    "XDG_STATE_HOME": "state",
    "XDG_RUNTIME_DIR": "runtime",
}
T = TypeVar("T")
FIRST = ("slow", "audio")
"""Markers of the tests spread over the first part of the run, so that no worker is left with
a long one at the end."""
SPREAD = 0.3
"""The part of each worker's share of the run that its slow tests are spread over."""


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """One worker per core and one more (`-n auto`): some tests wait on real time (a line
    played, a browser, a sound server) and leave their core idle meanwhile; one more worker
    fills that time, a second more costs more processor than it saves (docs/figures.md,
    "test suite, fresh clone")."""
    return (os.cpu_count() or 1) + 1


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Spread the slow tests, the audio ones among them, over the first part of each worker's share
    of the run (pytest-xdist's work stealing hands each worker a contiguous share and lets the
    others steal from its tail, so slow tests all in the first share ran last, stolen), in an
    order that is the same in every worker, as pytest-xdist requires."""

    def rank(item: pytest.Item) -> int:
        return next((i for i, name in enumerate(FIRST) if item.get_closest_marker(name)), 2)

    items.sort(key=rank)
    slow, audio = (sum(rank(i) == r for i in items) for r in range(len(FIRST)))
    # The audio tests among the slow ones, not after them: each share would otherwise run its
    # audio tests at the same part of the run, every worker waiting on real time at once.
    head = interleaved(items[slow : slow + audio], items[:slow], slow + audio)
    workers = getattr(config, "workerinput", {}).get("workercount", 1)
    items[:] = spread_in_each_share(head + items[slow + audio :], slow + audio, workers)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Leave what collection built (every module imported, every test) out of the garbage
    collector's scans: it lives as long as the test process, and scanning it again and again
    cost the Python-bound tests about 8% of their processor (docs/figures.md)."""
    gc.collect()
    gc.freeze()


def spread_in_each_share(items: list[T], first: int, shares: int) -> list[T]:
    """`items` reordered so that each of `shares` contiguous shares, cut as pytest-xdist's
    work-stealing scheduler cuts them, holds every `shares`-th of the `first` items,
    evenly over the first SPREAD of it, each share's a further 1/`shares` of a space from its
    head: a slow test that waits on real time (a browser, a sound server) then runs beside
    quick ones that keep the cores busy, rather than beside other slow ones in the other
    workers, and none is left for the end."""
    head, rest = items[:first], items[first:]
    out: list[T] = []
    left = len(items)
    for k in range(shares):
        size = left // (shares - k)
        mine = head[k::shares]
        room = max(size - len(mine), 0)
        out += interleaved(mine, rest[:room], int(size * SPREAD), k / shares)
        rest = rest[room:]
        left -= size
    return out + rest


def interleaved(mine: list[T], others: list[T], span: int, phase: float = 0.0) -> list[T]:
    """`mine` at evenly spaced places over the first `span` places, `others` around them in
    their order; `phase` (0 to 1) of a space later than from the first place."""
    out: list[T] = []
    taken = 0
    for i, item in enumerate(mine):
        before = max(int((i + phase) * span / len(mine)) - i, taken)  # `others` before it
        out += [*others[taken:before], item]
        taken = before
    return out + others[taken:]


@pytest.fixture(scope="session", autouse=True)
def own_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Give each test process its own config, data, cache and runtime folders: no test reads
    the developer's settings, and no two workers share a save, a cache or a sound server's
    default socket. Its settings file says that muted lines wait for no reader."""
    base = tmp_path_factory.mktemp("xdg")
    with pytest.MonkeyPatch.context() as env:
        for variable, name in FOLDERS.items():
            folder = base / name
            folder.mkdir(mode=0o700)  # a runtime folder must be private, or pulse ignores it
            env.setenv(variable, str(folder))
        # Games played muted read at machine speed, unless a test sets its own pace.
        settings_file = base / "config" / "partyhost" / "config.toml"
        settings_file.parent.mkdir()
        settings_file.write_text("[voice]\nread_pace = 0\n", encoding="utf-8")
        yield
