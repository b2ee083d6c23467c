"""Every file that holds secrets is its owner's alone after a game (issue 35): the save and its
backup `.prev` (the whole deck), the phones' key and certificate, the phones' log: 0600, in
folders of 0700. The caption log holds no private line's words."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from host.games import resume
from host.phones.address import lan_address
from tests.host.zygote import ROOT, Zygote

TYPED = "\nskip\none\nocean\n"
"""Enter (start without phones), skip the rules, the first word, a clue; then no more input."""


def mode(path: Path) -> int:
    """The permission bits of `path`."""
    return stat.S_IMODE(path.stat().st_mode)


def test_after_a_game_with_phones_every_secret_is_the_owners_alone(tmp_path, zygote: Zygote):
    # Listening on every address, as a laptop with two networks might: the links name the LAN's.
    data = tmp_path / "data"
    (data / "partyhost" / "saves").mkdir(parents=True, mode=0o755)  # as an older host left it
    args = [
        *("play", "motdit", "--players", "Ann,Bob,Cy", "--keyboard", "--mute", "--seed", "7"),
        *("--phones", "--phones-host", "0.0.0.0", "--no-qr"),
    ]
    env = dict(os.environ, XDG_DATA_HOME=str(data), XDG_RUNTIME_DIR=str(tmp_path))
    host = zygote.start("host.cli", args, ROOT, env)  # a process of its own: its umask, its exit
    host.stdin.write(TYPED)
    out, _ = host.communicate(timeout=120)
    assert host.returncode == 0, out
    assert "0.0.0.0" not in out
    assert f"phone Ann: https://{lan_address()}:" in out
    saves = data / "partyhost" / "saves"
    (save,) = saves.glob("*.json")
    private = [
        save,
        save.with_name(save.name + ".prev"),
        save.with_suffix(".phones.log"),
        data / "partyhost" / "phones" / "key.pem",
        data / "partyhost" / "phones" / "cert.pem",
    ]
    assert {p.name: mode(p) for p in private} == {p.name: 0o600 for p in private}
    folders = [saves, data / "partyhost" / "phones"]
    assert {str(f): mode(f) for f in folders} == {str(f): 0o700 for f in folders}
    captions = save.with_suffix(".captions.txt").read_text()
    game = resume(save).game
    words = game.config.deck[game.state.card].words
    assert "[private line]" in captions  # Ann's card, told her alone...
    assert not [w for w in words if w in captions]  # ...and none of its words in the log
