# Sources: S42 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Direct buffer_load -> LDS for the K and V tiles (no VGPR staging); Q stays in VGPRs; "
            "S and P never leave the registers; O (bf16) and L (fp32 logsumexp) are stored, "
            "nothing N x N goes to HBM."
        ),
        "tiling": (
            "MI355X (CDNA4, 160 KB LDS): 8 waves per workgroup in two groups of 4 that ping-pong "
            "- one group issues MFMAs while the other issues loads; each wave owns 32 Q rows "
            "-> 256 Q rows per workgroup; KV tiles of 64 rows, d = 128, 2 LDS buffers: "
            "2 x (16 + 16) KB = 64 KB."
        ),
        "numericalStability": (
            "Running max and sum per row in fp32, exp2 with log2e * scale folded into Q; O is "
            "rescaled by exp2(m_old - m_new) once per KV tile; LSE = m + log(l) saved for bwd."
        ),
        "tradeOff": (
            "Chiplets: MI355X has 8 XCDs with separate L2s and the default round-robin dispatch "
            "puts neighbouring Q blocks of one head on different XCDs, so that head's K/V is "
            "fetched into 8 L2s; we remap block ids so a head's blocks stay on one XCD."
        ),
    }
