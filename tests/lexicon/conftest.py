"""Shared fixtures for the lexicon tests: a private copy of the shipped data to break."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from lexicon.core import DATA_DIR


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A copy of lexicon/data/ that a test may change."""
    copy = tmp_path / "data"
    shutil.copytree(DATA_DIR, copy)
    return copy
