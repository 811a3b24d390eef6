"""What we run on: device properties, software versions, and measured peaks.

torch and triton are imported inside functions: importing this module is free.
"""

from __future__ import annotations

import os
import platform
import sys

# Shared memory a block may opt into on Hopper (H100/H200): 227 KB of the 228 KB per SM
# (CUDA programming guide, compute capability 9.0). Used to judge tiles in a CPU run,
# where no GPU can be asked; a GPU run reads the real number from the device.
HOPPER_SMEM_PER_BLOCK = 227 * 1024
HOPPER_SMEM_PER_SM = 228 * 1024


def has_cuda() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return bool(torch.cuda.is_available())


def describe(gpu: bool) -> dict:
    """Device block of an evidence file."""
    if not gpu:
        return {
            "name": f"CPU ({platform.processor() or platform.machine()}, {os.cpu_count()} cores)",
            "kind": "cpu",
            "cpu_count": os.cpu_count(),
            "triton_interpreter": os.environ.get("TRITON_INTERPRET") == "1",
            "note": "Triton kernels ran in the interpreter (numpy on the CPU): timings are not kernel speed, "
                    "and shared-memory limits are those of an H100/H200 (227 KB per block), not measured here.",
            "shared_memory_per_block_reference": HOPPER_SMEM_PER_BLOCK,
        }
    import torch

    p = torch.cuda.get_device_properties(0)
    info = {
        "name": p.name,
        "kind": "cuda",
        "capability": f"{p.major}.{p.minor}",
        "total_memory_bytes": int(p.total_memory),
        "sm_count": int(p.multi_processor_count),
        "l2_cache_bytes": int(getattr(p, "L2_cache_size", 0)) or None,
    }
    for attr in ("shared_memory_per_block_optin", "shared_memory_per_multiprocessor", "shared_memory_per_block"):
        v = getattr(p, attr, None)
        if v:
            info[attr] = int(v)
    try:  # Triton's own view of the limit it compiles against
        import triton

        props = triton.runtime.driver.active.utils.get_device_properties(torch.cuda.current_device())
        info["triton_max_shared_mem"] = int(props.get("max_shared_mem", 0)) or None
        info.setdefault("shared_memory_per_block_optin", info["triton_max_shared_mem"])
    except Exception as exc:  # noqa: BLE001 - a missing driver attribute is a note, not a failure
        info["triton_props_error"] = f"{type(exc).__name__}: {exc}"
    try:
        import subprocess

        out = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=20)
        info["driver"] = out.stdout.strip() or None
    except Exception:  # noqa: BLE001
        info["driver"] = None
    return info


def versions() -> dict:
    import workbench

    v = {"python": sys.version.split()[0], "workbench": getattr(workbench, "__version__", "?"),
         "platform": platform.platform()}
    try:
        import torch

        v["torch"] = torch.__version__
        v["cuda"] = torch.version.cuda
    except ImportError:
        v["torch"] = None
    try:
        import triton

        v["triton"] = triton.__version__
    except ImportError:
        v["triton"] = None
    return v


def measure_peaks() -> dict:
    """Dense fp16 matmul rate and device-to-device copy bandwidth, medians of do_bench (GPU only)."""
    import torch
    from triton.testing import do_bench

    n = 8192
    a = torch.randn(n, n, device="cuda", dtype=torch.float16)  # random, not zeros: zeros run faster
    b = torch.randn(n, n, device="cuda", dtype=torch.float16)
    ms = do_bench(lambda: a @ b, warmup=50, rep=300, return_mode="median")
    matmul = 2 * n**3 / (ms * 1e-3)
    del a, b
    src = torch.randn(512 * 1024 * 1024, device="cuda", dtype=torch.float16)  # 1 GiB, far past the 60 MB L2
    dst = torch.empty_like(src)
    ms = do_bench(lambda: dst.copy_(src), warmup=20, rep=200, return_mode="median")
    copy = 2 * src.numel() * 2 / (ms * 1e-3)  # bytes read + bytes written
    del src, dst
    torch.cuda.empty_cache()
    return {"fp16_matmul_flops": matmul, "copy_bytes_per_s": copy, "matmul_shape": [n, n, n], "copy_bytes": 2 * 2**30}
