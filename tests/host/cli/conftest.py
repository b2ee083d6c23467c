"""The content tests' fixtures, for `partyhost lexicon` (a copy of the shipped data to break)."""

from tests.lexicon.conftest import data

__all__ = ["data"]
