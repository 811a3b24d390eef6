# Sources: S08 (paraphrase of a reading-group talk, spoken style)


def designOutline():
    return {
        'memory_traffic': (
            'So the big thing, right, is we never write the attention matrix out. The QK '
            'transpose tile, the softmax and the multiply with V all happen in one kernel, the '
            "scores live in registers and SRAM and then they're gone. What goes back to HBM is "
            'just O, plus one logsumexp per row that we keep for the backward.'
        ),
        'tiling': (
            'In my Triton kernel each program gets one block of 64 queries for one batch-head, so '
            'the grid is number-of-query-blocks by batch times heads. That Q block sits on chip '
            'the whole time and we loop over K and V in blocks of 64 along the sequence.'
        ),
        'numerical_stability': (
            'We carry a running max and running denominator per query row, in fp32. Every time a '
            'new K block gives a bigger max, we scale the accumulator and the denominator down by '
            'exp of old max minus new max, and we divide by the denominator once at the very end, '
            "that's the FA2 trick."
        ),
        'failure_mode': (
            "With causal masking the work isn't even: the first query block only looks at one K "
            'block but the last one walks the whole sequence, so programs finish at very '
            'different times and some SMs sit idle at the end. We launch the heavy blocks first '
            'to soften that tail.'
        ),
    }
