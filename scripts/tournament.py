#!/usr/bin/env python3
"""The strength table of docs/ai.md: a round robin of the computer players, played by
frosted-blooms-cli simulate.

Every pair of bots plays GAMES two-player games, half with each bot in the first seat (seeds
SEED.. for one half and SEED+GAMES/2.. for the other), and every bot plays GAMES solo games
against the Master Gardener. For each pairing it prints the first bot's win share with a 95%
Wilson interval (a shared victory counts half for each side), the mean scores, and for `hard` the
decision times of `--timing`.

  scripts/tournament.py [--games N] [--seed S] [--iterations N | --think-ms N] [--bots a,b,...]
                        [--pairs a-b,c-d] [--cli PATH] [--jobs J] [--json FILE]
                        [--game petals [--players 2|4] | --game blossoms]

With --game petals (docs/ai.md "Petals") there is no Master Gardener and no --rotate-start (the
start player is drawn from each game's seed, R-PE-SETUP-5): every pair of bots plays GAMES games,
half with the players listed a, b (a, b, a, b with 4 players) and half the other way round, on the
same seeds, and a game counts for a when a seat of a wins it (a victory shared with b: half).

With --game blossoms (docs/ai.md "Blossoms") there is no Master Gardener either and seat 1 always
starts (spec/blossoms/CLI.md "simulate": game g is dealt from seed S + g): every pair of bots plays
GAMES two-player games, half with a in seat 1 and half with b in seat 1, on the same seeds, so each
deal is played from both seats; a shared victory counts half for each side.

The output is a Markdown table (the one docs/ai.md quotes) and, with --json, the raw figures.
"""
import argparse
import csv
import json
import math
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def wilson(wins, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def simulate(cli, args, extra):
    cmd = [cli, "simulate"] + args + extra + ["--timing"]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def budget_args(bots, opts):
    if "hard" not in bots:
        return []
    if opts.iterations:
        return ["--iterations", str(opts.iterations)]
    if opts.think_ms:
        return ["--think-ms", str(opts.think_ms)]
    return []


def pair(cli, a, b, opts):
    """GAMES games of a against b, half with a in seat 1. Wins of a (shared: half). Blossoms
    plays both halves on the same seeds; Frosted Blooms on seeds SEED.. and SEED+GAMES/2.."""
    half = opts.games // 2
    rest = opts.games - half
    wins = 0.0
    scores = {a: [], b: []}
    decision = []
    blossoms = opts.game == "blossoms"
    extra = ["--jobs", str(opts.jobs)] + budget_args({a, b}, opts)
    second_seed = opts.seed if blossoms else opts.seed + half
    for first, second, n, seed in ((a, b, half, opts.seed), (b, a, rest, second_seed)):
        if n == 0:
            continue
        game = ["--game", "blossoms"] if blossoms else []
        d = simulate(cli, game + ["--players", "2", "--games", str(n), "--seed", str(seed),
                           "--bot", first, "--bot", second], extra)
        # Each half as soon as it is played: a long row (hard) is not lost when stopped.
        print(f"  {first} (seat 1) vs {second}: " + json.dumps(d["seats"]), file=sys.stderr,
              flush=True)
        s1, s2 = d["seats"]
        # win_share counts a shared victory for both seats: a's share minus half the shared ones.
        a_seat, b_seat = (s1, s2) if first == a else (s2, s1)
        shared = a_seat["win_share"] + b_seat["win_share"] - 1.0
        wins += (a_seat["win_share"] - shared / 2) * n
        scores[a].append((a_seat["mean"], n))
        scores[b].append((b_seat["mean"], n))
        for seat in (s1, s2):
            if "decision_ms" in seat:
                decision.append(seat["decision_ms"])
    mean = {k: sum(m * n for m, n in v) / max(1, sum(n for _, n in v)) for k, v in scores.items()}
    return {"a": a, "b": b, "games": opts.games, "wins": wins, "mean_a": mean[a],
            "mean_b": mean[b], "decision_ms": decision}


def petals_pair(cli, a, b, opts):
    """GAMES Petals games of a against b, half with each listed first. Wins of a (shared: half)."""
    half = opts.games // 2
    wins = 0.0
    totals = {a: [], b: []}
    decision = []
    extra = ["--jobs", str(opts.jobs)] + budget_args({a, b}, opts)
    for first, second, n in ((a, b, half), (b, a, opts.games - half)):
        if n == 0:
            continue
        order = ([first, second] * opts.players)[:opts.players]
        with tempfile.TemporaryDirectory() as tmp:
            table = os.path.join(tmp, "games.csv")
            d = simulate(cli, ["--game", "petals", "--players", str(opts.players), "--games",
                               str(n), "--seed", str(opts.seed), "--csv", table] +
                         [x for bot in order for x in ("--bot", bot)], extra)
            with open(table, newline="") as f:
                rows = list(csv.DictReader(f))
        print(f"  {' '.join(order)}: " + json.dumps(d["seats"]), file=sys.stderr, flush=True)
        games = {}
        for r in rows:
            games.setdefault(r["game"], []).append(r)
        for seats in games.values():
            won = {bot: any(r["bot"] == bot and r["winner"] == "1" for r in seats)
                   for bot in (a, b)}
            wins += 1.0 if won[a] and not won[b] else 0.5 if won[a] and won[b] else 0.0
            for r in seats:
                totals[r["bot"]].append(int(r["total"]))
        decision += [seat["decision_ms"] for seat in d["seats"] if "decision_ms" in seat]
    mean = {k: sum(v) / max(1, len(v)) for k, v in totals.items()}
    return {"a": a, "b": b, "games": opts.games, "wins": wins, "mean_a": mean[a],
            "mean_b": mean[b], "decision_ms": decision}


def solo(cli, a, opts):
    extra = ["--jobs", str(opts.jobs)] + budget_args({a}, opts)
    d = simulate(cli, ["--solo", "--games", str(opts.games), "--seed", str(opts.seed),
                       "--bot", a], extra)
    s = d["seats"][0]
    mg = d["master_gardener"]
    shared = s["win_share"] + mg["win_share"] - 1.0  # none in solo: he wins full ties (R-MG-6)
    return {"a": a, "b": "master_gardener", "games": opts.games,
            "wins": (s["win_share"] - max(0.0, shared) / 2) * opts.games, "mean_a": s["mean"],
            "mean_b": mg["mean"], "decision_ms": [s["decision_ms"]] if "decision_ms" in s else []}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=500)
    p.add_argument("--seed", type=int, default=100000)
    p.add_argument("--iterations", type=int, default=0)
    p.add_argument("--think-ms", type=int, default=0)
    p.add_argument("--bots", default="random,greedy,easy,medium,hard")
    p.add_argument("--pairs", default="", help="only these pairings, e.g. hard-greedy,hard-mg")
    p.add_argument("--cli", default=os.path.join(ROOT, "build", "release", "src", "cli",
                                                 "frosted-blooms-cli"))
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--json", default="")
    p.add_argument("--game", default="frosted-blooms",
                   choices=["frosted-blooms", "petals", "blossoms"])
    p.add_argument("--players", type=int, default=2, help="petals: 2 to 5")
    opts = p.parse_args()
    petals = opts.game == "petals"
    mg = opts.game == "frosted-blooms"  # the Master Gardener's solo games
    if not os.access(opts.cli, os.X_OK):
        sys.exit(f"error: {opts.cli} is not built (cmake --build it, or give --cli PATH)")
    bots = opts.bots.split(",")
    wanted = [tuple(x.split("-")) for x in opts.pairs.split(",") if x]
    jobs = []
    for i, a in enumerate(bots):
        if mg:
            jobs.append((a, "mg"))
        for b in bots[i + 1:]:
            jobs.append((b, a))  # the stronger (later) bot first
    if wanted:
        jobs = [j for j in jobs if j in wanted or (j[1], j[0]) in wanted]
    rows = []
    for a, b in jobs:
        start = time.time()
        r = (solo(opts.cli, a, opts) if b == "mg" else
             petals_pair(opts.cli, a, b, opts) if petals else pair(opts.cli, a, b, opts))
        r["seconds"] = round(time.time() - start, 1)
        rows.append(r)
        print(f"{a} vs {b}: {r['wins']:.1f}/{r['games']} in {r['seconds']} s", file=sys.stderr,
              flush=True)
        if opts.json:  # the rows so far, after each row
            with open(opts.json, "w") as f:
                json.dump({"seed": opts.seed, "rows": rows}, f, indent=1)
    budget = (f"--iterations {opts.iterations}" if opts.iterations else
              f"--think-ms {opts.think_ms}" if opts.think_ms else
              f"hard's default "
              f"({ {'petals': 600, 'blossoms': 300}.get(opts.game, 700)} ms)")
    print(f"| first | against | games | first wins | 95% interval | mean scores | hard's "
          f"decision p95 |")
    print("|---|---|---|---|---|---|---|")
    rows.sort(key=lambda r: r["b"] == "master_gardener")  # the pairings, then the solo rows
    for r in rows:
        lo, hi = wilson(r["wins"], r["games"])
        p95 = max((d["p95"] for d in r["decision_ms"]), default=None)
        against = "Master Gardener" if r["b"] == "master_gardener" else r["b"]
        print(f"| {r['a']} | {against} | {r['games']} | {100 * r['wins'] / r['games']:.1f}% | "
              f"{100 * lo:.1f}–{100 * hi:.1f}% | {r['mean_a']:.1f} – {r['mean_b']:.1f} | "
              f"{'' if p95 is None else f'{p95:.0f} ms'} |")
    game = (f"Petals, {opts.players} players; " if petals else
            "Blossoms, 2 players; " if opts.game == "blossoms" else "")
    print(f"\n{game}Seeds from {opts.seed}; hard's budget: {budget}; {opts.jobs} jobs.")
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({"budget": budget, "seed": opts.seed, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
