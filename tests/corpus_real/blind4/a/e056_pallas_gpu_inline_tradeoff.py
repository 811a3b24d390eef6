# Sources: D04 (paraphrase of jax.experimental.pallas.ops.gpu.attention defaults; learner rewrite)
def designOutline():
    return {
        "memory_traffic": "pl.load of a q block once per program, k/v blocks loaded inside a fori_loop; the "
                          "logits block is a value in registers and never stored; outputs o and lse (for the "
                          "backward) written with pl.store.",
        "tiling": "block_q = block_k = 128 at head dim 64, num_warps = 4, num_stages = 2; grid = (cdiv(seq, "
                  "block_q), batch, heads). Trade-off: at head dim 256 a 128-row q block plus two stages of "
                  "128-row k and v blocks would need about 320 KB of shared memory, more than one block can "
                  "get, so block_k has to drop to 32 and the loop runs 4x more trips.",
        "numerical_stability": "m_i starts at -inf, l_i at 0, both fp32; per k block: m_new = max(m_i, max(s)), "
                               "correction = exp(m_i - m_new), acc = acc * correction + p @ v, "
                               "l_i = l_i * correction + sum(p).",
    }
