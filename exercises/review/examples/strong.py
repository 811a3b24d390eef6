# A model answer: HBM traffic is the source, S and P never leave SRAM, the FLOPs are the same, and
# the cause (memory-bound) with the size (HBM accesses).


def reviewAnswer():
    return ("The speed comes from far fewer HBM reads and writes, not from less arithmetic: FlashAttention "
            "does the same O(N^2 d) FLOPs (more in the backward, which recomputes S and P). "
            "It fuses QK^T, softmax and PV into one kernel, so the N x N scores and probabilities are never "
            "written to HBM: each tile is computed in SRAM, multiplied by V and discarded. "
            "Attention is memory-bound, so the time is set by bytes moved, and HBM accesses fall from "
            "Θ(Nd + N^2) to Θ(N^2 d^2 / M), M being the SRAM size.")
