"""python -m tests.host.oddeven.cli ARGS...  is `partyhost ARGS...` with Odd or Even registered (for
the tests that play it from the command line, on phones and on the table page)."""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    """`partyhost` with Odd or Even among its games."""
    from host.cli import main as partyhost
    from host.games import register
    from tests.host.oddeven.spec import ODD_EVEN

    register(ODD_EVEN)
    return partyhost(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
