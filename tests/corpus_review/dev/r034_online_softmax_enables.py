# Sources: S02 (paraphrase / learner rewrite)

def reviewAnswer():
    return "The trick is the online softmax: it keeps a running max and sum per row and rescales the partial output, so the kernel never needs a full N×N row of scores. That's what lets S and P stay in SRAM instead of being written to HBM. Since attention is limited by HBM bandwidth, not FLOPs, avoiding that O(N²) traffic is where the 2-4x comes from."
