# Sources: S23 (paraphrase / learner rewrite)


def design_outline():
    return {   'memory_traffic': {   'mechanism': 'one fused Triton program computes QK^T, softmax and PV',
                              'decision': 'Q block loaded once with tl.load, K and V blocks loaded per '
                                          'iteration, only the output tile and M = m_i + log2(l_i) are '
                                          'stored; the N x N scores are never stored to global memory'},
        'tiling': {   'mechanism': 'grid = (cdiv(N_CTX, BLOCK_M), Z*H)',
                      'decision': 'BLOCK_M = 128, BLOCK_N = 64, HEAD_DIM = 64, num_stages = 3, '
                                  'num_warps = 4; the inner loop walks K/V in BLOCK_N steps, and for '
                                  'causal it stops at the diagonal block'},
        'numerical_stability': {   'mechanism': 'online softmax in base 2',
                                   'decision': 'qk_scale = sm_scale * 1.44269504; m_ij = max(m_i, '
                                               'max(qk)); p = exp2(qk - m_ij); alpha = exp2(m_i - '
                                               'm_ij); l_i = l_i*alpha + sum(p); acc = acc*alpha[:, '
                                               'None] + p@v, all in fp32'},
        'trade_offs': {   'cost': 'out of resources (shared memory) on consumer GPUs',
                          'cause': 'num_stages = 4 with BLOCK_N = 128 at HEAD_DIM = 128 needs more '
                                   'SMEM than a 99 KB sm86/sm89 block allows, so the autotune configs '
                                   'must be pruned per GPU'}}
