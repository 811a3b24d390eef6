# Sources: S5a (ainiketan.in dictionary, Online Softmax), learner rewrite on ring attention
def designOutline():
    return {
        "memoryTraffic": "Ring attention across 8 GPUs: each device keeps its own Q shard resident and passes K/V shards around the ring over NVLink; inside a device the local step is a FlashAttention kernel, so the N_local x N_local score block never reaches HBM.",
        "tiling": "Sequence split into 8 shards of N/8 tokens; step t: device i attends its Q shard to the K/V shard of device (i - t) mod 8 while sending the shard it holds to the next device. Inside, 128 x 64 tiles.",
        "numericalStability": "An incremental softmax computation (using logsumexp trick) that maintains running statistics (max, sum of exponentials) as you process blocks: after each ring step the partial output is merged with O = O*exp(lse_old - lse_new) + O_t*exp(lse_t - lse_new), in fp32.",
        "tradeOff": "If the K/V shard transfer takes longer than the local attention step (short shards, slow interconnect), compute stalls waiting for communication; with causal masking the devices holding early tokens finish most steps with empty blocks, so work is unbalanced unless tokens are striped.",
    }
