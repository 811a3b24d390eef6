# Sources: S07, S34 (already-used sources; learner rewrite in Korean)


def designOutline():
    return {
        "memoryTraffic": "핵심: IO-aware. QK^T → mask → softmax → dropout → ×V 를 커널 하나로 융합, 중간 N×N 행렬은 HBM에 절대 안 씀. HBM 쓰기는 O랑 backward용 logsumexp L 뿐. HBM 접근 횟수 O(N²d²/M).",
        "tiling": "Br = 64, Bc = 128, d = 64 (fp16: Q 8 KB, K 16 KB, V 16 KB). Q 블록은 thread block마다 shared memory에 고정, K/V 블록은 내부 루프에서 2-stage 파이프라인으로 미리 로드.",
        "numericalStability": "온라인 softmax: 행별 running max m, running sum l (fp32). 새 블록: m' = max(m, rowmax(S)), l' = e^(m−m')·l + rowsum(e^(S−m')), O' = e^(m−m')·O + e^(S−m')V. 마지막에 O'/l'.",
        "tradeOff": "Bc를 128로 키우면 K/V 재로딩은 줄지만 S 타일(64×128 fp32)이 레지스터를 많이 먹어서 spill이 생기고 SM당 CTA 수가 줄어든다.",
    }
