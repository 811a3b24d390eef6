# Sources: S06 (already-used source; learner rewrite in Japanese)


def designOutline():
    return {
        "memoryTraffic": "素朴な実装は S と P を global memory に書いて読み戻す。自分の Triton 実装では QK^T・softmax・V との積を 1 カーネルにまとめ、S/P はオンチップのみ。global memory からは Q, K, V を読み、O だけを書く。",
        "tiling": "pycuda でブロックあたりの最大 shared memory (49152 バイト) を取得し、fp32・d = 64 から Bc = 48, Br = 48 を計算。4D (batch × seq × heads × d) に拡張し、grid = (N/48, batch·heads)、1 program が 1 つの Q ブロックを担当、外側ループ Q・内側ループ KV。",
        "numericalStability": "FA2 アルゴリズム 9〜10 行目のオンライン softmax：m_new = max(m_old, rowmax(S_ij))、l と O を exp(m_old − m_new) 倍して補正、最後に O を l で割る。",
        "tradeOff": "N = 1024 と短いと program 数が少なく SM を埋めきれず、起動オーバーヘッドが支配的になるので、素朴な実装に比べてほとんど速くならない。",
    }
