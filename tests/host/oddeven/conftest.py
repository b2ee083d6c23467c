"""Odd or Even registered for one test: among the games while it runs, gone afterwards; and the
phones' tests' host, for its pages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from host.games import GameSpec
from tests.host.oddeven.spec import ODD_EVEN, register_odd_even, unregister_odd_even
from tests.host.phones.conftest import start_host

__all__ = ["odd_even", "start_host"]


@pytest.fixture
def odd_even() -> Iterator[GameSpec]:
    """Odd or Even's spec, registered as any game is for the length of the test."""
    register_odd_even()
    yield ODD_EVEN
    unregister_odd_even()
