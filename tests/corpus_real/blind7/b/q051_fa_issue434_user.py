# Sources: S50 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "My standard_attention writes attention_scores and attention_probs to HBM; flash_attn_func fuses QK^T, "
            "mask, softmax and PV so nothing N x N is written, only O."
        ),
        "tiling": (
            "Each program keeps one block of 128 query rows on chip and streams K/V over the whole sequence in "
            "blocks of 128 rows."
        ),
        "numericalStability": (
            "My reference adds finfo(fp16).min to masked scores, while flash attention masks with -inf before taking "
            "the running max, so masked keys never raise the max; for rows where everything is masked the two "
            "versions disagree."
        ),
        "failureModes": (
            "In fp16, adding finfo.min to an already negative score overflows to -inf, so in the reference a row can "
            "end up as -inf - (-inf) = NaN after max subtraction, and the comparison looks like a huge error."
        ),
    }
