# Numbers computed so I don't get the arithmetic wrong.

N = 8192
D = 128
BR = 128
BC = 64
BYTES = 2


def _kib(x):
    return f"{x / 1024:.0f} KiB"


def designOutline():
    q_tile = BR * D * BYTES
    kv_tiles = 2 * BC * D * BYTES
    kv_passes = N // BR
    kv_bytes = kv_passes * 2 * N * D * BYTES
    return {
        "memoryTraffic": (
            f"Q is read once and O written once ({_kib(N * D * BYTES)} each per head). K and V are re-read "
            f"once per query block, i.e. {kv_passes} times for N = {N}, about {kv_bytes / 2**20:.0f} MiB per head. "
            f"The {N} x {N} score matrix ({N * N * BYTES / 2**20:.0f} MiB in fp16) is never written."
        ),
        "tiling": (
            f"Br = {BR}, Bc = {BC}, d = {D}. Q tile {_kib(q_tile)} stays in shared memory; one K and one V tile "
            f"({_kib(kv_tiles)} together) are streamed per iteration, double-buffered -> {_kib(q_tile + 2 * kv_tiles)} "
            "of smem per CTA, under the 228 KB an H100 SM offers. One CTA per (query tile, head)."
        ),
        "numericalStability": (
            "Running max and running sum per query row in fp32; when the max increases, the accumulator and the "
            "sum are multiplied by exp(m_old - m_new) before the new tile is added; final divide by the sum."
        ),
        "tradeOff": (
            f"Because K/V are re-read {kv_passes} times, a smaller Br would multiply the K/V traffic; a larger Br "
            "needs more registers for the fp32 accumulator (Br x d) and lowers occupancy, so Br = 128 is a compromise."
        ),
    }
