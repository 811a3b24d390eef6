"""Paraphrase families for memory traffic, tiling and numerical stability (issue 8, fourth round).

Each family is a wording CLASS the grader used to miss (or wrongly credit) on real writing: five or
more rewordings in other words and other languages that must get the same verdict, and near misses
that must still fail. Graded with the learned backstop OFF, so every verdict is the rule engine's own.
"""

from __future__ import annotations

import pytest

from workbench.outline.model import normalize
from workbench.rubric.engine import grade
from workbench.rubric.load import load_rubric

RUBRIC = load_rubric()

MT, TI, NS = "memoryTraffic", "tiling", "numericalStability"


def verdict(cid: str, text: str):
    report = grade(normalize({cid: text}), RUBRIC, backstop=False)
    return next(c for c in report.criteria if c.id == cid)


# (family, criterion, text, expected verdict)
FAMILIES = [
    # --- S/P kept out of HBM, in Chinese / Japanese / Korean / Vietnamese / French / Russian / German order ---
    ("mt.other_languages", MT, "不把 S 写回显存:QK^T、softmax、PV 在一个 kernel 中完成,只写 O。", True),
    ("mt.other_languages", MT, "FA3 仍然不把 S/P 写回 HBM;K/V 块通过 TMA 异步搬到 shared memory,最后只写回 O 和 LSE。", True),
    ("mt.other_languages", MT, "避免将 n×n 矩阵写回 HBM:每块 S 在片上算完就用掉,HBM 只有 Q、K、V 和 O 的读写。", True),
    ("mt.other_languages", MT, "标准实现要把 S 和 P 写回 HBM 再读出来。我们的核函数里 S、P 只在 SRAM 里存在,只写 O。", True),
    ("mt.other_languages", MT, "S と P は HBM に書かない。HBM への読み書きは Q, K, V の読み込みと O の書き出しだけ。", True),
    ("mt.other_languages", MT, "TMA가 K, V 타일을 HBM에서 공유 메모리로 로드하고, S와 P는 레지스터에만 존재한다.", True),
    ("mt.other_languages", MT, "Flash Attention không bao giờ materialize ma trận N×N trong HBM; chỉ đọc Q, K, V và ghi O.", True),
    ("mt.other_languages", MT, "On ne matérialise jamais la matrice N×N en HBM : chaque tuile de scores reste en SRAM.", True),
    ("mt.other_languages", MT, "Матрицы S и P не выходят из SRAM; в HBM пишутся только O и logsumexp.", True),
    ("mt.other_languages", MT, "Zwischenergebnisse (S und P) werden nicht in den HBM geschrieben; O wird einmal in den HBM geschrieben.", True),
    # near misses: S written back in the same languages, or said only of the standard implementation
    ("mt.other_languages", MT, "Q、K、V 各读一次(K/V 按 Q 块重复读),只写 O;S和P从不离开片上。", True),
    ("mt.other_languages", MT, "QKV は一度だけ HBM から読み、O だけを書く。S は SRAM の外に出ない。", True),
    ("mt.other_languages", MT, "每块 S 写回 HBM,下一个 kernel 再读回来做 softmax。", False),
    ("mt.other_languages", MT, "标准实现要把 n×n 的 S 和 P 写回 HBM 再读出来。", False),
    ("mt.other_languages", MT, "S と P を HBM に書き戻して、また読み込む。", False),
    # --- S never "sits / lives / exists" in HBM; terse "S,P: regs only"; outputs written, not the scores ---
    ("mt.not_in_hbm", MT, "Masks are generated from indices in the kernel, so neither the mask nor S ever sits in HBM.", True),
    ("mt.not_in_hbm", MT, "The score tiles never live in global memory; they are consumed by the PV matmul.", True),
    ("mt.not_in_hbm", MT, "The N x N probabilities are only returned for debugging; normally they never exist in HBM.", True),
    ("mt.not_in_hbm", MT, "S,P: regs/smem only. HBM: Q,K,V -> O,L.", True),
    ("mt.not_in_hbm", MT, "Outputs O and the LSE (one fp32 per row) are written, no score matrix.", True),
    ("mt.not_in_hbm", MT, "For the backward we store O, the fp32 LSE per row and the RNG offset - not P and not the mask.", True),
    ("mt.not_in_hbm", MT, "P is converted to fp8 in registers right before the PV GEMM and never written to HBM.", True),
    ("mt.not_in_hbm", MT, "S sits in HBM between the two kernels.", False),
    ("mt.not_in_hbm", MT, "S, P: HBM.", False),
    # --- which tensors are written: the statistics, split-K partials, verb-last order ---
    ("mt.io_set", MT, "The running l and m are read from and written to HBM for every (i, j) pair, as in Algorithm 1.", True),
    ("mt.io_set", MT, "Each partition writes max_logits, exp_sums and a partial out to global memory; a reduce step reads them back.", True),
    ("mt.io_set", MT, "With split-K each block writes a small partial (max, sum, un-normalised o) to global memory.", True),
    ("mt.io_set", MT, "What is written to HBM is only O and the row logsumexp.", True),
    ("mt.io_set", MT, "O only is written back, once per query block.", True),
    ("mt.io_set", MT, "Partials.", False),
    # --- a wrong IO complexity (linear in N) fails even next to a right mechanism ---
    ("mt.wrong_io", MT, "S is never written to HBM. HBM accesses are Theta(N d^2 / M).", False),
    ("mt.wrong_io", MT, "S and P are never written to HBM. The IO complexity is O(N d / M), independent of N^2.", False),
    ("mt.wrong_io", MT, "Because S is never materialised, HBM accesses drop from Theta(N^2) for standard attention to Theta(N d^2 / M) for the tiled kernel.", False),
    ("mt.wrong_io", MT, "FlashAttention 的 HBM 访问次数是 O(N d),因为 S 矩阵不写回显存。", False),
    ("mt.wrong_io", MT, "S stays in SRAM, so the HBM traffic is O(N) for the fused kernel.", False),
    # near misses that are right: FlashAttention's own bound, a footprint that is linear
    ("mt.wrong_io", MT, "S is never written to HBM; HBM accesses are Theta(N^2 d^2 / M) instead of Theta(N d + N^2).", True),
    ("mt.wrong_io", MT, "HBM accesses drop from Theta(N^2 d) for standard attention to Theta(N^2 d^2 / M); S is never written to HBM.", True),
    ("mt.wrong_io", MT, "S is never written to HBM, and the extra memory is O(N) for the logsumexp.", True),
    ("mt.wrong_io", MT, "S is never written to HBM; HBM writes are O and one fp32 logsumexp per row, i.e. O(N d) bytes.", True),
    # --- S computed on chip and then written to HBM is the misconception, however long the gap ---
    ("mt.s_then_written", MT, "S_ij (br x bc) is computed into shared memory, then written to global memory so the next kernel can do the softmax.", False),
    ("mt.s_then_written", MT, "Each S tile is produced in SRAM by the MMA and afterwards stored to HBM for a second kernel.", False),
    ("mt.s_then_written", MT, "S is computed into shared memory and never written to global memory; only O is written.", True),
    ("mt.close_to_exact", MT, "We get a close-to-exact result with far less memory traffic, because S is never written to HBM.", False),
    ("mt.close_to_exact", MT, "S is never written to HBM, so the output is nearly exact.", False),
    ("mt.close_to_exact", MT, "S is never written to HBM; the result is exact up to floating-point rounding.", True),

    # --- numerics: the rescale in numbers or after its tensor ---
    ("ns.rescale_numbers", NS, "Block 2 brings m = 6, so d and o_running are multiplied by e^(3-6), then we add e^(x-6) of block 2.", True),
    ("ns.rescale_numbers", NS, "When the max grows, the accumulator and l are scaled by exp(m_old - m_new) before the new tile is added.", True),
    ("ns.rescale_numbers", NS, "m_running, d_running y o_running por fila; reescalado con e^(m_old − m_new) antes de sumar el bloque nuevo.", True),
    ("ns.rescale_numbers", NS, "Softmax en línea: cuando llega un bloque con un máximo mayor se reescala el acumulador por exp(m_viejo - m_nuevo).", True),
    ("ns.rescale_numbers", NS, "行ごとの最大値 m と和 l を fp32 で保持し、m が大きくなったら exp(m_old - m_new) で出力と l をスケールし直す。", True),
    ("ns.rescale_numbers", NS, "Each partial out and exp_sum is multiplied by exp(max_logits_p - global_max) before summing.", True),
    ("ns.rescale_numbers", NS, "Rescaling.", False),
    ("ns.rescale_numbers", NS, "online softmax running max running sum rescale exp(m_old - m_new) fp32 logsumexp HBM SRAM fusion tiles shared memory warps recompute FLOPs trade-off occupancy", False),
    # --- merging split results by their LSE, with suffixed names ---
    ("ns.merge_lse", NS, "merge: m = max lse_s, w_s = exp(lse_s - m), out = sum w_s o_s / sum w_s.", True),
    ("ns.merge_lse", NS, "Each split returns (o_i, lse_i); the combine step weights split i by exp(lse_i - max_lse).", True),
    ("ns.merge_lse", NS, "Partials are combined with weights exp(lse_p - m) where m is the max over the partitions' lse_p.", True),
    ("ns.merge_lse", NS, "Each split computes its own softmax (subtract the split max, divide by the split sum) and the combine kernel just averages the split outputs.", False),
    ("ns.merge_lse", NS, "Every partition gets its own softmax and the partition outputs are added together.", False),
    # --- what fails without the rescale is not a design without it ---
    ("ns.failure_without_rescale", NS, "Each key chunk keeps its own max m_c and sum s_c; at the end all chunks are rescaled to the global max by exp(m_c - m). Without the rescale large scores overflow.", True),
    ("ns.failure_without_rescale", NS, "Running max and sum in fp32, accumulator rescaled by exp(m_old - m_new); without this correction the exponentials blow up.", True),
    ("ns.failure_without_rescale", NS, "Each tile is normalised independently, no rescaling needed.", False),
    # --- per-block softmax, two passes and a dropped max, in other words and languages ---
    ("ns.misconceptions", NS, "for each KV block: subtract that block's max, exp, divide by that block's sum; the per-block results are then averaged.", False),
    ("ns.misconceptions", NS, "分块进行 softmax:每个分块单独做 softmax(减去块内最大值,除以块内和),然后把各块的结果加起来。", False),
    ("ns.misconceptions", NS, "局部最大值不能直接用:必须先归约所有块的 m_t 得到全局最大值,再对每个块计算 exp(分数 − m_i),所以要两遍。", False),
    ("ns.misconceptions", NS, "bf16 和 fp32 的指数范围相同,exp 不会溢出,所以不需要减最大值,直接累加 exp(S)。", False),
    ("ns.misconceptions", NS, "Cada bloque calcula su propio softmax y los resultados se suman; el acumulador en fp32.", False),
    ("ns.misconceptions", NS, "Chaque tuile calcule son propre softmax, puis on additionne les tuiles ; accumulation en fp32.", False),
    ("ns.misconceptions", NS, "Jeder Block berechnet seinen eigenen Softmax, die Ergebnisse werden in fp32 addiert.", False),
    ("ns.misconceptions", NS, "Cada bloque actualiza el máximo acumulado y reescala el acumulador por exp(m_viejo - m_nuevo).", True),
    ("ns.misconceptions", NS, "每个块更新行最大值 m_new = max(m_old, rowmax(S)),用 exp(m_old - m_new) 缩放之前的累加结果和 l。", True),
    # --- speed from lower precision, "almost the same" accuracy ---
    ("ns.precision_claims", NS, "The softmax is done in fp16 instead of fp32, which is where a good part of the speed comes from.", False),
    ("ns.precision_claims", NS, "Running max and sum with rescaling; accuracy is almost the same as standard attention.", False),
    ("ns.precision_claims", NS, "Keep running max and sum and rescale by exp(m_old - m_new); this makes it close to exact but slightly inaccurate, in BF16 its deviation is 10x.", False),
    ("ns.precision_claims", NS, "Running max m and sum l per row in fp32; rescale O by exp(m_old - m_new); fp16 is less accurate than fp32 only in its mantissa.", True),
    ("ns.precision_claims", NS, "Online softmax: instead of normalizing after all scores, an incremental softmax accumulates the result step by step.", False),
    # --- the online softmax or a rescale named with nothing it tracks, applies to or multiplies by ---
    ("ns.named_only", NS, "Online softmax, this is the most key step: an incremental softmax accumulates the result step by step in SRAM.", False),
    ("ns.named_only", NS, "It then rescales using the log-sum-exp trick.", False),
    ("ns.named_only", NS, "The kernel rescales with the usual stable formula.", False),
    ("ns.named_only", NS, "Online softmax with m_i and l_i updated per tile in fp32.", True),
    ("ns.named_only", NS, "It then rescales the accumulator using the log-sum-exp trick: acc *= exp(m_old - m_new).", True),
    ("ns.named_only", NS, "Online softmax: the mask, the max and the sum are updated per tile, and old results are rescaled.", True),

    # --- tiling ---
    ("ti.sizes_and_order", TI, "K_j, V_j (Bc rows) in SRAM in the outer loop, Q_i, O_i, dO_i (Br rows) in the inner loop.", True),
    ("ti.sizes_and_order", TI, "acc_s: [block_M, block_N] = [128, 64]; acc_o stays in registers.", True),
    ("ti.sizes_and_order", TI, "Sequence split into N blocks over N hosts, query and key chunk 512 inside a host.", True),
    ("ti.sizes_and_order", TI, "2D kernel: grid (num_q_blocks, num_kv_heads).", True),
    ("ti.sizes_and_order", TI, "Блок Q_i держится в LDS всё время, K_j/V_j подгружаются по очереди блоками по 32 строки.", True),
    ("ti.sizes_and_order", TI, "Two warp-groups per workgroup, each owns half of the threads; NumPrefetchK = 1 so the next tile is in flight.", True),
    ("ti.sizes_and_order", TI, "Optional split-K over the KV length when KV is large, each split producing a partial O and LSE that are merged.", True),
    ("ti.sizes_and_order", TI, "Q 块大小 128 行,常驻共享内存;K/V 按 64 行分块依次加载。", True),
    ("ti.sizes_and_order", TI, "Q ブロックは 128 行で SRAM に常駐し、K/V は 64 行ずつ読み込む。", True),
    ("ti.sizes_and_order", TI, "Q 块要尽量大。", False),
    ("ti.sizes_and_order", TI, "one loop over the vector, reduce in parallel in the usual way.", False),
    ("ti.sizes_and_order", TI, "Launch lots of thread blocks so all SMs have work.", False),
    ("ti.sizes_and_order", TI, "block_q = 128, block_k = 128 for head dim 512 in bf16, one program per (query block, head).", False),
    ("ti.sizes_and_order", TI, "Kacheln so groß wie möglich: K und V liegen komplett im SRAM, nur Q wird in Blöcken zu 128 Zeilen geladen.", False),
    # --- sixth round: the baseline by its code name or its kernels owns "S is written to HBM"; Chinese "never written to" ---
    ("mt.baseline_named", MT, "Math backend: S is written to HBM, read back to scale and written again. In the flash kernel the score matrix is never written to HBM; only Q, K, V are read and O written.", True),
    ("mt.baseline_named", MT, "The problem with the three-kernel version is that S gets written to HBM and read back. In my design S and P are never written to HBM; Q, K, V come in and O goes out.", True),
    ("mt.baseline_named", MT, "My standard_attention writes attention_scores and attention_probs to HBM; flash_attn_func fuses QK^T, softmax and PV so nothing N x N is written, only O.", True),
    ("mt.baseline_named", MT, "In the math path the N x N matrix S is written to HBM and read back by the softmax; our kernel keeps every S tile in SRAM and writes only O.", True),
    ("mt.baseline_named", MT, "A two-kernel pipeline writes P to HBM between the kernels. Fusing them means P never leaves shared memory; HBM sees Q, K, V and O.", True),
    ("mt.baseline_named", MT, "S 的块只在片上 SRAM 里，完整的 N×N 分数矩阵永远不写到 HBM；只读 Q、K、V，写回 O 和 logsumexp。", True),
    ("mt.baseline_named", MT, "P 不会写到显存：每块在 shared memory 里用完即丢，HBM 只有 Q、K、V 的读取和 O 的写回。", True),
    # near misses: the learner's own design writes S (a misconception), or only the baseline is described
    ("mt.baseline_named", MT, "Our kernel writes each S tile to HBM and reads it back for the softmax, then multiplies by V.", False),
    ("mt.baseline_named", MT, "In my version the three kernels write S to HBM, then the softmax kernel reads it back.", False),
    ("mt.baseline_named", MT, "Math backend: S is written to HBM, read back to scale and written again for the mask.", False),
    ("mt.baseline_named", MT, "每个 S 块都写到 HBM，再读回来做 softmax。", False),
    # --- seventh round: "the regular path / the eager backend" owns what it materialises; negation and "fewer" in
    # other languages (blind9 opened as development data) ---
    ("mt.baseline_named", MT, "The regular path materializes L x S scores in global memory; the fused kernel keeps each score tile in SRAM and writes only O.", True),
    ("mt.baseline_named", MT, "The eager backend writes the N x N probabilities to HBM; our kernel never writes S or P, only O and the logsumexp.", True),
    ("mt.fewer_flops_languages", MT, "Es más rápido porque hace menos FLOPs que la atención estándar.", False),
    ("mt.fewer_flops_languages", MT, "C'est plus rapide parce qu'on fait moins de FLOPs que l'attention standard.", False),
    ("mt.fewer_flops_languages", MT, "Быстрее, потому что делает меньше FLOP, чем обычное внимание.", False),
    ("mt.fewer_flops_languages", MT, "No hace menos FLOPs: la ganancia viene de no escribir S ni P en HBM; solo se leen Q, K, V y se escribe O.", True),
    ("mt.fewer_flops_languages", MT, "Le gain ne vient pas de moins de FLOPs : S et P ne sont jamais écrits en HBM, seuls Q, K, V sont lus et O écrit.", True),
    ("ns.negated_approximate", NS, "Le résultat est exact, pas une approximation : max courant m et somme l par ligne, O remis à l'échelle par exp(m_old - m_new).", True),
    ("ns.negated_approximate", NS, "O resultado é exato, não é uma aproximação: máximo corrente m e soma l por linha, O reescalado por exp(m_antigo - m_novo).", True),
    ("ns.negated_approximate", NS, "Результат точный, не приближение: бегущий максимум m и сумма l по строке, O перемасштабируется на exp(m_old - m_new).", True),
    ("ns.negated_approximate", NS, "Il risultato è un'approssimazione del softmax vero: massimo per blocco e somma, poi si sommano i blocchi.", False),
    # --- ninth round (blind12 opened as development data) ---
    # "my" in Chinese after a baseline clause; the L x L matrix; "never read nor written" in Spanish; a figure per pass
    ("mt.round9", MT, "标准实现要把 S、P 写回 HBM 再读出来；我的 triton 版本把 QK^T、softmax、乘 V 融合在一个 kernel 里，S/P 只在片上，HBM 只读 Q、K、V，只写 O。", True),
    ("mt.round9", MT, "Se fusionan QK^T, el softmax en línea y la acumulación con V en un mismo kernel; la matriz A (L×L) nunca se lee ni se escribe en HBM, solo se leen Q, K, V y se escribe O.", True),
    ("mt.round9", MT, "One fused kernel: the S_ij and P_ij tiles live only in SRAM and registers. Writes to HBM are O and one logsumexp per row, so HBM traffic is O(Nd) per pass over K/V, not O(N^2).", True),
    ("mt.round9", MT, "In the classic flow we build the whole (L x L) matrix and write it to HBM; in my kernel the scores never leave SRAM and only O is written.", True),
    ("mt.round9", MT, "QK^T, the mask, the softmax and PV are fused into one kernel, so the scores are never written to HBM.", True),
    ("mt.round9", MT, "S and P are never written to HBM, so HBM traffic is O(Nd), not O(N^2).", False),
    # a fused standalone softmax (scale, mask, softmax in one kernel) is not attention's fused kernel
    ("mt.round9", MT, "FusedScaleMaskSoftmax fuses scaling + mask + softmax into one kernel, so the attention scores are read once and the probabilities written once instead of three round trips.", False),
    ("mt.round9", MT, "The softmax is fused into a single shader with an online max and sum, so the scores are read only once instead of three times.", False),
    ("ns.negated_approximate", NS, "Софтмакс по блокам с текущим максимумом m и суммой l, старые значения домножаются на exp(m_old − m_new). Результат получается приближённым: FlashAttention немного жертвует точностью ради скорости.", False),
    # rows bound to the tensor they are rows of, in French; stages in French: a tile that cannot fit the named A100
    ("ti.round9", TI, "La SRAM fait 192 Ko par SM sur A100 ; on prend des blocs de 256 lignes pour Q et 256 lignes pour K et V, avec d = 128, en double tampon (2 étages).", False),
    ("ti.round9", TI, "Sur A100 : des blocs de 128 lignes pour Q (gardés en SRAM) et 64 lignes pour K et V chargées à tour de rôle, avec d = 64, 2 étages.", True),
    ("ti.round9", TI, "Bloques de 64 filas de Q y de 64 filas de K/V; cada bloque de Q se queda en SRAM con su salida acumulada.", True),
    # a benefit is not a price, in Italian; Portuguese "mais" is "more" before what there is more of
    ("to.round9", "failureModeOrTradeOff", "Tile più piccole sono meglio per l'occupancy, quindi scegliamo 64 invece di 128.", False),
    ("to.round9", "failureModeOrTradeOff", "Custo: o backward recalcula os blocos de atenção a partir de Q, K e das estatísticas, gastando mais FLOPs para economizar memória.", True),
    ("to.round9", "failureModeOrTradeOff", "Tile più grandi usano più registri per thread, quindi l'occupancy scende e il kernel rallenta.", True),
    # --- tenth round (blind13 opened as development data) ---
    # the backward rebuilds P from "L = m + log l": no running max there; a fallback's writes are not the design's
    ("ns.round10", NS, "No running max is needed in backward because the forward stored L = m + log l per row: P_ij = exp(S_ij - L_i) is recomputed exactly.", True),
    ("ns.round10", NS, "No running max is needed: after scaling by 1/sqrt(d) the scores are small, and we keep a running sum l in fp32.", False),
    # two passes in Spanish and Chinese; "no need to subtract the max" in Greek; a dash ends a clause's negation
    ("ns.round10", NS, "Necesitamos dos pasadas sobre K: la primera calcula el máximo exacto de cada fila, porque con un máximo parcial el resultado sería incorrecto.", False),
    ("ns.round10", NS, "局部最大值是不够的，所以必须先对 K 做一遍扫描求出每行真正的全局最大值 m，第二遍再计算 exp(S − m) 和行和 l。", False),
    ("ns.round10", NS, "Δεν χρειάζεται να αφαιρέσουμε το max: after scaling with 1/sqrt(d) the scores are small, so exp does not overflow.", False),
    ("ns.round10", NS, "It keeps the running max and sum, but the real win is that the softmax is done in fp16 instead of fp32 - the lower precision is where the speed comes from.", False),
    ("ns.round10", NS, "Una sola pasada sobre K: máximo corriente m y suma l por fila en fp32; al llegar un bloque con un máximo mayor se reescala el acumulador por exp(m_viejo - m_nuevo).", True),
    # Persian and Hebrew: S and P never written to HBM
    ("mt.round10", MT, "کل محاسبه در یک کرنل ادغام‌شده انجام می‌شود؛ ماتریس‌های S و P هرگز در HBM نوشته نمی‌شوند و فقط در SRAM می‌مانند. از HBM فقط Q و K و V خوانده می‌شوند.", True),
    ("mt.round10", MT, "כל החישוב בקרנל אחד: המטריצות S ו-P אף פעם לא נכתבות ל-HBM, הן חיות רק ב-SRAM. קוראים מ-HBM את Q, K, V וכותבים רק את O.", True),
    # "O(N) compute" is fewer FLOPs; a score tile written to a device buffer and read back is S in HBM
    ("mt.round10", MT, "FlashAttention makes attention linear: tiling + online softmax turn the O(N^2) computation into O(N) compute and O(N) memory. S is kept in SRAM and never written to HBM.", False),
    ("mt.round10", MT, "prefill_qk writes the [piece, key_seq_len] score tile into a device buffer, the softmax kernel reads it back and writes probabilities, then prefill_qkv reads them with V.", False),
    ("to.round10", "failureModeOrTradeOff", "Browsers without subgroup matrices fall back to mul_mat + soft_max + mul_mat, which writes the whole KQ matrix to a storage buffer, so that path is several times slower.", True),
    ("to.round10", "failureModeOrTradeOff", "המחיר: עם mask סיבתי הבלוקים של השורות האחרונות עושים הרבה יותר עבודה מהראשונות, ולכן יש חוסר איזון עומס — חלק מה-SMs מסיימים מוקדם ועומדים בטלים.", True),
    ("to.round10", "failureModeOrTradeOff", "The kernel writes each S tile to HBM for the backward.", False),
    # tiles for an Apple GPU (32 KiB of threadgroup memory) and an MI355X (160 KiB of LDS)
    ("ti.round10", TI, "On the M2 I copied the CUDA defaults: BQ = 64 query rows and BK = 64 key rows per threadgroup, head dim 128, half precision; Q, K and V all sit in threadgroup memory.", False),
    ("ti.round10", TI, "MI355X: BLOCK_M = 256, BLOCK_N = 128, d = 128, bf16, 2 LDS stages for K/V and Q staged in LDS too; 8 waves, grid (N / 256, heads, batch).", False),
    ("ti.round10", TI, "On the M2: 16 query rows and 16 key rows per threadgroup, head dim 64, half precision: 6 KB of threadgroup memory; one threadgroup per (query block, head).", True),
]


@pytest.mark.parametrize("family,cid,text,expected", FAMILIES, ids=[f"{f[0]}-{i}" for i, f in enumerate(FAMILIES)])
def test_family(family, cid, text, expected):
    res = verdict(cid, text)
    assert res.passed is expected, res.feedback


def test_every_family_has_passes_and_near_misses():
    fams: dict[str, list[bool]] = {}
    for fam, _, _, expected in FAMILIES:
        fams.setdefault(fam, []).append(expected)
    for fam, verdicts in fams.items():
        assert len(verdicts) >= 3 and True in verdicts and False in verdicts, fam


def test_korean_particles_split_keeps_quotes_verbatim():
    # the space inserted between a Latin name and a Hangul particle is not in the quote
    text = "S와 P는 레지스터에만 존재한다."
    res = verdict(MT, text)
    assert res.passed and all(q in text for q in res.matched)


def test_cjk_full_stop_ends_a_sentence():
    from workbench.rubric.matching import sentences

    assert len(sentences("标准实现把 s 写回 hbm。flash 版不写回。")) == 2
