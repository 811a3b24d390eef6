"""A trade-off is a cost joined to its cause by a relation, composed from a lexicon.

cost x relation x cause x polarity, instead of a list of whole-sentence patterns, so that
paraphrases compose: "padding the single query row to a 64-row tile wastes tensor-core work",
"FA1's loop order means O, l and m round-trip through HBM", "at small batch x heads there are too
few thread blocks to fill the SMs", "... at the expense of registers", "this fails when d > 128".

The lexicon (the rubric's `lexicon:` section) gives
- relations, each with a direction: `cause_then_cost` ("X, so Y", "X -> Y", "X leads to Y", "X at
  the expense of Y"), `cost_then_cause` ("Y because X", "Y when X", "fails when X") or `either` (a
  clause-opening "as"); a subordinating relation that opens its sentence or clause ("Because X, Y",
  "When X, Y") puts the cause before the comma and the cost after it;
- costs: bad things named outright (spills, stalls, wasted work, extra round trips, overflow ...),
  denied by a mitigator just before them ("to avoid spills" is a benefit);
- lost goods: good things whose loss is the cost (occupancy, parallelism, precision), a cost
  only next to a reducer ("lower occupancy", "occupancy drops");
- causes: concrete levers and conditions (a tile size, the head dim, decode, atomics, padding ...).
Windows are bounded (WINDOW characters on each side of a relation), so the work is linear.
"""

from __future__ import annotations

from dataclasses import dataclass

from workbench.claims.lazy import lazy
from workbench.rubric.matching import find

WINDOW = 140
_LIST_JOIN = lazy(r"\b(?:and|or|but|plus|while)\b")
_NEAR = 24  # a mitigator or reducer must sit this close to its cost


@dataclass(frozen=True)
class TradeOff:
    cost: tuple[int, int]
    relation: tuple[int, int]
    cause: tuple[int, int]
    relation_id: str


def _cost(text: str, lo: int, hi: int, lex) -> tuple[int, int] | None:
    for a, b in find(lex.costs, text, lo, hi):
        if not find(lex.mitigators, text, max(lo, a - _NEAR), a):
            return a, b
    reducers = find(lex.reducers, text, max(0, lo - _NEAR), hi) if lex.lost_goods else []
    if reducers:
        for a, b in find(lex.lost_goods, text, lo, hi):
            if any(ra < b + _NEAR and rb > a - _NEAR and _reduces(text, b, ra) for ra, rb in reducers):
                return a, b
    return None


def _reduces(text: str, good_end: int, reducer_start: int) -> bool:
    """A reducer after its lost good must belong to it ("occupancy drops", "CTAs, far fewer than the SMs"),
    not to the next item of a list ("more reuse of K and V and fewer HBM reads": the "fewer" is the reads')."""
    if reducer_start < good_end:
        return True
    gap = text[good_end:reducer_start]
    return _LIST_JOIN.search(gap) is None


def compose(text: str, lo: int, hi: int, lex) -> list[TradeOff]:
    """Every cost-relation-cause triple in text[lo:hi] (normalised text; a sentence or an entry)."""
    out: list[TradeOff] = []
    if lex is None or not lex.relations:
        return out
    for rel in lex.relations:
        for ra, rb in find(rel.patterns, text, lo, hi):
            left, right = (max(lo, ra - WINDOW), ra), (rb, min(hi, rb + WINDOW))
            cost_side, cause_side = (right, left) if rel.direction == "cause_then_cost" else (left, right)
            if rel.direction == "cause_then_cost":
                # a relation verb may be the cost's own first word: "..., which doubles the bytes per tile"
                cost_side = (ra, right[1])
            if rel.direction == "either":
                cands = [(right, left), (left, right)]
            else:
                cands = [(cost_side, cause_side)]
            # A subordinating relation that opens its sentence or clause ("Because X, Y", "When X, Y",
            # "...; with a short prefix, Y") puts the cause first and the cost after the comma, both
            # on its right.
            before = text[left[0]:left[1]].rstrip()
            if rel.direction != "cause_then_cost" and (not before.strip(" \n\t-*\u2022:;.(\"'") or before.endswith((";", ":", "\u2014"))):
                comma = text.find(",", rb, min(hi, rb + 2 * WINDOW))
                if comma > rb:
                    # the cost after the comma gets a window of its own: a long condition ("if the offset is
                    # captured differently (e.g. a CUDA graph replay ...), the gradients are silently wrong")
                    # must not push it out of reach
                    cands.append(((comma + 1, min(hi, comma + 1 + WINDOW)), (rb, comma)))
                # "for short contexts that extra round trip costs more", "the price of never storing P is
                # that the backward has to rebuild it from Q, K and ...": the condition is the cause (also
                # when a later comma belongs to a list, not to the condition)
                cands.append(((rb, right[1]), (ra, min(right[1], rb + _NEAR))))
            for cs, us in cands:
                cost = _cost(text, cs[0], cs[1], lex)
                if cost is None:
                    continue
                causes = [c for c in find(lex.causes, text, us[0], us[1]) if not (cost[0] <= c[0] and c[1] <= cost[1])]
                if causes:
                    out.append(TradeOff(cost, (ra, rb), causes[0], rel.id))
                    break
    return out


_DISTANCES = (30, 80, 160)  # buckets of the distance between a cost and a cause, in characters


def structure(text: str, lex, markers) -> frozenset[str]:
    """What the composition found in an entry, as tags for the learned backstop (a trade-off it did not
    compose may still be one): whether a cost, a lost good next to a reducer, a cause, each relation, a
    trade-off marker were found; how close the nearest cost and cause are; whether a relation sits between
    them in one sentence; whether a cost is avoided. Linear: each pattern family is searched once."""
    tags: set[str] = set()
    if lex is None:
        return frozenset()
    hi = len(text)
    named = list(find(lex.costs, text, 0, hi))
    costs = [(a, b) for a, b in named if not find(lex.mitigators, text, max(0, a - _NEAR), a)]
    if len(costs) < len(named):
        tags.add("mitigated")
    if lex.lost_goods and lex.reducers:
        reducers = find(lex.reducers, text, 0, hi)
        for a, b in find(lex.lost_goods, text, 0, hi):
            if any(ra < b + _NEAR and rb > a - _NEAR and _reduces(text, b, ra) for ra, rb in reducers):
                costs.append((a, b))
                tags.add("lost_good")
                break
    causes = list(find(lex.causes, text, 0, hi))
    rels = [(rel.id, a, b) for rel in lex.relations for a, b in find(rel.patterns, text, 0, hi)]
    tags.update(f"rel:{rid}" for rid, _, _ in rels)
    if costs:
        tags.add("cost")
    if causes:
        tags.add("cause")
    if markers and find(markers, text, 0, hi):
        tags.add("marker")
    # nearest cost and cause outside it (costs and causes are few per entry: bounded by the text)
    best = None
    for ca, cb in costs[:32]:
        for ua, ub in causes[:32]:
            if ca <= ua and ub <= cb:
                continue
            d = max(0, ua - cb, ca - ub)
            if best is None or d < best[0]:
                best = (d, min(cb, ub), max(ca, ua))
    if best is not None:
        tags.add(next((f"near<{n}" for n in _DISTANCES if best[0] < n), "far"))
        lo, hi2 = best[1], best[2]
        if any(lo <= a and b <= hi2 + 1 for _, a, b in rels) and "\n" not in text[lo:hi2]:
            tags.add("related")
    return frozenset(tags)
