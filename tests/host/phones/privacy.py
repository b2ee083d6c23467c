"""The browser tests' check that a secret shows on its owner's phone and nowhere else."""

from __future__ import annotations

import re
from collections.abc import Iterable

from tests.host.phones.browser import Phone


def assert_only_on(phones: dict[str, Phone], owner: str, secrets: Iterable[str]) -> None:
    """Every one of `secrets` is in a private line on `owner`'s phone, and in no other phone's
    page: not in its text, nor anywhere in its HTML (hidden parts and live regions included)."""
    secrets = tuple(secrets)
    assert secrets, "no secret to look for"
    for name, phone in phones.items():
        if name == owner:
            lines = " ".join(phone.private_lines())
            missing = [s for s in secrets if not whole(s).search(lines)]
            assert not missing, f"{owner}'s phone lacks {missing}: {lines}"
            continue
        page = phone.source()
        leaked = [s for s in secrets if whole(s, re.IGNORECASE).search(page)]
        assert not leaked, f"{name}'s phone shows {owner}'s secret {leaked}:\n{phone.text()}"


def whole(text: str, flags: int = 0) -> re.Pattern[str]:
    """`text` as a pattern that matches it only where it is not part of a longer word."""
    return re.compile(rf"(?<!\w){re.escape(text)}(?!\w)", flags)
