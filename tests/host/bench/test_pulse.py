"""The private sound server as a process's choice: chosen for a block, and what the process
had chosen before (or nothing) given back after it, even when the block fails."""

from __future__ import annotations

import os

import pytest

from host.bench.pulse import NullSinkServer


@pytest.mark.parametrize("before", [None, "unix:/elsewhere/native"])
def test_a_server_is_chosen_for_a_block_and_the_earlier_choice_comes_back(
    before: str | None, tmp_path, monkeypatch
) -> None:
    if before is None:
        monkeypatch.delenv("PULSE_SERVER", raising=False)
    else:
        monkeypatch.setenv("PULSE_SERVER", before)
    server = NullSinkServer(tmp_path)
    with pytest.raises(RuntimeError), server.chosen():
        assert os.environ["PULSE_SERVER"] == server.server == f"unix:{tmp_path / 'native'}"
        raise RuntimeError("the block failed")
    assert os.environ.get("PULSE_SERVER") == before
