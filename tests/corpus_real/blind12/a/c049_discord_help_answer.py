# Sources: S16 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "ok so the whole point: S never goes to HBM. one fused kernel, S tile -> softmax -> @V all on chip, then it's gone. HBM sees Q,K,V reads and O + lse writes, that's it",
        "tiling": "BLOCK_M=64, BLOCK_N=64, head_dim=64, num_stages=2 -> Q 8 KB + 2*(8+8) KB = 40 KB smem, 4 warps, one program per (q block, b*h). downside: if you bump head_dim to 256 with the same blocks and num_stages=4 it needs way more smem than the 227 KB limit and triton throws out of resource, so you have to shrink BLOCK_N or num_stages",
        "numericalStability": "online softmax, fp32 m_i and l_i per row, alpha = exp(m_i - m_new) applied to acc and l_i every block, divide at the end. masked rows: m stays -inf, guard it so you write 0 not NaN",
    }
