#!/usr/bin/env python3
"""Reference values for issue 18 (statistics that never overclaim), computed with scipy and formulas written out.

Run (Python 3 with numpy and scipy; statsmodels is not needed):

    python3 test/stats/reference/make_reference_issue18.py

It writes test/stats/reference/reference_issue18.json. What computes each output:

- mcnemar: scipy.stats.binomtest(b, b + c, 0.5).pvalue (two-sided exact; equal to 2·min tail at p = 1/2),
  the mid-p 2·[F(k) − f(k)/2] with scipy.stats.binom, and log10 p from scipy.stats.binom.logcdf (for the
  p that underflows a double)
- newcombe: Newcombe (1998) method 10 written out here with the Wilson intervals (scipy.stats.norm.ppf);
- clopperPearson: scipy.stats.beta.ppf (the Beta-quantile form, independent of the bisection the library uses)
- grid: for every (b, c) with b, c ≤ 15 and n in {b + c, b + c + 8, 38, 100} with three splits of the concordant
  tasks (all both-succeed, half, all both-fail), the exact p and the Newcombe bounds; the disagreements between
  "Newcombe excludes 0" and "exact p < 0.05" are listed
- studentT: scipy.stats.t.ppf
- clusteredInterval: estimate ± t.ppf(0.975, G − 1)·se, and for a share the same on the logit scale with the
  delta-method SE se/(p(1 − p)), mapped back (written out)
- noiseFloor: the MDD (z_0.975 + z_0.8)·√(2σ̄²_w/T) and its percentile bootstrap (numpy.percentile, linear) over
  the tasks with the library's Mulberry32 draws ported here (index ⌊u·T⌋), T fixed, resamples with σ̄²_w = 0 failed
- zeroBetween: 10 tasks × 4 trials, each 2/4: the between-cluster sum of squared residual sums (numpy) is 0
"""
import json
import math
import os

import numpy as np
import scipy
import scipy.stats as st

HERE = os.path.dirname(os.path.abspath(__file__))
out = {"generator": "test/stats/reference/make_reference_issue18.py", "versions": {"numpy": np.__version__, "scipy": scipy.__version__}}
Z = float(st.norm.ppf(0.975))


def wilson(x, n, z=Z):
    p = x / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (0.0 if x == 0 else max(0.0, c - h), 1.0 if x == n else min(1.0, c + h))


def newcombe(a, b, c, d, z=Z):
    n = a + b + c + d
    p1, p2 = (a + b) / n, (a + c) / n
    l1, u1 = wilson(a + b, n, z)
    l2, u2 = wilson(a + c, n, z)
    den = (a + b) * (c + d) * (a + c) * (b + d)
    phi = (a * d - b * c) / math.sqrt(den) if den > 0 else 0.0
    th = p1 - p2
    lo = th - math.sqrt(max(0.0, (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2))
    hi = th + math.sqrt(max(0.0, (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2))
    return max(-1.0, lo), min(1.0, hi)


def mcnemar(b, c):
    m = b + c
    if m == 0:
        return 1.0, 1.0
    p = float(st.binomtest(b, m, 0.5).pvalue)
    k = min(b, c)
    mid = 1.0 if b == c else min(1.0, 2 * (st.binom.cdf(k, m, 0.5) - 0.5 * st.binom.pmf(k, m, 0.5)))
    return p, float(mid)


# --- McNemar exact p and mid-p
cases = []
for (b, c) in [(0, 1), (0, 4), (1, 4), (9, 2), (2, 9), (5, 5), (3, 10), (0, 12), (20, 31), (47, 60), (1, 1), (150, 170)]:
    p, mid = mcnemar(b, c)
    cases.append({"b": b, "c": c, "pValue": p, "midP": mid})
out["mcnemar"] = cases
# p that a double cannot hold: log10 p = log10(2) + log10 P(X = 0), X ~ Bin(2000, 1/2) (scipy logpmf; logcdf underflows)
out["mcnemarTiny"] = {"b": 0, "c": 2000, "log10P": float((math.log(2) + st.binom.logpmf(0, 2000, 0.5)) / math.log(10))}

# --- Newcombe method 10
cases = []
for (a, b, c, d) in [(34, 0, 4, 0), (30, 0, 4, 4), (12, 2, 1, 21), (8, 5, 1, 2), (0, 0, 0, 10), (40, 3, 3, 4), (5, 9, 2, 4), (0, 1, 0, 0)]:
    lo, hi = newcombe(a, b, c, d)
    p, mid = mcnemar(b, c)
    cases.append({"table": [a, b, c, d], "lo": lo, "hi": hi, "pValue": p, "midP": mid})
out["newcombe"] = cases

# --- Clopper-Pearson
cases = []
for (x, n) in [(0, 4), (4, 4), (1, 4), (3, 10), (9, 11), (0, 1), (17, 40), (50, 100)]:
    lo = 0.0 if x == 0 else float(st.beta.ppf(0.025, x, n - x + 1))
    hi = 1.0 if x == n else float(st.beta.ppf(0.975, x + 1, n - x))
    cases.append({"x": x, "n": n, "lo": lo, "hi": hi})
out["clopperPearson"] = cases

# --- grid: where "Newcombe excludes 0" and "exact p < 0.05" disagree
rows = []
disagree = []
for b in range(16):
    for c in range(16):
        m = b + c
        p, mid = mcnemar(b, c)
        for n in sorted({m, m + 8, 38, 100}):
            if n < m or n == 0:
                continue
            conc = n - m
            for a in sorted({conc, conc // 2, 0}):
                d = conc - a
                lo, hi = newcombe(a, b, c, d)
                rows.append([a, b, c, d, lo, hi, p])
                excl = lo > 0 or hi < 0
                if hi > lo and excl != (p < 0.05):
                    disagree.append([a, b, c, d])
out["grid"] = {"columns": ["both", "aOnly", "bOnly", "neither", "lo", "hi", "pValue"], "rows": rows, "disagree": disagree}

# --- Student t quantiles
qs = []
for df in [1, 2, 3, 4, 5, 9, 19, 29, 49, 200]:
    for p in [0.6, 0.9, 0.95, 0.975, 0.995]:
        qs.append({"df": df, "p": p, "q": float(st.t.ppf(p, df))})
out["studentT"] = qs

# --- clustered intervals: t with G - 1 df, on the logit scale for a share (delta method: se / (p (1 - p)))
cases = []
for (est, se, G, bounded) in [(0.8, 0.2, 5, True), (0.8, 0.2, 5, False), (0.013, 0.013, 40, True), (0.6, 0.24, 5, True),
                              (0.5, 0.05, 50, True), (2.5, 0.4, 8, False), (0.3, 0.1, 2, True)]:
    q = float(st.t.ppf(0.975, G - 1))
    if bounded and 0 < est < 1:
        lg = math.log(est / (1 - est))
        h = q * se / (est * (1 - est))
        lo, hi, method = 1 / (1 + math.exp(-(lg - h))), 1 / (1 + math.exp(-(lg + h))), "logit"
    else:
        lo, hi, method = est - q * se, est + q * se, "t"
    cases.append({"estimate": est, "se": se, "clusters": G, "bounded": bounded, "lo": lo, "hi": hi, "method": method, "df": G - 1})
out["clusteredInterval"] = cases

# --- the degenerate design: 10 tasks x 4 trials, each 2 of 4 successes: the CR1 clustered SE is exactly 0
values = [1.0, 1.0, 0.0, 0.0] * 10
groups = np.repeat(np.arange(10), 4)
resid = np.array(values) - np.mean(values)
between = float(sum(resid[groups == g].sum() ** 2 for g in range(10)))
out["zeroBetween"] = {"values": values, "clusters": [f"t{g}" for g in groups], "between": between,
                      "naiveSe": float(np.std(values, ddof=1) / math.sqrt(len(values)))}

# --- the noise floor's MDD with its percentile bootstrap over tasks (the library's Mulberry32 draws, ported)
def mulberry32(seed):
    a = seed & 0xFFFFFFFF

    def imul(x, y):
        return (x * y) & 0xFFFFFFFF

    def nxt():
        nonlocal a
        a = (a + 0x6D2B79F5) & 0xFFFFFFFF
        t = a
        t = imul(t ^ (t >> 15), t | 1)
        t ^= (t + imul(t ^ (t >> 7), t | 61)) & 0xFFFFFFFF
        return ((t ^ (t >> 14)) & 0xFFFFFFFF) / 4294967296
    return nxt


rng = np.random.default_rng(18)
ZSUM = float(st.norm.ppf(0.975) + st.norm.ppf(0.8))
cases = []
for (T, k, B, seed) in [(30, 4, 2000, 20260202), (8, 3, 500, 7)]:
    tasks = []
    for t in range(T):
        p = rng.beta(1, 1)
        tasks.append([float(rng.random() < p) for _ in range(k)])
    var = [float(np.var(v, ddof=1)) for v in tasks]
    w = float(np.mean(var))
    mdd = ZSUM * math.sqrt(2 * w / T)
    u = mulberry32(seed)
    reps, failed = [], 0
    for _ in range(B):
        sample = [var[int(math.floor(u() * T))] for _ in range(T)]
        ws = float(np.mean(sample))
        if ws == 0:
            failed += 1
        else:
            reps.append(ZSUM * math.sqrt(2 * ws / T))
    lo, hi = np.percentile(reps, [2.5, 97.5])
    cases.append({"tasks": tasks, "replicates": B, "seed": seed, "withinVariance": w, "mdd": mdd, "lo": float(lo), "hi": float(hi), "failed": failed})
out["noiseFloor"] = cases

with open(os.path.join(HERE, "reference_issue18.json"), "w") as f:
    json.dump(out, f, indent=None, separators=(",", ":"), allow_nan=False)
    f.write("\n")
print("grid rows", len(rows), "disagreements", len(disagree))
