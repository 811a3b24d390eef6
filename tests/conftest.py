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


import pytest  # noqa: E402

from workbench.outline.sandbox import MODES  # noqa: E402


@pytest.fixture(params=MODES)
def mode(request, tmp_path_factory):
    """Each isolation mode the machine supports (the others skip with the reason)."""
    from sandbox_modes import unusable

    reason = unusable(request.param, tmp_path_factory.mktemp("probe"))
    if reason:
        pytest.skip(f"{request.param} not usable here: {reason}")
    return request.param
