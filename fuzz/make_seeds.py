#!/usr/bin/env python3
"""Writes the seed corpora (fuzz/seeds/<target>/) and dictionaries (fuzz/dict/) of the fuzz
targets from the bundled data and the test fixtures. Re-run it after changing them:

    python3 fuzz/make_seeds.py build/test/bin/frosted-blooms-cli

The command line writes the version 2 saves (play --save) and the action scripts (simulate
--records). Output is deterministic.
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


def main():
    cli = pathlib.Path(sys.argv[1]).resolve()
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
