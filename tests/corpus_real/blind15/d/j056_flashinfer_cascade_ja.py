# Sources: S20, S21 (paraphrase / learner rewrite, Japanese)


def designOutline():
    return {
        "memoryTraffic": (
            "共有プレフィックスの KV は CTA ごとに一度だけ shared memory に読み込み、バッチ内の"
            "全リクエストで使い回す。スコア行列は SM の外に出さず（HBM に書かない）、"
            "各リクエストの (O, lse) だけを書き戻す。"
        ),
        "tiling": (
            "Q タイルは 64 行、KV は 64 行ずつストリーム。プレフィックス部分は全リクエストの "
            "query を縦に積んで 1 つのタイルにし、行列×行列として tensor core で計算する。"
        ),
        "numericalStability": (
            "プレフィックスとサフィックスの部分結果はそれぞれ lse を持ち、"
            "m = max(lse1, lse2) を引いてから exp(lse_i - lse) で重み付けして fp32 で合成する。"
        ),
        "tradeOff": (
            "カスケードはカーネルが 2 本 + マージになるので、プレフィックスが短い（数百トークン）"
            "場合は起動とマージのオーバーヘッドの方が大きく、単一カーネルより遅くなる。"
        ),
    }
