"""How the Hopper forward's programs share out its tiles: the grid modes, and the host-side
longest-processing-time-first (LPT) schedule for causal masks. Pure Python, no torch or triton.

A tile is 128 (or 192) query rows of one (batch, head), numbered ``bh * n_m + m`` (``m`` the query
block, ``bh`` the batch-head). With a causal mask a tile's work grows with ``m``: block ``m`` reads
the key tiles up to its diagonal, so the last block of a head costs ``n_m`` times the first. The
grid modes (the last field of a config in ``flash_attention_hopper.CANDIDATES``):

* ``PER_TILE``: one program per tile, heaviest query block of each head first; the hardware hands
  a finished multiprocessor the next program, which balances uneven tiles by itself.
* ``ROUND_ROBIN``: one program per multiprocessor; program ``p`` walks tiles ``p, p + P, ...`` in
  the per-tile order. With causal masks this is lopsided when ``P`` is close to a multiple of
  ``n_m``: at 132 programs and ``n_m = 128`` program 0 gets blocks 127, 123, 119, ... and program
  64 blocks 63, 59, ... (2.9x less work).
* ``LPT``: one program per multiprocessor; the host sorts the tiles heaviest first and gives each
  to the program with the least work so far (Graham's LPT rule, within 4/3 of the best possible
  makespan); each program walks its own list, read from a table in device memory (``lpt_table``).
* ``LPT_L2``: ``LPT`` over sections of batch-heads whose K and V fit in half the L2 cache
  together: the sections one after the other, each one's tiles heaviest first (the same table,
  another order). Plain LPT runs the heaviest block of every head at once, so with many heads the
  programs stream many heads' K and V through L2 at the same time; here they share a few.
* ``SNAKE``: one program per multiprocessor, no table: the tiles sorted heaviest first (every
  head's last query block, then every head's second-to-last, ...) are dealt out in rounds that
  alternate direction (program 0 takes ranks 0, 2P - 1, 2P, 4P - 1, ...), so a program that got
  a heavier tile in one round gets a lighter one in the next. The kernel computes the order.

Every mode computes every tile exactly once with the same arithmetic; only the order of tiles
differs, so the output is the same bit for bit whichever mode runs.
"""

from __future__ import annotations

import heapq

PER_TILE, ROUND_ROBIN, LPT, SNAKE, LPT_L2 = 0, 1, 2, 3, 4
GRID_NAMES = {PER_TILE: "one program per tile", ROUND_ROBIN: "persistent grid, round-robin",
              LPT: "persistent grid, longest-first (LPT) table", SNAKE: "persistent grid, longest-first snake",
              LPT_L2: "persistent grid, longest-first (LPT) table in L2-sized head sections"}
TILE_OVERHEAD = 1  # a tile's fixed cost (Q load, epilogue, O store) in units of one key tile


def key_tiles(m: int, block_m: int, block_n: int, lk: int, off: int, causal: bool, pad: int = 0) -> tuple[int, int]:
    """(n, n_full) of query block ``m``, as the kernel's ``_tile`` computes them: key tiles
    [0, n) are read, [0, n_full) need no mask. Row i sees key j iff j <= i + off. ``pad``: with
    the causal mask, the rows the first block starts before the head (``causal_pad``)."""
    n = lk // block_n
    if not causal:
        return n, n
    m0 = m * block_m - pad
    n_causal = min(n, -(-(m0 + block_m + off) // block_n))
    return n_causal, max(0, min(n_causal, (m0 + off + 1) // block_n))


def causal_pad(lq: int, block_m: int) -> int:
    """Rows before the head in its first causal tile: when block_m does not divide Lq (192-row
    tiles), the kernel ends the last tile at the last row, so the spare rows fall in the tile
    with the fewest keys."""
    return -(-lq // block_m) * block_m - lq


def tile_costs(n_m: int, bh: int, block_m: int, block_n: int, lk: int, off: int, causal: bool,
               pad: int = 0) -> list[int]:
    """Estimated cost of every tile (index ``bh_i * n_m + m``): its key tiles plus TILE_OVERHEAD."""
    per_block = [key_tiles(m, block_m, block_n, lk, off, causal, pad)[0] + TILE_OVERHEAD for m in range(n_m)]
    return per_block * bh


def list_schedule(tiles: list[int], costs: list[int], programs: int) -> tuple[list[int], list[int]]:
    """Greedy list scheduling: the tiles in the given order, each to the program with the least
    total so far (ties: lower program). Returns (starts, order): program p runs
    ``order[starts[p]:starts[p + 1]]``. Deterministic."""
    if programs < 1:
        raise ValueError(f"programs must be >= 1, got {programs}")
    lists: list[list[int]] = [[] for _ in range(programs)]
    heap = [(0, p) for p in range(programs)]
    for tile in tiles:
        load, p = heapq.heappop(heap)
        lists[p].append(tile)
        heapq.heappush(heap, (load + costs[tile], p))
    starts, order = [0], []
    for chosen in lists:
        order.extend(chosen)
        starts.append(len(order))
    return starts, order


def lpt(costs: list[int], programs: int, section: int | None = None) -> tuple[list[int], list[int]]:
    """Longest-processing-time-first list scheduling (Graham): tiles by falling cost (ties: lower
    index first). ``section``: the tiles of ``section`` consecutive tile indices (whole heads)
    go together, section after section, each heaviest first (``LPT_L2``)."""
    def key(t):
        return (t // section if section else 0, -costs[t], t)
    return list_schedule(sorted(range(len(costs)), key=key), costs, programs)


def heads_per_section(group: int, kv_bytes_per_head: int, l2_bytes: int) -> int:
    """Query heads per LPT_L2 section: whole K/V groups (``group`` query heads each) whose K and V
    fill at most half of L2, at least one group; in tiles, ``n_m`` times this."""
    return max(1, (l2_bytes // 2) // max(1, kv_bytes_per_head)) * group


def lpt_table(costs: list[int], programs: int, section: int | None = None) -> list[int]:
    """The kernel's table: ``programs + 1`` start offsets (already past the offsets themselves),
    then the tile indices; program p reads ``table[table[p]:table[p + 1]]``."""
    starts, order = lpt(costs, programs, section)
    return [s + programs + 1 for s in starts] + order


def snake_steps(pid: int, programs: int, num_tiles: int) -> int:
    """How many tiles program ``pid`` runs in SNAKE mode (the kernel's ``_steps``): every full
    round, plus the last round's if its place there is below the remainder."""
    full = num_tiles // programs
    pos = pid + (full % 2) * (programs - 1 - 2 * pid)
    return full + int(pos < num_tiles - full * programs)


def snake_tile(k: int, pid: int, programs: int, n_m: int, num_tiles: int) -> int:
    """Program ``pid``'s k-th tile in SNAKE mode (the kernel's ``_tile_of``): rank r of the tiles
    sorted heaviest first is query block ``n_m - 1 - r // bh`` of batch-head ``r % bh``."""
    r = k * programs + pid + (k % 2) * (programs - 1 - 2 * pid)
    bh = num_tiles // n_m
    return (r % bh) * n_m + (n_m - 1 - r // bh)


def snake_order(num_tiles: int, n_m: int, programs: int) -> list[list[int]]:
    """The tiles each program runs in SNAKE mode, in order."""
    return [[snake_tile(k, p, programs, n_m, num_tiles) for k in range(snake_steps(p, programs, num_tiles))]
            for p in range(programs)]


def round_robin_order(num_tiles: int, n_m: int, programs: int, causal: bool) -> list[list[int]]:
    """The tiles each program runs in PER_TILE / ROUND_ROBIN mode (``programs = num_tiles`` for
    PER_TILE): tile t is query block t % n_m (reversed when causal) of batch-head t // n_m."""
    def index(t):
        m = t % n_m
        return (t // n_m) * n_m + (n_m - 1 - m if causal else m)
    return [[index(t) for t in range(p, num_tiles, programs)] for p in range(programs)]


def makespan(order: list[list[int]], costs: list[int]) -> int:
    """The largest total cost over the programs: the schedule's estimated run time."""
    return max((sum(costs[t] for t in tiles) for tiles in order), default=0)
