# Sources: S46 (excerpt / 학습자 재작성)

def designOutline():
    return {
        "memoryTraffic": "중간 행렬 S와 P를 HBM에 저장하지 않고 타일 단위로 계산한다. HBM 접근은 Q_i를 한 번, K_j·V_j를 Q 블록마다 한 번 읽고, O_i와 l_i, m_i(역전파용)를 한 번 쓰는 것뿐이며 IO 복잡도는 Θ(N²d²/M)이다.",
        "tiling": "외부 루프에서 Q 블록(B_r = 64행)을 SRAM에 고정하고 내부 루프에서 K, V 블록(B_c = 64)을 순회한다. Q 블록 하나가 스레드 블록 하나라서 총 B × H × ⌈N/B_r⌉개 블록이 생기고, 4개 워프가 Q를 나눠 가져(split-Q) 워프 간 공유 메모리 합산이 없다.",
        "numericalStability": "m_i^(j) = max(m_i^(j-1), rowmax(S_ij)), P~ = exp(S_ij - m_i^(j)), l과 O에는 e^(m_i^(j-1) - m_i^(j))를 곱해 재스케일하고, 최종 1/l_i 정규화는 루프 밖에서 한 번만 한다. 누적은 fp32 레지스터.",
        "tradeOff": "FP16/BF16에서는 온라인 소프트맥스의 재스케일링 과정 때문에 표준 어텐션과 결과가 미세하게 달라지는, 근사적인 계산이 된다. 정밀한 재현성이 필요하면 주의해야 한다.",
    }
