import OnewayStore

/// The `--html` report: one self-contained HTML file (no external script, style sheet or
/// font) with a timeline of the actions over time, the list of steps, and for the selected
/// step its action, what it changed and the state, navigable with the keyboard.
///
/// The list and the timeline are plain HTML, so every action shows even without scripts;
/// the script embedded with the recording's data rebuilds each step's state from the
/// initial one and its changes, forwards and backwards.
package func htmlReport(of recording: InspectedRecording) -> String {
    let steps = recording.steps
    let name = recording.path.split(separator: "/").last.map(String.init) ?? recording.path
    // The timeline spans the actions, from the first to the last.
    let first = steps.dropFirst().first?.time ?? 0
    let duration = max((steps.last?.time ?? 0) - first, 0.000_001)

    var list = ""
    var ticks = ""
    for step in steps {
        let time = seconds(step.time)
        list +=
            "<li class=\"step\" id=\"step-\(step.number)\" data-step=\"\(step.number)\">"
            + "<span class=\"n\">\(step.number)</span><span class=\"t\">\(time)</span>"
            + "<span class=\"name\">\(escaped(step.name))</span></li>\n"
        guard step.number > 0 else { continue }
        let left = ((step.time - first) / duration * 1000).rounded() / 10
        ticks +=
            "<button class=\"tick\" data-step=\"\(step.number)\" style=\"left:\(left)%;--hue:\(hue(of: step.name))\" "
            + "title=\"step \(step.number) · \(escaped(step.name)) · \(time)\" tabindex=\"-1\"></button>\n"
    }

    var data = JSONObject()
    data["initial"] = steps.first?.state ?? .null
    data["steps"] = .array(
        steps.dropFirst().map { step in
            var entry = JSONObject()
            entry["n"] = .number(String(step.number))
            entry["name"] = .string(step.name)
            entry["action"] = step.action ?? .null
            entry["changes"] = .array(recording.changes(at: step.number).map(encode))
            return .object(entry)
        })

    let header = recording.header
    let subtitle =
        "\(steps.count - 1) step(s) over \(seconds(steps.last?.time ?? 0)) · state \(escaped(header?.stateType ?? "?")) · "
        + "actions \(escaped(header?.actionType ?? "?")) · started \(escaped(header?.start ?? "?"))"
    let problem = [
        recording.problem.map { "stopped reading at a bad line: \($0)" },
        recording.incompleteLine.map { "line \($0) is incomplete (a recorder killed while writing it?); left out" },
    ].compactMap { $0 }.map { "<p class=\"problem\">\(escaped($0))</p>\n" }.joined()

    return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(name)) · oneway-inspect</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>
        <h1>\(escaped(name))</h1>
        <p class="sub">\(subtitle)</p>
        \(problem)<div id="timeline" aria-label="timeline of the actions over time">
        \(ticks)</div>
        <p class="keys">Keys: ↑/↓ or j/k step · Home/End first/last · PgUp/PgDn ten steps · / filter · Esc clear filter</p>
        </header>
        <main>
        <nav>
        <input id="filter" type="search" placeholder="filter by action name (press /)" aria-label="filter by action name">
        <ol id="steps">
        \(list)</ol>
        </nav>
        <section id="detail">
        <h2 id="title">step 0</h2>
        <pre id="action"></pre>
        <h3>Changes</h3>
        <ul id="changes"></ul>
        <h3>State</h3>
        <div id="state" class="tree"></div>
        </section>
        </main>
        <script type="application/json" id="recording">\(JSONValue.object(data).jsonText(htmlSafe: true))</script>
        <script>\(script)</script>
        </body>
        </html>

        """
}

/// A change as the report's script reads it: `p` the path (numbers for array positions),
/// `o` the old value, `v` the new one, each present only if there is one.
private func encode(_ change: JSONChange) -> JSONValue {
    var object = JSONObject()
    object["p"] = .array(
        change.path.map { component in
            switch component {
            case .key(let key): .string(key)
            case .index(let index): .number(String(index))
            }
        })
    if let old = change.old { object["o"] = old }
    if let new = change.new { object["v"] = new }
    return .object(object)
}

/// A hue for an action's name, so that the timeline shows the same action in one colour.
private func hue(of name: String) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Int(hash % 360)
}

/// `text` with the characters HTML gives a meaning escaped.
private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        default: result.append(character)
        }
    }
    return result
}

private let style = """
    :root { color-scheme: light dark; --bg: #fff; --fg: #1d1d1f; --faint: #6e6e73; --line: #d2d2d7;
      --sel: #dbe9ff; --changed: #8a5a00; --changed-bg: #fff4d6; --added: #1a7f37; --added-bg: #e6f6ea;
      --removed: #b42318; --removed-bg: #fdecea; }
    @media (prefers-color-scheme: dark) { :root { --bg: #1c1c1e; --fg: #f2f2f7; --faint: #98989d; --line: #3a3a3c;
      --sel: #1f3a5f; --changed: #ffd479; --changed-bg: #3d3220; --added: #7ee2a8; --added-bg: #1d3526;
      --removed: #ff9f99; --removed-bg: #3d1f1f; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 -apple-system, system-ui, sans-serif; background: var(--bg); color: var(--fg); }
    header { padding: 12px 20px 4px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 18px; margin: 0; } h2 { font-size: 16px; margin: 0 0 6px; } h3 { font-size: 13px; margin: 14px 0 4px;
      color: var(--faint); text-transform: uppercase; letter-spacing: .04em; }
    .sub, .keys { color: var(--faint); margin: 2px 0 8px; } .keys { font-size: 12px; }
    .problem { color: var(--removed); background: var(--removed-bg); padding: 4px 8px; border-radius: 4px; }
    #timeline { position: relative; height: 34px; margin: 6px 8px 4px; border-bottom: 1px solid var(--line); }
    .tick { position: absolute; bottom: 0; width: 4px; height: 18px; margin-left: -2px; padding: 0; border: 0;
      border-radius: 2px 2px 0 0; background: hsl(var(--hue) 65% 50%); cursor: pointer; opacity: .75; }
    .tick.current { height: 32px; opacity: 1; outline: 2px solid var(--fg); }
    main { display: grid; grid-template-columns: minmax(240px, 32%) 1fr; height: calc(100vh - 150px); min-height: 300px; }
    nav { border-right: 1px solid var(--line); display: flex; flex-direction: column; min-height: 0; }
    #filter { margin: 8px; padding: 5px 8px; font: inherit; border: 1px solid var(--line); border-radius: 6px;
      background: var(--bg); color: var(--fg); }
    ol { list-style: none; margin: 0; padding: 0; overflow-y: auto; font: 13px/1.5 ui-monospace, monospace; }
    .step { display: grid; grid-template-columns: 4.5em 6.5em 1fr; gap: 6px; padding: 1px 10px; cursor: pointer; }
    .step:hover { background: var(--line); } .step.current { background: var(--sel); }
    .step.hidden { display: none; } .n, .t { color: var(--faint); text-align: right; }
    #detail { overflow: auto; padding: 12px 20px; min-height: 0; }
    pre, .tree, #changes { font: 13px/1.5 ui-monospace, monospace; }
    pre { margin: 0; white-space: pre-wrap; word-break: break-all; }
    #changes { margin: 0; padding-left: 18px; }
    .line { white-space: pre; } .changed { color: var(--changed); background: var(--changed-bg); }
    .added { color: var(--added); background: var(--added-bg); }
    .removed { color: var(--removed); background: var(--removed-bg); text-decoration: line-through; }
    """

private let script = """
    "use strict";
    const data = JSON.parse(document.getElementById("recording").textContent);
    const copy = (value) => value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    const box = { root: copy(data.initial) };
    let at = 0;

    // Applies one change, or undoes it: a change's path leads from the state to the value.
    function change(c, forward) {
      const path = ["root"].concat(c.p), key = path[path.length - 1];
      let parent = box;
      for (const part of path.slice(0, -1)) parent = parent[part];
      const value = forward ? c.v : c.o, old = forward ? c.o : c.v;
      if (Array.isArray(parent)) {
        if (old === undefined) parent.splice(key, 0, copy(value));
        else if (value === undefined) parent.splice(key, 1);
        else parent[key] = copy(value);
      } else if (value === undefined) delete parent[key];
      else parent[key] = copy(value);
    }
    function moveTo(n) {
      while (at < n) { for (const c of data.steps[at].changes) change(c, true); at++; }
      while (at > n) { at--; const cs = data.steps[at].changes; for (let i = cs.length - 1; i >= 0; i--) change(cs[i], false); }
    }

    const text = (value) => JSON.stringify(value);
    function line(depth, content, mark) {
      const div = document.createElement("div");
      div.className = "line" + (mark ? " " + mark : "");
      div.textContent = (mark === "changed" ? "~ " : mark === "added" ? "+ " : mark === "removed" ? "- " : "  ")
        + "  ".repeat(depth) + content;
      return div;
    }
    function tree(value, changes) {
      const marks = new Map(), removed = new Map();
      for (const c of changes) {
        if (c.v === undefined) {
          const parent = text(c.p.slice(0, -1));
          if (!removed.has(parent)) removed.set(parent, []);
          removed.get(parent).push(c);
        } else marks.set(text(c.p), c);
      }
      const out = document.createDocumentFragment();
      function walk(value, path, label, depth, inherited) {
        const c = marks.get(text(path));
        const mark = inherited || (c ? (c.o === undefined ? "added" : "changed") : "");
        const prefix = label === null ? "" : label + ": ";
        const isObject = value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length > 0;
        const isArray = Array.isArray(value) && value.length > 0;
        let childDepth = depth + 1;
        if (isObject) {
          if (label !== null) out.appendChild(line(depth, label + ":", mark)); else childDepth = depth;
          for (const key of Object.keys(value)) walk(value[key], path.concat([key]), key, childDepth, mark);
        } else if (isArray) {
          out.appendChild(line(depth, prefix + "[" + value.length + "]", mark));
          value.forEach((element, index) => walk(element, path.concat([index]), String(index), depth + 1, mark));
        } else {
          const was = mark === "changed" && !inherited && c && c.o !== undefined ? " (was " + text(c.o) + ")" : "";
          out.appendChild(line(depth, prefix + text(value) + was, mark));
        }
        for (const r of removed.get(text(path)) || []) {
          out.appendChild(line(childDepth, r.p[r.p.length - 1] + ": " + text(r.o), "removed"));
        }
      }
      walk(value, [], null, 0, "");
      return out;
    }
    const readable = (path) => path.length === 0 ? "(root)" : path.map((p, i) =>
      typeof p === "number" ? "[" + p + "]" : /^[A-Za-z_][A-Za-z0-9_]*$/.test(p) ? (i ? "." : "") + p : "[" + text(p) + "]").join("");

    const items = Array.from(document.querySelectorAll(".step"));
    const ticks = new Map(Array.from(document.querySelectorAll(".tick")).map((t) => [Number(t.dataset.step), t]));
    function show(n) {
      n = Math.max(0, Math.min(data.steps.length, n));
      moveTo(n);
      const step = n > 0 ? data.steps[n - 1] : null, changes = step ? step.changes : [];
      document.getElementById("title").textContent = step ? "step " + n + " · " + step.name : "step 0 · the initial state";
      document.getElementById("action").textContent = step ? JSON.stringify(step.action, null, 2) : "(no action)";
      const list = document.getElementById("changes");
      list.replaceChildren();
      for (const c of changes) {
        const li = document.createElement("li");
        li.className = c.o === undefined ? "added" : c.v === undefined ? "removed" : "changed";
        li.textContent = readable(c.p) + ": " + (c.o === undefined ? "added " + text(c.v)
          : c.v === undefined ? "removed (was " + text(c.o) + ")" : text(c.o) + " → " + text(c.v));
        list.appendChild(li);
      }
      if (changes.length === 0) list.appendChild(Object.assign(document.createElement("li"), { textContent: "none" }));
      document.getElementById("state").replaceChildren(tree(box.root, changes));
      for (const item of items) item.classList.toggle("current", Number(item.dataset.step) === n);
      for (const [k, t] of ticks) t.classList.toggle("current", k === n);
      items[n].scrollIntoView({ block: "nearest" });
      try { history.replaceState(null, "", "#" + n); } catch (e) { /* some browsers refuse it for files */ }
    }
    const listed = () => items.filter((i) => !i.classList.contains("hidden")).map((i) => Number(i.dataset.step));
    function step(offset) {
      const l = listed();
      if (l.length === 0) return;
      const i = l.indexOf(at);
      if (i >= 0) return show(l[Math.max(0, Math.min(l.length - 1, i + offset))]);
      // The current step is filtered out: go to the nearest listed one in that direction.
      const after = l.filter((n) => n > at), before = l.filter((n) => n < at);
      show(offset > 0 ? (after[0] ?? l[l.length - 1]) : (before[before.length - 1] ?? l[0]));
    }
    const filter = document.getElementById("filter");
    filter.addEventListener("input", () => {
      const f = filter.value.toLowerCase();
      for (const item of items) item.classList.toggle("hidden", !item.querySelector(".name").textContent.toLowerCase().includes(f));
    });
    filter.addEventListener("keydown", (e) => {
      if (e.key === "Escape") { filter.value = ""; filter.dispatchEvent(new Event("input")); filter.blur(); }
      if (e.key === "Enter") filter.blur();
      e.stopPropagation();
    });
    document.addEventListener("keydown", (e) => {
      const keys = { ArrowDown: 1, ArrowRight: 1, j: 1, ArrowUp: -1, ArrowLeft: -1, k: -1, PageDown: 10, PageUp: -10 };
      if (e.key in keys) step(keys[e.key]);
      else if (e.key === "Home") { const l = listed(); if (l.length) show(l[0]); }
      else if (e.key === "End") { const l = listed(); if (l.length) show(l[l.length - 1]); }
      else if (e.key === "/") filter.focus();
      else return;
      e.preventDefault();
    });
    for (const item of items) item.addEventListener("click", () => show(Number(item.dataset.step)));
    for (const [n, t] of ticks) t.addEventListener("click", () => show(n));
    const fromHash = parseInt(location.hash.slice(1), 10);
    show(Number.isNaN(fromHash) ? Math.min(1, data.steps.length) : fromHash);
    document.body.dataset.ready = "true";
    """
