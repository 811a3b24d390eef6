# Sources: S48 (日本語の会話要約 / Japanese chat summary)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention は fused CUDA kernel で scores を HBM に保持せずに計算するので、メモリ使用量も帯域も抜本的に削減できる。FF は O(n)、Self-Attention は O(n²) なので長系列ほど効く。",
        "tiling": "ブロック分割。",
        "numericalStability": "ブロックごとに行の最大値を更新し、それまでの和と出力を exp(m_old − m_new) でスケールし直してから新しいブロックを足す。",
        "tradeOff": "xFormers にも Flash 相当の実装があるし、長いシーケンスなら Sliding Window や BigBird と併用もできる。",
    }
