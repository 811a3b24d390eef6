# Sources: S41, S06 (日本語での学習者の書き直し)
def designOutline():
    return {
        "memoryTraffic": (
            "逆伝播でも P は保存しない：順伝播で保存した各行の logsumexp から、チップ上で S と P を再計算する。"
            "HBM から読むのは Q, K, V, O, dO と LSE、書くのは dQ, dK, dV だけ。"
        ),
        "tiling": (
            "PVC の flex attention 逆伝播：1 プログラムが K/V の BLOCK_N1 = 128 行を担当し、d = 64 なので "
            "K 16KB・V 16KB と fp32 の dK・dV アキュムレータ (128×64×4B = 32KB ずつ) を large GRF モードで"
            "レジスタに常駐させる。内側のループで Q と dO を BLOCK_M1 = 64 行ずつ流し込む。dQ は別パスで計算。"
            "num_warps = 16、num_stages = 3 にするとコンパイルも実行も速かった。グリッドは (N/128, バッチ×ヘッド)。"
        ),
        "numericalStability": (
            "再計算する P は exp(S - LSE) で、LSE は順伝播で fp32 で保存した m + log(l) なので、改めて最大値を"
            "求めなくても exp の引数は 0 以下になる。dS の計算に使う D = rowsum(dO ∘ O) も fp32 で前もって計算する。"
        ),
        "tradeOff": (
            "P を保存しない代わりに、逆伝播で QK^T をもう一度計算するので、行列積が1回分増える（約 25% の追加 FLOPs）。"
            "また dK/dV をレジスタに置くため、d = 128 以上では GRF が足りずスピルする。"
        ),
    }
