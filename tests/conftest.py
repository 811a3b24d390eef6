"""Test set-up. TRITON_INTERPRET must be set before any Triton kernel is defined,
so that the reference kernels run on the CPU through Triton's interpreter when no
GPU is present."""

import os

try:  # no CUDA here: run Triton kernels in the interpreter
    import torch  # noqa: F401

    if not torch.cuda.is_available():
        os.environ.setdefault("TRITON_INTERPRET", "1")
except ImportError:  # torch not installed: kernel tests skip themselves
    os.environ.setdefault("TRITON_INTERPRET", "1")
