// Tactile Lab — the source editor (docs/LAB-PROTOCOL.md, "Playground"). Plain JS, no framework,
// no network beyond the lab's own server: a <textarea> over a highlighted <pre>, a line-number
// gutter, the browser's own undo/redo, Tab indents, Ctrl/Cmd+Enter runs. lab.js owns the scene;
// this file owns the source pane and the Run button, and talks to lab.js through
// window.tactileEditor (what lab.js calls) and window.tactileLab.useBuild (what Run calls).
"use strict";

(() => {
  /** Every number the editor uses, with where it comes from. */
  const CONFIG = Object.freeze({
    indent: "    ",            // Tab inserts four spaces: the seed scenes' indentation
    buildsURL: "/api/builds",  // POST {scene, source} (docs/LAB-PROTOCOL.md, "Playground")
  });

  const SWIFT_TOKENS = new RegExp([
    String.raw`(\/\/[^\n]*|\/\*[\s\S]*?\*\/)`,                          // 1 comment
    String.raw`("""[\s\S]*?"""|"(?:\\.|[^"\\\n])*")`,                  // 2 string
    String.raw`([@#][A-Za-z_]\w*)`,                                     // 3 attribute / directive
    String.raw`(\b\d[\d_]*(?:\.\d[\d_]*)?\b)`,                          // 4 number
    String.raw`\b(struct|class|enum|protocol|extension|func|var|let|init|return|if|else|guard|switch|case|default|for|in|while|repeat|break|continue|some|any|import|private|fileprivate|internal|public|open|static|final|override|mutating|inout|self|Self|super|true|false|nil|try|await|async|throws|rethrows|typealias|where|do|catch|is|as|lazy|weak)\b`, // 5 keyword
    String.raw`\b([A-Z][A-Za-z0-9_]*)\b`,                               // 6 type
  ].join("|"), "g");
  const TOKEN_CLASSES = [null, "com", "str", "attr", "num", "kw", "type"];

  const $ = (selector) => document.querySelector(selector);
  const ui = {
    pane: $("#editor"), gutter: $("#editor-gutter"), code: $("#source code"), text: $("#editor-text"),
    markers: $("#editor-markers"), run: $("#run"), status: $("#build-status"), diagnostics: $("#diagnostics"),
    revert: $("#revert"),
  };

  const editor = {
    entry: null,       // the catalog entry shown
    original: "",      // its source as the catalog has it
    diagnostics: [],   // the last build's, as the server sent them
    running: false,
    file: null,        // the path the last build compiled the shown source as (its `sceneFiles` entry)
    selection: null,   // selectable mode's place in the shown text: {first, last, line}, or null
  };

  function escapeHTML(text) {
    return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]));
  }

  /** Swift source as highlighted HTML (comments, strings, attributes, numbers, keywords, types). */
  function highlight(source) {
    let html = "";
    let last = 0;
    for (const match of source.matchAll(SWIFT_TOKENS)) {
      html += escapeHTML(source.slice(last, match.index));
      const group = match.findIndex((part, index) => index > 0 && part !== undefined);
      html += `<span class="${TOKEN_CLASSES[group]}">${escapeHTML(match[0])}</span>`;
      last = match.index + match[0].length;
    }
    return html + escapeHTML(source.slice(last));
  }

  /** Redraws the highlight, the gutter and the markers from the textarea's text. */
  function render() {
    const source = ui.text.value;
    // The trailing newline keeps the <pre> as tall as the textarea when the text ends in one.
    ui.code.innerHTML = highlight(source) + "\n";
    const lines = source.split("\n").length;
    if (ui.gutter.childElementCount !== lines) {
      const fragment = document.createDocumentFragment();
      for (let line = 1; line <= lines; line += 1) {
        const number = document.createElement("div");
        number.textContent = String(line);
        number.dataset.line = String(line);
        fragment.append(number);
      }
      ui.gutter.replaceChildren(fragment);
    }
    renderMarkers();
    ui.pane.dataset.edited = String(source !== editor.original);
  }

  /** Diagnostics of the shown file: a gutter mark and an underline at line and column. */
  function renderMarkers() {
    ui.markers.replaceChildren();
    for (const number of ui.gutter.children) {
      number.classList.remove("diag-error", "diag-warning");
      number.removeAttribute("title");
    }
    const style = getComputedStyle(ui.text);
    const lineHeight = parseFloat(style.lineHeight);
    const padTop = parseFloat(style.paddingTop);
    const padLeft = parseFloat(style.paddingLeft);
    const charWidth = measureCharWidth(style);
    for (const number of ui.gutter.children) number.classList.remove("selected");
    if (editor.selection) {
      const { first, last, line } = editor.selection;
      for (const [from, to, kind] of [[first, last, "lines"], [line, line, "line"]]) {
        const marker = document.createElement("div");
        marker.className = `select-marker ${kind}`;
        marker.dataset.first = String(from);
        marker.dataset.last = String(to);
        marker.style.top = `${padTop + (from - 1) * lineHeight}px`;
        marker.style.height = `${(to - from + 1) * lineHeight}px`;
        ui.markers.append(marker);
      }
      for (let number = first; number <= last; number += 1) ui.gutter.children[number - 1]?.classList.add("selected");
    }
    for (const diagnostic of editor.diagnostics) {
      if (!diagnostic.line || !inShownFile(diagnostic)) continue;
      const number = ui.gutter.children[diagnostic.line - 1];
      if (number) {
        number.classList.add(`diag-${diagnostic.severity === "error" ? "error" : "warning"}`);
        number.title = [number.title, diagnostic.message].filter(Boolean).join("\n");
      }
      const marker = document.createElement("div");
      marker.className = `diag-marker ${diagnostic.severity}`;
      marker.dataset.line = String(diagnostic.line);
      marker.dataset.column = String(diagnostic.column ?? 1);
      marker.title = diagnostic.message;
      marker.style.top = `${padTop + (diagnostic.line - 1) * lineHeight}px`;
      marker.style.left = `${padLeft + ((diagnostic.column ?? 1) - 1) * charWidth}px`;
      marker.style.height = `${lineHeight}px`;
      ui.markers.append(marker);
    }
  }

  let measured = null;
  function measureCharWidth(style) {
    if (measured) return measured;
    const probe = document.createElement("span");
    probe.style.font = style.font;
    probe.style.visibility = "hidden";
    probe.style.position = "absolute";
    probe.textContent = "0".repeat(100);
    document.body.append(probe);
    measured = probe.getBoundingClientRect().width / 100 || 7;
    probe.remove();
    return measured;
  }

  /** Whether a diagnostic is about the file the editor shows (the build's `sceneFiles` name it). */
  function inShownFile(diagnostic) {
    if (!diagnostic.file || diagnostic.file.endsWith("/main.swift")) return false;
    return !editor.file || diagnostic.file === editor.file;
  }

  /** The list under the editor: every diagnostic, a click jumps to its place. */
  function renderDiagnostics(error) {
    ui.diagnostics.replaceChildren();
    if (error) {
      const head = document.createElement("div");
      head.className = "diag-summary";
      head.textContent = error;
      ui.diagnostics.append(head);
    }
    for (const diagnostic of editor.diagnostics) {
      if (diagnostic.severity === "note" || diagnostic.severity === "remark") continue;
      const row = document.createElement("button");
      row.type = "button";
      row.className = `diag ${diagnostic.severity}`;
      if (diagnostic.line) row.dataset.line = String(diagnostic.line);
      if (diagnostic.column) row.dataset.column = String(diagnostic.column);
      const file = diagnostic.file ? diagnostic.file.split("/").pop() : "";
      const place = diagnostic.line ? `${file}:${diagnostic.line}:${diagnostic.column ?? 1}` : file || "build";
      row.textContent = `${place}: ${diagnostic.severity}: ${diagnostic.message}`;
      row.addEventListener("click", () => { if (diagnostic.line) jumpTo(diagnostic.line, diagnostic.column ?? 1); });
      ui.diagnostics.append(row);
    }
    ui.diagnostics.hidden = ui.diagnostics.childElementCount === 0;
  }

  /** Puts the caret at line:column (both 1-based) and scrolls it into view. */
  function jumpTo(line, column) {
    const lines = ui.text.value.split("\n");
    let offset = 0;
    for (let index = 0; index < Math.min(line - 1, lines.length); index += 1) offset += lines[index].length + 1;
    offset += Math.max(0, column - 1);
    ui.text.focus();
    ui.text.setSelectionRange(offset, offset);
    const lineHeight = parseFloat(getComputedStyle(ui.text).lineHeight);
    ui.pane.scrollTop = Math.max(0, (line - 3) * lineHeight);
  }

  function setStatus(state, text) {
    ui.status.dataset.state = state;
    ui.status.textContent = text;
  }

  /** Shows `entry`'s source (a new scene was selected, or the catalog has a newer text). */
  function show(entry, { keepEdits = false } = {}) {
    const same = editor.entry && entry && editor.entry.id === entry.id;
    editor.entry = entry;
    editor.original = entry ? entry.source : "";
    if (!(keepEdits && same)) {
      ui.text.value = editor.original;
      editor.diagnostics = [];
      editor.file = null;
      editor.selection = null;
      renderDiagnostics();
      setStatus("idle", "");
      ui.pane.scrollTop = 0;
    }
    render();
    ui.run.disabled = !entry;
    ui.revert.disabled = !entry;
  }

  /** Run: compile the text as an edited version of the shown scene, then run the build. */
  async function run() {
    if (!editor.entry || editor.running) return;
    editor.running = true;
    ui.run.disabled = true;
    setStatus("compiling", "compiling…");
    const started = performance.now();
    let answer;
    let status = 0;
    try {
      const response = await fetch(CONFIG.buildsURL, {
        method: "POST", headers: { "content-type": "application/json" },
        body: JSON.stringify({ scene: editor.entry.id, source: ui.text.value }),
      });
      status = response.status;
      answer = await response.json();
    } catch (error) {
      answer = { error: { code: "connection", message: `Could not reach the lab: ${error.message}` } };
    } finally {
      editor.running = false;
      ui.run.disabled = false;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    editor.diagnostics = answer.diagnostics ?? [];
    editor.file = answer.sceneFiles?.[editor.entry.id] ?? null;
    if (answer.error) {
      setStatus("failed", answer.error.code === "compile-failed" ? `compile failed (${seconds} s)` : answer.error.code);
      renderDiagnostics(answer.error.message);
      render();
      ui.pane.dataset.result = "failed";
      if (status === 403) window.tactileLab?.showError?.(answer.error.code, answer.error.message);
      return;
    }
    setStatus("ok", `build ${answer.build} running (${seconds} s)`);
    renderDiagnostics();
    render();
    ui.pane.dataset.result = "ok";
    window.tactileLab?.useBuild(answer.build, editor.entry.id);
  }

  /** A build notice from the server (user files rebuilt after a change on disk). */
  function onBuildNotice(message) {
    if (!editor.entry || !(message.scenes ?? []).includes(editor.entry.id)) return;
    editor.file = message.sceneFiles?.[editor.entry.id] ?? null;
    if (message.type === "build-failed") {
      editor.diagnostics = message.diagnostics ?? [];
      setStatus("failed", "your files did not compile");
      renderDiagnostics(message.error);
      render();
    } else if (editor.entry?.kind === "user" && (message.scenes ?? []).includes(editor.entry.id)) {
      editor.diagnostics = message.diagnostics ?? [];
      setStatus("ok", `rebuilt as ${message.build} (${Number(message.seconds ?? 0).toFixed(1)} s)`);
      renderDiagnostics();
    }
  }

  // ---------------------------------------------------------------- keys

  function insert(text) {
    // execCommand keeps the textarea's own undo stack (Ctrl+Z undoes a Tab like any typing).
    if (!document.execCommand("insertText", false, text)) ui.text.setRangeText(text, ui.text.selectionStart, ui.text.selectionEnd, "end");
    render();
  }

  ui.text.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run();
    } else if (event.key === "Tab" && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      if (!event.shiftKey) insert(CONFIG.indent);
    } else if (event.key === "Enter" && !event.shiftKey && !event.altKey) {
      // A new line keeps the current line's indentation.
      event.preventDefault();
      const before = ui.text.value.slice(0, ui.text.selectionStart);
      const indent = before.slice(before.lastIndexOf("\n") + 1).match(/^[ \t]*/)[0];
      insert("\n" + indent);
    }
  });
  ui.text.addEventListener("input", render);
  ui.run.addEventListener("click", run);
  ui.revert.addEventListener("click", () => {
    ui.text.focus();
    ui.text.select();
    insert(editor.original);
  });
  window.addEventListener("resize", () => { measured = null; renderMarkers(); });

  /** What lab.js and the browser tests use. */
  window.tactileEditor = Object.freeze({
    show,
    run,
    onBuildNotice,
    get text() { return ui.text.value; },
    /** Replaces the text as typing would (undoable). */
    setText(text) { ui.text.focus(); ui.text.select(); insert(text); },
    get diagnostics() { return editor.diagnostics; },
    /** Selectable mode: marks lines `first`…`last` of the shown text and `line` in them, and scrolls to it. */
    select(first, last, line) {
      editor.selection = { first, last, line };
      renderMarkers();
      const lineHeight = parseFloat(getComputedStyle(ui.text).lineHeight);
      ui.pane.scrollTop = Math.max(0, (line - 3) * lineHeight);
    },
    clearSelection() { editor.selection = null; renderMarkers(); },
    get selection() { return editor.selection; },
  });
})();
