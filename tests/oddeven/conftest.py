"""Odd or Even registered for one test: among the games while it runs, gone afterwards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from host.games import GAMES, GameSpec, register
from tests.oddeven.spec import ODD_EVEN


@pytest.fixture
def odd_even() -> Iterator[GameSpec]:
    """Odd or Even's spec, registered as any game is for the length of the test."""
    register(ODD_EVEN)
    yield ODD_EVEN
    del GAMES[ODD_EVEN.name]
