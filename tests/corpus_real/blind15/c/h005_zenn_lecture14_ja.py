# Sources: S05, S17 (paraphrase / learner rewrite, Japanese)


def designOutline():
    return {
        "memoryTraffic": "QKᵀ、マスク、softmax、PV を1つのカーネルに融合するので、N×N のスコア行列 S と確率行列 P は HBM に一度も書き出さない。HBM から読むのは Q・K・V、書くのは出力 O と各行の logsumexp だけ。",
        "tiling": "Q をブロック M = 128 行ずつに分け、1つの thread block が1つの Q ブロックを担当し、Q タイルと fp32 の出力アキュムレータはループ中ずっとオンチップに置く。内側のループで K・V を 64 行ずつ shared memory に流す（2段パイプライン）。head_dim = 64、fp16 なら 16 KB + 2×(8+8) KB ≒ 48 KB。",
        "numericalStability": "各行で現在の最大値 m と和 l を fp32 で持ち、新しいブロックで最大値が更新されたら、それまでの出力と l に exp(m_old − m_new) を掛けて補正する。最後に O を l で割り、L = m + log l を backward 用に保存する。",
        "tradeOff": "P を保存しない代わりに、backward で S と P をブロックごとに再計算するので QKᵀ の行列積が1回分余計にかかる。その代わりメモリは O(N²) ではなく O(N) で済む。",
    }
