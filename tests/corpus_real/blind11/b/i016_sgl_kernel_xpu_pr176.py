# Sources: S19 (learner rewrite of a PR description)

def designOutline():
    return {
        "memoryTraffic": "MLA decode with split-KV: each workgroup reads its own contiguous KV block range once and writes an unnormalised partial output plus its max and partition function to a workspace; the reduction kernel reads only the workspace. With num_kv_splits == 1 no workspace is allocated.",
        "tiling": "KV dimension partitioned across S workgroups per (batch, head) pair, each handling blocks [start_s, end_s) of 64 tokens; more workgroups in flight for long sequences raises occupancy on BMG.",
        "numericalStability": "LSE, rescaling, fp32 partials.",
        "tradeOff": "Splitting adds a second kernel and workspace traffic; for short sequences the reduction overhead outweighs the gain because a single workgroup per (batch, head) already finishes quickly.",
    }
