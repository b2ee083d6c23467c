"""Measurement apart from the game: the benchmarks, calibration sweeps and development set
behind `partyhost bench`, the speech and noise made for them, and a private PulseAudio null
sink with a recorder of its monitor to time the voice against.

The game never imports this package (tests/test_dependency_direction.py checks it); only the
`partyhost bench` command (host/cli/bench.py) does. Each module reads the host through its
public interfaces: the ears, the announcer, the judge, the prompter's rules, the content.
"""
