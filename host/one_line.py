"""One short line of text for the terminal, whatever the text: an error's message, words a user
typed, a library's complaint."""

from __future__ import annotations

import re

CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
"""What would break a line or hide in it: C0 and C1 control characters (U+0085 is a line
break to str.splitlines) and the Unicode line and paragraph separators."""


def one_line(text: str, limit: int | None = None) -> str:
    """`text` with its control characters written out ("\\r"), so that nothing in it, not even
    words a user typed, can break the line; with `limit`, cut to that many characters and
    "..."."""
    line = CONTROL.sub(lambda m: repr(m.group())[1:-1], text)
    return line if limit is None or len(line) <= limit else line[:limit] + "..."
