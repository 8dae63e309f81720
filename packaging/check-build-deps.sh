#!/usr/bin/env bash
# Fresh-machine check: everything the configured build loads from /usr comes from a package that
# packaging/packages.txt names, or that one of them depends on (Depends and Pre-Depends only, because setup.sh
# installs with --no-install-recommends). A machine with extra packages installed by hand builds anyway, so
# this test, not a green build, is what proves that a fresh Debian 12 has everything.
# Checked: each package configuration CMake loaded (the *_DIR entries of CMakeCache.txt under /usr), the
# compiler and build tool, and each library under /usr that a link line names. Usage: check-build-deps.sh BUILD
set -euo pipefail
src=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=$1
cache=$build/CMakeCache.txt
[[ -f $cache ]] || { echo "package-deps: $cache: no such file (configure first)"; exit 1; }

mapfile -t named < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$src/packages.txt")
# Every package apt would install for the named ones without recommends (its first-column lines; the
# indented lines are the dependency edges). Alternatives count: apt may choose any of them.
declare -A closure=()
while read -r p; do closure[${p%%:*}]=1; done < <(
  apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces \
    --no-enhances "${named[@]}" 2>/dev/null | grep -v '^ ')
for p in "${named[@]}"; do
  [[ -n ${closure[$p]:-} ]] || { echo "package-deps: packages.txt names \"$p\", which apt does not know"; exit 1; }
done

# "what|path" lines: a package configuration file (or the directory when it holds none), tools, libraries.
items=()
while IFS='=' read -r entry dir; do
  name=${entry%%:*}
  config=$(ls "$dir/${name%_DIR}Config.cmake" "$dir/${name%_DIR}-config.cmake" 2>/dev/null | head -n1 || true)
  items+=("$name|${config:-$dir}")
done < <(grep -E '^[A-Za-z0-9_]+_DIR:(PATH|INTERNAL)=/usr/' "$cache" | grep -v '^_')
for tool in CMAKE_CXX_COMPILER CMAKE_MAKE_PROGRAM; do
  path=$(grep -E "^$tool:[A-Z]+=" "$cache" | cut -d= -f2-)
  [[ $path == /usr/* ]] && items+=("$tool|$(readlink -f "$path")")
done
while read -r lib; do items+=("linked library|$lib"); done < <(
  grep -ohE '/usr/[^ ]+\.(so|a)(\.[0-9]+)*' "$build/build.ninja" | sort -u)

# One dpkg -S for all paths (it reads its whole database each time). It prints "pkg[:arch][, pkg...]: path";
# a shared directory has several owners, and any of them will do.
declare -A owners=()
paths=()
for item in "${items[@]}"; do paths+=("${item#*|}"); done
while IFS= read -r line; do
  [[ $line == diversion* ]] && continue
  owners[${line##*: }]=$(sed -e 's/: \/.*//' -e 's/:[a-z0-9]*//g' -e 's/,//g' <<<"$line")
done < <(dpkg -S "${paths[@]}" 2>/dev/null || true)

failed=0
for item in "${items[@]}"; do
  what=${item%%|*} path=${item#*|}
  if [[ -z ${owners[$path]:-} ]]; then
    echo "package-deps: $what ($path) belongs to no Debian package: a fresh machine will not have it"
    failed=1
    continue
  fi
  ok=0
  for o in ${owners[$path]}; do [[ -n ${closure[$o]:-} ]] && ok=1; done
  if ((!ok)); then
    first=${owners[$path]%% *}
    echo "package-deps: $what ($path) comes from ${owners[$path]// /, }, which packaging/packages.txt" \
      "neither names nor pulls in: add $first to packaging/packages.txt"
    failed=1
  fi
done
((failed)) && exit 1
echo "package-deps: ${#items[@]} configurations, tools and libraries come from the ${#named[@]} packages of" \
  "packages.txt or their ${#closure[@]} dependencies"
