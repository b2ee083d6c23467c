"""Every subcommand has --help, and every benchmark is a `partyhost bench NAME` subcommand."""

from __future__ import annotations

import argparse

import pytest

from host.cli import build_parser, main


def command_lines(parser: argparse.ArgumentParser, words: tuple[str, ...] = ()):
    """Each subcommand's words, at every depth, found by walking the parser."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield (*words, name)
                yield from command_lines(sub, (*words, name))


COMMANDS = list(command_lines(build_parser()))


@pytest.mark.parametrize("words", [(), *COMMANDS], ids=" ".join)
def test_every_help_prints_usage_and_exits_0(words, capsys):
    with pytest.raises(SystemExit) as stopped:
        main([*words, "--help"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: {' '.join(('partyhost', *words))} ")


def test_bench_has_one_target_per_benchmark():
    targets = {words[1] for words in COMMANDS if len(words) == 2 and words[0] == "bench"}
    assert targets == {"ears", "open", "floor", "voice", "judge", "lexicon", "show"}


def test_a_missing_bench_target_is_one_line_and_exit_2(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["bench"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err == "partyhost bench: error: the following arguments are required: TARGET\n"


@pytest.mark.parametrize("words", [("bench", "judge"), ("judge", "bench")], ids=" ".join)
def test_the_judge_benchmark_reports_medians(words, capsys):
    assert main([*words, "--rounds", "20"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("judge benchmark: ") and out[0].endswith(", 20 judgements each")
    assert [line.split(":")[0].strip() for line in out[1:]] == ["guess", "clue"]
    assert all(": median " in line and ", p95 " in line for line in out[1:])


def test_voice_benchmark_refuses_no_runs(capsys):
    assert main(["bench", "voice", "--runs", "0"]) == 2
    assert capsys.readouterr().err == "partyhost: error: --runs must be at least 1\n"


def test_the_lexicon_benchmark_reports_medians_and_ratios(capsys):
    code = main(["bench", "lexicon"])
    out = capsys.readouterr().out.splitlines()
    assert code == (0 if ": OK " in out[3] else 1)
    assert [line.split(" (")[0] for line in out[:2]] == [
        "import the loaders",
        "first load of all content",
    ]
    assert out[2].startswith("load again (median of 20): ") and "first load / again: " in out[2]
    assert out[3].startswith("budget 100 ms for the first load: ")
    assert "first load / budget: " in out[3]


def test_an_error_about_typed_control_characters_stays_on_one_line(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["odds", "", "-:", "\r0"])
    err = capsys.readouterr().err
    assert exit.value.code == 2 and len(err.strip().splitlines()) == 1 and "\\r0" in err


@pytest.mark.parametrize("pace", ["0", "-1", "0.5", "nan"])
def test_the_show_benchmark_refuses_a_pace_out_of_range(pace, capsys):
    assert main(["bench", "show", "--pace", pace]) == 2
    err = capsys.readouterr().err
    assert err == "partyhost: error: --pace must be above 0 and at most 0.3 seconds a word\n"
