# Sources: S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Fused cuDNN attention: query/key/value read from HBM, bias read only if given, output "
            "written; the (B, N, T, S) logits never exist in HBM. With return_residual=True the "
            "(B, N, T) fp32 residual is written as well."
        ),
        "tiling": "The cuDNN implementation tiles the sequence dimension of the query and key.",
        "numericalStability": (
            "Residual = row logsumexp in fp32; within the kernel the running max/sum are updated "
            "per tile and the partial output is rescaled by exp(old_max - new_max)."
        ),
        "tradeOff": (
            "query_seq_lengths / key_value_seq_lengths give padding-aware attention, but a row "
            "whose every key is masked has max = -inf and sum = 0; unless it is guarded the "
            "division produces NaN in that output row."
        ),
    }
