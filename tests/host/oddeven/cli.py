"""python -m tests.host.oddeven.cli ARGS...  is `partyhost ARGS...` with Odd or Even registered (for
the tests that play it from the command line, on phones and on the table page)."""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    """`partyhost` with Odd or Even among its games."""
    from host.cli import main as partyhost
    from tests.host.oddeven.spec import register_odd_even

    register_odd_even()
    return partyhost(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
