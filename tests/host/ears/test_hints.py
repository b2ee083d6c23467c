"""A context's hints: every engine declares the ones it acts on, docs/ears.md says the same, and
an engine that ignores a hint hears as if it had not been given."""

from __future__ import annotations

import re
from pathlib import Path

from host.ears.context import NO_HINTS, Context, Hint, Hints
from host.ears.engines.sphinx import SphinxEngine
from host.ears.select import REGISTERED
from tests.host.ears.helpers import CARD, said

DOCS = Path(__file__).resolve().parents[3] / "docs" / "ears.md"


def documented() -> dict[str, frozenset[Hint]]:
    """The hints docs/ears.md's table says each engine honours."""
    rows = re.findall(r"^\| (\w+) \| (yes|no)\b[^|]*\| (yes|no)\b", DOCS.read_text(), re.M)
    return {
        name: frozenset(h for h, said in zip(Hint, flags, strict=True) if said == "yes")
        for name, *flags in rows
    }


def test_every_engine_declares_the_hints_it_honours_as_the_docs_say():
    declared = {engine.name: engine.open.honours for engine in REGISTERED}
    assert all(isinstance(h, frozenset) and h <= set(Hint) for h in declared.values())
    assert documented() == declared


def test_hints_name_only_expected_phrases_and_none_is_both():
    context = Context.of(["acorn", "oak"], likely=["oak", "elm"], related=["acorn", "oak"])
    assert context.hints == Hints(frozenset({"oak"}), frozenset({"acorn"}))
    assert Context.of(["oak"]).hints == NO_HINTS


def test_an_engine_that_honours_no_hint_hears_the_same_with_them():
    engine = SphinxEngine()
    assert engine.honours == frozenset()
    clip = said("rocket")
    plain = engine.decode(clip, Context.of(CARD))
    hinted = engine.decode(clip, Context.of(CARD, likely=["dragon"], related=["anchor"]))
    assert plain.phrase == "rocket" and hinted == plain
