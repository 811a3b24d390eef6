# Sources: S17, S25 (learner rewrite, Japanese)


def designOutline():
    return {
        'memoryTraffic': 'S・P は SRAM/レジスタ内だけ、HBM には書かない。HBM I/O は Q,K,V 読み + O と行ごとの lse(fp32)書き。',
        'tiling': (
            'Br = 128 行の Q タイルを CTA ごとに常駐、K/V は Bc = 64 行ずつ内側ループで流す。d = 128、fp16 で Q 32KB + K '
            '16KB + V 16KB = 64KB。8 warps。'
        ),
        'numericalStability': (
            '行ごとに running max m と sum l を fp32 で保持。新タイルで m が増えたら O と l に exp(m_old − m_new) '
            'を掛けてから加算。最後に O / l。'
        ),
        'tradeOff': 'Bc を 128 に上げると S タイル(128×128 fp32)と O アキュムレータでレジスタが足りなくなり、スピルしてローカルメモリ往復 → 逆に遅くなる。',
    }
