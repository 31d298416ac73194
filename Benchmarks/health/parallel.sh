#!/bin/bash
# One export on 1, 2, … cores (--threads): wall time, CPU time and peak RSS of `inspect` and
# `convert → parquet` with --threads 1, 2 (and THREADS="1 2 all …" as asked: `all` gives no --threads, the
# default, every core available), interleaved round by round so a change of the machine's load hits every
# row alike, with the load average before each run and the hash of every output (they must be equal across
# thread counts).
#   Benchmarks/health/parallel.sh WKCONV EXPORT.zip [ROUNDS]
# Prints one TSV row per run: round, command, threads, wall s, user s, sys s, peak RSS MB, load, output hash.
set -euo pipefail
WK=$1
INPUT=$2
ROUNDS=${3:-3}
THREADS=${THREADS:-1 2}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
printf 'round\tcommand\tthreads\twall_s\tuser_s\tsys_s\tpeak_rss_MB\tload1\thash\n'
for round in $(seq 1 "$ROUNDS"); do
  for command in inspect parquet; do
    for t in $THREADS; do
      load=$(cut -d' ' -f1 /proc/loadavg)
      rm -f "$OUT/out.parquet" "$OUT/inspect.txt"
      if [ "$t" = all ]; then flag=(); else flag=(--threads "$t"); fi
      if [ "$command" = inspect ]; then
        /usr/bin/time -f '%e %U %S %M' -o "$OUT/time" "$WK" inspect "${flag[@]}" "$INPUT" > "$OUT/inspect.txt" 2>&1
        hash=$(sha256sum < "$OUT/inspect.txt" | cut -c1-12)
      else
        /usr/bin/time -f '%e %U %S %M' -o "$OUT/time" "$WK" convert --quiet "${flag[@]}" "$INPUT" "$OUT/out.parquet"
        hash=$(sha256sum < "$OUT/out.parquet" | cut -c1-12)
      fi
      read -r wall user sys rss < "$OUT/time"
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$command" "$t" "$wall" "$user" "$sys" \
        "$((rss / 1024))" "$load" "$hash"
    done
  done
done
