#!/usr/bin/env bash
# The desktop files as the desktop's own validators see them (issue 18): the .desktop entry
# (desktop-file-validate), the AppStream metainfo (appstreamcli validate: no error, no warning),
# the MIME type (update-mime-database compiles it and maps *.frosted.json to it), and the man
# pages (man with warnings on, as lintian runs it: no warning).
# Usage: validate.sh SOURCE_DIR
set -euo pipefail
src=$1
pkg=$src/packaging
id=org.frostedblooms.FrostedBlooms
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

echo "--- desktop-file-validate"
out=$(desktop-file-validate "$pkg/$id.desktop" 2>&1) || fail "desktop-file-validate: $out"
[ -z "$out" ] || fail "desktop-file-validate reports: $out"
grep -qx 'Categories=Game;BoardGame;' "$pkg/$id.desktop" || fail "Categories is not Game;BoardGame;"
grep -qx 'MimeType=application/x-frosted-blooms-save;application/x-petals-save;application/x-blossoms-save;' "$pkg/$id.desktop" ||
  fail "the desktop entry does not open saved games"
grep -q '^Exec=frosted-blooms %f$' "$pkg/$id.desktop" || fail "Exec does not pass the file"

echo "--- appstreamcli validate"
out=$(appstreamcli validate --no-net --explain "$pkg/$id.metainfo.xml" 2>&1) ||
  fail "appstreamcli validate: $out"
if grep -E '^[EW]:' <<<"$out"; then fail "appstreamcli reports errors or warnings"; fi
for tag in '<summary>' '<description>' '<screenshots>' '<releases>' '<content_rating' \
           "<launchable type=\"desktop-id\">$id.desktop</launchable>"; do
  grep -qF "$tag" "$pkg/$id.metainfo.xml" || fail "metainfo has no $tag"
done
# The newest release is this version.
version=$(sed -n 's/^project(FrostedBlooms VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")
newest=$(grep -o '<release version="[^"]*"' "$pkg/$id.metainfo.xml" | head -1)
[ "$newest" = "<release version=\"$version\"" ] ||
  fail "the metainfo's newest release is $newest, not version $version"
head -1 "$pkg/changelog" | grep -qF "frosted-blooms ($version)" ||
  fail "packaging/changelog does not start with version $version"

echo "--- MIME type"
mkdir -p "$tmp/mime/packages"
cp "$pkg/$id.mime.xml" "$tmp/mime/packages/$id.xml"
xmllint --noout "$tmp/mime/packages/$id.xml"
# freedesktop.org.xml (application/json) next to ours, as on a desktop.
[ -f /usr/share/mime/packages/freedesktop.org.xml ] && cp /usr/share/mime/packages/freedesktop.org.xml "$tmp/mime/packages/"
XDG_DATA_DIRS="$tmp" update-mime-database "$tmp/mime" 2>&1 | tee "$tmp/umd.log"
if grep -qi 'error\|warning' "$tmp/umd.log"; then fail "update-mime-database complains"; fi
grep -q '^application/x-frosted-blooms-save:\*\.frosted\.json$\|:application/x-frosted-blooms-save:\*\.frosted\.json' \
  "$tmp/mime/globs2" || fail "*.frosted.json is not mapped to application/x-frosted-blooms-save"
grep -q '^application/x-petals-save:\*\.petals\.json$\|:application/x-petals-save:\*\.petals\.json' \
  "$tmp/mime/globs2" || fail "*.petals.json is not mapped to application/x-petals-save"
grep -q '^application/x-blossoms-save:\*\.blossoms\.json$\|:application/x-blossoms-save:\*\.blossoms\.json' \
  "$tmp/mime/globs2" || fail "*.blossoms.json is not mapped to application/x-blossoms-save"

echo "--- man pages"
for page in frosted-blooms frosted-blooms-cli; do
  warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 \
    man --warnings -E UTF-8 -l -Tutf8 -Z "$pkg/man/$page.6" 2>&1 >/dev/null)
  [ -z "$warnings" ] || fail "man page $page: $warnings"
  man -l "$pkg/man/$page.6" 2>/dev/null | grep -q "$version" || fail "man page $page: not version $version"
done
echo "OK: desktop entry, metainfo, MIME type and man pages validate"
