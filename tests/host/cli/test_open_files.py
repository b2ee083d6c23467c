"""The host may open as many files as the system allows it, so that a flood of connections
(bounded by the phones' gate) never leaves the saves or the ears without a file."""

from __future__ import annotations

import resource

from host.cli.phones import MOST_FILES, more_files


def test_the_host_may_open_as_many_files_as_the_system_allows():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    lowered = min(256, hard)
    resource.setrlimit(resource.RLIMIT_NOFILE, (lowered, hard))
    try:
        more_files()
        raised, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
        assert raised == min(hard, MOST_FILES) if hard != resource.RLIM_INFINITY else MOST_FILES
        assert raised >= lowered
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
