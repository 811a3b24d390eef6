# Sources: S4 (tridao, flash-attention issue #190), P1 Appendix B
def designOutline():
    return {
        "memory_traffic": "Backward pass: dO, Q, K, V blocks are loaded into shared memory, S and dP are recomputed on chip and never read from HBM; only dQ, dK, dV go back to global memory.",
        "tiling": "We process a block of 16 rows and 128 columns at a time, with 8 warps (256 threads). Because we use tensor cores, which can do matmul of size 16 x 16 per warp, 16 x 128 is the smallest block size here. For head dim > 64, we round it up to 128 internally.",
        "numerical_stability": "dQ is used to sum the values held by 8 different warps; each element is 4 bytes (we store in float to reduce numerical error).",
        "trade_off": "Shared memory layout dO | Q | K | V | dQ | S | dP totals about 152KB. On A100 you can have up to 163KB so this is fine, but on sm86 and sm89 shared memory is smaller, so the headdim-128 backward does not fit there.",
    }
