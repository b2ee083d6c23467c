"""`partyhost judge`: the referee from the command line (one case, or a batch file)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from host.cli import bench
from host.files import read_limited
from host.judge import judge_clue, judge_guess
from host.judge.clue import ClueRuling
from host.judge.guess import GuessRuling
from host.session.door import Refused, normal

FIELDS = {"guess": ("secret", "heard text"), "clue": ("secret", "earlier clues", "clue")}
"""The tab-separated fields of a batch line, per kind."""
MAX_BATCH_BYTES = 10_000_000
"""The largest batch file read (a hundred thousand cases)."""


def register(commands: argparse._SubParsersAction) -> None:
    """Add the `judge` subcommand (guess, clue, bench) to the `partyhost` parser."""
    parser = commands.add_parser("judge", help="rule on a guess or a clue of Maudit Mot Dit")
    kinds = parser.add_subparsers(dest="kind", metavar="KIND", parser_class=type(parser))
    kinds.required = True
    guess = kinds.add_parser("guess", help="does the heard text name the secret word?")
    clue = kinds.add_parser("clue", help="is the clue allowed, forbidden, or for the table?")
    for sub, text in ((guess, "GUESS_TEXT"), (clue, "CLUE_TEXT")):
        sub.add_argument("--secret", help="the secret word")
        sub.add_argument("--json", action="store_true", help="print JSON, one object a line")
        sub.add_argument("--batch", type=Path, help="a tab-separated file of cases")
        sub.add_argument("text", nargs="*", metavar=text, help="what was heard")
        sub.set_defaults(handler=run)
    clue.add_argument("--earlier", default="", help="earlier clues, comma-separated")
    bench.add_judge(kinds, "bench")


def run(args: argparse.Namespace) -> int:
    """Judge one case or a batch, print one answer a line; bad input raises ValueError."""
    if args.batch is not None:
        if args.secret or args.text or getattr(args, "earlier", ""):
            raise ValueError("--batch takes no --secret, --earlier or text")
        rulings = [judge_line(args.kind, case, where) for where, case in read_batch(args.batch)]
    else:
        if not args.secret or not args.secret.strip():
            raise ValueError("name the secret word with --secret WORD")
        text = " ".join(args.text)
        case = (args.secret, args.earlier, text) if args.kind == "clue" else (args.secret, text)
        rulings = [judge_case(args.kind, case)]
    for ruling in rulings:
        print(json.dumps(ruling.as_json()) if args.json else describe(ruling))
    return 0


def judge_case(kind: str, case: tuple[str, ...]) -> GuessRuling | ClueRuling:
    """The ruling on one case: (secret, heard) or (secret, earlier clues, clue), the answer
    made normal as every answer is (host.session.door); the judge says what is wrong with it."""
    try:
        said = normal(case[-1])
    except Refused:
        raise ValueError(f"the {kind} has a broken character (a lone surrogate)") from None
    if kind == "guess":
        return judge_guess(case[0], said)
    secret, earlier, _clue = case
    return judge_clue(secret, said, tuple(e for e in earlier.split(",") if e.strip()))


def judge_line(kind: str, case: tuple[str, ...], where: str) -> GuessRuling | ClueRuling:
    """The ruling on one batch line; ValueError naming the line if it is bad."""
    fields = FIELDS[kind]
    if len(case) != len(fields):
        raise ValueError(
            f"{where}: expected {len(fields)} tab-separated fields ({', '.join(fields)}), "
            f"found {len(case)}"
        )
    try:
        return judge_case(kind, case)
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from exc


def read_batch(path: Path) -> list[tuple[str, tuple[str, ...]]]:
    """The lines of a batch file as (`file:line`, fields), skipping empty and `#` lines; a
    line with a tab is a case, even with nothing else (its empty fields are then refused)."""
    try:
        text = read_limited(path, MAX_BATCH_BYTES).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"cannot read {path}: not UTF-8 text ({exc.reason})") from None
    return [
        (f"{path}:{number}", tuple(line.split("\t")))
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip(" ") and not line.startswith("#")
    ]


def describe(ruling: GuessRuling | ClueRuling) -> str:
    """One line for people: `correct: fish (confidence 1.00)`, `forbidden: spelled out`."""
    if isinstance(ruling, ClueRuling):
        return ruling.ruling.value + (f": {ruling.reason}" if ruling.reason else "")
    if ruling.correct:
        return f"correct: {ruling.matched} (confidence {ruling.confidence:.2f})"
    if ruling.unsure:
        return f"not sure: did you say {ruling.matched!r}? (confidence {ruling.confidence:.2f})"
    return f"wrong (confidence {ruling.confidence:.2f})"
