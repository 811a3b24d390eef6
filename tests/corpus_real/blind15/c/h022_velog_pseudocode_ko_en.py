# Sources: S22 (paraphrase / learner rewrite, Korean-English code-switch)


def design_outline():
    return {
        "memory_traffic": "기존 구현은 scores [B,H,N,N]과 attn_weights를 HBM에 다 저장하지만, Flash Attention에서는 s_block이 SRAM에서만 계산되고 HBM에는 o와 행별 l, m만 저장됨.",
        "tiling": "Br, Bc = 64, 64로 설정 (SRAM에 맞게 조정). 바깥 loop가 Q block (i), 안쪽 loop가 K, V block (j). q_block, o_block, m_block, l_block은 바깥 loop 동안 유지되고 k_block, v_block만 매번 새로 load. d = 64, fp16이면 블록 하나 8 KB.",
        "numerical_stability": "m은 -inf로 초기화, m_block_new = max(m_block, rowmax(s_block)). l_block과 o_block 둘 다 exp(m_block - m_block_new)를 곱한 다음 새 block의 exp(s_block - m_block_new) 기여를 더함. 마지막에 o_block / l_block.",
        "trade_offs": "단점: 이 pseudo code처럼 Python for-loop로 블록을 돌면 fused kernel이 아니라서 블록마다 matmul kernel launch가 따로 생기고, s_block도 결국 HBM을 왕복해서 오히려 느림. 진짜 이득은 CUDA/Triton으로 한 kernel에 fuse해야 나옴.",
    }
