# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    tiling = " ".join([
        "Q delím na bloky po Br = 128 riadkov, jeden thread block na blok Q a hlavu; blok Q zostáva v zdieľanej pamäti.",
        "K a V prechádzam vo vnútornom cykle po Bc = 64 riadkov.",
        "Pri d = 128 a fp16: 32 KB + 16 KB + 16 KB = 64 KB.",
    ])
    return {
        "memoryTraffic": (
            "Jeden zlúčený kernel počíta QKᵀ, softmax aj PV; matice S a P veľkosti N×N sa nikdy nezapisujú do "
            "HBM, zostávajú v SRAM po blokoch. Z HBM čítame Q, K, V a zapisujeme len O a logsumexp každého riadku."
        ),
        "tiling": tiling,
        "numericalStability": (
            "Online softmax: pre každý riadok držím priebežné maximum m a súčet l vo fp32; keď nový blok zvýši "
            "maximum, staré O aj l vynásobím exp(m_staré − m_nové). Na konci delím l a ukladám L = m + log l pre "
            "spätný prechod."
        ),
        "tradeOff": (
            "Väčšie bloky (Br = 256) by znížili počet čítaní K/V z HBM, ale fp32 akumulátor O by sa nezmestil "
            "do registrov, kompilátor by robil spill a klesla by obsadenosť (occupancy)."
        ),
    }
