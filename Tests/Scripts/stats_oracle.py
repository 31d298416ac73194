#!/usr/bin/env python3
"""Independent per-day statistics of Apple Health export.xml files, as Health computes them.

Reads a JSON list of jobs on stdin and prints a JSON list of results (one process per batch):
  {"files": [...], "type": "HKQuantityTypeIdentifierStepCount", "mode": "priority" | "plain" | "discrete",
   "priority": ["name", ...]}   # optional; names first, then Apple Watch, iPhone, others (by name)
Result: {"YYYY-MM-DD": value} for priority/plain (the sum), or
        {"YYYY-MM-DD": {"average":…, "minimum":…, "maximum":…, "mostRecent":…}} for discrete, in the
        export's own units; days are local calendar days in each record's own UTC offset.

The rules, written here from the description, not from wkconv's code: a record spanning local midnight
is split there, a cumulative value pro-rated by time. Priority: the day's timeline is cut into elementary
segments at every start and end; in each segment the highest-ranked source that has a record covering
it is the only one counted, each of its covering records adding value x segment / duration. A
zero-duration record counts unless a higher-ranked source covers its instant. Discrete: a record counts
in each day it overlaps; the average is weighted by time (an instant holds until the next record's start
in the day, the last instant nothing; all zero: plain mean) for heart rate, plain otherwise.
"""
import json
import sys
import xml.etree.ElementTree as ET
from datetime import datetime, timedelta

FMT = "%Y-%m-%d %H:%M:%S %z"
WEIGHTED = {"HKQuantityTypeIdentifierHeartRate", "HKQuantityTypeIdentifierRestingHeartRate"}


def records(files, typ):
    order = 0
    for path in files:
        depth = 0
        for event, el in ET.iterparse(path, events=("start", "end")):
            if event == "start":
                depth += 1
                continue
            depth -= 1
            # Top-level records only: a correlation's members are repeated at top level.
            if depth == 1 and el.tag == "Record" and el.get("type") == typ:
                order += 1
                s = datetime.strptime(el.get("startDate"), FMT)
                e = datetime.strptime(el.get("endDate"), FMT)
                yield {
                    "source": el.get("sourceName") or "",
                    "device": el.get("device") or "",
                    "start": s,
                    "end": e.astimezone(s.tzinfo),
                    "value": float(el.get("value")),
                    "order": order,
                }
            if el.tag in ("Record", "Workout", "Correlation"):
                el.clear()


def source_class(name, device):
    d = device.lower()
    if "model:watch" in d or "name:apple watch" in d or "apple watch" in name.lower():
        return 0
    if "model:iphone" in d or "iphone" in name.lower():
        return 1
    return 2


def day_pieces(rec, prorate):
    """(day, start_ts, end_ts, value) pieces of a record split at its own local midnights."""
    s, e = rec["start"], rec["end"]
    total = (e - s).total_seconds()
    if total <= 0:
        yield s.date().isoformat(), s.timestamp(), s.timestamp(), rec["value"]
        return
    cur = s
    while cur < e:
        midnight = datetime.combine(cur.date() + timedelta(days=1), datetime.min.time(), tzinfo=cur.tzinfo)
        to = min(e, midnight)
        part = (to - cur).total_seconds()
        yield cur.date().isoformat(), cur.timestamp(), to.timestamp(), rec["value"] * part / total if prorate else rec["value"]
        cur = to


def priority_day(pieces, rank):
    cuts = sorted({p[1] for p in pieces} | {p[2] for p in pieces})
    total = 0.0
    spans = [p for p in pieces if p[2] > p[1]]
    for a, b in zip(cuts, cuts[1:]):
        covering = [p for p in spans if p[1] <= a and p[2] >= b]
        if not covering:
            continue
        best = min(rank[p[0]] for p in covering)
        for p in covering:
            if rank[p[0]] == best:
                total += p[3] * (b - a) / (p[2] - p[1])
    for p in pieces:
        if p[2] == p[1]:
            if not any(rank[q[0]] < rank[p[0]] and q[1] <= p[1] < q[2] for q in spans):
                total += p[3]
    return total


def run(job):
    typ, mode = job["type"], job["mode"]
    recs = list(records(job["files"], typ))
    days = {}
    classes = {}
    for r in recs:
        c = source_class(r["source"], r["device"])
        classes[r["source"]] = min(classes.get(r["source"], 2), c)
        for day, a, b, v in day_pieces(r, mode != "discrete"):
            days.setdefault(day, []).append((r["source"], a, b, v, r["order"]))
    preferred = [p.lower() for p in job.get("priority", [])]

    def key(src):
        idx = preferred.index(src.lower()) if src.lower() in preferred else len(preferred)
        return (idx, classes[src], src)

    rank = {src: i for i, src in enumerate(sorted(classes, key=key))}
    out = {}
    for day, pieces in sorted(days.items()):
        if mode == "plain":
            out[day] = sum(p[3] for p in pieces)
        elif mode == "priority":
            out[day] = priority_day(pieces, rank)
        else:
            out[day] = discrete_day(pieces, day, typ in WEIGHTED)
    return out


def discrete_day(pieces, day, weighted):
    ps = sorted(pieces, key=lambda p: (p[1], p[4]))
    values = [p[3] for p in ps]
    latest = max(ps, key=lambda p: (p[2], p[1], p[4]))
    weights = []
    for i, p in enumerate(ps):
        if p[2] > p[1]:
            weights.append(p[2] - p[1])
        elif i + 1 < len(ps):
            weights.append(max(0.0, ps[i + 1][1] - p[1]))
        else:
            weights.append(0.0)
    if weighted and sum(weights) > 0:
        avg = sum(v * w for v, w in zip(values, weights)) / sum(weights)
    else:
        avg = sum(values) / len(values)
    return {"average": avg, "minimum": min(values), "maximum": max(values), "mostRecent": latest[3]}


if __name__ == "__main__":
    print(json.dumps([run(job) for job in json.load(sys.stdin)]))
