# Sources: S20 (paraphrase / learner rewrite in Japanese)


def designOutline():
    return {
        "memoryTraffic": "1 つの融合カーネルで S/P はレジスタと共有メモリだけに置き、HBM には書かない。読み込みは Q, K, V、書き込みは O と logsumexp のみ。",
        "tiling": "Q ブロック 64 行を共有メモリに、K/V は 64 行ずつ流す。head dim = 128。",
        "numericalStability": "行ごとの最大値 KQ_max と和を fp32 で追跡し、最大値が更新されたら exp(旧max - 新max) で累積値をスケールし直す。",
        "tradeOff": "デメリット：オーバーフロー。",
    }
