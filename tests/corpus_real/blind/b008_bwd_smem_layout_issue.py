# Sources: S06 (Dao-AILab/flash-attention issue #190, tridao comment on sm86 shared memory)
# Learner rewrite, list form.

def designOutline():
    return {
        "memoryTraffic": [
            "Backward reads Q, K, V, O, dO and the softmax stats from HBM and writes dQ, dK, dV.",
            "S and dP only exist as 16 x 128 tiles in shared memory, the N x N matrices are never stored in HBM.",
        ],
        "tiling": [
            "Backward processes a block of 16 rows and 128 columns at a time with 8 warps (256 threads); "
            "16 x 128 is the smallest block because a warp's tensor-core matmul is 16 x 16.",
            "Shared memory layout: dO | Q | K | V | dQ | S | dP. dO and Q 16 x 128 double-buffered (8 KB each), "
            "K and V 128 x 128 (32 KB each), dQ 16 x 128 x 8 warps in fp32 (64 KB), S and dP 4 KB each: ~152 KB total.",
        ],
        "numericalStability": [
            "dQ partial sums of the 8 warps are kept in float (4 bytes per element) in shared memory to reduce "
            "numerical error, only converted to fp16/bf16 when written out.",
            "P is recomputed as exp(S - m) / l with the stored statistics, so it is identical to the forward.",
        ],
        "failureModes": [
            "152 KB fits on A100 (up to 163 KB per block) and H100, but sm86/sm89 only give ~99 KB per block, "
            "so the head-dim-128 backward cannot launch there; head dim > 64 is rounded up to 128 internally.",
        ],
    }
