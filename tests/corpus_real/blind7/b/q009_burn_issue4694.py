# Sources: S09 (excerpt + paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "attention_fallback materialises the full scores [B, H, Sq, Sk] and runs max, sub, exp, sum and div "
            "as separate backend ops, each one reading and writing the whole tensor in memory."
        ),
        "tiling": "N/A",
        "numericalStability": (
            "When every key of a row is masked, max = -inf and -inf - (-inf) = NaN, which propagates through the "
            "whole row. Clamp the max to a floor of -1e4 and the sum to 1e-6 so a fully masked row gives 0 instead "
            "of NaN; normal rows are unaffected because their max is far above -1e4."
        ),
        "tradeOff": (
            "Without the clamps, causal + random bool mask makes early query rows fully masked and the fallback "
            "returns NaN rows, so it disagrees with backends whose flash attention is NaN-safe."
        ),
    }
