"""The review exercise (exercises/review): a second exercise from the curriculum, built on the seam
(first with no change to workbench/; the gaps it found are closed there since, generically). One text answer, reviewAnswer(), graded by four criteria (one of them
`no_misconception`), its own check (io_is_the_source), its `scope: entry` criterion (ioSource) and fact check
(hbm_accesses). End to end through `check` (chosen by the function name and with --exercise),
`grade` in every format, `explain`, `init` and `rubric lint`; its calibration against the labelled
corpus is tests/test_corpus_review.py."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from workbench.cli.app import app
from workbench.exercise import get
from workbench.outline.load import load_outline
from workbench.rubric.engine import grade
from workbench.rubric.load import lint_rubric, load_rubric

ROOT = Path(__file__).resolve().parents[1]
EX = get("review")
FOLDER = ROOT / "exercises" / "review"
EXAMPLES = {name: FOLDER / spec.file for name, spec in EX.spec.examples.items()}
EXPECTED = {name: spec.expected for name, spec in EX.spec.examples.items()}
CRITERIA = ["ioSource", "noMaterialisation", "noFewerFlops", "cause"]
runner = CliRunner()


def run(*args):
    return runner.invoke(app, [str(a) for a in args])


def _verdicts(report) -> dict[str, str]:
    return {c.id: "pass" if c.passed else "fail" for c in report.criteria}


def test_it_is_bundled_with_its_contract_and_files():
    assert EX.folder == FOLDER and EX.criteria == CRITERIA
    assert {EX.entry_of(c) for c in CRITERIA} == {"answer"}
    assert EX.contract.functions == ("reviewAnswer", "review_answer") and EX.contract.returns == "text"
    for path in (EX.rubric_path, EX.starter, FOLDER / "statement.md", FOLDER / "standard.md"):
        assert path is not None and path.is_file(), path
    # the examples cover a model answer and the known-wrong answers the standard names
    assert {"strong", "vague", "fewer_flops", "approximate", "io_no_cause", "spilled", "wrong_size",
            "tensor_cores"} <= set(EXAMPLES)
    assert all(set(exp) == set(CRITERIA) for exp in EXPECTED.values())


def test_its_rubric_lints_clean():
    assert lint_rubric(EX.rubric_path, exercise=EX) == []
    res = run("rubric", "lint", EX.rubric_path, "--exercise", "review")
    assert res.exit_code == 0 and "ok" in res.output, res.output


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_example_gets_its_expected_verdicts(name):
    loaded = load_outline(EXAMPLES[name], contract=EX.contract)
    assert loaded.error is None, loaded.error
    report = grade(loaded.outline, load_rubric(EX.rubric_path, exercise=EX), exercise=EX)
    assert _verdicts(report) == EXPECTED[name], [c.feedback for c in report.criteria]
    assert report.exercise == "review" and report.passed == all(v == "pass" for v in EXPECTED[name].values())


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_check_picks_the_exercise_by_its_function_name(name):
    res = run("check", EXAMPLES[name], "--format", "json")  # no --exercise: reviewAnswer() decides
    data = json.loads(res.stdout)
    assert data["exercise"] == "review" and data["evidence_source"] is None
    assert {c["id"]: "pass" if c["passed"] else "fail" for c in data["criteria"]} == EXPECTED[name]
    assert res.exit_code == (0 if data["passed"] else 1)


@pytest.mark.parametrize("fmt", ["text", "markdown", "json", "gradescope", "prairielearn"])
def test_check_with_exercise_in_every_format(fmt):
    for name in ("strong", "tensor_cores"):
        res = run("check", "--exercise", "review", EXAMPLES[name], "--format", fmt)
        assert res.exit_code == (0 if name == "strong" else 1), res.output
        assert "Traceback" not in res.output
        if fmt == "text":
            assert res.output.startswith("FlashAttention review answer (review)")


def test_a_failed_criterion_names_what_to_do_in_at_most_120_words():
    rubric = load_rubric(EX.rubric_path, exercise=EX)
    answers = list(EXAMPLES.values()) + sorted((ROOT / "tests" / "corpus_review" / "dev").glob("r*.py"))
    for path in answers:
        loaded = load_outline(path, contract=EX.contract)
        for c in grade(loaded.outline, rubric, exercise=EX).criteria:
            if not c.passed:
                assert len(c.feedback.split()) <= 120, (path.name, c.id, c.feedback)
                assert "Read:" in c.feedback, (path.name, c.id, c.feedback)


def test_the_checks_fail_io_as_a_side_note_and_io_with_no_memory_level():
    rubric = load_rubric(EX.rubric_path, exercise=EX)

    def io(text):
        from workbench.outline.model import normalize

        return next(c for c in grade(normalize(text, contract=EX.contract), rubric, exercise=EX).criteria
                    if c.id == "ioSource")

    side = io("The speed comes mostly from the tensor cores. It also saves a bit of HBM traffic.")
    assert not side.passed and side.score == 0.5 and "side note" in side.feedback
    vague = io("It reduces memory reads and writes, so it is faster.")
    assert not vague.passed and "which memory" in vague.feedback
    # the memory level may sit in another sentence of the same answer: it is one argument
    assert io("It isn't fewer FLOPs, it's fewer bytes. Naive attention writes S to HBM and reads it back.").passed
    assert io("The speed comes from far fewer HBM reads and writes.").passed


def test_the_hbm_accesses_fact_check():
    from workbench.outline.model import normalize

    rubric = load_rubric(EX.rubric_path, exercise=EX)

    def cause(text):
        return next(c for c in grade(normalize(text, contract=EX.contract), rubric, exercise=EX).criteria
                    if c.id == "cause")

    assert cause("HBM accesses fall from Θ(Nd + N²) to Θ(N²d²/M).").passed
    wrong = cause("Its HBM accesses go from O(N^2) to O(N).")
    assert not wrong.passed and "Θ(N²d²/M)" in wrong.feedback
    # the footprint is O(N): saying so is no wrong count
    assert cause("Memory drops to O(N). HBM accesses fall to Θ(N²d²/M).").passed


def test_grade_a_folder_in_every_format(tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    for name, path in EXAMPLES.items():
        (subs / f"{name}.py").write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (subs / "wrong_function.py").write_text("def designOutline():\n    return {}\n", encoding="utf-8")
    (subs / "dict_answer.py").write_text("def reviewAnswer():\n    return {'answer': 'HBM'}\n", encoding="utf-8")
    for fmt in ("gradescope", "prairielearn"):
        out = tmp_path / f"out-{fmt}"
        res = run("grade", subs, "--out", out, "--exercise", "review", "--format", f"{fmt},canvas", "--quiet",
                  "--jobs", "1")
        assert res.exit_code == 0, res.output
        rows = {r["student"]: r for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8"))}
        assert set(CRITERIA) <= set(next(iter(rows.values())))
        for name in EXAMPLES:
            report = json.loads((out / "students" / name / "report.json").read_text(encoding="utf-8"))
            assert report["exercise"] == "review"
            assert {c["id"]: "pass" if c["passed"] else "fail" for c in report["criteria"]} == EXPECTED[name]
        err = json.loads((out / "students" / "wrong_function" / "report.json").read_text(encoding="utf-8"))
        assert "reviewAnswer()" in err["error"]["message"]
        err = json.loads((out / "students" / "dict_answer" / "report.json").read_text(encoding="utf-8"))
        assert "must return a string" in err["error"]["message"]
        assert (out / "canvas.csv").is_file()
        assert list(out.rglob("results.json")), fmt


def test_explain_and_init(tmp_path):
    res = run("explain", "--exercise", "review")
    assert res.exit_code == 0 and all(c in res.output for c in CRITERIA), res.output
    res = run("explain", "noMaterialisation")  # the criterion picks the exercise
    assert res.exit_code == 0 and "never written to HBM" in res.output
    assert "review" in run("explain", "--list").output
    target = tmp_path / "answers" / "my_answer.py"
    res = run("init", "--exercise", "review", target)
    assert res.exit_code == 0 and "reviewAnswer()" in res.output, res.output
    assert target.read_text(encoding="utf-8") == EX.starter.read_text(encoding="utf-8")
    # the starter is a placeholder: it checks, and fails every criterion
    res = run("check", target, "--format", "json")
    assert res.exit_code == 1 and not any(c["passed"] for c in json.loads(res.stdout)["criteria"])
    res = run("init", "--exercise", "review", tmp_path)  # a folder: the starter in it, under its own name
    assert res.exit_code == 0 and (tmp_path / "my_answer.py").is_file(), res.output
    assert "my_outline" not in res.output
    res = run("init", "--exercise", "review", tmp_path)  # and never over an answer already there
    assert res.exit_code == 2 and "already exists" in res.output


# Answers written from standard.md (not from the corpus): each with the verdicts the standard gives
# it (ioSource, noMaterialisation, noFewerFlops, cause; 1 = pass). They guard the rubric's reach
# beyond the phrasings of the dev split.
PROBES = [
    # one argument (ioSource `scope: entry`): the level of "fewer bytes" in another sentence; none at all
    ("It moves fewer bytes. Standard attention writes the N x N matrix to HBM and reads it back; FlashAttention keeps S in SRAM.",1,1,1,0),
    ("FlashAttention is faster because it moves fewer bytes. The tiles stay in fast memory.",0,0,1,0),
    # an owner-neutral fact (cause.memory_bound): true whoever the subject is
    ("Standard attention is memory-bound, so FlashAttention wins by cutting HBM traffic.",1,0,1,1),
    ("It approximates the softmax blockwise, which is fine because SRAM is about ten times faster than HBM, so it reads HBM far less.", 1,0,0,1),
    ("FlashAttention is nearly exact. It never writes the N x N attention matrix to HBM, cutting HBM traffic, and attention is memory-bound.",1,1,0,1),
    ("Because it needs only O(N) memory instead of O(N^2), you can use bigger batches, which makes training faster. The N x N matrix is never stored in HBM.",0,1,1,0),
    ("The scores stay in SRAM and are never written to HBM, which cuts HBM reads and writes. It works because SRAM is bigger than HBM, so the whole matrix fits.",1,1,1,0),
    ("It makes far fewer HBM reads and writes, and the attention matrix is never materialised. Its HBM accesses are O(N) instead of O(N^2).",1,1,1,0),
    ("It reduces HBM reads and writes and also needs fewer multiplications thanks to tiling.",1,0,0,0),
    ("FlashAttention stores the scores in fp8, which cuts HBM traffic.",1,0,1,0),
    ("The kernel overlaps compute with memory loads using warp specialisation, so the GPU is never idle.",0,0,1,0),
    ("It launches a single fused kernel instead of three, saving kernel launch overhead.",0,0,1,0),
    ("HBM, SRAM, tiling, online softmax, recomputation, fusion.",0,0,1,0),
    ("FlashAttention exploits the sparsity of the attention matrix and skips near-zero scores.",0,0,0,0),
    ("It uses a low-rank approximation of the attention matrix, so it is O(N).",0,0,0,0),
    ("It reuses the KV cache across decoding steps, so it does less work per token.",0,0,0,0),
    ("It runs everything in fp16 instead of fp32, so it is twice as fast with a small accuracy loss.",0,0,0,0),
    ("The time in attention goes into HBM traffic, not matmuls. FlashAttention tiles Q, K and V into SRAM and computes the softmax online, so the N x N scores never leave the chip. Standard attention moves about 40 GB through HBM for GPT-2 while FlashAttention moves 4.4 GB.",1,1,1,1),
    ("Attention is bound by memory bandwidth, not compute. FlashAttention keeps each block of S and P in shared memory, so they are never written to global memory and global-memory traffic drops roughly tenfold.",1,1,1,1),
    ("FlashAttention does not change the math. It avoids materialising the N x N attention matrix in DRAM by computing it tile by tile in SRAM, so it makes far fewer DRAM reads and writes; on an A100 HBM gives about 1.5 TB/s while SRAM gives about 19 TB/s.",1,1,1,1),
    ("It's IO-aware: it minimises reads and writes to HBM.",1,0,1,0),
    ("Flash attention is faster because it is written in CUDA instead of Python.",0,0,1,0),
    ("The speed-up comes from tensor cores: the matmuls run on them in bf16.",0,0,1,0),
    ("FlashAttention computes attention in blocks that fit in fast SRAM.",0,0,1,0),
    ("Standard attention is slow because it reads and writes the full matrix to GPU memory. FlashAttention computes in tiles.",0,0,1,0),
    ("It fuses the three kernels into one, so S and P stay in registers and shared memory instead of making round trips through HBM; those N x N round trips are most of the runtime because attention is memory-bound.",1,1,1,1),
    ("FlashAttention is exact, not approximate, and it does the same number of FLOPs. It just never writes S to HBM, so HBM reads and writes drop by about 9x.",1,1,1,1),
    ("FlashAttention avoids the quadratic memory reads by never writing the attention matrix to HBM; memory bandwidth is the bottleneck on GPUs.",1,1,1,1),
    ("The big win is memory: it uses linear memory, so more fits on the GPU and it runs faster.",0,0,1,0),
    ("Less memory means bigger batches, which means faster training.",0,0,1,0),
    ("FlashAttention-2 is faster thanks to better work partitioning between warps and more parallelism over the sequence.",0,0,1,0),
    ("It is faster because it does not compute the full attention matrix, only the parts that matter.",0,0,0,0),
    ("It computes attention with a hashing trick so similar queries share keys.",0,0,0,0),
    ("Same FLOPs. The difference is where S lives: in standard attention it goes to HBM, in FlashAttention it stays in SRAM and is thrown away after PV. Since HBM is roughly 10x slower than SRAM, avoiding those transfers is the speed-up.",1,1,1,1),
    ("FlashAttention keeps the attention matrix in SRAM, which is much bigger and faster than HBM, so the whole N x N matrix fits there and it never goes to HBM.",1,1,1,0),
    ("FlashAttention computes softmax(QK^T)V exactly, just in tiles; the FLOP count is unchanged. What changes is memory traffic: it reads Q, K, V from HBM and writes O, and the N x N intermediate never exists in HBM. GPUs are limited by HBM bandwidth for this kind of op.",1,1,1,1),
    ("Does FlashAttention reduce FLOPs? No. It reduces HBM accesses from Θ(N^2) to Θ(N^2 d^2 / M).",1,0,1,1),
    ("It writes S to HBM once instead of twice, halving the traffic.",1,0,1,0),
    ("I think it maybe uses fewer FLOPs, but mainly it cuts HBM traffic since attention is memory-bound.",1,0,1,1),
    ("Because softmax is memory-bound, FlashAttention uses tiling.",0,0,1,1),
    ("It uses tiling and kernel fusion to be IO-aware.",0,0,1,0),
    ("FlashAttention reduces the amount of data moved between HBM and SRAM, which is why it is faster.",1,0,1,0),
    ("TODO",0,0,0,0),
    ("",0,0,0,0),
    ("FlashAttention is exact up to floating-point rounding, with tiny rounding errors like any fp16 kernel.",0,0,1,0),
    ("It is exact (up to floating-point rounding), not an approximation.",0,0,1,0),
    ("FlashAttention-2 also reduces non-matmul FLOPs, but the main win is fewer HBM reads and writes.",1,0,1,0),
    ("The backward recomputes S and P, which adds FLOPs.",0,0,1,0),
    ("fp16 has less precision than fp32, but that is not where the speed comes from.",0,0,1,0),
    ("Block-sparse FlashAttention is a separate, approximate extension; dense FlashAttention is exact.",0,0,1,0),
    ("With a causal mask, tiles entirely above the diagonal are skipped, which does save FLOPs.",0,0,1,0),
    ("Softmax does about 5 FLOPs per byte, far below the A100 ridge of about 200 FLOPs/byte, so FlashAttention wins by cutting HBM traffic.",1,0,1,1),
    ("HBM accesses fall by a factor of d^2/M, where M is the SRAM size.",1,0,1,1),
    ("Because softmax is computed block by block, the GPU memory reads are cut, and memory bandwidth is the limit.",1,0,1,1),
    ("It is faster because it has lower memory usage: O(N) instead of O(N^2).",0,0,1,0),
    ("FlashAttention is faster because it keeps everything in the L2 cache.",0,0,1,0),
    ("It computes attention with fewer HBM round trips by tiling, and tiles never leave SRAM.",1,0,1,0),
    ("The speed comes mostly from HBM traffic, not tensor cores; it also cuts HBM reads a bit more with causal masks.",1,0,1,0),
    ("The main reason is parallelism over the sequence; as a side effect it reads HBM less.",0,0,1,0),
    ("The attention matrix only ever exists as tiles in SRAM.",0,1,1,0),
    ("P is computed on the fly in registers and immediately multiplied by V.",0,1,1,0),
    ("The QKᵀ product is never written out to HBM.",1,1,1,0),
    ("No N x N tensor is ever allocated in HBM.",0,1,1,0),
    ("It skips writing the scores back to HBM.",1,1,1,0),
    ("Only Q, K, V and O touch HBM; the scores never do.",0,1,1,0),
    ("GPUs can compute far faster than they can move data from HBM, so FlashAttention, which moves far less data through HBM, is faster.",1,0,1,1),
    ("The softmax and masking are elementwise ops whose runtime is dominated by HBM reads and writes; FlashAttention eliminates those reads and writes of the N x N matrix.",1,1,1,1),
    ("In the paper, FlashAttention does 75.2 GFLOPs vs 66.6 for standard attention but moves only 4.4 GB of HBM traffic instead of 40.3 GB, and runs in 7.3 ms instead of 41.7 ms.",1,0,1,1),
    ("It is about IO: fewer trips to slow HBM, more work in fast SRAM.",1,0,1,1),
    ("It is IO-aware.",0,0,1,0),
    ("It avoids the N^2 memory reads and writes of standard attention by tiling.",0,0,1,0),
]


@pytest.mark.parametrize("text,io,mat,flops,cause", PROBES)
def test_answers_written_from_the_standard(text, io, mat, flops, cause):
    from workbench.outline.model import normalize

    report = grade(normalize(text, contract=EX.contract), load_rubric(EX.rubric_path, exercise=EX), exercise=EX)
    assert [int(c.passed) for c in report.criteria] == [io, mat, flops, cause], [c.feedback for c in report.criteria]


def test_learner_text_is_escaped_in_every_sink(tmp_path):
    hostile = tmp_path / "hostile.py"
    hostile.write_text('def reviewAnswer():\n    return "<script>alert(1)</script> \\x1b[31m | =cmd() '
                       'tensor cores are mostly the speed; it also saves a bit of HBM traffic"\n', encoding="utf-8")
    for fmt in ("text", "markdown", "json", "gradescope", "prairielearn"):
        res = run("check", hostile, "--format", fmt)
        assert res.exit_code == 1 and "Traceback" not in res.output, res.output
        assert "<script>" not in res.output and "\x1b[31m" not in res.output, (fmt, res.output)


def test_without_exercise_grade_and_check_tell_it_from_the_function(tmp_path):
    subs = tmp_path / "subs"
    subs.mkdir()
    for name in ("strong", "vague"):
        (subs / f"{name}.py").write_text(EXAMPLES[name].read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "out"
    res = run("grade", subs, "--out", out, "--quiet", "--jobs", "1")  # reviewAnswer() decides
    assert res.exit_code == 0, res.output
    report = json.loads((out / "students" / "strong" / "report.json").read_text(encoding="utf-8"))
    assert report["exercise"] == "review" and report["passed"]
    # init and explain have no file to go by: they need --exercise (the default is another exercise)
    res = run("init", tmp_path / "mine.py")
    assert res.exit_code == 0 and "reviewAnswer()" not in res.output
