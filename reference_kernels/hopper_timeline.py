"""The Hopper forward's per-role timing record, and what it says. Pure Python, no torch or triton.

With ``timeline=`` the forward (``flash_attention_hopper.forward``) compiles its ``TIMING`` variant:
each program writes one record of ``SLOTS`` int64 words per warp role into the buffer, shape
``(programs, 1 + NC, SLOTS)``; role 0 is the producer warp, role ``1 + c`` consumer warpgroup ``c``.
Every thread of a role reads the SM's cycle counter (``%clock64``) around each phase and adds the
difference to a running total in registers; at the end of its work the role stores the totals (a
scalar store: one thread writes). Nothing is stored inside the loops, so the record is a few words
a role however long the program runs. Its slots:

* ``START_CLK``, ``END_CLK``: ``%clock64`` when the role starts and ends; ``START_NS``, ``END_NS``:
  ``%globaltimer`` (ns) at the same points, which turns cycles into nanoseconds.
* ``TILES``, ``KV``: the query tiles and the K/V tiles (ring slots) the role went through.
* ``SMID``: the multiprocessor the program ran on.
* The phases, cycles summed over the role's work (``PRODUCER_PHASES`` / ``CONSUMER_PHASES``):
  the producer waits for a free Q buffer (``wait_q``), issues Q's copies (``issue_q``), waits for a
  free K/V slot (its ``empty`` mbarriers, ``wait_empty``) and issues K's and V's copies
  (``expect`` + TMA, ``issue_kv``). A consumer waits for its Q tile (``wait_q``), for its turn in
  ping-pong (``wait_turn``), for K and V to land (their ``ready`` mbarriers, ``wait_kv``); issues
  and waits for its products Q K^T and P V (``mma``; since v16 this includes, in a tile's first
  product, the wait for the last tile's O copy to have read its buffer); runs the online softmax,
  the rescale of O and the conversion of P (``softmax``); normalises O and issues its copy, and
  stores the LSE (``epilogue``).
  What the span holds beyond the phases (tile bookkeeping, loop control) is ``other``.

``summarise`` turns a buffer (nested lists, e.g. ``tensor.tolist()``) into per-role numbers: mean ns
per K/V tile of each phase, the producer's and the consumers' waiting shares, and a reading.
"""

from __future__ import annotations

START_CLK, END_CLK, START_NS, END_NS, TILES, KV, SMID = range(7)
PHASE0 = 7  # the first phase slot
PRODUCER_PHASES = ("wait_q", "issue_q", "wait_empty", "issue_kv")
CONSUMER_PHASES = ("wait_q", "wait_turn", "wait_kv", "mma", "softmax", "epilogue")
SLOTS = 16  # PHASE0 + 6 consumer phases = 13, rounded up
UNWRITTEN = -1  # what a buffer is filled with before the kernel runs (tests look for leftovers)

KV_WAIT_KEEPS_UP = 0.10  # consumers waiting for K/V under this share of their time: the loads keep up
PRODUCER_MOSTLY_WAITS = 0.50  # the producer waiting for a slot over this share: the consumers set the pace


class TimelineError(ValueError):
    """A record that cannot be a finished run of the kernel (unwritten slots, time running backwards)."""


def _phases(role: int) -> tuple[str, ...]:
    return PRODUCER_PHASES if role == 0 else CONSUMER_PHASES


def check(buf, expected_kv: int | None = None, expected_tiles: int | None = None) -> None:
    """Raise TimelineError unless every record is complete and consistent: no slot left at UNWRITTEN,
    start <= end in both clocks, phases non-negative and within the span; every consumer of a program
    went through as many K/V tiles and query tiles as its producer; summed over programs, each role's
    K/V tiles equal ``expected_kv`` and its query tiles ``expected_tiles`` when given."""
    if not buf or not buf[0]:
        raise TimelineError("empty timeline")
    roles = len(buf[0])
    totals_kv = [0] * roles
    totals_tiles = [0] * roles
    for p, prog in enumerate(buf):
        if len(prog) != roles:
            raise TimelineError(f"program {p}: {len(prog)} roles, program 0 has {roles}")
        for r, rec in enumerate(prog):
            used = PHASE0 + len(_phases(r))
            if len(rec) < used:
                raise TimelineError(f"program {p} role {r}: {len(rec)} slots, needs {used}")
            if any(x == UNWRITTEN for x in rec[:used]):
                raise TimelineError(f"program {p} role {r}: unwritten slot(s) {[i for i in range(used) if rec[i] == UNWRITTEN]}")
            span = rec[END_CLK] - rec[START_CLK]
            if span < 0 or rec[END_NS] < rec[START_NS]:
                raise TimelineError(f"program {p} role {r}: ends before it starts")
            ph = rec[PHASE0:used]
            if min(ph) < 0 or sum(ph) > span:
                raise TimelineError(f"program {p} role {r}: phases {list(ph)} do not fit its span {span}")
            totals_kv[r] += rec[KV]
            totals_tiles[r] += rec[TILES]
        for r in range(1, roles):
            if (prog[r][KV], prog[r][TILES]) != (prog[0][KV], prog[0][TILES]):
                raise TimelineError(f"program {p}: consumer {r - 1} went through {prog[r][KV]} K/V tiles in "
                                    f"{prog[r][TILES]} query tiles, the producer loaded {prog[0][KV]} in {prog[0][TILES]}")
    for r in range(roles):
        if expected_kv is not None and totals_kv[r] != expected_kv:
            raise TimelineError(f"role {r}: {totals_kv[r]} K/V tiles in all, expected {expected_kv}")
        if expected_tiles is not None and totals_tiles[r] != expected_tiles:
            raise TimelineError(f"role {r}: {totals_tiles[r]} query tiles in all, expected {expected_tiles}")


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def reading(producer_wait: float, consumer_kv_wait: float, consumer_turn_wait: float = 0.0) -> str:
    """One line on what the waiting shares say about the pipeline."""
    if consumer_kv_wait < KV_WAIT_KEEPS_UP:
        line = f"the consumers waited {_pct(consumer_kv_wait)} of their time for K/V: the loads keep up"
    else:
        line = (f"the consumers waited {_pct(consumer_kv_wait)} of their time for K/V: the loads do not keep up "
                "(memory or the copy issue is the limit)")
    if producer_wait >= PRODUCER_MOSTLY_WAITS:
        line += (f"; the producer waited {_pct(producer_wait)} of its time for a free slot: the ring stays full "
                 "and the consumers' products and softmax set the pace")
    else:
        line += f"; the producer waited {_pct(producer_wait)} of its time for a free slot"
    if consumer_turn_wait >= KV_WAIT_KEEPS_UP:
        line += f"; {_pct(consumer_turn_wait)} went to waiting for the ping-pong turn"
    return line


def summarise(buf) -> dict:
    """Per-role numbers from a checked buffer ``[program][role][slot]``: ns per K/V tile of each phase
    (summed over programs, divided by the K/V tiles the role went through; consumers pooled), the
    share of each role's span spent waiting, the cycle-to-ns rate, and a one-line reading."""
    check(buf)
    roles = len(buf[0])
    cyc = sum(rec[END_CLK] - rec[START_CLK] for prog in buf for rec in prog)
    ns = sum(rec[END_NS] - rec[START_NS] for prog in buf for rec in prog)
    ns_per_cycle = ns / cyc if cyc else 0.0

    def pooled(rs):
        recs = [prog[r] for prog in buf for r in rs]
        names = _phases(rs[0])
        kv = sum(rec[KV] for rec in recs)
        span = sum(rec[END_CLK] - rec[START_CLK] for rec in recs)
        sums = {name: sum(rec[PHASE0 + i] for rec in recs) for i, name in enumerate(names)}
        sums["other"] = span - sum(sums.values())
        per = {name: (v * ns_per_cycle / kv if kv else 0.0) for name, v in sums.items()}
        share = {name: (v / span if span else 0.0) for name, v in sums.items()}
        return {"kv_tiles": kv, "tiles": sum(rec[TILES] for rec in recs),
                "span_ns_per_kv_tile": span * ns_per_cycle / kv if kv else 0.0,
                "ns_per_kv_tile": per, "share": share}

    prod = pooled([0])
    cons = pooled(list(range(1, roles)))
    prod_wait = prod["share"]["wait_empty"] + prod["share"]["wait_q"]
    cons_kv = cons["share"]["wait_kv"]
    cons_wait = cons_kv + cons["share"]["wait_turn"] + cons["share"]["wait_q"]
    return {"programs": len(buf), "consumers": roles - 1, "ns_per_cycle": ns_per_cycle,
            "clock_ghz": 1 / ns_per_cycle if ns_per_cycle else 0.0,
            "producer": prod, "consumer": cons,
            "producer_wait_fraction": prod_wait, "consumer_kv_wait_fraction": cons_kv,
            "consumer_wait_fraction": cons_wait,
            "reading": reading(prod_wait, cons_kv, cons["share"]["wait_turn"])}


def table(s: dict) -> list[tuple[str, str, float, float]]:
    """(role, phase, ns per K/V tile, share of the role's span) rows of a summary, for reports."""
    rows = []
    for role in ("producer", "consumer"):
        for name, v in s[role]["ns_per_kv_tile"].items():
            rows.append((role, name, v, s[role]["share"][name]))
    return rows
