#!/usr/bin/env bash
# The Debian package as a user gets it (issue 18): CPack builds the .deb from this build folder;
# lintian reports no error; dpkg-deb lists the right dependencies and files; the package is
# unpacked into a temporary root (as if installed, but elsewhere, so the programs must find their
# data relative to themselves) and both programs run from there: the command line validates the
# installed data and reads a broken copy as broken; the game prints its version and help in
# French, renders a table, and opens a saved game given as its argument and renders it. The root
# is then moved and the programs still run.
# Usage: deb.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
export QT_QPA_PLATFORM=offscreen
export FROSTED_BLOOMS_DATA_HOME="$tmp/home-data" # nothing touches the real autosave
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data-home"
version=$(sed -n 's/^project(FrostedBlooms VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")

echo "--- cpack -G DEB"
(cd "$tmp" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/out" > "$tmp/cpack.log" 2>&1) ||
  { cat "$tmp/cpack.log"; fail "cpack"; }
deb=$(ls "$tmp"/out/frosted-blooms_"$version"_*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || { cat "$tmp/cpack.log"; fail "no frosted-blooms_${version}_*.deb"; }
echo "$(basename "$deb"): $(du -h "$deb" | cut -f1)"

echo "--- control"
dpkg-deb -f "$deb" Package Version Section Depends Recommends | tee "$tmp/control"
depends=$(dpkg-deb -f "$deb" Depends)
for need in libqt6widgets6 libqt6svg6 libqt6charts6 libqt6gui6 libqt6core6 libc6 libstdc++6 \
            qt6-translations-l10n fonts-dejavu-core; do
  grep -q "\b$need\b" <<<"$depends" || fail "Depends lacks $need: $depends"
done
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "Section is not games"

echo "--- contents"
dpkg-deb -c "$deb" | awk '{print $6}' > "$tmp/contents"
id=org.frostedblooms.FrostedBlooms
for f in ./usr/games/frosted-blooms ./usr/games/frosted-blooms-cli \
         ./usr/share/frosted-blooms/data/tiles.json ./usr/share/frosted-blooms/data/rules.json \
         ./usr/share/frosted-blooms/translations/frosted-blooms_fr.qm \
         ./usr/share/frosted-blooms/translations/frosted-blooms_ja.qm \
         ./usr/share/frosted-blooms/translations/shell_fr.qm \
         ./usr/share/frosted-blooms/translations/shell_ja.qm \
         ./usr/share/applications/$id.desktop ./usr/share/metainfo/$id.metainfo.xml \
         ./usr/share/mime/packages/$id.xml \
         ./usr/share/icons/hicolor/scalable/apps/$id.svg \
         ./usr/share/icons/hicolor/48x48/apps/$id.png ./usr/share/icons/hicolor/256x256/apps/$id.png \
         ./usr/share/man/man6/frosted-blooms.6.gz ./usr/share/man/man6/frosted-blooms-cli.6.gz \
         ./usr/share/doc/frosted-blooms/copyright ./usr/share/doc/frosted-blooms/changelog.gz \
         ./usr/share/doc/frosted-blooms/rules.md ./usr/share/doc/frosted-blooms/rules.fr.md; do
  grep -qxF "$f" "$tmp/contents" || fail "the package has no $f"
done
bad='^./usr/local\|^./opt\|^./usr/bin/\|test\|bench\|render-icon'
if grep -q "$bad" "$tmp/contents"; then
  fail "the package holds files it should not: $(grep "$bad" "$tmp/contents")"
fi

echo "--- lintian"
# Errors fail; warnings are printed for the record.
lintian --fail-on error --tag-display-limit 0 "$deb" 2>&1 | grep -v 'running with root privileges' |
  tee "$tmp/lintian.log" || true
if grep -q '^E:' "$tmp/lintian.log"; then fail "lintian reports errors"; fi
lintian --fail-on error "$deb" > /dev/null 2>&1 || fail "lintian exits non-zero"

echo "--- unpacked into a temporary root"
root="$tmp/root"
dpkg-deb -x "$deb" "$root"
cli="$root/usr/games/frosted-blooms-cli"
gui="$root/usr/games/frosted-blooms"
"$cli" validate-data > "$tmp/validate.json" || fail "the installed CLI does not validate its data"
grep -q '"ok": true' "$tmp/validate.json" || fail "validate-data: $(cat "$tmp/validate.json")"
# The data it reads is the installed copy: broken there, it is reported broken, by that path.
cp "$root/usr/share/frosted-blooms/data/rules.json" "$tmp/rules.json"
echo '{ broken' > "$root/usr/share/frosted-blooms/data/rules.json"
set +e
"$cli" validate-data > "$tmp/broken.json" 2>&1
rc=$?
set -e
[ $rc = 1 ] || fail "a broken installed rules.json gives exit $rc, not 1: $(cat "$tmp/broken.json")"
grep -q "rules.json" "$tmp/broken.json" || fail "the broken file is not named: $(cat "$tmp/broken.json")"
cp "$tmp/rules.json" "$root/usr/share/frosted-blooms/data/rules.json"

"$gui" --version | grep -q "$version" || fail "frosted-blooms --version is not $version"
"$gui" --lang fr --help | grep -q "Usage\|Utilisation" || fail "frosted-blooms --help"
"$gui" --lang fr --help | grep -qi "partie" || fail "frosted-blooms --lang fr --help is not in French"
"$gui" --screenshot "$tmp/table.png" --players 3 --size 1024x700 || fail "screenshot from the installed tree"
[ -s "$tmp/table.png" ] || fail "no table.png"

# A saved game, written by the installed CLI, opened by the installed game as its argument.
cat > "$tmp/game.json" <<'JSON'
{"players": ["Ada", "Ben"], "seed": 5, "actions": ["take 1"]}
JSON
"$cli" play --save "$tmp/round.frosted.json" < "$tmp/game.json" > /dev/null ||
  fail "the CLI could not write a save"
"$gui" "$tmp/round.frosted.json" --screenshot "$tmp/saved.png" --size 1024x700 --turns 0 ||
  fail "frosted-blooms FILE --screenshot"
[ -s "$tmp/saved.png" ] || fail "no saved.png"
"$gui" --screenshot "$tmp/default.png" --size 1024x700 --turns 0 || fail "the default table"
cmp -s "$tmp/saved.png" "$tmp/default.png" && fail "the saved game renders as the default table"
set +e
"$gui" "$tmp/missing.frosted.json" --screenshot "$tmp/missing.png" 2> "$tmp/missing.err"
rc=$?
set -e
[ $rc = 2 ] || fail "a missing save gives exit $rc, not 2"
grep -q "missing.frosted.json" "$tmp/missing.err" || fail "the missing save is not named: $(cat "$tmp/missing.err")"

# The desktop files as installed: the program named in /usr/games, still valid.
desktop="$root/usr/share/applications/$id.desktop"
grep -qx 'Exec=/usr/games/frosted-blooms %f' "$desktop" || fail "the installed entry's Exec: $(grep Exec "$desktop")"
desktop-file-validate "$desktop" || fail "the installed desktop entry does not validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" > /dev/null ||
  fail "the installed metainfo does not validate"
python3 - "$root/usr/share/icons/hicolor" "$id" <<'PY' || fail "an icon's size does not match its folder"
import struct, sys, pathlib
root, name = pathlib.Path(sys.argv[1]), sys.argv[2]
pngs = sorted(root.glob("*x*/apps/" + name + ".png"))
assert len(pngs) >= 8, pngs
for png in pngs:
    head = png.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", png
    w, h = struct.unpack(">II", head[16:24])
    assert f"{w}x{h}" == png.parent.parent.name, (png, w, h)
PY

echo "--- the root moved elsewhere"
mv "$root" "$tmp/moved"
"$tmp/moved/usr/games/frosted-blooms-cli" validate-data | grep -q '"ok": true' ||
  fail "the CLI does not find its data once moved"
"$tmp/moved/usr/games/frosted-blooms" --screenshot "$tmp/moved.png" --size 1024x700 ||
  fail "the game does not run once moved"
echo "--- cmake --install into a prefix, then moved"
cmake --install "$build" --prefix "$tmp/prefix" > /dev/null
for f in bin/frosted-blooms bin/frosted-blooms-cli share/frosted-blooms/data/tiles.json \
         share/frosted-blooms/translations/frosted-blooms_ja.qm \
         share/frosted-blooms/translations/shell_ja.qm \
         share/applications/$id.desktop share/icons/hicolor/scalable/apps/$id.svg \
         share/man/man6/frosted-blooms.6.gz share/doc/frosted-blooms/rules.md; do
  [ -e "$tmp/prefix/$f" ] || fail "cmake --install did not write $f"
done
mv "$tmp/prefix" "$tmp/elsewhere"
"$tmp/elsewhere/bin/frosted-blooms-cli" validate-data | grep -q '"ok": true' ||
  fail "the CLI installed by cmake --install does not find its data once moved"
echo "OK: $(basename "$deb") installs and runs from an unpacked root"
