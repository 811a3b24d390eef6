# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": [
            "per device: flash kernel, S/P never in HBM",
            "across devices: only K/V shards are sent to the next device, overlapped with the current block's compute",
        ],
        "tiling": [
            "sequence split into P shards (one per device), token t goes to device t mod P (striped)",
            "within a device: 128-row Q blocks resident, incoming 128-row K/V blocks streamed through SMEM",
        ],
        "numericalStability": [
            "each ring step yields (O_j, lse_j) for the local queries",
            "merge: lse = log(exp(lse_a) + exp(lse_b)) computed as max + log1p(exp(-|diff|)); O = O_a*exp(lse_a - lse) + O_b*exp(lse_b - lse), fp32",
        ],
        "failureMode": [
            "contiguous shards + causal mask: the first device's queries see almost nothing, the last device's see everything, so every ring step waits for the last device (load imbalance from the triangular mask)",
        ],
    }
