# Sources: A06 (paraphrase / learner rewrite of the motivation section)
def designOutline():
    return {
        "memory_traffic": "Decode is bandwidth-bound: every KV element read once per step from HBM, scores kept in "
                          "registers; only per-CTA partials (O, m, l) go through HBM for the final fix-up.",
        "tiling": "Instead of a fixed number of splits per head (FlashDecoding), all LeanTiles of the batch "
                  "(tile = 256 tokens, d = 128) are numbered and cut into as many equal ranges as there are CTAs "
                  "= number of SMs, so one wave covers the whole problem.",
        "numerical_stability": "Softmax rescaling treated as an associative reduction: (m, l, O) partials combined "
                               "pairwise with exp(m_i - max) weights in fp32, normalised once at the end.",
        "failure_mode": "FlashDecoding's fixed split count leaves a partial last wave when heads x splits is not a "
                        "multiple of the SM count (wave quantization), so some SMs idle at the end; Lean's equal "
                        "ranges avoid that but need the cross-CTA fix-up, which costs a synchronisation.",
    }
