#!/usr/bin/env python3
"""The layers of docs/architecture.md, checked from the sources' #include lines.

  check_layers.py [--report]     exit 1 when a folder includes what its layer may not use

Every source file belongs to a layer by its folder: the engine (src/engine, include/engine), its
search layer (src/engine/search, include/engine/search: computer players over any game, the
simulation runner, balance statistics), the shell (src/shell), a game's rules, ai, lab, cli and gui (src/games/<game>/..., include/<game>/...)
and the programs (src/apps). An include is resolved to the file it names: "engine/x.h" and
"<game>/<part>/x.h" under include/, a plain "X.h" beside the including file or in the folders of
its library. A layer may use only the layers listed in ALLOWED; the engine, its search layer, a
game's rules, ai, lab and cli include no Qt; the engine and its search layer name no game (no
include and no namespace of one: GAME_NAMES). --report also lists the folders' include circles and the files over
the size guides (800 lines for a .cpp, 300 for a header, 25 source files in a folder).
"""
import collections
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.M)
SOURCE = (".cpp", ".h")
NO_QT = ("engine", "search", "rules", "ai", "lab", "cli")
# The family's games: the folders of src/games and those announced (issues 33-36). Shared code
# (the engine and its search layer) names none of them.
GAME_NAMES = sorted(
    set(os.listdir(os.path.join(ROOT, "src", "games"))) | {"frosted", "petals", "blossoms"})
GAME_NAME = re.compile(r"\b(" + "|".join(map(re.escape, GAME_NAMES)) + r")\b", re.I)
GAME_NAMESPACE = re.compile(r"\b(" + "|".join(map(re.escape, GAME_NAMES)) + r")::")


def layer_of(path):
    """(layer, game) of a file by its path relative to ROOT; layer None outside the layers."""
    p = path.split(os.sep)
    if p[:3] in (["src", "engine", "search"], ["include", "engine", "search"]):
        return "search", None
    if p[:2] in (["src", "engine"], ["include", "engine"]):
        return "engine", None
    if p[:2] == ["src", "shell"]:
        return "shell", None
    if p[:2] == ["src", "apps"]:
        return "apps", None
    if p[:2] == ["src", "games"] and len(p) > 4:
        return p[3], p[2]
    if p[0] == "include" and len(p) > 3:
        return p[2], p[1]
    return None, None


# What each layer of a game may include besides itself (and the same game's layers named here).
ALLOWED = {
    "engine": set(),
    "search": {"engine"},
    "shell": {"engine"},
    "rules": {"engine"},
    "ai": {"engine", "search", "rules"},
    "lab": {"engine", "search", "rules", "ai"},
    "cli": {"engine", "search", "rules", "ai", "lab"},
    "gui": {"engine", "search", "shell", "rules", "ai", "lab"},
}


def sources():
    for top in ("src", "include"):
        for dp, dn, fn in os.walk(os.path.join(ROOT, top)):
            dn.sort()
            for f in sorted(fn):
                if f.endswith(SOURCE):
                    yield os.path.relpath(os.path.join(dp, f), ROOT)


def game_names(f, layer, text):
    """The engine's files name no game: in no #include and in no namespace qualifier."""
    out = []
    for kind, name in INCLUDE.findall(text):
        if GAME_NAME.search(name):
            out.append(f"{f}: shared code ({layer}) includes a game's \"{name}\"")
    for m in GAME_NAMESPACE.finditer(text):
        out.append(f"{f}: shared code ({layer}) names the game {m.group(1)} ({m.group(0)})")
    return out


def main(argv):
    files = list(sources())
    by_name = collections.defaultdict(list)
    for f in files:
        by_name[os.path.basename(f)].append(f)
    problems = []
    folder_edges = collections.defaultdict(set)
    for f in files:
        layer, game = layer_of(f)
        text = open(os.path.join(ROOT, f), encoding="utf-8").read()
        if layer in ("engine", "search"):
            problems += game_names(f, layer, text)
        for kind, name in INCLUDE.findall(text):
            if kind == "<":
                if name.startswith("Q") and layer in NO_QT:
                    problems.append(f"{f}: includes Qt <{name}>, and its layer has no Qt")
                continue
            target = None
            if os.path.exists(os.path.join(ROOT, "include", name)):
                target = os.path.join("include", name)
            elif os.path.exists(os.path.join(ROOT, os.path.dirname(f), name)):
                target = os.path.normpath(os.path.join(os.path.dirname(f), name))
            elif len(by_name.get(os.path.basename(name), [])) == 1:
                target = by_name[os.path.basename(name)][0]
            if target is None:
                problems.append(f"{f}: cannot tell which file \"{name}\" is")
                continue
            if os.path.dirname(target) != os.path.dirname(f):
                folder_edges[os.path.dirname(f)].add(os.path.dirname(target))
            tlayer, tgame = layer_of(target)
            if layer is None or layer == "apps":
                continue
            if tlayer == "apps":
                problems.append(f"{f}: includes the program's {target}")
            elif game is None and tgame is not None:
                problems.append(f"{f}: shared code ({layer}) includes {tgame}'s {target}")
            elif tgame is not None and tgame != game:
                problems.append(f"{f}: {game} includes another game's {target}")
            elif tlayer != layer and tlayer not in ALLOWED.get(layer, set()):
                problems.append(f"{f}: its layer ({layer}) may not use {tlayer} ({target})")
    for p in problems:
        print(p)
    if "--report" in argv:
        report(files, folder_edges)
    if problems:
        print(f"{len(problems)} include(s) across the layers; see docs/architecture.md")
        return 1
    print(f"{len(files)} source files keep to their layers")
    return 0


def report(files, edges):
    # Include circles between folders: the strongly connected groups of the folder graph.
    index, low, stack, on, groups = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            g = []
            while True:
                w = stack.pop()
                on.discard(w)
                g.append(w)
                if w == v:
                    break
            if len(g) > 1:
                groups.append(sorted(g))

    for v in sorted(set(edges) | {w for ws in edges.values() for w in ws}):
        if v not in index:
            visit(v)
    for g in groups:
        print("include circle: " + " <-> ".join(g))
    per_folder = collections.Counter(os.path.dirname(f) for f in files)
    for d, n in sorted(per_folder.items()):
        if n > 25:
            print(f"folder over 25 source files: {d} ({n})")
    for f in files:
        n = sum(1 for _ in open(os.path.join(ROOT, f), encoding="utf-8"))
        if n > (800 if f.endswith(".cpp") else 300):
            print(f"over the size guide: {f} ({n} lines)")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
