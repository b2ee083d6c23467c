"""A speaker and an earpiece on one private PulseAudio server, and a game played through them.

The server is the voice tests' null-sink server plus a second null sink, `earpiece`.
PortAudio only lists ALSA devices, so an ALSA config in a private HOME adds an ALSA device
`earpiece` routed (through the pulse plugin) to that sink; the shared speaker stays the
server's default sink, reached through ALSA's `pulse` device.

python -m tests.host.voice.earpiece LOG SEED [GAME]  plays a whole short game (by default
3-player Mot Dit of one round; see `short_game`) whose simulated players answer in text, with
the announcer's captions going nowhere and private lines going to the earpiece. Each line
played is logged to LOG as a JSON line: the device, the line, and when it started and ended
(time.perf_counter(), shared by the processes of one machine). Run it under `game_environment()`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import TextIO

from host.bench.pulse import SINK, NullSinkServer
from host.voice.settings import MAX_RATE
from tests.host.pulse import pulse_missing

EARPIECE = "earpiece"
SPEAKER = "pulse"
"""ALSA's pulse device: the server's default sink, the shared speaker."""
PLAYERS = ("Irma", "Annabelle", "Felix")
MORE_PLAYERS = (*PLAYERS, "Gaston", "Mia")
RATE_WPM = MAX_RATE
"""The fastest speech the settings allow, to keep the game short: what is checked is where
each line is heard, not how clearly."""
TTS = "espeak"
"""The fallback voice, espeak-ng: a real voice on the same sinks as Piper's, which took twice
the time and the processor for a test of where each line goes (109 s and 47 s of CPU against
59 s and 20 s)."""
ASOUNDRC = f"""\
pcm.{EARPIECE} {{
    type pulse
    device "{EARPIECE}"
    hint {{ show on; description "{EARPIECE}" }}
}}
ctl.{EARPIECE} {{
    type pulse
    device "{EARPIECE}"
}}
"""


class TwoSinkServer(NullSinkServer):
    """The null-sink server with a second sink, `earpiece`; `party` stays the default."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.speaker_monitor = f"{SINK}.monitor"
        self.earpiece_monitor = f"{EARPIECE}.monitor"

    def start(self) -> None:
        """Start the server, add the earpiece sink and keep the speaker as the default."""
        super().start()
        try:
            self._pactl("load-module", "module-null-sink", f"sink_name={EARPIECE}")
            self._pactl("set-default-sink", SINK)
        except OSError:
            self.stop()
            raise

    def _pactl(self, *args: str) -> None:
        command = ["pactl", "--server", self.server, *args]
        done = subprocess.run(command, capture_output=True, text=True, timeout=10)
        if done.returncode != 0:
            raise OSError(f"{' '.join(command)}: {done.stderr.strip()}")

    def game_environment(self) -> dict[str, str]:
        """The environment of a process that plays on this server, with the earpiece device."""
        home = self.folder / "alsa-home"
        home.mkdir(exist_ok=True)
        (home / ".asoundrc").write_text(ASOUNDRC, encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if not k.startswith("ALSA_")}
        return env | {"HOME": str(home), "PULSE_SERVER": self.server}


def pulse_plugin_missing() -> str | None:
    """Why ALSA cannot reach PulseAudio here, or None if its pulse plugin is installed."""
    if problem := pulse_missing("parec"):
        return problem
    for folder in Path("/usr/lib").glob("**/alsa-lib"):
        if (folder / "libasound_module_pcm_pulse.so").exists():
            return None
    return "ALSA's pulse plugin is needed (apt-get install libasound2-plugins)"


def main(argv: list[str]) -> None:
    """Play the game, logging every line played to argv[0]; seed argv[1]; game argv[2]."""
    log_path, seed = Path(argv[0]), int(argv[1])
    game = argv[2] if len(argv) > 2 else "motdit"
    with log_path.open("w", encoding="utf-8") as log:
        play_game(seed, log, game)


def short_game(name: str):  # type: ignore[no-untyped-def]
    """A short game of `name` on the shipped content, to keep a game played aloud brief."""
    from host.games import GAMES
    from tests.host.short_games import one_round_motdit

    if name == "motdit":
        return one_round_motdit(PLAYERS)
    spec = GAMES[name]
    return spec.new_game(MORE_PLAYERS[: max(len(PLAYERS), spec.players.start)])


def play_game(seed: int, log: TextIO, game: str) -> None:
    """A whole game, heard only: captions off, private lines on the earpiece."""
    from rich.console import Console

    from host.games import GAMES, Asking
    from host.session.session import Session
    from host.sim.party import text_table
    from host.voice.announcer import Announcer
    from host.voice.captions import Captions
    from host.voice.settings import VoiceSettings

    def note(**record: object) -> None:
        log.write(json.dumps(record) + "\n")
        log.flush()

    class LoggedAnnouncer(Announcer):
        """Notes where each line was played, and when."""

        def _speak(self, item, device, shared):  # type: ignore[no-untyped-def]
            start = time.perf_counter()
            played = super()._speak(item, device, shared)
            line = item.line
            note(
                kind="line",
                device=device,
                text=line.spoken,
                private=line.private,
                to=line.to,
                start=start,
                end=time.perf_counter(),
                played=played,
            )
            return played

    with open(os.devnull, "w", encoding="utf-8") as nowhere:
        captions = Captions(Console(file=nowhere))  # captions off: no screen at all
        captions.notice = lambda message: note(kind="notice", text=message)  # type: ignore[method-assign]
        settings = VoiceSettings(rate=RATE_WPM, device=SPEAKER, private_device=EARPIECE, tts=TTS)
        session = Session(short_game(game), seed)
        spec = GAMES[game]
        with LoggedAnnouncer(settings, captions) as announcer:
            table = text_table(session, spec, announcer.say, asking=Asking(settle=announcer.wait))
            spec.flow(table).run()
            announcer.wait()
        note(kind="over", over=session.game.is_over())


if __name__ == "__main__":
    main(sys.argv[1:])
