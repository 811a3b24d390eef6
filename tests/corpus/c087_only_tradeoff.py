def designOutline():
    return {
        "tradeOffs": "Recomputing S and P in the backward instead of storing P trades extra matmul FLOPs for O(N) memory; with large Bc the S tile also spills registers.",
    }
