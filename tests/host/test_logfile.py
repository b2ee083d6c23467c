"""A game's log file: capped by one old copy, the owner's alone, and on a real full disk never an
error: the lines it missed are counted and said once it can write again."""

from __future__ import annotations

import stat

from host.logfile import LogFile, old_copy
from tests.host.disk import fill, small_disk


def test_a_full_log_starts_again_keeping_one_old_copy_both_the_owners_alone(tmp_path):
    path = tmp_path / "game.phones.log"
    log = LogFile(path, rotate_at=100)
    for n in range(30):
        log.write(f"line {n:02}")  # 8 bytes each: a cap of 100 holds 12
    log.close()
    assert path.stat().st_size <= 100 and old_copy(path).stat().st_size <= 100
    assert path.read_text().splitlines()[-1] == "line 29"
    assert old_copy(path).read_text().splitlines()[-1] == "line 23"
    assert not (tmp_path / "game.phones.log.1.1").exists()
    for made in (path, old_copy(path)):
        assert stat.S_IMODE(made.stat().st_mode) == 0o600


def test_a_new_log_is_emptied_and_a_resumed_one_goes_on(tmp_path):
    path = tmp_path / "game.captions.txt"
    path.write_text("an old game's line\n")
    LogFile(path, append=True).close()
    assert path.read_text() == "an old game's line\n"
    log = LogFile(path, append=False)
    log.write("new")
    log.close()
    assert path.read_text() == "new\n"


def test_on_a_full_disk_lines_are_missed_told_once_and_counted_when_it_can_write(tmp_path):
    told: list[str] = []
    with small_disk(tmp_path / "disk", "64k") as disk:
        path = disk / "game.captions.txt"
        log = LogFile(path, trouble=told.append)
        log.write("before")
        log.write("z" * (4096 - 7 - 1))  # the file's page full: every next byte needs a new one
        filler = fill(disk)
        log.write("x")
        log.write("y" * 5000)
        assert log.missed == 2 and len(told) == 1 and str(path) in told[0]
        filler.unlink()
        log.write("after")
        log.close()
        lines = path.read_text().splitlines()
    assert lines[0] == "before" and lines[3] == "after"
    assert lines[2].startswith("(2 lines were not logged")


def test_a_line_the_disk_ran_out_in_the_middle_of_leaves_no_half_behind(tmp_path):
    with small_disk(tmp_path / "disk", "64k") as disk:
        path = disk / "game.phones.log"
        log = LogFile(path, trouble=lambda message: None)
        log.write("before")
        filler = fill(disk)
        log.write("x" * 5000)  # its first 4089 bytes fit the file's page, the rest does not
        assert log.missed == 1 and path.read_text() == "before\n"
        filler.unlink()
        log.close()
