"""The games the host can run at a table, by the name their saves carry."""

from __future__ import annotations

from host.flows import fameus, maury, motdit
from host.flows.kit import FlowKit

KITS: dict[str, FlowKit] = {kit.name: kit for kit in (motdit.KIT, maury.KIT, fameus.KIT)}
"""Every game the host runs, by name."""
