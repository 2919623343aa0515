#!/usr/bin/env python3
"""The translations of the desktop game (issue 17): Qt Linguist .ts files in translations/.

Each catalog holds the strings of its folders (CATALOGS below; issue 32): the shell's (the
program's frame and the desktop's command line) and each game's, one file per catalog and language,
translations/<catalog>_<lang>.ts. The program loads the shell's at start and a game's when the game
is first chosen (src/shell/Language.h).

  translations.py update             lupdate each catalog's folders into its .ts files (keeps
                                     translations)
  translations.py export [--all] TS OUT.json  the unfinished (or all) messages of TS as JSON
  translations.py import TS IN.json   puts the filled JSON's translations into TS (by context and
                                     source, else by source alone: a string moved keeps its words)
  translations.py check [TS...]       fails on any unfinished, empty or broken translation (every
                                     catalog's files when none is given)

A message is broken when its translation loses or adds a %1…%9 placeholder, drops %n from a plural
form, or loses the menu accelerator (&) its source has. `check --lupdate PATH` first runs lupdate
(PATH) over each catalog's folders into copies of its files, so a string in the code that is
missing from its catalog counts as unfinished, and one its folders no longer use as unused
(the translations_complete test runs it that way).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TS_DIR = os.path.join(ROOT, "translations")
LANGS = {"fr": "fr_FR", "ja": "ja_JP"}


# The catalogs and the folders whose tr() strings each holds: the shell's (the frame, the
# desktop's command line) and each game's table. A game adds its line here, its .ts files
# (update writes them) and its qt_add_lrelease in its gui/CMakeLists.txt.
CATALOGS = {
    "shell": ["src/shell", "src/apps/desktop"],
    "frosted-blooms": ["src/games/frosted/gui"],
    "petals": ["src/games/petals/gui"],
    "blossoms": ["src/games/blossoms/gui"],
}


def catalog_files(name):
    return [os.path.join(TS_DIR, f"{name}_{l}.ts") for l in LANGS]


def catalog_sources(name):
    return [os.path.join(ROOT, d) for d in CATALOGS[name]]


def find_lupdate():
    for c in (os.environ.get("LUPDATE"), "/usr/lib/qt6/bin/lupdate", shutil.which("lupdate6"),
              shutil.which("lupdate")):
        if c and os.path.exists(c):
            return c
    sys.exit("error: lupdate not found (Debian: qt6-l10n-tools); set LUPDATE")


def run_lupdate(lupdate, sources, ts_files):
    for ts in ts_files:
        lang = LANGS.get(os.path.basename(ts).rsplit("_", 1)[-1].split(".")[0], "")
        cmd = [lupdate, "-silent", "-locations", "none", "-no-obsolete"]
        if lang:
            cmd += ["-target-language", lang]
        cmd += sources + ["-ts", ts]
        r = subprocess.run(cmd, capture_output=True, text=True)
        out = (r.stdout + r.stderr).strip()
        # A tr() lupdate cannot read is a string no translation can reach.
        bad = [l for l in out.splitlines() if "cannot be called without context" in l
               or "Cannot invoke tr()" in l]
        if r.returncode != 0 or bad:
            sys.exit(f"error: lupdate failed on {ts}:\n{out}")


def messages(tree):
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            yield name, m


def key(ctx, m):
    return (ctx, m.findtext("source") or "", m.findtext("comment") or "")


def cmd_export(ts, out, everything=False):
    tree = ET.parse(ts)
    items = []
    for ctx, m in messages(tree):
        t = m.find("translation")
        finished = t is not None and t.get("type") != "unfinished"
        if finished and not everything:
            continue
        item = {"context": ctx, "source": m.findtext("source") or ""}
        if m.findtext("comment"):
            item["comment"] = m.findtext("comment")
        if m.findtext("extracomment"):
            item["note"] = m.findtext("extracomment")
        if m.get("numerus") == "yes":
            forms = t.findall("numerusform") if t is not None else []
            item["numerus"] = max(1, len(forms))
            item["translation"] = ([f.text or "" for f in forms] if finished
                                   else [""] * item["numerus"])
        else:
            item["translation"] = (t.text or "") if finished else ""
        items.append(item)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False, indent=1)
    print(f"{len(items)} {'' if everything else 'unfinished '}message(s) written to {out}")


def cmd_import(ts, src):
    with open(src, encoding="utf-8") as f:
        items = json.load(f)
    want = {}
    anywhere = {}  # the same words moved to another context keep their translation
    for it in items:
        want[(it["context"], it["source"], it.get("comment", ""))] = it["translation"]
        anywhere.setdefault((it["source"], it.get("comment", "")), it["translation"])
    tree = ET.parse(ts)
    done = 0
    for ctx, m in messages(tree):
        k = key(ctx, m)
        t = m.find("translation")
        if t is None or (t.get("type") != "unfinished" and k not in want):
            continue
        tr = want.get(k, anywhere.get(k[1:]))
        if tr is None:
            continue
        if m.get("numerus") == "yes":
            forms = tr if isinstance(tr, list) else [tr]
            if len(forms) != len(t.findall("numerusform")):
                continue
            if not all(forms):
                continue
            for child in list(t):
                t.remove(child)
            t.text = None
            for form in forms:
                ET.SubElement(t, "numerusform").text = form
        else:
            if not tr or isinstance(tr, list):
                continue
            t.text = tr
        t.attrib.pop("type", None)
        done += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    print(f"{done} translation(s) put into {ts}")


PLACEHOLDER = re.compile(r"%(\d|n|L\d)")
ACCEL = re.compile(r"&(?!&)(?=\S)")


def problems_of(ts):
    tree = ET.parse(ts)
    found = []
    for ctx, m in messages(tree):
        src = m.findtext("source") or ""
        t = m.find("translation")
        where = f"{os.path.basename(ts)}: [{ctx}] “{src[:70]}”"
        if t is None or t.get("type") == "unfinished":
            found.append(f"{where}: unfinished")
            continue
        if t.get("type") in ("vanished", "obsolete"):
            continue
        forms = ([f.text or "" for f in t.findall("numerusform")] if m.get("numerus") == "yes"
                 else [t.text or ""])
        want = set(PLACEHOLDER.findall(src)) - {"n"}
        for form in forms:
            if not form.strip():
                found.append(f"{where}: empty translation")
                continue
            got = set(PLACEHOLDER.findall(form))
            if got - {"n"} != want:
                found.append(f"{where}: placeholders {sorted(want)} became {sorted(got - {'n'})}")
            if m.get("numerus") == "yes" and "%n" in src and "n" not in got and len(forms) == 1:
                found.append(f"{where}: the plural form lost %n")
            if ACCEL.search(src) and not ACCEL.search(form):
                found.append(f"{where}: the menu accelerator (&) is gone")
    return found


def unused_in(original, updated):
    """The messages of `original` that lupdate dropped from `updated`: no folder uses them."""
    def keys(ts):
        return {key(ctx, m) for ctx, m in messages(ET.parse(ts))}
    return [f"{os.path.basename(original)}: [{k[0]}] “{k[1][:70]}”: unused"
            for k in sorted(keys(original) - keys(updated))]


def stray_files():
    """.ts files in translations/ that belong to no catalog."""
    known = {os.path.basename(f) for name in CATALOGS for f in catalog_files(name)}
    present = {f for f in os.listdir(TS_DIR) if f.endswith(".ts")}
    return ([f"translations/{f}: in no catalog (scripts/translations.py CATALOGS)"
             for f in sorted(present - known)] +
            [f"translations/{f}: missing" for f in sorted(known - present)])


def cmd_check(args):
    lupdate = None
    if args and args[0] == "--lupdate":
        lupdate, args = args[1], args[2:]
    groups = ([(None, args)] if args else
              [(name, catalog_files(name)) for name in CATALOGS])
    found = [] if args else stray_files()
    if found:
        groups = []
    counted = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, files in groups:
            if lupdate:
                if name is None:
                    sys.exit("error: check --lupdate checks the catalogs, without TS files")
                copies = []
                for f in files:
                    c = os.path.join(tmp, os.path.basename(f))
                    shutil.copy(f, c)
                    copies.append(c)
                run_lupdate(lupdate, catalog_sources(name), copies)
                for f, c in zip(files, copies):
                    found += unused_in(f, c)
                files = copies
            for f in files:
                found += problems_of(f)
                counted += sum(1 for _ in messages(ET.parse(f)))
    for p in found:
        print(p)
    if found:
        print(f"{len(found)} problem(s) in the translations; run scripts/translations.py update, "
              "then translate (export / import)")
        return 1
    nfiles = sum(len(files) for _, files in groups)
    print(f"{nfiles} file(s), {counted} message(s) each translated")
    return 0


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    c, rest = argv[0], argv[1:]
    if c == "update":
        os.makedirs(TS_DIR, exist_ok=True)
        lupdate = find_lupdate()
        for name in CATALOGS:
            files = catalog_files(name)
            run_lupdate(lupdate, catalog_sources(name), files)
            print("updated " + ", ".join(os.path.relpath(f, ROOT) for f in files))
        return 0
    if c == "export" and len(rest) == 3 and rest[0] == "--all":
        cmd_export(rest[1], rest[2], everything=True)
        return 0
    if c == "export" and len(rest) == 2:
        cmd_export(*rest)
        return 0
    if c == "import" and len(rest) == 2:
        cmd_import(*rest)
        return 0
    if c == "check":
        return cmd_check(rest)
    sys.exit(f"error: unknown command {' '.join(argv)}; see --help")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
