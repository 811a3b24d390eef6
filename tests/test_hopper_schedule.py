"""The Hopper forward's tile schedules (reference_kernels/hopper_schedule.py), on the CPU: every
grid mode runs every tile exactly once, the LPT table has the layout the kernel reads, the key-tile
counts match a brute-force mask, and the longest-first orders balance causal work where the
round-robin walk does not."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference_kernels import hopper_schedule as hs

tiles_and_programs = st.tuples(st.integers(1, 40), st.integers(1, 12), st.integers(1, 200))


def _exactly_once(order, num_tiles):
    flat = [t for tiles in order for t in tiles]
    assert Counter(flat) == Counter(range(num_tiles)), "a tile missing or run twice"


@settings(max_examples=200, deadline=None)
@given(tiles_and_programs)
def test_snake_runs_every_tile_once(args):
    n_m, bh, programs = args
    num_tiles = n_m * bh
    programs = min(programs, num_tiles)
    order = hs.snake_order(num_tiles, n_m, programs)
    _exactly_once(order, num_tiles)
    # Heaviest first within each program: query blocks never rise along a program's walk.
    for tiles in order:
        blocks = [t % n_m for t in tiles]
        assert blocks == sorted(blocks, reverse=True)
    # Step counts differ by at most one between programs.
    steps = [hs.snake_steps(p, programs, num_tiles) for p in range(programs)]
    assert max(steps) - min(steps) <= 1 and sum(steps) == num_tiles


@settings(max_examples=200, deadline=None)
@given(tiles_and_programs, st.booleans())
def test_round_robin_runs_every_tile_once(args, causal):
    n_m, bh, programs = args
    num_tiles = n_m * bh
    _exactly_once(hs.round_robin_order(num_tiles, n_m, min(programs, num_tiles), causal), num_tiles)
    _exactly_once(hs.round_robin_order(num_tiles, n_m, num_tiles, causal), num_tiles)  # per-tile grid


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 300), min_size=1, max_size=400), st.integers(1, 160))
def test_lpt_runs_every_tile_once_heaviest_first(costs, programs):
    starts, order = hs.lpt(costs, programs)
    assert len(starts) == programs + 1 and starts[0] == 0 and starts[-1] == len(costs)
    assert all(a <= b for a, b in zip(starts, starts[1:]))
    lists = [order[starts[p]:starts[p + 1]] for p in range(programs)]
    _exactly_once(lists, len(costs))
    for tiles in lists:
        assert [costs[t] for t in tiles] == sorted((costs[t] for t in tiles), reverse=True)
    # Graham's bound for list scheduling: no program ends later than the mean plus one tile.
    assert hs.makespan(lists, costs) <= sum(costs) / programs + max(costs)
    assert hs.lpt(costs, programs) == (starts, order), "not deterministic"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 300), min_size=1, max_size=400), st.integers(1, 160), st.integers(1, 50))
def test_sectioned_lpt_runs_every_tile_once(costs, programs, section):
    """LPT_L2: section after section, heaviest first inside each; still one tile each, and the
    list-scheduling bound holds for any order."""
    starts, order = hs.lpt(costs, programs, section)
    lists = [order[starts[p]:starts[p + 1]] for p in range(programs)]
    _exactly_once(lists, len(costs))
    for tiles in lists:
        keys = [(t // section, -costs[t]) for t in tiles]
        assert keys == sorted(keys)
    assert hs.makespan(lists, costs) <= sum(costs) / programs + max(costs)


def test_heads_per_section():
    mib = 2 ** 20
    assert hs.heads_per_section(1, 2 * 4096 * 128 * 2, 50 * mib) == 12   # N=4096, d=128: 2 MiB a head
    assert hs.heads_per_section(4, 2 * 16384 * 128 * 2, 50 * mib) == 12  # 3 K/V heads of 4 query heads
    assert hs.heads_per_section(2, 10 ** 9, 50 * mib) == 2               # never less than one group


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(1, 50), min_size=1, max_size=200), st.integers(1, 40),
       st.one_of(st.none(), st.integers(1, 30)))
def test_lpt_table_layout(costs, programs, section):
    table = hs.lpt_table(costs, programs, section)
    starts, order = hs.lpt(costs, programs, section)
    assert table[programs + 1:] == order
    for p in range(programs):  # what the kernel reads for program p
        assert table[table[p]:table[p + 1]] == order[starts[p]:starts[p + 1]]


def test_lpt_refuses_no_programs():
    with pytest.raises(ValueError, match="programs must be >= 1"):
        hs.lpt([1, 2], 0)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 12), st.sampled_from([(4, 4), (6, 2), (4, 2), (2, 4), (6, 4)]), st.integers(1, 12),
       st.integers(0, 10), st.booleans(), st.integers(0, 5))
def test_key_tiles_match_a_brute_force_mask(m, blocks, lk_tiles, off_half_blocks, causal, pad):
    """Small blocks (the arithmetic does not care about their size), every key of every row; with
    ``pad`` the causal blocks start that many rows earlier (rows before the head see keys only
    through ``off``)."""
    block_m, block_n = blocks
    pad = pad % block_m
    lk = lk_tiles * block_n
    off = off_half_blocks * block_m // 2
    rows = range(m * block_m - pad, (m + 1) * block_m - pad)

    def keys(t):
        return range(t * block_n, (t + 1) * block_n)
    if not causal:
        rows = range(m * block_m, (m + 1) * block_m)
    seen = [any(j <= i + off or not causal for i in rows for j in keys(t)) for t in range(lk_tiles)]
    full = [all(j <= i + off or not causal for i in rows for j in keys(t)) for t in range(lk_tiles)]
    n, n_full = hs.key_tiles(m, block_m, block_n, lk, off, causal, pad if causal else 0)
    # The kernel reads key tiles [0, n) and masks only [n_full, n).
    assert seen == [t < n for t in range(lk_tiles)]
    assert full == [t < n_full for t in range(lk_tiles)]


def test_causal_pad_puts_the_spare_rows_in_the_first_tile():
    assert hs.causal_pad(4096, 128) == 0 and hs.causal_pad(4096, 192) == 128
    assert hs.causal_pad(8192, 192) == 64 and hs.causal_pad(1152, 192) == 0
    # The first tile of a head starts before row 0 and the last one ends on the last row.
    n_m = -(-4096 // 192)
    assert n_m * 192 - hs.causal_pad(4096, 192) == 4096


@pytest.mark.parametrize("n_m,bh", [(128, 16), (128, 32), (32, 64), (32, 128), (64, 16)])
def test_longest_first_balances_causal_work(n_m, bh):
    """The v6 loss, in the cost model: 132 programs round-robin over causal tiles of 128 query
    blocks put 1.56x the mean work on the busiest program; LPT and snake stay within 1%."""
    programs, num_tiles = 132, n_m * bh
    costs = hs.tile_costs(n_m, bh, 128, 128, n_m * 128, 0, True)
    mean = sum(costs) / programs
    starts, order = hs.lpt(costs, programs)
    lpt_lists = [order[starts[p]:starts[p + 1]] for p in range(programs)]
    assert hs.makespan(lpt_lists, costs) <= 1.01 * mean
    assert hs.makespan(hs.snake_order(num_tiles, n_m, programs), costs) <= 1.01 * mean
    if (n_m, bh) == (128, 16):
        assert hs.makespan(hs.round_robin_order(num_tiles, n_m, programs, True), costs) > 1.5 * mean


def test_grid_names_cover_the_modes():
    assert set(hs.GRID_NAMES) == {hs.PER_TILE, hs.ROUND_ROBIN, hs.LPT, hs.SNAKE, hs.LPT_L2}


def _tdiv(a: int, b: int) -> int:
    """Integer division as the kernel's int32 ``//`` does it: toward zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([128, 256, 384, 512, 1152, 1280, 1536]), st.sampled_from([0, 1, 2, 3]),
       st.sampled_from([64, 128]), st.sampled_from([2, 3]), st.data())
def test_each_consumers_key_range_matches_a_brute_force_mask(lq, extra_tiles, block_n, nc, data):
    """The causal consumer's arithmetic in flash_attention_hopper_kernels._consumer (with _tile's
    shift), written out here with the kernel's rounding: a consumer inside the head reads key tiles
    [0, run), exactly the ones its 64 rows see, and needs no mask on [0, run_full); a consumer
    before the head reads at least key tile 0, more only with bottom-right alignment (and stores
    nothing)."""
    hm, bm = 64, nc * 64
    lk = lq + extra_tiles * 128
    off = data.draw(st.sampled_from([0, lk - lq]))
    n_m = -(-lq // bm)
    m = data.draw(st.integers(0, n_m - 1))
    m0 = m * bm - (n_m * bm - lq)  # _tile, causal
    n = min(lk // block_n, -(-(m0 + bm + off) // block_n))
    assert n == hs.key_tiles(m, bm, block_n, lk, off, True, hs.causal_pad(lq, bm))[0]
    for c in range(nc):
        lo = m0 + c * hm
        run = max(min(n, -(-(lo + hm + off) // block_n)), 1)
        run_full = min(run, _tdiv(lo + off + 1, block_n))
        if lo < 0:
            assert 1 <= run <= n and (off > 0 or run == 1)
            continue
        rows = range(lo, lo + hm)
        seen = [t for t in range(lk // block_n) if any(t * block_n <= i + off for i in rows)]
        unmasked = [t for t in range(lk // block_n) if all(t * block_n + block_n - 1 <= i + off for i in rows)]
        assert seen == list(range(run)) and 1 <= run <= n
        assert unmasked == list(range(max(run_full, 0)))
