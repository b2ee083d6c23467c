"""The referee of Maudit Mot Dit: is that guess right, is that clue allowed."""

from host.judge.clue import ClueRuling, Ruling, judge_clue
from host.judge.guess import GuessRuling, judge_guess
from host.judge.knowledge import WordKnowledge, knowledge_of

__all__ = [
    "ClueRuling",
    "GuessRuling",
    "Ruling",
    "WordKnowledge",
    "judge_clue",
    "judge_guess",
    "knowledge_of",
]
