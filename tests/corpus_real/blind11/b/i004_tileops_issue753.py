# Sources: S05 (paraphrase of the issue; learner fills in the kernel config)

def designOutline():
    return {
        "memoryTraffic": "Sliding-window GQA forward: Q is read once, K/V heads are read once per query block (shared by the query heads of a group), and only O plus the row logsumexp are written; S and P stay on chip.",
        "tiling": "BLOCK_M = 128 query rows and BLOCK_N = 128 keys per step, head_dim = 256, with 3 pipeline stages for K/V; one CTA per (query block, kv head). Window blocks outside window_size_left = 1024 are skipped.",
        "numericalStability": "Running max m and sum l per query row in fp32; when m increases the accumulator and l are multiplied by exp(m_old - m_new), and O is divided by l once at the end.",
        "tradeOff": "head_dim = 128 configs pass, but with head_dim = 256 the kernel asks for 458752 bytes of dynamic shared memory, about twice what one H200 block may use, so Gemma 3 sliding-window layers cannot even launch.",
    }
