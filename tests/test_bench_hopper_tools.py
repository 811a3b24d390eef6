"""The Hopper benches' helpers that run without a GPU: another version of reference_kernels as a
second package (bench_hopper --other), and config tags read back (bench_hopper_roles --config)."""

from __future__ import annotations

import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_another_version_imports_as_its_own_package():
    pytest.importorskip("torch")
    pytest.importorskip("triton")
    from reference_kernels import bench_hopper
    from reference_kernels import flash_attention_hopper as ours

    other = bench_hopper._other_package(str(ROOT / "reference_kernels"))
    try:
        assert other.__name__ == "reference_kernels_other.flash_attention_hopper"
        assert other is not ours and other.CANDIDATES == ours.CANDIDATES
        # Its own modules, not ours: the copy's imports of reference_kernels name the copy.
        assert other.tile_costs.__module__ == "reference_kernels_other.hopper_schedule"
        assert "reference_kernels_other.flash_attention_hopper_kernels" in sys.modules
    finally:
        for name in [n for n in sys.modules if n.startswith("reference_kernels_other")]:
            del sys.modules[name]


def test_another_version_must_be_a_reference_kernels_folder(tmp_path):
    from reference_kernels import bench_hopper

    with pytest.raises(SystemExit, match="no flash_attention_hopper.py there"):
        bench_hopper._other_package(str(tmp_path))


def test_config_tags_read_back():
    pytest.importorskip("torch")
    pytest.importorskip("triton")
    from reference_kernels import flash_attention_hopper as hopper
    from reference_kernels.bench_hopper import _tag
    from reference_kernels.bench_hopper_roles import parse_tag

    for cands in hopper.CANDIDATES.values():
        for cfg in cands:
            assert parse_tag(_tag(cfg)) == cfg and parse_tag("fa3_" + _tag(cfg)) == cfg
    with pytest.raises(SystemExit, match="not a config tag"):
        parse_tag("s4p0c3")


def test_sass_summary_finds_the_innermost_wgmma_loop_and_spills():
    """A synthetic listing in cuobjdump's layout: a tile loop around a K/V loop (two HGMMA, one spill
    inside), an mbarrier retry loop without HGMMA, and an out-of-line tail that branches back."""
    from reference_kernels.sass_hopper import summarise

    lines = ["        /*0000*/                   MOV R1, c[0x0][0x28] ;",
             "        /*0010*/                   STL [R1], R2 ;",          # tile loop starts at 0x10
             "        /*0020*/                   SYNCS.PHASECHK.TRANS64 P0, [UR4], R3 ;",
             "        /*0030*/              @!P0 BRA 0x20 ;",             # retry loop: no HGMMA
             "        /*0040*/                   HGMMA.64x128x16.F32 R24, gdesc[UR8], RZ ;",  # K/V loop 0x40-0x80
             "        /*0050*/                   LDL R4, [R1] ;",
             "        /*0060*/                   HGMMA.64x64x16.F32 R88, R56, gdesc[UR12], R88 ;",
             "        /*0070*/                   ISETP.NE.AND P1, PT, R5, RZ, PT ;",
             "        /*0080*/               @P1 BRA 0x40 ;",
             "        /*0090*/               @P2 BRA 0x10 ;",
             "        /*00a0*/                   EXIT ;",
             "        /*0500*/                   BRA 0x20 ;"]               # out-of-line tail
    s = summarise("\n".join(lines))
    assert s["stl"] == 1 and s["ldl"] == 1
    assert s["loops"] == [(5, 2, 1)]


def test_the_launch_and_the_offline_compile_share_the_kernels_constants():
    """flash_attention_hopper._constexprs names exactly the kernel's compile-time parameters (apart
    from the timing pair), so forward() and sass_hopper compile the same kernel; LPT_L2 runs LPT's."""
    pytest.importorskip("torch")
    pytest.importorskip("triton")
    from reference_kernels import flash_attention_hopper as hopper

    if not hopper.AVAILABLE:
        pytest.skip("this Triton has no Gluon")
    names = hopper._fa3_fwd.arg_names
    consts, maxnreg = hopper._constexprs(hopper.CONFIG[(64, True)], True, hopper.LPT_L2)
    assert set(consts) | {"TIMELINE", "TIMING"} == set(names[names.index("num_tiles") + 1:])
    assert consts["SCHED"] == hopper.LPT and consts["NC"] == 3 and (maxnreg, consts["CONSUMER_REGS"]) == (128, 160)


def test_rows_whose_passes_disagree_are_flagged():
    """A best-of figure hides a provider that moved 2.5x between passes (v16's few-head rows)."""
    from reference_kernels import bench_hopper
    passes = [{"cudnn": 430.0, "fa3_a": 393.0, "fa3_b": 155.0}, {"cudnn": 429.0, "fa3_a": 160.0, "fa3_b": 146.0}]
    spread = bench_hopper._spread(passes)
    assert spread["fa3_a"] == pytest.approx(393 / 160) and spread["cudnn"] == pytest.approx(430 / 429)
    assert bench_hopper._spread(passes[:1]) == {}  # one pass: nothing to compare
    row = {"dtype": "float16", "B": 1, "H": 8, "N": 4096, "d": 64, "causal": False, "chosen": "fa3_a",
           "tflops": {"cudnn": 430.0, "fa3_a": 393.0, "fa3_b": 155.0}, "spread": spread}
    line = bench_hopper._line(row)
    assert line.endswith("| passes disagree (fastest / slowest): a x2.46")
    row["spread"] = {}
    assert "disagree" not in bench_hopper._line(row)
