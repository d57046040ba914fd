#!/usr/bin/env python3
"""Reference values for the statistics family, computed once with independent implementations.

Run (Python 3 with numpy, scipy, statsmodels in a virtualenv):

    python3 -m venv .venv && .venv/bin/pip install numpy scipy statsmodels
    .venv/bin/python test/stats/reference/make_reference.py

It writes test/stats/reference/reference.json. Every input is generated here (numpy seeded RNG) and stored
with its outputs, so the TypeScript tests read both from the file. What computes each output:

- normal: scipy.stats.norm.cdf / ppf
- clusteredMean: statsmodels OLS on a constant, cov_type="cluster" (use_correction: G/(G-1)) and the plain
  OLS standard error (s/sqrt(n))
- clusteredRatio: statsmodels WLS of M/N on a constant with weights N, cov_type="cluster" and "HC1"
- bootstrap: the same Mulberry32 resampling ported to Python here (integer arithmetic), numpy.percentile
  (linear) for the percentile interval, scipy.special.ndtri/ndtr for BCa, cross-checked against
  scipy.stats.bootstrap(method="BCa") with 100000 resamples (a looser tolerance: different random draws)
- mcnemar: statsmodels.stats.contingency_tables.mcnemar(exact=True)
- cohensKappa: statsmodels.stats.inter_rater.cohens_kappa (kappa, std_kappa)
- wilson: statsmodels.stats.proportion.proportion_confint(method="wilson")
- mdd: statsmodels.stats.power.NormalIndPower(ratio=0) solve_power, times sigma_d
- calibration, roganGladen (with the Lang-Reiczigel interval), horvitzThompson, passK: numpy / math written out here from
  the textbook formulas
  (no library implements them as such); pass^k with math.comb.
"""
import json
import math
import os

import numpy as np
import scipy.stats as st
from scipy.special import ndtr, ndtri
import statsmodels.api as sm
from statsmodels.stats.contingency_tables import mcnemar
from statsmodels.stats.inter_rater import cohens_kappa
from statsmodels.stats.proportion import proportion_confint
from statsmodels.stats.power import NormalIndPower

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20260202)
out = {"generator": "test/stats/reference/make_reference.py", "versions": {
    "numpy": np.__version__, "scipy": __import__("scipy").__version__, "statsmodels": sm.__version__}}

# --- normal
ps = [1e-12, 1e-6, 0.001, 0.025, 0.1, 0.3, 0.5, 0.7, 0.8, 0.9, 0.975, 0.999, 1 - 1e-9]
zs = [-9.0, -5.0, -3.0, -2.9, -1.96, -1.0, 0.0, 0.5, 1.0, 1.96, 2.9, 3.0, 5.0]
out["normal"] = {"p": ps, "ppf": [float(st.norm.ppf(p)) for p in ps], "z": zs, "cdf": [float(st.norm.cdf(z)) for z in zs]}

# --- clustered mean
cases = []
for (G, per, binary) in [(5, 4, True), (12, 3, False), (30, 2, True), (8, 1, False)]:
    clusters, values = [], []
    for g in range(G):
        m = int(per + rng.integers(0, 2)) if per > 1 else 1
        effect = rng.normal(0, 1)
        for _ in range(m):
            clusters.append(f"t{g}")
            if binary:
                values.append(float(rng.random() < 1 / (1 + math.exp(-effect))))
            else:
                values.append(float(round(effect + rng.normal(0, 0.5), 4)))
    y = np.array(values)
    X = np.ones((len(y), 1))
    groups = np.array([int(c[1:]) for c in clusters])
    fit_c = sm.OLS(y, X).fit(cov_type="cluster", cov_kwds={"groups": groups})
    fit_n = sm.OLS(y, X).fit()
    cases.append({"values": values, "clusters": clusters, "mean": float(y.mean()),
                  "naiveSe": float(fit_n.bse[0]), "clusteredSe": float(fit_c.bse[0])})
out["clusteredMean"] = cases

# --- clustered ratio
cases = []
for (G, per) in [(6, 3), (20, 2), (40, 4)]:
    clusters, num, den = [], [], []
    for g in range(G):
        p = rng.beta(2, 3)
        for _ in range(int(per + rng.integers(0, 2))):
            n = int(rng.integers(1, 7))
            clusters.append(f"task-{g}")
            den.append(n)
            num.append(int(rng.binomial(n, p)))
    M, N = np.array(num, float), np.array(den, float)
    groups = np.array([int(c.split("-")[1]) for c in clusters])
    X = np.ones((len(M), 1))
    fit_c = sm.WLS(M / N, X, weights=N).fit(cov_type="cluster", cov_kwds={"groups": groups})
    fit_h = sm.WLS(M / N, X, weights=N).fit(cov_type="HC1")
    R = M.sum() / N.sum()
    cases.append({"numerators": num, "denominators": den, "clusters": clusters, "value": float(R),
                  "clusteredSe": float(fit_c.bse[0]), "naiveSe": float(fit_h.bse[0]),
                  "itemSe": float(math.sqrt(R * (1 - R) / N.sum()))})
out["clusteredRatio"] = cases


# --- bootstrap with the same PRNG
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


def cluster_bootstrap_mean(values, clusters, B, seed):
    order = []
    groups = {}
    for v, c in zip(values, clusters):
        if c not in groups:
            groups[c] = []
            order.append(c)
        groups[c].append(v)
    gl = [groups[c] for c in order]
    G = len(gl)
    u = mulberry32(seed)
    reps = []
    for _ in range(B):
        sample = []
        for _ in range(G):
            sample += gl[int(math.floor(u() * G))]
        reps.append(sum(sample) / len(sample))
    jack = []
    for i in range(G):
        rest = [x for k, g in enumerate(gl) if k != i for x in g]
        jack.append(sum(rest) / len(rest))
    return np.array(reps), np.array(jack)


def bca(theta, reps, jack, level):
    share = ((reps < theta).sum() + (reps <= theta).sum()) / (2 * len(reps))
    z0 = ndtri(share)
    d = jack.mean() - jack
    a = (d ** 3).sum() / (6 * ((d ** 2).sum()) ** 1.5)
    lo_hi = []
    for alpha in [(1 - level) / 2, (1 + level) / 2]:
        z = z0 + ndtri(alpha)
        lo_hi.append(float(np.percentile(reps, 100 * ndtr(z0 + z / (1 - a * z)))))
    return float(z0), float(a), lo_hi


cases = []
for idx, (n, G) in enumerate([(40, 40), (60, 15)]):
    values = [float(round(x, 4)) for x in rng.gamma(2.0, 1.0, n)]
    clusters = [f"c{i % G}" for i in range(n)]
    B, seed, level = 2000, 7 + idx, 0.95
    reps, jack = cluster_bootstrap_mean(values, clusters, B, seed)
    theta = float(np.mean(values))
    z0, a, (blo, bhi) = bca(theta, reps, jack, level)
    case = {"values": values, "clusters": clusters, "replicates": B, "seed": seed, "level": level,
            "estimate": theta, "firstReplicates": [float(x) for x in reps[:5]],
            "percentile": [float(np.percentile(reps, 2.5)), float(np.percentile(reps, 97.5))],
            "jackknife": [float(x) for x in jack], "z0": z0, "acceleration": a, "bca": [blo, bhi]}
    if G == n:
        res = st.bootstrap((np.array(values),), np.mean, n_resamples=100000, method="BCa",
                           confidence_level=level, random_state=np.random.default_rng(1))
        case["scipyBca100k"] = [float(res.confidence_interval.low), float(res.confidence_interval.high)]
    cases.append(case)
out["bootstrap"] = cases

# --- McNemar exact
out["mcnemar"] = [{"b": b, "c": c, "pValue": float(mcnemar([[10, b], [c, 7]], exact=True).pvalue)}
                  for (b, c) in [(9, 2), (0, 0), (1, 0), (5, 5), (3, 12), (20, 31), (0, 7)]]

# --- Cohen's kappa
cases = []
for (n, k) in [(40, 2), (80, 3), (25, 4)]:
    cats = [f"c{i}" for i in range(k)]
    a = rng.integers(0, k, n)
    b = np.where(rng.random(n) < 0.6, a, rng.integers(0, k, n))
    table = np.zeros((k, k))
    for x, y in zip(a, b):
        table[x, y] += 1
    r = cohens_kappa(table)
    cases.append({"a": [cats[i] for i in a], "b": [cats[i] for i in b], "kappa": float(r.kappa),
                  "se": float(r.std_kappa)})
out["cohensKappa"] = cases

# --- Wilson
out["wilson"] = []
for (x, n) in [(8, 10), (0, 12), (12, 12), (1, 50), (37, 50), (500, 1000)]:
    lo, hi = proportion_confint(x, n, alpha=0.05, method="wilson")
    out["wilson"].append({"x": x, "n": n, "lo": float(lo), "hi": float(hi)})

# --- MDD (one-sample z test on the per-task differences)
out["mdd"] = []
for (var_d, T) in [(0.5, 50), (0.2933, 50), (0.1, 200), (0.02, 20)]:
    d = NormalIndPower().solve_power(effect_size=None, nobs1=T, alpha=0.05, power=0.8, ratio=0)
    closed = (st.norm.ppf(0.975) + st.norm.ppf(0.8)) * math.sqrt(var_d / T)
    out["mdd"].append({"differenceVariance": var_d, "tasks": T, "statsmodels": float(d * math.sqrt(var_d)), "closedForm": float(closed)})

# --- calibration (ECE), written out with numpy
probs = [float(round(x, 3)) for x in rng.random(200)]
outcomes = [bool(rng.random() < p ** 1.5) for p in probs]
P, O = np.array(probs), np.array(outcomes, float)
bins = np.minimum((P * 10).astype(int), 9)
ece = sum((bins == b).sum() / len(P) * abs(O[bins == b].mean() - P[bins == b].mean()) for b in range(10) if (bins == b).any())
out["calibration"] = {"probabilities": probs, "outcomes": outcomes, "bins": 10, "ece": float(ece),
                      "counts": [int((bins == b).sum()) for b in range(10)]}

# --- Rogan-Gladen with delta-method SE, written out
def rogan(flagged, judged, tp, pos, tn, neg):
    p, se, sp = flagged / judged, tp / pos, tn / neg
    pi = (p + sp - 1) / (se + sp - 1)
    v = (p * (1 - p) / judged + pi ** 2 * se * (1 - se) / pos + (1 - pi) ** 2 * sp * (1 - sp) / neg) / (se + sp - 1) ** 2
    return {"flagged": flagged, "judged": judged, "truePositives": tp, "positives": pos, "trueNegatives": tn,
            "negatives": neg, "prevalence": min(1, max(0, pi)), "unclipped": pi, "se": math.sqrt(v)}
# Lang & Reiczigel (2014, Prev. Vet. Med. 113:13-22) adjusted interval, written out from the paper: add z^2/2 flagged
# of z^2 judged, 1 of 2 to sensitivity and to specificity, Rogan-Gladen on the adjusted shares, delta SE on them, and
# the centre shifted by d = 2 z^2 (pi Se(1-Se)/n_pos - (1-pi) Sp(1-Sp)/n_neg) (adjusted quantities); ends clipped.
def lang_reiczigel(flagged, judged, tp, pos, tn, neg, level=0.95):
    z = float(st.norm.ppf((1 + level) / 2))
    n, npos, nneg = judged + z * z, pos + 2, neg + 2
    p, se, sp = (flagged + z * z / 2) / n, (tp + 1) / npos, (tn + 1) / nneg
    youden = se + sp - 1
    pi = (p + sp - 1) / youden
    sd = math.sqrt(p * (1 - p) / n + se * (1 - se) / npos * pi ** 2 + sp * (1 - sp) / nneg * (1 - pi) ** 2) / abs(youden)
    d = 2 * z * z * (pi * se * (1 - se) / npos - (1 - pi) * sp * (1 - sp) / nneg)
    return {"lo": min(1, max(0, pi + d - z * sd)), "hi": min(1, max(0, pi + d + z * sd))}

out["roganGladen"] = [rogan(30, 100, 18, 20, 36, 40), rogan(120, 400, 45, 50, 140, 150), rogan(5, 200, 9, 10, 95, 100),
                      rogan(12, 40, 21, 22, 28, 31)]
for c in out["roganGladen"]:
    c["interval"] = lang_reiczigel(c["flagged"], c["judged"], c["truePositives"], c["positives"], c["trueNegatives"], c["negatives"])
# every share at 0 or 1 (Se = 22/22, Sp = 31/31): no delta-method variance, the adjusted interval still has a width
out["roganGladenDegenerate"] = {"flagged": 10, "judged": 40, "truePositives": 22, "positives": 22, "trueNegatives": 31, "negatives": 31,
                                "interval": lang_reiczigel(10, 40, 22, 22, 31, 31)}

# --- Horvitz-Thompson (stratified SRS without replacement), written out
def ht(strata):
    N = sum(s[0] for s in strata)
    total = sum(Nh / nh * yh for (Nh, nh, yh) in strata)
    v = 0.0
    for (Nh, nh, yh) in strata:
        ph = yh / nh
        s2 = ph * (1 - ph) * nh / (nh - 1)
        v += (Nh / N) ** 2 * (1 - nh / Nh) * s2 / nh
    return {"strata": [{"stratum": f"s{i}", "population": s[0], "sampled": s[1], "positives": s[2]} for i, s in enumerate(strata)],
            "share": total / N, "total": total, "se": math.sqrt(v),
            "sampleShare": sum(s[2] for s in strata) / sum(s[1] for s in strata)}
out["horvitzThompson"] = [ht([(100, 50, 25), (900, 50, 1)]), ht([(40, 10, 3), (300, 30, 6), (2000, 20, 1)])]

# --- pass^k on random trial counts, with math.comb
tasks = [(4, int(c)) for c in rng.integers(0, 5, 30)]
out["passK"] = {"tasks": [{"n": n, "c": c} for n, c in tasks],
                "passHat": [float(np.mean([math.comb(c, k) / math.comb(n, k) for n, c in tasks])) for k in range(1, 5)],
                "passAt": [float(np.mean([1 - math.comb(n - c, k) / math.comb(n, k) for n, c in tasks])) for k in range(1, 5)]}

with open(os.path.join(HERE, "reference.json"), "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
print("wrote reference.json")
