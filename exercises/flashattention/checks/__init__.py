"""The FlashAttention exercise's own checks (workbench.exercise.interface): pure and torch-free.

* `tile_fit` (tiling, failureModeOrTradeOff): a tile whose own stated numbers cannot fit a thread
  block's shared memory is not a decision that can be carried out (with `max_smem_bytes`: the
  criterion fails with half credit); with an evidence file, the claimed tile's footprint is cited
  against the device's shared memory (FLAG lines only, when the criterion failed).
* `io_estimate`, `smem_size` (fact checks named by rubric concepts): an IO complexity must be
  Theta(N^2 d^2 / M) for FlashAttention or Theta(N d + N^2) for standard attention, and a hardware
  size or bandwidth is not a byte estimate; a shared-memory size stated for a named GPU must be
  that GPU's.
"""

from __future__ import annotations

import re

from workbench.claims import facts
from workbench.claims.numbers import numbers
from workbench.facts.cite import smem_limit
from ..tiles import check_tile, extract, footprint
from workbench.exercise.interface import CheckInput, CheckResult

from .iocomplexity import wrong_io

# Claims that state that something does not fit describe a configuration the learner rejects.
_NOT_FIT = re.compile(r"\b(?:no longer fits?|(?:doesn't|does not|don't|do not|won't|will not|can't|cannot|would not|"
                      r"wouldn't) (?:\w+ )?fit|exceed\w*|too (?:big|large)|overflow\w*|runs? out|out of)\b")


def _pointer(reading: str) -> str:
    return reading.split(";")[0].strip().rstrip(".")


def _design_text(inp: CheckInput) -> str:
    """The learner's own design claims, verbatim, without those that say a tile does not fit (a failure
    or trade-off example's numbers are not the chosen tile)."""
    return "\n".join(c.text for c in inp.own_claims if not _NOT_FIT.search(c.normalized))


# a design for an accelerator whose on-chip memory is not a GPU's shared memory (Pallas on a TPU, VMEM)
_NOT_GPU = re.compile(r"\b(?:tpus?|vmem|mxu)\b")


def _cannot_fit(inp: CheckInput, limit: int, text: str) -> str | None:
    """Feedback when the design's own tile cannot fit `limit` bytes (or the named GPU's, when smaller).

    Only the learner's stated numbers count (BLOCK_M/Br, BLOCK_N/Bc and the head dim must all be
    given), and what is not stated is assumed in the learner's favour (one pipeline stage, 2-byte
    elements), so a failure here means the tile cannot be built on any current GPU."""
    claim = extract(text)
    gpu = facts.gpu_name(inp.normalized)
    if gpu is None and _NOT_GPU.search((inp.text or "").lower()):
        return None  # a TPU's VMEM (tens of MiB) is the budget there, not a GPU's shared memory
    where = "the largest current GPUs give one thread block"
    named = facts.smem_limit(gpu)
    if named is not None and named < limit:
        limit, where = named, f"the {gpu.upper()} you name gives one thread block"
    if not claim.has_tile or claim.head_dim is None:
        return None
    stages = claim.num_stages or 1
    dtype = claim.dtype or "fp16"
    fp = footprint(claim.block_m, claim.block_n, claim.head_dim, stages, dtype)  # type: ignore[arg-type]
    need = fp["shared_bytes"]
    if need <= limit:
        return None
    assumed = [] if claim.num_stages else ["1 pipeline stage"]
    if claim.dtype is None:
        assumed.append("fp16")
    desc = (f"BLOCK_M={claim.block_m}, BLOCK_N={claim.block_n}, d={claim.head_dim}, {dtype}, {stages} "
            f"stage{'s' if stages != 1 else ''}" + (f"; assumed {', '.join(assumed)}" if assumed else ""))
    return (f"Your tile ({desc}) needs {need:,} bytes of shared memory (Q tile {fp['q_tile_bytes']:,} B + "
            f"{stages} x (K+V tiles) {fp['kv_tiles_bytes']:,} B), {need / limit:.1f}x the {limit:,} bytes "
            f"({limit / 1024:.0f} KiB) {where}: this tiling cannot be built. Choose "
            f"BLOCK_M/BLOCK_N so that the Q tile plus the K and V tiles fit (e.g. 128 x 64 at d = 128 needs "
            f"64 KiB). Read: {_pointer(inp.reading)}.")


def tile_lines(evidence, text: str, passed: bool) -> list[str]:
    """Citable lines about the tile claimed in `text` against the evidence file's device: every line
    for a passed criterion, only the FLAG lines (a tile that cannot fit) for a failed one."""
    if evidence is None:
        return []
    claim = extract(text or "")
    if not claim.has_tile:
        return []
    lines = check_tile(claim, smem_limit(evidence), evidence.device.get("name", "the device"))
    return lines if passed else [x for x in lines if x.startswith("FLAG")]


def tile_fit(inp: CheckInput) -> CheckResult | None:
    limit = inp.settings.get("max_smem_bytes")
    # With a budget, tile numbers are read from the learner's design claims only; without one (the
    # trade-off entry), the whole entry is context for the citation.
    text = _design_text(inp) if limit else inp.text
    demote = _cannot_fit(inp, int(limit), text) if limit and inp.passed else None
    return CheckResult(demote=demote, evidence=tuple(tile_lines(inp.evidence, text, inp.passed and demote is None)))


def io_estimate(text: str, s_lo: int, s_hi: int, a: int, b: int) -> str | None:
    wrong = wrong_io(text, s_lo, s_hi)
    if wrong:
        return f"a wrong IO complexity ({wrong}; FlashAttention makes Theta(N^2 d^2 / M) HBM accesses)"
    nums = [n for n in numbers(text, s_lo, s_hi) if n.dim != "gpu" and n.span[0] < b and n.span[1] > a]
    if nums and all(n.dim in ("hw_bytes", "bandwidth", "speedup") for n in nums):
        return "hardware background (a memory's size or bandwidth), not a byte estimate of the design"
    return None


def smem_size(text: str, s_lo: int, s_hi: int, a: int, b: int) -> str | None:
    wrong = facts.wrong_smem_size(text, s_lo, s_hi)
    if wrong:
        return f"a wrong shared-memory size: {wrong}"
    nums = [n for n in numbers(text, s_lo, s_hi) if n.dim != "gpu"]
    if nums and all(n.dim in ("hw_bytes", "bandwidth", "speedup") for n in nums):
        return "the hardware's shared-memory size, with no tile size of the design"
    return None
