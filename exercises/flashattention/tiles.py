"""Numbers in a learner's text: tile sizes, head dim, dtype, pipeline stages.

Pure and torch-free: `check` uses it to test a claimed tile against the shared
memory of the device in the evidence file, and `workbench evidence --outline`
uses it to run the kernel at the learner's own tile sizes.

The footprint formula mirrors `reference_kernels.flash_attention.smem_bytes`
(a test keeps the two equal): the Q tile stays resident, and every pipeline stage
holds one K tile and one V tile, all in the input dtype. The score tile S and the
probabilities P of a FlashAttention-2 style kernel live in registers, so they are
reported separately (`score_tile_bytes`) but not added to the shared-memory total.
"""

from __future__ import annotations

from .iomodel import DTYPE_BYTES

# The extraction (each number bound to its dimension) lives in workbench.claims.tiles.
from workbench.claims.tiles import TileClaim, extract  # noqa: E402,F401  (re-exported)


def footprint(block_m: int, block_n: int, head_dim: int, num_stages: int = 2, dtype: str = "fp16") -> dict:
    """Shared-memory bytes of a tile configuration, with its parts (see the module docstring)."""
    e = DTYPE_BYTES.get(dtype, 2)
    q = block_m * head_dim * e
    kv = num_stages * 2 * block_n * head_dim * e
    return {"q_tile_bytes": q, "kv_tiles_bytes": kv, "shared_bytes": q + kv,
            "score_tile_bytes": block_m * block_n * 4, "dtype_bytes": e}


def check_tile(claim: TileClaim, smem_limit: int | None, device: str) -> list[str]:
    """Citable lines about a claimed tile: its footprint, and a flag when it cannot fit the device."""
    if not claim.has_tile:
        return []
    assumed = []
    d = claim.head_dim
    if d is None:
        d = 64
        assumed.append("head dim 64")
    dtype = claim.dtype or "fp16"
    if claim.dtype is None:
        assumed.append("fp16")
    stages = claim.num_stages
    if stages is None:
        stages = 2
        assumed.append("2 pipeline stages")
    fp = footprint(claim.block_m, claim.block_n, d, stages, dtype)  # type: ignore[arg-type]
    desc = (f"BLOCK_M={claim.block_m}, BLOCK_N={claim.block_n}, d={d}, {dtype}, {stages} stages"
            + (f" (assumed {', '.join(assumed)})" if assumed else ""))
    need = fp["shared_bytes"]
    parts = (f"Q tile {fp['q_tile_bytes']:,} B + {stages} x (K+V tiles) {fp['kv_tiles_bytes']:,} B")
    if smem_limit is None:
        return [f"Your tile ({desc}) needs {need:,} bytes of shared memory ({parts})."]
    if need > smem_limit:
        return [f"FLAG: your tile ({desc}) needs {need:,} bytes of shared memory ({parts}), more than the "
                f"{smem_limit:,} bytes per block that {device} allows: it cannot fit; halve BLOCK_N or use fewer stages."]
    return [f"Your tile ({desc}) needs {need:,} bytes of shared memory ({parts}), within the {smem_limit:,} bytes "
            f"per block of {device} ({100 * need / smem_limit:.0f}%)."]
