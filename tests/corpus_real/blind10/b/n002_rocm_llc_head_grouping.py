# Sources: S02 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Fused FMHA forward: S and P are produced and consumed per tile inside the workgroup and never written to DRAM; per head we read Q once and K/V once per query block, write O. For long sequences the K/V re-reads are the main DRAM traffic, so we launch head-major so that one head's K/V is reused from the Infinity Cache (LLC) across its query blocks instead of coming from DRAM again.",
        "tiling": "One workgroup per (query block of 128 rows, head); the block index is reinterpreted in GetTileIndex so that all query blocks of the same head run back to back (head-major order). In bshd layout heads are grouped so that group size x K/V bytes per head fits the LLC target, and FMHA is launched once per head group.",
        "numericalStability": "Unchanged from the CK kernel: fp32 running max and running sum per query row, rescale the accumulator by exp(m_old - m_new) when the max grows, normalise once at the end.",
        "tradeOff": "The grouping launches FMHA several times (one launch per head group), so for short sequences where K/V already fit in cache the extra launches cost more than they save; it is only enabled on gfx11/gfx12 because the LLC size estimate comes from KFD sysfs or an arch default.",
    }
