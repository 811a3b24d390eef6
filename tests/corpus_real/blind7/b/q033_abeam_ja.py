# Sources: S32 (paraphrase, 日本語)


def designOutline():
    return {
        "memoryTraffic": (
            "Attention を近似せずに、HBM と SRAM を意識して S と P を HBM に書き出さない。HBM から読むのは Q, K, V、"
            "書くのは O と行ごとの統計量 (m, ℓ) だけ。"
        ),
        "tiling": (
            "Q のブロック (Br 行) を外側、K/V のブロック (Bc 行) を内側のループで SRAM に載せる。A100 の SRAM "
            "(SM あたり 192KB) に合わせて Br = Bc = 64、d = 64。"
        ),
        "numericalStability": (
            "各行の最大値 m と指数和 ℓ を保持し、新しいブロックで m が更新されたら ℓ と O を exp(m_old - m_new) 倍してから足す。"
        ),
        "tradeOff": (
            "head_dim が大きい (256) と K/V のブロックが SRAM に載らず、ブロックを小さくせざるを得ないので速度向上が小さくなる。"
        ),
    }
