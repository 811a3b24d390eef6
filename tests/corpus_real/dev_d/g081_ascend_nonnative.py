# Sources: S23, S33 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "On Ascend the attention_score after matmul is stay in L0C/UB, it is not go to GM; GM only give query, key, value and receive attention_out and softmax_max, softmax_sum (for backward).",
        "tiling": "Skv axis is split into SkvSplit of 128 (basic block, multiple of 128 good for performance), S1 vector base size max 512; multi-core split by B * N * S1 over the 48 AIV cores; last axis 32B aligned.",
        "numericalStability": "SoftmaxFlash with isUpdate: take previous max and expSum, exp_max = e^(max_old - max_new), new expSum = exp_max * old expSum + sum(e^(x - max_new)), and the old output also multiply exp_max.",
        "tradeOff": "Because last axis is cut, every step must keep max and expSum tensors [rows, 16] fp32 in UB (32B fixed last axis), so less UB is left for the score block and SkvSplit cannot grow.",
    }
