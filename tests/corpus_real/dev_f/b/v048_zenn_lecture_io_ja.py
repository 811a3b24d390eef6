# Sources: S48 (paraphrase, Japanese lecture article)
def designOutline():
    return {
        "memoryTraffic": "標準Attentionは S と P を HBM に書いて読み戻すので O(N^2 + Nd)。FlashAttention は Q_i を1回、K_j, V_j を T_r 回読むだけで、HBMアクセスは O(N^2 d^(3/2) / sqrt(M))。A100 の M ≈ 20 MB, d = 128, N = 8192 なら約400倍の削減。",
        "tiling": "ブロックサイズ B ≈ sqrt(M/d) ≈ 395 行 (d = 128, fp16)。Q_i のブロックを SRAM に置き、K_j, V_j のブロックを順に SRAM へロードする。T_r = T_c = N / B。",
        "numericalStability": "ブロックごとに状態 (O, ℓ, m) を更新: m の新しい値を max で取り、ℓ と O を exp(m_old - m_new) で再スケールしてから新しいブロックの寄与を足す。",
        "tradeOff": "数学的には単純だが、max 減算付きのオンライン更新と backward の tiling を shared memory と warp 同期で書く必要があり、実装には高度な CUDA が必須。",
    }
