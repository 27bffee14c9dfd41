#!/usr/bin/env python3
"""Lighthouse on the built site: performance, best practices, accessibility (mobile).

Builds the site into a temporary directory (or takes ``--dist DIR``), serves
it with tools/serve.py (the netlify.toml headers), and runs Lighthouse from
node_modules (a devDependency, pinned in package-lock.json; it drives the
Chromium given by ``CHROME_PATH``, /usr/bin/chromium by default, and never
downloads one) with its default mobile profile: a phone screen, simulated
slow 4G and a 4x slower CPU.  Prints, per run and as medians: the
performance score, Total Blocking Time, Time to Interactive, First
Contentful Paint, Largest Contentful Paint, and the best-practices and
accessibility scores, then every audit of those two categories that did not
pass (with the deprecated APIs Chromium reported, if any).

Numbers only, no thresholds: compare them across commits.  Lighthouse's
simulated throttling makes one run differ from the next; use ``--runs``.

Usage: python3 bench/lighthouse.py [--runs N] [--dist DIR] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402  (tools/ is not a package)
import chromium  # noqa: E402
import serve  # noqa: E402

LIGHTHOUSE = ROOT / "node_modules" / "lighthouse" / "cli" / "index.js"
CATEGORIES = ("performance", "best-practices", "accessibility")
METRICS = (
    ("total-blocking-time", "TBT"),
    ("interactive", "TTI"),
    ("first-contentful-paint", "FCP"),
    ("largest-contentful-paint", "LCP"),
)


def run_lighthouse(url: str, out: Path) -> dict[str, Any]:
    if not LIGHTHOUSE.is_file():
        raise SystemExit(f"{LIGHTHOUSE} is missing: run `npm ci` first")
    env = dict(os.environ)
    env.setdefault("CHROME_PATH", str(chromium.DEBIAN_CHROMIUM))
    flags = " ".join(["--headless=new", *chromium.ARGS])
    command = [
        "node", str(LIGHTHOUSE), url,
        "--quiet", "--output=json", f"--output-path={out}",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={flags}",
    ]
    subprocess.run(command, check=True, env=env, timeout=600)
    report: dict[str, Any] = json.loads(out.read_text("utf-8"))
    return report


def summary(report: dict[str, Any]) -> dict[str, float]:
    row = {name: float(report["categories"][name]["score"] or 0) for name in CATEGORIES}
    for audit, label in METRICS:
        row[label] = float(report["audits"][audit].get("numericValue") or 0) / 1000
    return row


def failures(report: dict[str, Any]) -> list[str]:
    """The audits of best practices and accessibility that did not pass, with their details."""
    lines = []
    for category in ("best-practices", "accessibility"):
        for ref in report["categories"][category]["auditRefs"]:
            audit = report["audits"][ref["id"]]
            if ref.get("weight", 0) and audit.get("score") is not None and audit["score"] < 1:
                lines.append(f"{category}: {audit['id']}: {audit['title']}")
                for item in (audit.get("details") or {}).get("items", [])[:5]:
                    text = item.get("value") or item.get("description") or item.get("node", {}).get("snippet")
                    where = (item.get("source") or {}).get("url", "")
                    if text:
                        lines.append(f"    {str(text)[:150]}" + (f" ({where})" if where else ""))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Lighthouse (mobile) on the built site.")
    parser.add_argument("--runs", type=int, default=3, help="Lighthouse runs (default 3)")
    parser.add_argument("--dist", type=Path, help="an existing build to test (default: build one)")
    parser.add_argument("--json", type=Path, help="also keep the last report here")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="quintet-lighthouse-") as tmp:
        site = args.dist
        if site is None:
            site = Path(tmp) / "site"
            build_site.build(site)
        rows, report = [], {}
        with serve.background(site, precompressed=True) as url:
            for run in range(args.runs):
                report = run_lighthouse(url, Path(tmp) / f"report-{run}.json")
                rows.append(summary(report))
                row = rows[-1]
                print(f"run {run + 1}: performance {row['performance']:.2f}  TBT {row['TBT']:.2f} s  "
                      f"TTI {row['TTI']:.1f} s  FCP {row['FCP']:.1f} s  LCP {row['LCP']:.1f} s  "
                      f"best-practices {row['best-practices']:.2f}  accessibility {row['accessibility']:.2f}",
                      flush=True)
        if args.json:
            args.json.write_text(json.dumps(report, indent=1), "utf-8")
    print(f"Lighthouse {report.get('lighthouseVersion', '?')}, mobile, median of {len(rows)}:")
    for key in ("performance", "TBT", "TTI", "FCP", "LCP", "best-practices", "accessibility"):
        unit = " s" if key in dict(METRICS).values() or key in ("TBT", "TTI", "FCP", "LCP") else ""
        print(f"  {key:15} {statistics.median(row[key] for row in rows):6.2f}{unit}")
    problems = failures(report)
    print("not passed (last run):" if problems else "every best-practices and accessibility audit passed")
    for line in problems:
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
