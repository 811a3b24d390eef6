"""The Hopper forward's machine code, read without a GPU: compile configs for sm_90 with this
Triton (its own ptxas) and count what docs/performance.md quotes from the SASS: spilled stores and
loads (STL / LDL) in the whole kernel, and each consumer's K/V loop (the innermost loops that hold
wgmma instructions, HGMMA): its length in instructions and the spills inside it.

    python -m reference_kernels.sass_hopper                                   # the picks, both masks
    python -m reference_kernels.sass_hopper --d 64 --masks causal --configs s4p0c3o0n128e0P4,s4p0c2o1n128e4P4

Loops are found from backward branches (``BRA`` to a lower address) that end before the code's
out-of-line tail (the mbarrier wait retries that ptxas moves past the last HGMMA). Torch's CPU
build is enough; nothing runs on a device.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import tempfile

from reference_kernels.bench_hopper_roles import parse_tag


def compile_sass(d: int, causal: bool, cfg: tuple, dtype_name: str = "float16") -> str:
    """cuobjdump's SASS of the forward kernel for one config (sm_90, four warps a warpgroup)."""
    import torch
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.experimental.gluon._runtime import GluonASTSource
    from triton.experimental.gluon.nvidia.hopper import TensorDescriptor
    from triton.runtime.jit import mangle_type

    from reference_kernels import flash_attention_hopper as hopper

    block_n = cfg[4]
    consts, maxnreg = hopper._constexprs(cfg, causal, cfg[6])
    consts.update(TIMELINE=None, TIMING=False)
    t = torch.empty(4096, d, dtype=getattr(torch, dtype_name))
    q_desc = TensorDescriptor.from_tensor(t, [hopper.HALF_M, d], hopper._smem_layout(hopper.HALF_M, d, dtype_name))
    kv_desc = TensorDescriptor.from_tensor(t, [block_n, d], hopper._smem_layout(block_n, d, dtype_name))
    fn = hopper._fa3_fwd
    sig = dict(q_desc=mangle_type(q_desc), k_desc=mangle_type(kv_desc), v_desc=mangle_type(kv_desc),
               o_desc=mangle_type(q_desc), LSE="*fp32", SCHEDULE="*i32", sm_scale="fp32", H="i32", GROUP="i32",
               Lq="i32", Lk="i32", off="i32", n_m="i32", num_tiles="i32")
    sig.update({name: "constexpr" for name in consts})
    sig = {name: sig[name] for name in fn.arg_names}
    src = GluonASTSource(fn, sig, constexprs={(fn.arg_names.index(k), ): v for k, v in consts.items()})
    kernel = triton.compile(src, target=GPUTarget("cuda", 90, 32), options=dict(num_warps=4, maxnreg=maxnreg))
    tool = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "cuobjdump")
    with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
        f.write(kernel.asm["cubin"])
        f.flush()
        return subprocess.run([tool, "--dump-sass", f.name], capture_output=True, text=True, check=True).stdout


def _instructions(sass: str) -> list[tuple[int, str]]:
    out = []
    for line in sass.splitlines():
        m = re.match(r"\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;", line)
        if m:
            out.append((int(m.group(1), 16), m.group(2)))
    return out


def _is_spill(op: str) -> bool:
    return re.match(r"(@!?U?P\w+\s+)?(STL|LDL)\b", op) is not None


def summarise(sass: str) -> dict:
    """{"stl", "ldl": counts in the kernel; "loops": [(instructions, HGMMA, spills)] of the innermost
    loops holding HGMMA (one per consumer partition)}."""
    ins = _instructions(sass)
    ops = [op for _a, op in ins]
    hgmma_at = [a for a, op in ins if "HGMMA" in op]
    tail = max(hgmma_at) + 0x400 if hgmma_at else 0
    loops = []
    for a, op in ins:
        m = re.search(r"\bBRA\s+0x([0-9a-f]+)", op)
        if m and int(m.group(1), 16) < a < tail:
            loops.append((int(m.group(1), 16), a))

    def body(lo, hi):
        return [op for a, op in ins if lo <= a <= hi]

    with_mma = [(lo, hi) for lo, hi in set(loops) if any("HGMMA" in op for op in body(lo, hi))]
    innermost = [(lo, hi) for lo, hi in with_mma
                 if not any((lo2, hi2) != (lo, hi) and lo <= lo2 and hi2 <= hi for lo2, hi2 in with_mma)]
    rows = []
    for lo, hi in sorted(innermost):
        b = body(lo, hi)
        rows.append((len(b), sum("HGMMA" in op for op in b), sum(_is_spill(op) for op in b)))
    return {"stl": sum(bool(re.match(r"(@!?U?P\w+\s+)?STL\b", op)) for op in ops),
            "ldl": sum(bool(re.match(r"(@!?U?P\w+\s+)?LDL\b", op)) for op in ops), "loops": rows}


def main(argv=None) -> int:
    from reference_kernels import flash_attention_hopper as hopper
    from reference_kernels.bench_hopper import _tag

    ap = argparse.ArgumentParser(prog="python -m reference_kernels.sass_hopper")
    ap.add_argument("--d", type=int, choices=(64, 128), action="append", help="head dim (default: both)")
    ap.add_argument("--masks", default="full,causal")
    ap.add_argument("--configs", default="", help="config tags (default: the picks, CONFIG and CONFIG_LONG)")
    ap.add_argument("--dtype", default="float16", choices=("float16", "bfloat16"))
    a = ap.parse_args(argv)
    print("head dim, mask, config: spilled stores / loads in the kernel; K/V loops (instructions, HGMMA, spills)")
    for d in a.d or (64, 128):
        for causal in [m == "causal" for m in a.masks.split(",")]:
            if a.configs:
                cfgs = [parse_tag(t) for t in a.configs.split(",")]
            else:
                cfgs = [hopper.CONFIG[(d, causal)]] + [c for (dd, cc), (_n, c) in hopper.CONFIG_LONG.items()
                                                        if (dd, cc) == (d, causal)]
            for cfg in cfgs:
                s = summarise(compile_sass(d, causal, cfg, a.dtype))
                print(f"d={d} {'causal' if causal else 'full'} {_tag(cfg)}: STL {s['stl']} LDL {s['ldl']}; "
                      f"loops {s['loops']}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
