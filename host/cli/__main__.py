"""`python -m host.cli`: the `partyhost` command without the installed script."""

import sys

from host.cli import main

sys.exit(main())
