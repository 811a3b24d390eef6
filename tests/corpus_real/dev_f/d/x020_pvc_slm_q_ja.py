# Sources: S20, S42 (日本語での学習者の書き直し)
def designOutline():
    return {
        "memoryTraffic": (
            "融合カーネルなので S = QK^T はレジスタ (GRF) の中だけで作られて消費され、HBM には書き出さない。"
            "HBM から読むのは Q・K・V、書くのは O と各行の logsumexp だけ。"
        ),
        "tiling": (
            "PVC 1550 で BLOCK_M = 128、BLOCK_N = 64、d = 64、16 サブグループ (num_warps=16)。Q を SLM に置く版も試したが "
            "store.slm と load_block2d でストールが出て 95 TFLOPS、Q をレジスタに置いたままの版は 105 TFLOPS だった。"
            "なので Q タイル (128×64×2B = 16KB) と fp32 アキュムレータはレジスタに常駐させ、K/V は 2D ブロックロードで"
            "ストリームする。グリッドは (N/128, バッチ×ヘッド)。"
        ),
        "numericalStability": (
            "オンライン softmax：行ごとに最大値 m と和 l を fp32 で持ち、新しいブロックで最大値が上がったら "
            "exp(m_old - m_new) でアキュムレータと l をスケールし直す。最後に l で割る。"
        ),
        "tradeOff": "トレードオフはいろいろあるので、場合によって使い分ける必要がある。",
    }
