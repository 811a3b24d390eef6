# Sources: S19 (paraphrase / learner rewrite)
# Reading-club prep: guiding questions + my tentative answers


def designOutline():
    return {
        "memoryTraffic": (
            "Q1: what goes to HBM? I think S is never stored in HBM at all -- only O and the per-row m, l get "
            "written, Q/K/V are read (K/V once per query block)."
        ),
        "tiling": (
            "Q2: loop order? FA1 paper: outer loop over K/V blocks (loaded to SRAM once), inner loop over Q blocks, "
            "so O_i, l_i, m_i are re-read and re-written each outer step. FA2 swaps it: Q outer, K/V inner."
        ),
        "numericalStability": (
            "Q3: why is a partial max OK? Because when the max grows the old sum and old output get multiplied by "
            "exp(m_old - m_new), so everything ends up relative to the true max."
        ),
        "tradeOff": "Q4: what does it cost? -- TBD (discussion lead to fill in)",
    }
