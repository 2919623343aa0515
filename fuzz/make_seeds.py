#!/usr/bin/env python3
"""Writes the seed corpora (fuzz/seeds/<target>/) and dictionaries (fuzz/dict/) of the fuzz
targets from the bundled data and the test fixtures. Re-run it after changing them:

    python3 fuzz/make_seeds.py build/test/bin/frosted-blooms-cli

The command line writes the version 2 saves (play --save) and the action scripts (simulate
--records). Output is deterministic. Petals' seeds (fuzz/seeds/petals_*, fuzz/dict/petals_*.dict)
are made from data/petals and, given the command line, whole games of it;
`python3 fuzz/make_seeds.py --petals` writes only those, without whole games. Blossoms' seeds
(fuzz/seeds/blossoms_*, fuzz/dict/blossoms_*.dict) need the command line:
`python3 fuzz/make_seeds.py --blossoms build/bin/frosted-blooms-cli` writes only those.
"""
import hashlib
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

root = pathlib.Path(__file__).resolve().parent.parent
fuzz = root / "fuzz"
data = root / "data"
fixtures = root / "tests" / "fixtures"
files = ["tiles.json", "starting_tiles.json", "cards.json", "objectives.json",
         "master_gardener.json", "rules.json"]


def write_seeds(target, seeds):
    out = fuzz / "seeds" / target
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for name, content in seeds:
        (out / name).write_bytes(content)


PETALS_FILES = ["cards.json", "trackers.json", "rules.json"]


def fnv1a(h, data):
    for b in data:
        h = ((h ^ b) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


def petals_deal(cards, rules, players, seed):
    """A fully fixed deal (CLI.md "Setup") in data order shuffled by `seed`: the removals of
    R-PE-SETUP-1, the starting cards on the diagonal, full hands, the pile."""
    import random
    removal = rules["removal"][str(players)]
    ladybugs = [c["id"] for c in cards if c.get("ladybug")]
    others = [c["id"] for c in cards if not c.get("ladybug")]
    removed = list(ladybugs) if removal["ladybug"] else []
    if not removal["ladybug"]:
        others = [c["id"] for c in cards]
    random.Random(seed).shuffle(others)
    removed += others[:removal["random"]]
    rest = others[removal["random"]:]
    start = [{"card": rest[i], "x": i - 1, "y": i - 1, "rotation": 0}
             for i in range(rules["start_cards"])]
    rest = rest[rules["start_cards"]:]
    hands = []
    for _ in range(players):
        hands.append(sorted(rest[:rules["hand_size"]], key=lambda i: int(i[1:])))
        rest = rest[rules["hand_size"]:]
    names = ["Ada", "Ben", "Cleo", "Dan", "Eve"][:players]
    return {"names": names, "start_player": seed % players, "removed": removed, "start": start,
            "hands": hands, "pile": rest}


def petals_seeds(cli=None):
    """Seeds and dictionaries of fuzz_petals_action, fuzz_petals_save and fuzz_petals_data. With
    the command line, whole games too: saves written by `play --game petals --save` from records
    of `simulate --game petals --records`, whole and cut in the middle."""
    folder = data / "petals"
    texts = [(folder / f).read_bytes() for f in PETALS_FILES]
    cards = json.loads(texts[0])["cards"]
    rules = json.loads(texts[2])
    ids = [c["id"] for c in cards]

    # Data: the bundled set; a variant that still loads (other rule values); one with problems.
    varied = dict(rules, hand_size=3, start_cards=1, players={"min": 3, "max": 4})
    broken = json.loads(texts[0])
    broken["cards"][3]["edges"][1] = {"flower": "water", "number": 1, "symbol": "fire"}
    broken["cards"][9]["edges"] = broken["cards"][8]["edges"][1:] + broken["cards"][8]["edges"][:1]
    sets = [("bundled", texts),
            ("rules-varied", [texts[0], texts[1], json.dumps(varied, indent=1).encode()]),
            ("cards-broken", [json.dumps(broken).encode(), texts[1], texts[2]])]
    write_seeds("petals_data", [(name, b"\n%%\n".join(parts)) for name, parts in sets])

    # Saves: fully fixed deals of 2 to 5 players, both variants, with the one placement every deal
    # allows (the first hand's first card at (0,-1), beside two starting cards) or none.
    h = 1469598103934665603
    for name, text in zip(PETALS_FILES, texts):
        h = fnv1a(fnv1a(h, name.encode()), text)
    saves = []
    for players in range(2, 6):
        for variant, actions in [("standard", []), ("harmony", [0])]:
            deal = petals_deal(cards, rules, players, seed=players * 7 + len(actions))
            acts = [f"place {deal['hands'][0][0]} 0 -1 90" for _ in actions]
            doc = {"format": "frosted-blooms-save", "version": 1, "game": "petals",
                   "data_hash": f"{h:016x}", "seed": players, "variant": variant, "deal": deal,
                   "actions": acts}
            saves.append((f"{players}p-{variant}", (json.dumps(doc) + "\n").encode()))
    if cli:
        with tempfile.TemporaryDirectory() as tmp:
            tmp = pathlib.Path(tmp)
            for players, variant, seed in [(2, "standard", 3), (5, "harmony", 8)]:
                d = tmp / f"{players}p"
                subprocess.run([str(cli), "simulate", "--game", "petals", "--players",
                                str(players), "--variant", variant, "--games", "1", "--seed",
                                str(seed), "--bot", "greedy", "--records", str(d)],
                               check=True, capture_output=True)
                record = json.loads((d / "game-00001.json").read_text())
                for cut, actions in [("whole", record["actions"]),
                                     ("cut", record["actions"][:len(record["actions"]) // 2])]:
                    path = tmp / "save.json"
                    subprocess.run([str(cli), "play", "--game", "petals", "--save", str(path)],
                                   input=json.dumps(dict(record, actions=actions)).encode(),
                                   check=True, capture_output=True)
                    saves.append((f"game-{players}p-{variant}-{cut}", path.read_bytes()))
    write_seeds("petals_save", saves)

    # The command line's play and legal (--game petals): the worked example of docs/cli.md, inputs
    # with turns, setups in part, and, given the command line, replay records whole and cut.
    example = (root / "tests" / "fixtures" / "cli" / "petals-play-example3.input.json").read_bytes()
    inputs = [("example3", example),
              ("turns", json.dumps({"players": ["Ada", "Ben", "Cleo"], "variant": "harmony",
                                    "seed": 4, "setup": {"start_player": 1, "start": [
                                        "C10", {"card": "C11", "x": 0, "y": 0},
                                        {"card": "C12", "rotation": 90}]},
                                    "turns": [{"place": {"card": "C01", "x": 0, "y": -1},
                                               "effect": "score"}]}).encode()),
              ("seed-only", b'{"players": ["A", "B", "C", "D", "E"], "seed": 9}')]
    if cli:
        with tempfile.TemporaryDirectory() as tmp:
            d = pathlib.Path(tmp)
            subprocess.run([str(cli), "simulate", "--game", "petals", "--players", "3",
                            "--games", "1", "--seed", "2", "--bot", "greedy", "--records",
                            str(d)], check=True, capture_output=True)
            record = json.loads((d / "game-00001.json").read_text())
            for cut in (len(record["actions"]), 9, 1):
                inputs.append((f"record-{cut}",
                               json.dumps(dict(record, actions=record["actions"][:cut])).encode()))
    write_seeds("petals_cli_play", inputs)
    write_seeds("petals_cli_legal", inputs)

    # Actions: three bytes choosing the position (seats and variant, seed, random actions in),
    # then lines of text.
    lines = [b"place C01 0 -1 90\nscore", b"move C05 2 -1 180\nskip", b"score\nskip",
             b"place C38 -512 511 270", b"move C17 1 0 0\nplace C17 0 1 90",
             b"place " + ids[0].encode() + b" -1 0 0\nmove " + ids[1].encode() + b" 0 -2 90"]
    headers = [bytes([0, 5, 0]), bytes([0x81, 9, 20]), bytes([2, 3, 40]), bytes([0x83, 1, 71])]
    actions = [(f"{i:02d}", head + line) for i, (head, line) in
               enumerate((hd, ln) for hd in headers for ln in lines)]
    write_seeds("petals_action", actions)

    # Dictionaries: the action words and ids; JSON tokens with every key and word of the data and
    # the saves.
    dict_path = fuzz / "dict"
    dict_path.mkdir(exist_ok=True)

    def entry(w):
        return '"' + w.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\x0A") + '"'

    verbs = ["place ", "move ", "score", "skip", " 0", " 90", " 180", " 270", " -1", " 1",
             " -512", " 511", "\n"]
    (dict_path / "petals_action.dict").write_text(
        "# The words of Petals' action texts\n" + "".join(entry(w) + "\n" for w in verbs + ids))
    words = set()

    def walk(j):
        if isinstance(j, dict):
            for k, v in j.items():
                words.add(json.dumps(k))
                walk(v)
        elif isinstance(j, list):
            for v in j:
                walk(v)
        elif isinstance(j, str) and len(j) <= 24:
            words.add(json.dumps(j))

    for t in texts + [s for _, s in saves] + [s for _, s in inputs]:
        walk(json.loads(t))
    tokens = ["{", "}", "[", "]", ":", ",", "null", "true", "false", "0", "-1", "1e400",
              "18446744073709551616", "\\u0000", "%%"]
    (dict_path / "petals_json.dict").write_text(
        "# JSON tokens and the keys and words of Petals' data files and saves\n" +
        "".join(entry(w) + "\n" for w in tokens + sorted(words)))


def blossoms_seeds(cli):
    """Seeds and dictionaries of fuzz_blossoms_action, fuzz_blossoms_save and fuzz_blossoms_data
    (docs/reliability.md "Fuzzing"). Saves are written by `play --game blossoms --save` from
    records of `simulate --game blossoms --records` (2 and 3 players, every variant), whole and
    cut; the records themselves are saves too (a `play` input is not, and is refused)."""
    text = (data / "blossoms" / "cards.json").read_bytes()
    doc = json.loads(text)
    ids = [c["id"] for c in doc["cards"]]

    # Data: the bundled set; variants that still load (other heights and tables, one player
    # count, tools swapped); sets with problems of every part.
    def varied(**changes):
        d = json.loads(text)
        for path, value in changes.items():
            node = d
            keys = path.split("__")
            for k in keys[:-1]:
                node = node[k]
            node[keys[-1]] = value
        return json.dumps(d, indent=1).encode()

    sets = [("bundled", text),
            ("max-height-5", varied(rules__max_height=5, score_card__flower_value={
                "2": 1, "3": 3, "4": 6, "5": 10})),
            ("three-players-only", varied(rules__players=[3], rules__hand_size=3)),
            ("tools-swapped", varied(pots=[{"id": 1, "tool": "rake"}, {"id": 2, "tool": "fence"},
                                           {"id": 3, "tool": "watering_can"},
                                           {"id": 4, "tool": "pruner"}])),
            ("broken-rules", varied(rules__min_cut=9, rules__rake_cards=0,
                                    rules__tokens_by_players={"2": 11})),
            ("broken-cards", varied(cards=doc["cards"][:50] + [{"id": "C07", "type": "lily"}])),
            ("broken-file", b'{"game": "blossoms", "types": 6}')]
    write_seeds("blossoms_data", sets)

    saves = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        runs = [(2, [], 3), (3, ["advanced"], 5), (2, ["children", "advanced"], 8),
                (3, ["children"], 13)]
        for players, variants, seed in runs:
            d = tmp / f"{players}p-{seed}"
            subprocess.run([str(cli), "simulate", "--game", "blossoms", "--players", str(players),
                            "--games", "1", "--seed", str(seed), "--bot", "medium",
                            "--records", str(d)] + [x for v in variants for x in ("--variant", v)],
                           check=True, capture_output=True)
            record = json.loads((d / "game-00001.json").read_text())
            name = f"{players}p-{'-'.join(variants) or 'standard'}"
            for cut, actions in [("whole", record["actions"]),
                                 ("cut", record["actions"][:len(record["actions"]) // 2]),
                                 ("start", [])]:
                path = tmp / "save.json"
                subprocess.run([str(cli), "play", "--game", "blossoms", "--save", str(path)],
                               input=json.dumps(dict(record, actions=actions)).encode(),
                               check=True, capture_output=True)
                saves.append((f"{name}-{cut}", path.read_bytes()))
            saves.append((f"{name}-record", json.dumps(record).encode()))
    write_seeds("blossoms_save", saves)

    # Actions: three bytes choosing the position (seats and variant, seed, random actions in),
    # then lines of text (CLI.md "Actions as text"), well-formed and not.
    lines = [b"grow\ngrow\ncut 1", b"grow\npot 2\npass", b"token 3\ngrow\ngrow\ngrow",
             b"token 4\nrake\norder C03 C12 C40", b"token 1\nprune\ngrow\nplant 2 C20",
             b"token 2\nwater 4 C07\npass", b"grow\nplant 1 C05\ncut 1",
             b"grow \n grow\nGROW\npot 01\npot 5\norder C01 C01\nplant 2 c20\ncut +1",
             b"order " + " ".join(ids[:4]).encode() + b"\nwater 0 C54\ntoken 1 2"]
    headers = [bytes([0, 5, 0]), bytes([1, 9, 20]), bytes([0x80, 3, 40]),
               bytes([0xC1, 1, 71]), bytes([0x40, 7, 95])]
    write_seeds("blossoms_action", [(f"{i:02d}", hd + ln) for i, (hd, ln) in
                                    enumerate((hd, ln) for hd in headers for ln in lines)])

    dict_path = fuzz / "dict"
    dict_path.mkdir(exist_ok=True)

    def entry(w):
        return '"' + w.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\x0A") + '"'

    verbs = ["grow", "pot ", "plant ", "cut ", "token ", "water ", "prune", "rake", "order ",
             "pass", " 1", " 2", " 3", " 4", " ", "\n"]
    (dict_path / "blossoms_action.dict").write_text(
        "# The words of Blossoms' action texts\n" + "".join(entry(w) + "\n" for w in verbs + ids))
    words = set()

    def walk(j):
        if isinstance(j, dict):
            for k, v in j.items():
                words.add(json.dumps(k))
                walk(v)
        elif isinstance(j, list):
            for v in j:
                walk(v)
        elif isinstance(j, str) and len(j) <= 24:
            words.add(json.dumps(j))

    for _, t in sets[:4] + saves:
        walk(json.loads(t))
    tokens = ["{", "}", "[", "]", ":", ",", "null", "true", "false", "0", "-1", "1e400",
              "18446744073709551616", "\\u0000"]
    (dict_path / "blossoms_json.dict").write_text(
        "# JSON tokens and the keys and words of Blossoms' data file and saves\n" +
        "".join(entry(w) + "\n" for w in tokens + sorted(words)))


def main():
    if sys.argv[1:] == ["--petals"]:
        petals_seeds()
        return
    if sys.argv[1:2] == ["--blossoms"] and len(sys.argv) == 3:
        blossoms_seeds(pathlib.Path(sys.argv[2]).resolve())
        return
    cli = pathlib.Path(sys.argv[1]).resolve()
    petals_seeds(cli)
    blossoms_seeds(cli)
    texts = [(data / f).read_bytes() for f in files]

    write_seeds("data_file", [(f"{i}-{f}", bytes([i]) + t) for i, (f, t) in
                              enumerate(zip(files, texts))])
    write_seeds("data_set", [("bundled", b"\n%%\n".join(texts))])

    evaluate = sorted((fixtures / "cli").glob("evaluate-*.input.json"))
    write_seeds("cli_evaluate", [(p.name, p.read_bytes()) for p in evaluate])

    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        scripts = [(p.name, p.read_bytes()) for p in sorted((fixtures / "cli").glob("play-*.input.json"))]
        scripts += [(p.name, p.read_bytes()) for p in sorted((fixtures / "release-0.1").glob("record-*-complete.json"))]
        # Action scripts (replay records of simulate --records): a whole 2-player and solo game,
        # and one cut in the middle of a turn.
        for name, args in [("actions-2p", ["--players", "2", "--seed", "3"]),
                           ("actions-solo", ["--solo", "--seed", "5", "--bot", "greedy"])]:
            d = tmp / name
            subprocess.run([str(cli), "simulate", "--games", "1", "--records", str(d)] + args,
                           check=True, capture_output=True)
            record = json.loads((d / "game-00001.json").read_text())
            scripts.append((name + ".json", (json.dumps(record, indent=1) + "\n").encode()))
            record["actions"] = record["actions"][:23]
            scripts.append((name + "-cut.json", (json.dumps(record, indent=1) + "\n").encode()))
        # A position set up by hand (docs/designer.md), in place of a deal, and the same in solo.
        position = {"seed": 4, "round": 2, "to_play": 1,
                    "ring": [{"tile": "T06"}, None, {"tile": "T01", "coins": 1}, {"tile": "T02"},
                             {"tile": "T03"}, {"tile": "T04"}],
                    "token": 1, "out_of_game": ["T30", "T31", "T32"],
                    "objectives": ["purple-6", "red-8", "barn-2", "windmill-1"],
                    "seats": [{"name": "Ada", "starting_tile": "S-yellow", "coins": 1,
                               "track": 9,
                               "hand": ["purple", "water", "red+white"]},
                              {"name": "Ben", "starting_tile": "S-blue", "coins": 1,
                               "track": 4, "computer": "greedy"}]}
        solo = {"solo": True, "seed": 8, "round": 3, "to_play": 0,
                "ring": [{"tile": "T10"}, {"tile": "T11"}, None, {"tile": "T12", "coins": 2},
                         {"tile": "T13"}, {"tile": "T14"}],
                "token": 2, "out_of_game": ["T20", "T21", "T22", "T23"],
                "seats": [{"name": "Ada", "starting_tile": "S-green", "coins": 1}],
                "master_gardener": {"played": ["MG03", "MG09"], "coins": 9}}
        for name, pos in [("position-2p", position), ("position-solo", solo)]:
            scripts.append((name + ".json",
                            (json.dumps({"position": pos, "actions": ["take 1"]}, indent=1)
                             + "\n").encode()))
        write_seeds("cli_play", scripts)
        write_seeds("cli_legal", scripts)

        # Saves: release 0.1's (version 1), version 2 ones written by play --save, and version 3
        # ones of the positions.
        saves = [(p.name, p.read_bytes()) for p in sorted((fixtures / "release-0.1").glob("save-*.json"))
                 if not p.name.endswith(".play.json")]
        for name, script in scripts:
            if not name.startswith(("play-", "actions-", "position-")):
                continue
            path = tmp / "save.json"
            r = subprocess.run([str(cli), "play", "--save", str(path)], input=script,
                               capture_output=True)
            if r.returncode == 0:
                saves.append(("v3-" + name if name.startswith("position-") else "v2-" + name,
                              path.read_bytes()))
        write_seeds("save", saves)

    # Balance reports (Tools > Balance, simulate --report): 2 and solo, and an A / B document.
    with tempfile.TemporaryDirectory() as tmp:
        reports = []
        for name, args in [("report-2p", ["--players", "2", "--bot", "greedy"]),
                           ("report-solo", ["--solo", "--bot", "random"]),
                           ("ab-2p", ["--players", "2", "--compare", str(data)])]:
            path = pathlib.Path(tmp) / (name + ".json")
            subprocess.run([str(cli), "simulate", "--games", "2", "--report", str(path)] + args,
                           check=True, capture_output=True)
            reports.append((name, path.read_bytes()))
        write_seeds("balance_report", reports)

    components = {f: json.loads(t) for f, t in zip(files, texts)}
    cards = [c["id"] for c in components["cards.json"]["cards"]]
    objectives = [o["id"] for o in components["objectives.json"]["objectives"]]
    actions = ["take 1", "take 6", "pass", "done", "place front 0 0 0", "place back 90 -3 2",
               "place front 270 511 -512"]
    actions += ["card " + c for c in cards] + ["claim " + o for o in objectives]
    write_seeds("action", [(hashlib.sha1(a.encode()).hexdigest()[:12], a.encode())
                           for a in actions])

    # Dictionaries: JSON tokens, every key and short string of the data and the fixtures.
    words = set()

    def walk(j):
        if isinstance(j, dict):
            for k, v in j.items():
                words.add(json.dumps(k))
                walk(v)
        elif isinstance(j, list):
            for v in j:
                walk(v)
        elif isinstance(j, str) and len(j) <= 24:
            words.add(json.dumps(j))

    for t in texts:
        walk(json.loads(t))
    for p in sorted((fixtures / "cli").glob("*.json")) + sorted((fixtures / "release-0.1").glob("*.json")):
        walk(json.loads(p.read_text()))
    tokens = ["{", "}", "[", "]", ":", ",", "null", "true", "false", "0", "-1", "1e400",
              "18446744073709551616", "\\u0000", "%%"]
    dict_path = fuzz / "dict"
    dict_path.mkdir(exist_ok=True)

    def entry(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

    (dict_path / "json.dict").write_text(
        "# JSON tokens and the keys and short strings of the data files and fixtures\n" +
        "".join(entry(w) + "\n" for w in tokens + sorted(words)))
    verbs = ["take ", "place ", "pass", "card ", "claim ", "done", "front ", "back ", "90 ",
             "180 ", "270 ", "-512", "511", " "]
    (dict_path / "action.dict").write_text(
        "# The words of the action texts\n" +
        "".join(entry(w) + "\n" for w in verbs + cards + objectives))


if __name__ == "__main__":
    main()
