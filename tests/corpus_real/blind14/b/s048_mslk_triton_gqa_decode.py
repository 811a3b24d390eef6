# Sources: S51 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "The original loop over query heads sat outside the KV scan, so K and V came from HBM "
            "once per head (4x traffic at Hq = 4). Now all Hq heads form one [HQ_BLOCK, D] tile and "
            "each K/V tile is loaded once regardless of Hq; scores stay in registers."
        ),
        "tiling": (
            "HQ_BLOCK = next power of two >= max(16, Hq); BLOCK_N K/V rows per iteration; QK "
            "([HQ_BLOCK, D] x [D, BLOCK_N]) and PV with tl.dot -> MFMA; padded head rows masked "
            "after QK and never stored."
        ),
        "numericalStability": (
            "Per head row: m_i and l_i in fp32, alpha = exp(m_i - m_new) rescales acc and l_i; "
            "padded rows start from a large negative finite m_i instead of -inf, so they never "
            "produce NaN."
        ),
        "tradeOff": (
            "For Hq = 4 the tile is padded to 16 rows, so 75% of each MFMA is spent on padding "
            "rows; fine because decode is bandwidth-bound on MI300X."
        ),
    }
