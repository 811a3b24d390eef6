# Sources: S20 (paraphrase / non-native learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "GQA pattern is fused as one partition: key and value of each group are read from "
            "memory one time and used for all query heads of the group; the scores S x S are "
            "not written to memory, only the output."
        ),
        "tiling": "n/a (library decides)",
        "numericalStability": (
            "Softmax in f32 even when inputs are bf16: running max and sum per row, previous "
            "partial output rescaled by exp(m_old - m_new) for each new key block."
        ),
        "tradeOff": (
            "The pattern must contain the reshape of K/V to [N, H_kv, 1, S, D] exactly; when "
            "the framework emits a repeat of K/V to all heads instead, the fusion is not "
            "matched and K/V are copied H/H_kv times in memory."
        ),
    }
