# Sources: S47, S48 (学習メモ, paraphrase, ja)
def designOutline():
    return {
        "memoryTraffic": (
            "Q はワークグループごとに一回だけ DRAM から読む。K/V はタイルごとにストリーミングし、S は VGPR/LDS の"
            "中だけにあって DRAM には書かない。書くのは O と（必要なら）行ごとの LSE だけ。"
        ),
        "tiling": (
            "MI350X（gfx950）、hdim 256 BF16：kM0 = 128 行の Q、kN0 = 64 キーずつ。double-buffer の prefill 版は "
            "LDS 160 KB を超えるので d = 256 では使わない。ワークグループ数が CU を埋めないときは kM0 = 64 にする。"
        ),
        "numericalStability": (
            "行ごとの max と sum を fp32 で持ち、新しい K/V タイルで max が増えたら O の累積と sum を "
            "exp(m_old - m_new) で補正する。"
        ),
        "tradeOff": (
            "kM0 = 64 にすると 1 つの K/V タイルを使う Q 行が半分になるので、K/V の DRAM 読み込みが 2 倍になる。"
        ),
    }
