"""What a table screen must never show: each game's secrets as its log holds them, less what
became public later, and every private line said."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from engine import fameus, maury, motdit
from engine.core import Game


def texts(data: Any) -> str:
    """Every string in a JSON message, one per line (as the page may show them)."""
    if isinstance(data, str):
        return data
    if isinstance(data, dict):
        data = list(data.values())
    if isinstance(data, list):
        return "\n".join(texts(item) for item in data)
    return ""


def found(secrets: Iterable[str], text: str) -> list[str]:
    """The secrets in `text` as whole words, whatever their case."""
    return [s for s in secrets if re.search(rf"(?<!\w){re.escape(s)}(?!\w)", text, re.I)]


def secrets_kept(game: Game) -> set[str]:
    """The secrets of a whole game that never became public: a Mot Dit card's words never
    said, the quotes of Maury cards never played, the Fame Us criteria never face up."""
    log = game.log
    if isinstance(game, motdit.MotDit):
        drawn = {w for e in log if isinstance(e, motdit.CardDrawn) for w in e.words}
        said = {e.word for e in log if isinstance(e, motdit.RoundEnded | motdit.WordGuessed)}
        said |= {e.word for e in log if isinstance(e, motdit.ClueGiven | motdit.ClueForbidden)}
        said |= {e.text for e in log if isinstance(e, motdit.WrongAnswer)}
        return {w for w in drawn if w.casefold() not in {s.casefold() for s in said}}
    if isinstance(game, maury.Maury):
        deck = game.config.deck
        held = {deck[c].quote for e in log if isinstance(e, maury.CardsReceived) for c in e.cards}
        played = {deck[e.card].quote for e in log if isinstance(e, maury.CardPlayed)}
        return held - played
    assert isinstance(game, fameus.FameUs)
    held = {
        c for e in log if isinstance(e, fameus.HandDealt | fameus.CardsSeen) for c in e.criteria
    }
    shown = {e.criterion for e in log if isinstance(e, fameus.CriterionPlayed | fameus.TurnStarted)}
    return held - shown
