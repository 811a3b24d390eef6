# Sources: S23 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel వాడతాం: S = QK^T మరియు P ని HBM కి ఎప్పుడూ write చేయము, అవి SRAM/registers లోనే "
            "tile గా ఉంటాయి. HBM నుండి Q, K, V read, O మరియు M (row max + log sum) మాత్రమే write."
        ),
        "tiling": (
            "Triton tutorial లాగా: BLOCK_M = 128 query rows ఒక program కి, అవి on-chip లో ఉంటాయి; K, V ని "
            "BLOCK_N = 64 rows గా inner loop లో stream చేస్తాం; grid = (N/128, batch*heads). Trade-off: "
            "BLOCK_N = 128 చేస్తే fp32 S tile registers లో పెద్దదవుతుంది, register pressure పెరిగి spills "
            "వస్తాయి, occupancy తగ్గుతుంది."
        ),
        "numericalStability": (
            "Online softmax: m_i (running max), l_i (running sum) fp32 లో; alpha = exp2(m_i - m_ij) తో acc "
            "మరియు l_i ని rescale చేస్తాం. exp బదులు exp2 వాడతాం, scale లో log2(e) ని ముందే multiply చేస్తాం."
        ),
    }
