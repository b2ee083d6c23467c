"""The voice: an announcer that speaks and captions every line of the show.

Modules: `line` (what is said, to whom), `settings` (TOML and command-line options),
`announcer` (the queue and its worker thread), `synth` with `espeak` (the espeak-ng program)
and `filesynth` (pyttsx3's file output) from text to `host.audio.Audio`, `playback`
(sounddevice, stoppable), `captions`, `private` (the look-away screen step). This file
imports nothing, so the phrasebook can use `host.voice.line` without the audio libraries.
"""
