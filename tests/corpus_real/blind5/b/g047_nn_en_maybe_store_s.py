# Sources: S25 (learner rewrite, non-native English)


def designOutline():
    return {
        'memoryTraffic': (
            'I think maybe the S tile is stored to HBM after each block so backward can use it, '
            'and then we read it back in backward pass. But the full N×N is never there at one '
            'time.'
        ),
        'tiling': (
            'Block of Q is 64 rows, block of K/V is 64 rows, head dim 64; one CTA for one Q '
            'block, loop on K/V blocks inside.'
        ),
        'numericalStability': (
            'Keep m and l for each row (fp32). When new block comes with bigger max, old l and '
            'old O are multiplied with exp(m_old − m_new).'
        ),
        'tradeOff': (
            'With causal mask the CTAs of last Q blocks have much more K blocks to loop, so they '
            'finish late and other SMs are waiting idle.'
        ),
    }
