"""The announcer: lines queued by the game, spoken in order by one worker thread, captioned.

say() never blocks. The worker owns the speech engine (created in that thread), captions
each line as it starts, and plays it on the speaker sentence by sentence (the first plays
while the next is made); a sound cue's line plays its cue instead. A private line goes to the
earpiece or, without one, to a look-away on the terminal. stop() cuts the line playing
when the game moves on; hush() when a player barges in, so that the lines already queued are
still captioned (and private ones still delivered), only not spoken. then() queues a change of
what the pages show among the lines, so that it is made when the host reaches the line that
tells it: the show has one clock, the voice's.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from host.interruptible import wait_for
from host.one_line import one_line
from host.voice.captions import Captions
from host.voice.cues import sound
from host.voice.line import Line
from host.voice.look_away import LookAway, PrivateChannel
from host.voice.playback import output_problem, play
from host.voice.settings import Device, VoiceSettings
from host.voice.synth import Synth, SynthUnavailable, open_synth

TO_LOOK_AWAY = "private lines go to the look-away on this terminal"
"""Where private lines go when no earpiece can play them."""


class AnnouncerFailed(RuntimeError):
    """The announcer's worker thread crashed: the game must end (saved), not wait for it."""


@dataclass
class _Item:
    line: Line
    epoch: int
    number: int
    cancel: threading.Event = field(default_factory=threading.Event)


Change = Callable[[], object]
"""A change of what the pages show (a board, a moment, a question), made in its turn."""


class Announcer:
    """Speaks and captions lines in order without blocking the game; stop() silences it."""

    def __init__(
        self,
        settings: VoiceSettings | None = None,
        captions: Captions | None = None,
        look_away: PrivateChannel | None = None,
        synth: Callable[[VoiceSettings, Callable[[str], None]], Synth] = open_synth,
    ) -> None:
        self.settings = settings or VoiceSettings()
        self.captions = captions or Captions()
        self.look_away = look_away or LookAway(self.captions.console)
        """Where a private line goes without an earpiece: the terminal, behind a look-away."""
        self.speaking = threading.Event()
        """Set while the shared speaker plays a line, so the ears can ignore the host."""
        self.ready = threading.Event()
        """Set once the worker has opened the speech engine, or found it missing."""
        self._make_synth = synth
        self._synth: Synth | None = None
        self._earpiece: Device = None
        self._queue: queue.Queue[_Item | str | Change | None] = queue.Queue()
        """Lines to deliver, notes to print and changes to show, in the order given; None ends
        the worker."""
        self._done = threading.Condition()
        self._pending = 0
        self._epoch = 0
        self._said = 0
        self._hushed = 0
        """Shared lines up to this number (in the order said) are captioned, not spoken."""
        self._current: _Item | None = None
        self._closed = False
        self.failure: BaseException | None = None
        """What ended the worker thread, if it crashed."""
        self._thread = threading.Thread(target=self._run, name="announcer", daemon=True)
        self._thread.start()

    # -- the game's side --

    def say(self, line: Line | str) -> None:
        """Queue a line (or plain text for everyone) and return at once."""
        if self._closed:
            raise RuntimeError("the announcer is closed")
        self.check()
        with self._done:
            self._pending += 1
            self._said += 1
            item = _Item(line if isinstance(line, Line) else Line(line), self._epoch, self._said)
        self._queue.put(item)

    def note(self, text: str) -> None:
        """Queue one line of plain text for the screen, printed whole after every line said
        before it (the announcer's worker is the terminal's one writer): what a simulated
        player says, what the ears heard, a status line."""
        self.check()
        with self._done:
            self._pending += 1
        self._queue.put(text)

    def then(self, change: Change) -> None:
        """Queue a change of what the pages show, made once every line said before it is done
        (spoken, or captioned and read) and just before the next line starts; a stop never
        drops it, since what is shown must catch up with the game. Once the announcer is
        closed, nothing more is said: the change is made at once."""
        if self._closed:
            self._change(change)
            return
        self.check()
        with self._done:
            self._pending += 1
        self._queue.put(change)

    def stop(self, drop: bool = True) -> None:
        """Silence the line playing now; with `drop` the queued lines are forgotten too."""
        with self._done:
            if drop:
                self._epoch += 1
            if self._current is not None:
                self._current.cancel.set()

    def hush(self) -> None:
        """A player barged in: cut the shared line playing; those already queued are captioned
        (private ones still reach their player) but not spoken, and their pauses are skipped."""
        with self._done:
            self._hushed = self._said
            if self._current is not None and not self._current.line.private:
                self._current.cancel.set()
                # Silent from now on, though the worker may still be making the cut line's
                # next sentence: the ears need not wait for it to stop listening to the host.
                self.speaking.clear()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every queued line is done; False if `timeout` seconds passed first;
        AnnouncerFailed if the worker crashed."""
        with self._done:
            done = wait_for(self._done, lambda: self._pending == 0 or self.failure, timeout)
        self.check()
        return done

    def check(self) -> None:
        """Raise AnnouncerFailed, in one line, if the worker thread has crashed."""
        if self.failure is not None:
            why = one_line(f"{type(self.failure).__name__}: {self.failure}", 200)
            raise AnnouncerFailed(f"the announcer stopped ({why})") from self.failure

    def close(self, timeout: float | None = None) -> None:
        """Finish the queued lines, then end the worker."""
        if not self._closed:
            self._closed = True
            self._queue.put(None)
        self._thread.join(timeout)

    def __enter__(self) -> Announcer:
        return self

    def __exit__(self, kind: object, *_: object) -> None:
        self.close()
        if kind is None:
            self.check()

    @property
    def synth_name(self) -> str:
        """The voice speaking (once the worker has started it), or why there is none."""
        return self._synth.name if self._synth is not None else "none (captions only)"

    # -- the worker --

    def _run(self) -> None:
        try:
            self._serve()
        except BaseException as exc:  # the game thread must hear of it, or it waits for ever
            with self._done:
                self.failure = exc
                self._done.notify_all()
        finally:
            self.ready.set()

    def _serve(self) -> None:
        self._start_engines()
        self.ready.set()
        while (item := self._queue.get()) is not None:
            try:
                if isinstance(item, str):  # a note: what happened, printed even if stopped
                    self.captions.plain(item)
                elif not isinstance(item, _Item):
                    self._change(item)
                else:
                    self._take(item)
            finally:
                with self._done:
                    self._current = None
                    self._pending -= 1
                    self._done.notify_all()
        self.look_away.before(None)

    def _change(self, change: Change) -> None:
        """Make a change of the pages; one that fails must not stop the show."""
        try:
            change()
        except Exception as exc:
            self.captions.notice(f"Could not update the pages ({exc!r}).")

    def _take(self, item: _Item) -> None:
        """Deliver a line unless it was stopped, then its pause (cut short by a stop)."""
        with self._done:
            self._current = item if item.epoch == self._epoch else None
            if item.number <= self._hushed and not item.line.private:
                item.cancel.set()
        try:
            if self._current is not None:
                aloud = self._deliver(item)
                line = item.line
                reading = 0.0 if aloud or line.private else self.settings.reading_time(line.text)
                item.cancel.wait(max(line.pause, reading))
        except Exception as exc:  # one bad line must not silence the rest of the show
            self.captions.notice(f"Could not deliver a line ({exc!r}).")

    def _start_engines(self) -> None:
        """Open the speech engine and check the devices; say once what is missing."""
        if self.settings.mute:
            return
        if problem := output_problem(self.settings.device):
            self.captions.notice(f"No audio output ({problem}): captions only.")
            return
        try:
            self._synth = self._open_synth()
        except SynthUnavailable as exc:
            self.captions.notice(f"No text-to-speech ({exc}): captions only.")
            return
        earpiece = self.settings.private_device
        if earpiece is not None and (problem := output_problem(earpiece)):
            self.captions.notice(f"No earpiece ({problem}): {TO_LOOK_AWAY}.")
        else:
            self._earpiece = earpiece

    def _open_synth(self) -> Synth:
        notice = self.captions.notice
        try:
            return self._make_synth(self.settings, notice)
        except ValueError as exc:
            notice(f"{exc}; using the default voice.")
            return self._make_synth(replace(self.settings, voice=None), notice)

    def _deliver(self, item: _Item) -> bool:
        """Caption the line and say it, or show it privately; whether it was heard aloud."""
        self.look_away.before(item.line)
        self.captions.show(item.line)
        if not item.line.private:
            if not self._speak(item, self.settings.device, shared=True):
                self._synth = None
                return False
            return True
        if self._earpiece is not None and self._speak(item, self._earpiece, shared=False):
            return True
        self._earpiece = None
        self.look_away.show(item.line, lambda: self._also_for(item.line.to))
        return False

    def _also_for(self, player: str | None) -> list[Line]:
        """Every private line for `player` queued now (the game waits for the lines said
        before it asks again: these are this step's), taken out of the queue and captioned as
        private, to be shown in the same look-away; the other lines keep their order."""
        taken: list[_Item] = []
        with self._queue.mutex:  # the queue's own lock: nothing is put or got meanwhile
            waiting = self._queue.queue
            kept = []
            while waiting and waiting[0] is not None:
                item = waiting.popleft()
                mine = (
                    isinstance(item, _Item)
                    and item.line.private
                    and item.line.to == player
                    and item.epoch == self._epoch
                )
                (taken if mine else kept).append(item)  # type: ignore[arg-type]
            waiting.extendleft(reversed(kept))
        for item in taken:
            self.captions.show(item.line)
        with self._done:
            self._pending -= len(taken)
            self._done.notify_all()
        return [item.line for item in taken]

    def _speak(self, item: _Item, device: Device, shared: bool) -> bool:
        """Play the line on `device`; False (after saying why) if it could not."""
        if self._synth is None:
            return False
        line = item.line
        if (line.sound and not self.settings.cues) or item.cancel.is_set():
            return True
        try:
            spoken = self._synth.sentences(line.spoken, line.show)
            audio = sound(line.sound) if line.sound else spoken
            if shared:
                self.speaking.set()
            play(audio, device, item.cancel)
        except (OSError, RuntimeError) as exc:
            where = "captions only" if shared else TO_LOOK_AWAY
            self.captions.notice(f"Sound failed ({exc}): {where}.")
            return False
        finally:
            self.speaking.clear()
        return True
