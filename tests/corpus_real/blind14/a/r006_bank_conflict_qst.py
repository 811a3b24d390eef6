# Sources: S09 (paraphrase / learner rewrite, forum answer by a classmate)


def designOutline():
    return {
        "memoryTraffic": (
            "The kernel reads each K/V tile from gmem into smem once per query block and never writes "
            "the S tile anywhere - S and P stay in registers between the two MMAs; only O and the LSE "
            "go back to gmem."
        ),
        "tiling": (
            "Config I'm reading: kBlockM = 128 query rows, kBlockN = 64 keys, head dim d = 128, 4 "
            "warps. The smem tile for K is laid out in 2 'pages' of 64 columns (kBlockKSmem = 64), so "
            "of the 16 threads that copy one 128-wide row, 8 write into each page. Q tile 32 KB, K and "
            "V tiles 16 KB each, 64 KB total."
        ),
        "numericalStability": (
            "(not the question, but for completeness) row max and row sum are kept in fp32 registers "
            "per thread; acc_o is rescaled by exp2((m_old - m_new) * log2e) when the max changes, "
            "with softmax_scale folded into the exp2 argument."
        ),
        "tradeOff": (
            "Answer to the question: writing with kBlockKGmem (128-wide rows) puts threads 0-7 and "
            "8-15 on the same banks, a 2-way bank conflict on every smem store; splitting into "
            "64-column pages is 6-10% faster for d = 128 because of that. Cost of the page layout is "
            "extra index arithmetic that has to be re-derived for each head dim."
        ),
    }
