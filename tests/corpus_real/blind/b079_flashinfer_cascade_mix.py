# Sources: S58 (FlashInfer docs / blog: cascade inference, merge states), S20 (vllm-engineer lab on split-KV)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Shared prefix KV (e.g. a 4k system prompt) is read from HBM once per batch for all requests "
            "instead of once per request; the unique suffix KV is read per request; partial outputs and their "
            "LSE are written and merged."
        ),
        "tiling": (
            "Two passes: a multi-query kernel over the shared prefix (all requests' queries stacked as rows of "
            "a 128-row tile), then a per-request decode kernel over the suffix in 64-token pages."
        ),
        "numericalStability": (
            "Attention state = (v, s) with s the logsumexp; merge(a, b): s = log(exp(s_a) + exp(s_b)) computed "
            "as max + log1p(exp(-|s_a - s_b|)), v = exp(s_a - s) v_a + exp(s_b - s) v_b; associative, so "
            "any merge order gives the same result up to rounding."
        ),
        "tradeOff": (
            "Only pays off when many requests share a long prefix: with a short prefix or few requests the "
            "second kernel and the merge are pure overhead."
        ),
    }
