# Sources: S32 (German, practitioner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "MHA wird zu Flash Attention umgebaut: die Scores von MM0 werden nur blockweise "
            "(N_blk Spalten) in einem L2-residenten Puffer gehalten und direkt von MM1 verbraucht; "
            "die volle [L, L]-Score-Matrix wird nie in den Hauptspeicher geschrieben."
        ),
        "tiling": (
            "Vertikale Fusion blockweise: N_blk = 64 Spalten von MM0 und dasselbe K_blk für MM1, "
            "ein Thread pro (Batch, Head, M-Block von 32 Zeilen); InplaceMemoryBuffer teilt sich "
            "den Speicher mit dem Ergebnis."
        ),
        "numericalStability": (
            "Erstmal nur f32 und statische Shapes; in f32 kann exp nicht überlaufen, deshalb lassen "
            "wir die Max-Subtraktion weg und normieren am Ende nur durch die Summe."
        ),
        "tradeOff": (
            "Die Loop-Split-Passes (split_loop, init_loop) werden deutlich komplizierter, weil die "
            "innere Dimension jetzt blockweise gesplittet wird und der Softmax-Zustand über die "
            "Blöcke getragen werden muss."
        ),
    }
