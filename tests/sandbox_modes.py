"""Which isolation modes work on this machine, probed once per mode per test session (shared by the
sandbox test files and the `mode` fixture in conftest.py)."""

from __future__ import annotations

from pathlib import Path

from workbench.outline import sandbox
from workbench.outline.load import load_outline

_unusable: dict[str, str | None] = {}


def unusable(mode: str, folder: Path) -> str | None:
    """None when `mode` runs a computed outline here (so the sandbox really starts); else why not."""
    if mode not in _unusable:
        reason = sandbox.available(mode)
        if reason is None:
            probe = Path(folder) / f"probe_{mode}.py"
            probe.write_text("X = [1][0]\ndef designOutline():\n    return dict(tiling=str(X))\n")
            res = load_outline(probe, timeout=5, isolation=mode)
            reason = res.error.message if res.error else None
        _unusable[mode] = reason
    return _unusable[mode]
