# Sources: S01* (cheat-sheet rewrite)
def designOutline():
    return {
        "memoryTraffic": "• S, P stay in SRAM, never written back\n• HBM: Q, K, V read, O written\n• IO: Θ(N²d²/M)",
        "tiling": "• Q blocks of Br = 64 rows per CTA (kept in smem)\n• inner loop: K/V blocks of Bc = 64\n• d = 64 → 8 KB per block in fp16",
        "numericalStability": "• pass 1 over all K blocks: compute the exact row max m (a partial max would give the wrong normalisation)\n"
                              "• pass 2: p = exp(s − m), l += rowsum(p), acc += p V\n• fp32 acc, divide by l at the end",
        "tradeOff": "• large d → smem too small for 64-row blocks → blocks shrink → MMAs get small and slower",
    }
