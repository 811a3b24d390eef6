# Sources: S01 (already-used source; learner rewrite in own words)
# In[12]: my answer cell for the flash attention exercise

N, d = 4096, 64
BYTES = 2  # fp16


def designOutline():
    s_bytes = N * N * BYTES
    qkvo_bytes = 4 * N * d * BYTES
    br = bc = 64
    tile_kb = br * d * BYTES / 1024
    return {
        "memoryTraffic": (
            f"Naive would write S and P ({s_bytes / 2**20:.0f} MiB each for N={N}) to HBM and read them back. "
            f"Fused kernel: S/P tiles stay in SRAM and are never written; HBM traffic is Q, K, V in + O out, "
            f"about {qkvo_bytes / 2**20:.0f} MiB per head (plus the K/V re-reads per query block)."
        ),
        "tiling": f"Br = Bc = {br}, d = {d}: each tile is {tile_kb:.0f} KB in fp16; Q tile + O accumulator resident per CTA, K/V tiles streamed, grid = (N/{br}, heads).",
        "numericalStability": "running max m and running sum l per query row in fp32; new block -> scale = exp(m_old - m_new), l = l*scale + rowsum(exp(S - m_new)), acc = acc*scale + exp(S - m_new) @ V; out = acc / l",
        "tradeOff": f"K and V are re-read once per query block: N/{br} = {N // br} times, so for long N the K/V reads dominate HBM traffic unless Br grows, and a bigger Br needs more registers for the fp32 accumulator.",
    }
