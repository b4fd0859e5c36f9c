#!/usr/bin/env python3
"""own-symbols.py GRAPH MODULE: keeps in a symbol graph only what MODULE itself declares.

A module that re-exports others (`Oneway`) gets their every symbol in its graph; documented
as they come, its archive would repeat the other archives' pages. What it declares itself
stays, with the pages of the re-exported protocols it extends (for their new members) and of
the re-exported structs it adds members to (`Reactive`); copies of protocol members on
conforming types stay on the protocol's page. Deletes the graph if
nothing is left.
"""
import json
import os
import sys

path, module = sys.argv[1], sys.argv[2]
graph = json.load(open(path))
every = {symbol["identifier"]["precise"] for symbol in graph["symbols"]}


def own(symbol):
    return f"/Sources/{module}/" in symbol.get("location", {}).get("uri", "")


def parent(symbol):
    return symbol["pathComponents"][0] if len(symbol["pathComponents"]) > 1 else None


own_types = {symbol["pathComponents"][0] for symbol in graph["symbols"] if own(symbol) and not parent(symbol)}
protocols = {
    symbol["pathComponents"][0]
    for symbol in graph["symbols"]
    if not own(symbol) and not parent(symbol) and symbol["kind"]["identifier"] == "swift.protocol"
}
# Re-exported structs it declares members of (`Reactive`'s notification and URL request
# members), not counting the copies of protocol members a conforming struct gets.
structs = {
    symbol["pathComponents"][0]
    for symbol in graph["symbols"]
    if not own(symbol) and not parent(symbol) and symbol["kind"]["identifier"] == "swift.struct"
}


def declared_in_struct(symbol):
    return parent(symbol) in structs and "::SYNTHESIZED::" not in symbol["identifier"]["precise"]


kept = [
    s
    for s in graph["symbols"]
    if own(s) and (not parent(s) or parent(s) in own_types | protocols or declared_in_struct(s))
]
extended = {parent(s) for s in kept if parent(s)} - own_types
kept += [s for s in graph["symbols"] if not own(s) and not parent(s) and s["pathComponents"][0] in extended]
kept_ids = {symbol["identifier"]["precise"] for symbol in kept}
if not kept:
    os.remove(path)
    sys.exit()
graph["symbols"] = kept
graph["relationships"] = [
    r for r in graph["relationships"] if r["source"] in kept_ids and (r["target"] in kept_ids or r["target"] not in every)
]
json.dump(graph, open(path, "w"))
