#!/usr/bin/env python3
"""
Independent check of trajlab's tick flattening (lib/src/io/ticks.ts) against tau2-bench's own code.

Prints, for every full-duplex simulation (messages null, ticks present) in the given files, the flat message list
that tau2-bench's Tick.get_all_messages() (src/tau2/data_model/message.py) produces, sorted by timestamp as
SimulationRun.get_messages() (src/tau2/data_model/simulation.py) does, reduced to the fields trajlab keeps.

Not run by the tests (it needs a tau2-bench checkout and pydantic); its output is committed as
test/fixtures/io/tau2-get-messages.expected.json and compared there. To regenerate:

    git clone https://github.com/sierra-research/tau2-bench /tmp/tau2   # any commit with ticks (>= 2026-03)
    python3 -m venv --system-site-packages /tmp/venv && /tmp/venv/bin/pip install pydantic deepdiff loguru toml pyyaml
    TAU2_SRC=/tmp/tau2/src /tmp/venv/bin/python scripts/oracle/tau2_get_messages.py \
        test/fixtures/io/corpus/voice-ticks.json test/fixtures/io/corpus/dir-voice/simulations/*.json \
        > test/fixtures/io/tau2-get-messages.expected.json

Only tau2.data_model.message is imported (the __init__ of tau2 and tau2.utils pull in the whole runner, so they
are bypassed).
SimulationRun.get_messages() itself is three lines (flatten the ticks, sort by timestamp, renumber turn_idx); the
sort is done here as it does it, so that its model class (which imports much more) is not needed.
"""
import json
import os
import sys
import types

src = os.environ.get("TAU2_SRC")
if not src:
    sys.exit("set TAU2_SRC to the src/ directory of a tau2-bench checkout")
for name in ("tau2", "tau2.utils"):  # bypass the packages' __init__ (they import the runner and more)
    pkg = types.ModuleType(name)
    pkg.__path__ = [os.path.join(src, *name.split("."))]
    sys.modules[name] = pkg
from tau2.data_model.message import Tick  # noqa: E402


def logged_timestamps(sim):
    """Every timestamp the file itself holds in the ticks (tau2 stamps a part without one with the load time)."""
    seen = set()
    for tick in sim["ticks"]:
        seen.add(tick.get("timestamp"))
        for key in ("agent_chunk", "user_chunk"):
            if tick.get(key):
                seen.add(tick[key].get("timestamp"))
        for key in ("agent_tool_results", "user_tool_results"):
            for r in tick.get(key) or []:
                seen.add(r.get("timestamp"))
    seen.discard(None)
    return seen


def flat(sim):
    logged = logged_timestamps(sim)
    messages = []
    for tick in sim["ticks"]:
        messages.extend(Tick.model_validate(tick).get_all_messages())
    messages = sorted(messages, key=lambda m: m.timestamp)  # SimulationRun.get_messages
    out = []
    for m in messages:
        # a load-time stamp differs on every run: shown as such, so the output is reproducible
        row = {"role": m.role, "content": m.content, "timestamp": m.timestamp if m.timestamp in logged else "<load time>"}
        if m.role == "tool":
            row.update({"id": m.id, "requestor": m.requestor, "error": m.error})
        else:
            row["tool_calls"] = [
                {"id": c.id, "name": c.name, "arguments": c.arguments, "requestor": c.requestor} for c in (m.tool_calls or [])
            ]
        out.append(row)
    return out


result = {}
for path in sys.argv[1:]:
    with open(path) as f:
        doc = json.load(f)
    sims = doc["simulations"] if isinstance(doc, dict) and "simulations" in doc else [doc]
    for sim in sims:
        if sim.get("messages") is None and sim.get("ticks") is not None:
            result[f"{os.path.basename(path)}#{sim['id']}"] = flat(sim)
json.dump(result, sys.stdout, indent=1, ensure_ascii=False)
sys.stdout.write("\n")
