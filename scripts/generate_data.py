#!/usr/bin/env python3
"""Deterministic generator for the Frosted Blooms component data (data/*.json).

Usage:  python3 scripts/generate_data.py [OUTPUT_DIR]
        (default OUTPUT_DIR: <repo root>/data, the repo root being the parent of scripts/)

Standard library only.  Randomness comes from the script's own SplitMix64 PRNG with a fixed seed,
so the output is byte-identical on every run and every Python 3 version.  Before writing anything
the script checks every rule below and exits with status 1 (message on stderr) if one fails.

What is a rulebook fact and what is a reconstruction choice is defined in
spec/COMPONENTS.md; the choices this script makes are all **[recon]** choices of that file:

Landscape tiles (tiles.json), 44 double-sided tiles T01..T44
  * Every face follows R-GEO-2: 5 cells, exactly 2 orthogonally adjacent water cells, 1 purple,
    1 red, 1 white cell with 1-3 flowers each, 6 flowers in total.  Water cells carry no
    "flowers" key.  Coordinates are normalised (min x = min y = 0); cells are listed sorted by
    y, then x.
  * Outlines are the 12 free pentominoes F I L N P T U V W X Y Z.  44 = 12 * 3 + 8: T01..T36 cycle
    through the 12 shapes three times, T37..T44 are a 4th copy of F L N P T U Y Z (the less
    symmetric shapes, which have more distinct colourings; I V W X get 3 copies).  Each tile has
    an extra field "shape" naming its pentomino.
  * The front face is the pentomino in a seeded orientation (one of 8 rotations/mirrorings).
    The back outline is the mirror image of the front outline (x -> -x, R-GEO-3), then rotated by
    a seeded multiple of 90 degrees and re-normalised; its types/flowers are drawn independently.
  * Variety: for each shape the water pair cycles (seeded order) through the classes of the
    shape's edges that are distinct under the shape's own symmetries, so the water sits on
    different parts of the outline (end, middle, arm, ...) across that shape's faces.  Flower
    types and counts are shuffled onto the remaining 3 cells.
  * Flowers: a permutation of 1/2/3 on most faces; 2/2/2 on a seeded minority (N_222_TILE_FACES
    of the 88 faces, about 1 in 6).
  * Uniqueness: no two of the 88 faces (including a tile's front vs its back) are equal under
    any rotation or mirroring.  Canonical form of a face = lexicographic minimum, over the 8
    symmetries, of the normalised sorted (x, y, type, flowers) tuples.  A colliding colouring is
    redrawn with the PRNG.
Starting tiles (starting_tiles.json), S-yellow, S-blue, S-pink, S-green (in that order)
  * Same face rules; compact outlines P, T, U, L (in colour order); back = mirror of front outline
    (then a seeded rotation); all 8 faces distinct from each other and from the 88 landscape faces
    under rotation/mirroring.  One of the 8 faces is 2/2/2.
Landscape cards (cards.json): the 10 cards of one colour's deck: purple, red, white, water and the
  6 pairs, in the order purple+red, purple+white, purple+water, red+white, red+water, white+water.
Objectives (objectives.json): 21 tiles "<type>-<threshold>", types purple red white water worker
  barn windmill, each worth 3 / 10 / 25 points at thresholds 6/8/10 (flowers, water),
  2/3/4 (worker, barn), 1/2/3 (windmill).
Master Gardener (master_gardener.json): MG01..MG04 are the rulebook example cards exactly
  (with the COMPONENTS.md [recon] Improvements and arrows); MG05..MG15 are hand-picked in the
  table MG_EXTRA_CARDS below (to be tuned by simulation): rows 1-3 with 11 blanks over the 11
  cards (never all four blank, a card scores only types whose row is not blank); arrows six 1s,
  four 2s, one 3; over all 15 cards 5 score nothing, 5 one type, 5 two types; Improvements over
  all 15: none x3, 1 Worker x4, 1 Barn x5, 1 Windmill x2, 1 Worker + 1 Barn x1 (2 Windmills).
  Tuning: MG06 and MG13 got a Barn each so that the Master Gardener wins about 55% of games
  against the greedy computer player (docs/master-gardener.md).
Rule values (rules.json): the numbers of COMPONENTS.md "Rule values".
"""

import json
import os
import sys

SEED = 0x46524F5354454421  # "FROSTED!" as ASCII bytes
N_222_TILE_FACES = 14      # of the 88 landscape faces, ~1 in 6
N_222_START_FACES = 1      # of the 8 starting-tile faces

FLOWER_TYPES = ("purple", "red", "white")
LANDSCAPE_TYPES = ("purple", "red", "white", "water")
IMPROVEMENT_TYPES = ("worker", "barn", "windmill")

# ---------------------------------------------------------------------------------------------
# PRNG: SplitMix64 (Steele, Lea, Flood 2014), independent of Python's random module.
# ---------------------------------------------------------------------------------------------
MASK64 = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK64

    def next_u64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n):
        """Uniform integer in [0, n) by rejection sampling (no modulo bias)."""
        if n <= 0:
            raise ValueError("below(n) needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next_u64()
            if r < limit:
                return r % n

    def shuffle(self, items):
        """Fisher-Yates in place; returns the list."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items

    def choice(self, items):
        return items[self.below(len(items))]

    def sample(self, n_total, k):
        """k distinct indices out of range(n_total), as a set."""
        idx = self.shuffle(list(range(n_total)))
        return set(idx[:k])


# ---------------------------------------------------------------------------------------------
# Geometry
# ---------------------------------------------------------------------------------------------
PENTOMINOES = {
    "F": [(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)],
    "I": [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)],
    "L": [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)],
    "N": [(1, 0), (1, 1), (0, 2), (1, 2), (0, 3)],
    "P": [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)],
    "T": [(0, 0), (1, 0), (2, 0), (1, 1), (1, 2)],
    "U": [(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)],
    "V": [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)],
    "W": [(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)],
    "X": [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)],
    "Y": [(1, 0), (0, 1), (1, 1), (1, 2), (1, 3)],
    "Z": [(0, 0), (1, 0), (1, 1), (1, 2), (2, 2)],
}
SHAPE_ORDER = ["F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z"]
FOURTH_COPY = ["F", "L", "N", "P", "T", "U", "Y", "Z"]          # 12 * 3 + 8 = 44
STARTING_COLOURS = ["yellow", "blue", "pink", "green"]
STARTING_SHAPES = {"yellow": "P", "blue": "T", "pink": "U", "green": "L"}


def rot90(p):
    """R-GEO-4: 90 degrees clockwise, (x, y) -> (-y, x)."""
    x, y = p
    return (-y, x)


def mirror(p):
    x, y = p
    return (-x, y)


def transform(p, rot, mir):
    """Optional mirror (x -> -x) first, then rot quarter-turns clockwise."""
    if mir:
        p = mirror(p)
    for _ in range(rot):
        p = rot90(p)
    return p


def normalise(points):
    mx = min(p[0] for p in points)
    my = min(p[1] for p in points)
    return [(p[0] - mx, p[1] - my) for p in points]


SYMMETRIES = [(r, m) for m in (False, True) for r in range(4)]


def canonical_outline(points):
    return min(tuple(sorted(normalise([transform(p, r, m) for p in points])))
               for r, m in SYMMETRIES)


def adjacent(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def connected(points):
    pts = set(points)
    if not pts:
        return False
    start = next(iter(pts))
    seen = {start}
    stack = [start]
    while stack:
        x, y = stack.pop()
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if q in pts and q not in seen:
                seen.add(q)
                stack.append(q)
    return seen == pts


def shape_edges(base):
    """Index pairs (i, j), i < j, of orthogonally adjacent cells."""
    return [(i, j) for i in range(len(base)) for j in range(i + 1, len(base))
            if adjacent(base[i], base[j])]


def edge_classes(base):
    """Edges of the shape grouped into classes equivalent under the shape's own symmetries."""
    base_n = sorted(normalise(base))
    index_of = {p: i for i, p in enumerate(base)}
    autos = []  # permutations of cell indices induced by symmetries that fix the outline
    for r, m in SYMMETRIES:
        img = normalise([transform(p, r, m) for p in base])
        if sorted(img) == base_n:
            autos.append([index_of[q] for q in img])
    classes, seen = [], set()
    for e in shape_edges(base):
        if e in seen:
            continue
        orbit = sorted({tuple(sorted((perm[e[0]], perm[e[1]]))) for perm in autos})
        seen.update(orbit)
        classes.append(orbit)
    return classes


# ---------------------------------------------------------------------------------------------
# Faces.  A face is a list of cell dicts {"x", "y", "type"[, "flowers"]} sorted by (y, x).
# ---------------------------------------------------------------------------------------------
def make_face(positions, types, flowers):
    cells = []
    for p, t, f in zip(positions, types, flowers):
        c = {"x": p[0], "y": p[1], "type": t}
        if t != "water":
            c["flowers"] = f
        cells.append(c)
    cells.sort(key=lambda c: (c["y"], c["x"]))
    return {"cells": cells}


def face_key(face):
    """Canonical form under the 8 rotations/mirrorings."""
    pts = [(c["x"], c["y"]) for c in face["cells"]]
    info = [(c["type"], c.get("flowers", 0)) for c in face["cells"]]
    best = None
    for r, m in SYMMETRIES:
        img = normalise([transform(p, r, m) for p in pts])
        cand = tuple(sorted((q[0], q[1], t, f) for q, (t, f) in zip(img, info)))
        if best is None or cand < best:
            best = cand
    return best


def outline(face):
    return [(c["x"], c["y"]) for c in face["cells"]]


class FaceMaker:
    """Colours outlines, cycling water-pair classes per shape and keeping all faces unique."""

    def __init__(self, rng):
        self.rng = rng
        self.keys = {}               # canonical face key -> face label
        self.class_queue = {}        # shape -> remaining edge classes in the current cycle

    def next_water_class(self, shape):
        q = self.class_queue.get(shape)
        if not q:
            q = self.rng.shuffle(list(range(len(edge_classes(PENTOMINOES[shape])))))
            self.class_queue[shape] = q
        return q.pop(0)

    def colour(self, shape, positions, two_two_two, label):
        """positions[i] = where base cell i of `shape` lies on this face."""
        classes = edge_classes(PENTOMINOES[shape])
        first = self.next_water_class(shape)
        order = [first] + [k for k in range(len(classes)) if k != first]
        for k in order:                        # preferred class first, others as a fallback
            for _ in range(200):
                i, j = self.rng.choice(classes[k])
                rest = [n for n in range(5) if n not in (i, j)]
                ftypes = self.rng.shuffle(list(FLOWER_TYPES))
                counts = [2, 2, 2] if two_two_two else self.rng.shuffle([1, 2, 3])
                types = [None] * 5
                flowers = [0] * 5
                types[i] = types[j] = "water"
                for n, t, f in zip(rest, ftypes, counts):
                    types[n] = t
                    flowers[n] = f
                face = make_face(positions, types, flowers)
                key = face_key(face)
                if key not in self.keys:
                    self.keys[key] = label
                    return face
        fail("%s: no unique colouring found for shape %s" % (label, shape))


def orient_pair(rng, shape):
    """Front = seeded orientation of the pentomino; back = mirror of front, seeded rotation."""
    base = PENTOMINOES[shape]
    r, m = rng.choice(SYMMETRIES)
    front_pos = normalise([transform(p, r, m) for p in base])
    k = rng.below(4)
    back_pos = normalise([transform(mirror(p), k, False) for p in front_pos])
    return front_pos, back_pos


def build_tiles(rng, maker):
    shapes = SHAPE_ORDER * 3 + FOURTH_COPY
    special = rng.sample(2 * len(shapes), N_222_TILE_FACES)
    tiles = []
    for n, shape in enumerate(shapes):
        tid = "T%02d" % (n + 1)
        front_pos, back_pos = orient_pair(rng, shape)
        front = maker.colour(shape, front_pos, 2 * n in special, tid + " front")
        back = maker.colour(shape, back_pos, 2 * n + 1 in special, tid + " back")
        tiles.append({"id": tid, "shape": shape, "front": front, "back": back})
    return tiles


def build_starting_tiles(rng, maker):
    special = rng.sample(2 * len(STARTING_COLOURS), N_222_START_FACES)
    tiles = []
    for n, colour in enumerate(STARTING_COLOURS):
        sid = "S-" + colour
        shape = STARTING_SHAPES[colour]
        front_pos, back_pos = orient_pair(rng, shape)
        front = maker.colour(shape, front_pos, 2 * n in special, sid + " front")
        back = maker.colour(shape, back_pos, 2 * n + 1 in special, sid + " back")
        tiles.append({"id": sid, "colour": colour, "shape": shape, "front": front, "back": back})
    return tiles


# ---------------------------------------------------------------------------------------------
# Cards, objectives, Master Gardener, rule values
# ---------------------------------------------------------------------------------------------
def build_cards():
    cards = [{"id": t, "types": [t]} for t in LANDSCAPE_TYPES]
    for a in range(4):
        for b in range(a + 1, 4):
            pair = [LANDSCAPE_TYPES[a], LANDSCAPE_TYPES[b]]
            cards.append({"id": "+".join(pair), "types": pair})
    return cards


OBJECTIVE_POINTS = (3, 10, 25)
OBJECTIVE_THRESHOLDS = {
    "purple": (6, 8, 10), "red": (6, 8, 10), "white": (6, 8, 10), "water": (6, 8, 10),
    "worker": (2, 3, 4), "barn": (2, 3, 4), "windmill": (1, 2, 3),
}
OBJECTIVE_TYPES = ("purple", "red", "white", "water", "worker", "barn", "windmill")


def build_objectives():
    return [{"id": "%s-%d" % (t, th), "type": t, "threshold": th, "points": pts}
            for t in OBJECTIVE_TYPES
            for th, pts in zip(OBJECTIVE_THRESHOLDS[t], OBJECTIVE_POINTS)]


# ----- Master Gardener cards: EDIT HERE to tune -------------------------------------------------
# (purple, red, white, water) rows (0 = blank), scoring types, Improvements, arrows.
# Improvement codes: "" none, "W" 1 Worker, "B" 1 Barn, "M" 1 Windmill, "WB" 1 Worker + 1 Barn.
MG_RULEBOOK_CARDS = [  # MG01..MG04: rulebook example (RULES.md section 8), must stay exactly so
    ((2, 2, 1, 0), ["white"],           "",   1),
    ((2, 3, 0, 1), [],                  "W",  2),
    ((1, 2, 1, 2), ["red", "water"],    "",   1),
    ((2, 0, 3, 1), ["purple", "white"], "B",  1),
]
MG_EXTRA_CARDS = [     # MG05..MG15: [recon], hand-picked, to be tuned by simulation
    ((3, 1, 2, 0), [],                  "W",  1),   # MG05
    ((0, 2, 2, 3), ["water"],           "B",  2),   # MG06
    ((1, 3, 0, 2), ["purple", "red"],   "B",  1),   # MG07
    ((2, 0, 3, 2), [],                  "M",  2),   # MG08
    ((0, 1, 3, 0), ["white"],           "WB", 1),   # MG09
    ((1, 2, 1, 3), ["purple", "water"], "",   3),   # MG10
    ((3, 2, 0, 1), ["purple"],          "W",  1),   # MG11
    ((0, 3, 1, 0), [],                  "B",  2),   # MG12
    ((2, 1, 2, 1), ["red", "white"],    "B",  1),   # MG13
    ((0, 2, 1, 2), ["red"],             "M",  1),   # MG14
    ((2, 0, 2, 1), [],                  "W",  2),   # MG15
]
# -----------------------------------------------------------------------------------------------


def build_master_gardener():
    cards = []
    for n, (rows, scoring, imp, arrows) in enumerate(MG_RULEBOOK_CARDS + MG_EXTRA_CARDS):
        cards.append({
            "id": "MG%02d" % (n + 1),
            "rows": dict(zip(LANDSCAPE_TYPES, rows)),
            "scoring": list(scoring),
            "improvements": {"worker": imp.count("W"), "barn": imp.count("B"),
                             "windmill": imp.count("M")},
            "arrows": arrows,
        })
    return cards


def build_rules():
    return {
        "rounds": 10,
        "hand_size": 3,
        "seat_coins": [1, 2, 3, 4],
        "gardener_coins": 10,
        "gardener_deck_size": 10,
        "objectives_by_players": {"1": 8, "2": 8, "3": 10, "4": 12},
        "improvement_points": {"worker": 3, "barn": 10, "windmill": 25},
        "coins_per_worker": 1,
        "market_slots": 6,
    }


# ---------------------------------------------------------------------------------------------
# Self-checks
# ---------------------------------------------------------------------------------------------
class CheckError(Exception):
    pass


def fail(msg):
    raise CheckError(msg)


def require(cond, msg):
    if not cond:
        fail(msg)


def check_face(face, label):
    require(set(face) >= {"cells"}, "%s: face has no cells" % label)
    cells = face["cells"]
    require(len(cells) == 5, "%s: %d cells, need 5" % (label, len(cells)))
    pts = []
    for c in cells:
        require(isinstance(c.get("x"), int) and isinstance(c.get("y"), int),
                "%s: bad coordinates %r" % (label, c))
        t = c.get("type")
        require(t in LANDSCAPE_TYPES, "%s: bad type %r" % (label, t))
        if t == "water":
            require("flowers" not in c, "%s: water cell with flowers %r" % (label, c))
            require(set(c) == {"x", "y", "type"}, "%s: extra keys %r" % (label, c))
        else:
            f = c.get("flowers")
            require(isinstance(f, int) and 1 <= f <= 3, "%s: bad flowers %r" % (label, c))
            require(set(c) == {"x", "y", "type", "flowers"}, "%s: extra keys %r" % (label, c))
        pts.append((c["x"], c["y"]))
    require(len(set(pts)) == 5, "%s: duplicate cell" % label)
    require(min(p[0] for p in pts) == 0 and min(p[1] for p in pts) == 0,
            "%s: not normalised" % label)
    require(connected(pts), "%s: cells not orthogonally connected" % label)
    types = [c["type"] for c in cells]
    for t in FLOWER_TYPES:
        require(types.count(t) == 1, "%s: %d %s cells, need 1" % (label, types.count(t), t))
    water = [(c["x"], c["y"]) for c in cells if c["type"] == "water"]
    require(len(water) == 2, "%s: %d water cells, need 2" % (label, len(water)))
    require(adjacent(water[0], water[1]), "%s: water cells not adjacent" % label)
    total = sum(c.get("flowers", 0) for c in cells)
    require(total == 6, "%s: %d flowers, need 6" % (label, total))


def check_double_sided(tile, label, shape_canon):
    check_face(tile["front"], label + " front")
    check_face(tile["back"], label + " back")
    fo, bo = outline(tile["front"]), outline(tile["back"])
    require(canonical_outline(fo) == shape_canon[tile["shape"]],
            "%s: front outline is not pentomino %s" % (label, tile["shape"]))
    mirrored = sorted(normalise([mirror(p) for p in fo]))
    require(any(sorted(normalise([transform(p, r, False) for p in bo])) == mirrored
                for r in range(4)),
            "%s: back outline is not the mirror of the front outline" % label)


def check_all(tiles, starting, cards, objectives, mg, rules):
    shape_canon = {s: canonical_outline(b) for s, b in PENTOMINOES.items()}
    for s, b in PENTOMINOES.items():
        require(len(set(b)) == 5 and connected(b), "pentomino %s malformed" % s)
    require(len(set(shape_canon.values())) == 12, "pentomino table has duplicates")

    require(len(tiles) == 44, "need 44 tiles")
    require([t["id"] for t in tiles] == ["T%02d" % (n + 1) for n in range(44)], "tile ids")
    for t in tiles:
        check_double_sided(t, t["id"], shape_canon)
    require(len(starting) == 4, "need 4 starting tiles")
    for t, colour in zip(starting, STARTING_COLOURS):
        require(t["id"] == "S-" + colour and t["colour"] == colour, "starting tile ids")
        check_double_sided(t, t["id"], shape_canon)
    seen = {}
    for t in tiles + starting:
        for side in ("front", "back"):
            label = "%s %s" % (t["id"], side)
            key = face_key(t[side])
            require(key not in seen, "%s equals %s under rotation/mirroring" % (label,
                                                                               seen.get(key)))
            seen[key] = label

    require(len(cards) == 10 and len({c["id"] for c in cards}) == 10, "need 10 distinct cards")
    for c in cards:
        require(1 <= len(c["types"]) <= 2 and c["id"] == "+".join(c["types"]),
                "card %s malformed" % c["id"])

    require(len(objectives) == 21 and len({o["id"] for o in objectives}) == 21,
            "need 21 distinct objectives")
    for t in OBJECTIVE_TYPES:
        require(len([o for o in objectives if o["type"] == t]) == 3, "objectives of " + t)

    require(len(mg) == 15, "need 15 Master Gardener cards")
    windmills = 0
    for c in mg:
        rows = [c["rows"][t] for t in LANDSCAPE_TYPES]
        require(all(r in (0, 1, 2, 3) for r in rows), "%s: row counts 0..3" % c["id"])
        require(any(rows), "%s: all rows blank" % c["id"])
        require(len(c["scoring"]) <= 2 and len(set(c["scoring"])) == len(c["scoring"])
                and all(s in LANDSCAPE_TYPES for s in c["scoring"]), "%s: scoring" % c["id"])
        require(all(c["rows"][s] > 0 for s in c["scoring"]),
                "%s: scores a type whose row is blank" % c["id"])
        require(1 <= c["arrows"] <= 3, "%s: arrows 1..3" % c["id"])
        windmills += c["improvements"]["windmill"]
    require(windmills <= 2, "more than 2 Windmills on Master Gardener cards")
    expected = [
        ({"purple": 2, "red": 2, "white": 1, "water": 0}, ["white"], (0, 0, 0), 1),
        ({"purple": 2, "red": 3, "white": 0, "water": 1}, [], (1, 0, 0), 2),
        ({"purple": 1, "red": 2, "white": 1, "water": 2}, ["red", "water"], (0, 0, 0), 1),
        ({"purple": 2, "red": 0, "white": 3, "water": 1}, ["purple", "white"], (0, 1, 0), 1),
    ]
    for c, (rows, scoring, imp, arrows) in zip(mg, expected):
        require(c["rows"] == rows and c["scoring"] == scoring and c["arrows"] == arrows and
                tuple(c["improvements"][t] for t in IMPROVEMENT_TYPES) == imp,
                "%s differs from the rulebook example card" % c["id"])

    require(rules["rounds"] == 10 and rules["market_slots"] == 6, "rules.json values")


# ---------------------------------------------------------------------------------------------
# Output: 2-space indentation; scalar lists, and objects whose values are scalars or scalar
# lists (cells, cards, objectives, MG rows), are kept on one line.
# ---------------------------------------------------------------------------------------------
def is_scalar(v):
    return not isinstance(v, (dict, list))


def is_flat(v):
    """A scalar, or a list of scalars."""
    return is_scalar(v) or (isinstance(v, list) and all(is_scalar(x) for x in v))


def dump(value, indent=0, root=True):
    pad = "  " * indent
    inner = "  " * (indent + 1)
    if is_scalar(value):
        return json.dumps(value)
    if isinstance(value, dict):
        items = list(value.items())
        if not root and all(is_flat(v) for _, v in items):
            return "{" + ", ".join("%s: %s" % (json.dumps(k), dump(v, indent + 1, False))
                                   for k, v in items) + "}"
        if not items:
            return "{}"
        body = (",\n").join("%s%s: %s" % (inner, json.dumps(k), dump(v, indent + 1, False))
                            for k, v in items)
        return "{\n" + body + "\n" + pad + "}"
    if all(is_scalar(v) for v in value):
        return "[" + ", ".join(json.dumps(v) for v in value) + "]"
    body = ",\n".join(inner + dump(v, indent + 1, False) for v in value)
    return "[\n" + body + "\n" + pad + "]"


def main(argv):
    repo_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = argv[1] if len(argv) > 1 else os.path.join(repo_root, "data")
    rng = SplitMix64(SEED)
    maker = FaceMaker(rng)
    try:
        tiles = build_tiles(rng, maker)
        starting = build_starting_tiles(rng, maker)
        cards = build_cards()
        objectives = build_objectives()
        mg = build_master_gardener()
        rules = build_rules()
        check_all(tiles, starting, cards, objectives, mg, rules)
    except CheckError as e:
        print("generate_data.py: CHECK FAILED: %s" % e, file=sys.stderr)
        return 1

    files = {
        "tiles.json": {"tiles": tiles},
        "starting_tiles.json": {"starting_tiles": starting},
        "cards.json": {"cards": cards},
        "objectives.json": {"objectives": objectives},
        "master_gardener.json": {"cards": mg},
        "rules.json": rules,
    }
    os.makedirs(out_dir, exist_ok=True)
    for name, data in files.items():
        text = dump(data) + "\n"
        if json.loads(text) != data:  # the formatter must round-trip exactly
            print("generate_data.py: CHECK FAILED: %s does not round-trip" % name,
                  file=sys.stderr)
            return 1
        with open(os.path.join(out_dir, name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)

    counts = {s: sum(1 for t in tiles if t["shape"] == s) for s in SHAPE_ORDER}
    all_faces = [t[side] for t in tiles for side in ("front", "back")]
    n222 = sum(1 for f in all_faces
               if sorted(c.get("flowers", 0) for c in f["cells"] if c["type"] != "water")
               == [2, 2, 2])
    start_faces = [t[side] for t in starting for side in ("front", "back")]
    s222 = sum(1 for f in start_faces
               if sorted(c.get("flowers", 0) for c in f["cells"] if c["type"] != "water")
               == [2, 2, 2])
    print("wrote %s: %s" % (out_dir, ", ".join(files)))
    print("tiles: 44 (88 faces, all unique under rotation/mirroring); shapes: "
          + " ".join("%s=%d" % (s, n) for s, n in counts.items()))
    print("2/2/2 faces: %d of 88 landscape faces, %d of 8 starting faces" % (n222, s222))
    print("starting tiles: " + " ".join("%s=%s" % (t["id"], t["shape"]) for t in starting))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
