# Sources: S42 (excerpt / 学習者による書き直し)

def designOutline():
    return {
        "memoryTraffic": "Flash Attention スタイル：双曲距離スコアは SRAM 上でブロックごとに計算して捨てるので、N×N の距離行列は HBM に書かない。HBM には Q, K, V の読み込みと出力 O の書き込みだけ。",
        "tiling": "ブロック単位の距離計算（BLOCK_M = 128, BLOCK_N = 64, head_dim = 64）。RTX 4090 では autotune で BLOCK_M = 256, BLOCK_N = 64, num_warps = 8。因果マスク最適化として上三角のブロックはスキップする。",
        "numericalStability": "オンラインソフトマックス：m_i と l_i を float32 で持ち、新ブロックで最大値が更新されたら acc と l_i に exp(m_i - m_new) を掛けてから加算する。",
        "tradeOff": "ベンチマークでは Phase 7 とほぼ同じ速度（seq 512 で 1.02x）。",
    }
