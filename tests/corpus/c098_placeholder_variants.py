def designOutline():
    return {
        "memoryTraffic": "-",
        "tiling": "N/A",
        "numericalStability": "see code",
        "failureModes": ["TBD."],
    }
