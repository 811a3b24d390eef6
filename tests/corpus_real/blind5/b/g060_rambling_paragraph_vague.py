# Sources: S18, S19 (learner rewrite, long rambling paragraphs)


def designOutline():
    return {
        'memoryTraffic': (
            'Memory is really the whole story here. Modern GPUs are incredibly fast at math but '
            'the memory system cannot keep up, and attention is one of those operations where you '
            'spend most of the time waiting on data rather than computing, so the design has to '
            'be aware of the memory hierarchy and be smart about how data moves around, '
            'minimising the unnecessary movement wherever possible.'
        ),
        'tiling': (
            'The work should be broken into pieces that suit the hardware, because the hardware '
            'has a limited amount of fast memory, and choosing the right pieces is what makes the '
            'whole approach efficient in practice across different GPUs and workloads.'
        ),
        'numericalStability': (
            'Softmax can be numerically tricky, so the design has to be careful to keep '
            'everything stable and accurate, which it does by handling the softmax in a smarter, '
            'more incremental way than the naive version.'
        ),
        'tradeOff': (
            'Like every optimisation there are trade-offs: it is more complex and there are '
            'situations where it may not help as much as you would hope.'
        ),
    }
