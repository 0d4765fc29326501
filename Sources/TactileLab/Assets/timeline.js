// Tactile Lab — the timeline as a picture (issue 15, item 5). Plain JS, SVG, no framework.
// One lane per gesture and attempt (the trace names attempts), phase bars coloured by phase,
// ticks for callbacks, notes as diamonds, the touches' tracks beneath; zoom (ctrl/⌘-wheel, the
// buttons) and scroll (wheel) in time; hovering shows the values at that moment; clicking a moment
// asks the server for that moment's frame (`seek`, docs/LAB-PROTOCOL.md) and shows it over the
// canvas. lab.js feeds it through `window.TactileTimeline` and keeps the text trace (one click away).
"use strict";

(() => {
  /** Every number of the picture, with where it comes from. */
  const CONFIG = Object.freeze({
    laneHeight: 22,          // px: a bar (14) and its label's line
    barHeight: 12,           // px
    trackHeight: 30,         // px per finger: x and y as two small lines
    axisHeight: 18,          // px: the time axis's labels
    labelWidth: 150,         // px: lane names on the left
    initialWindow: 2,        // s shown when following the present (a long press is 0.5 s; a drag a second or so)
    minimumWindow: 0.02,     // s: zooming stops at about one 60 Hz frame per 13 px
    maximumWindow: 600,      // s: the server's idle timeout; nothing older exists
    zoomStep: 1.25,          // per wheel notch or button press
    minimumBarWidth: 2,      // px: an instant (ended, failed) stays visible
    maxEntries: 20000,       // entries kept for the picture (the text trace keeps its own 2,000 rows)
    maxTrackPoints: 20000,   // touch samples kept
    // ms between redraws that only follow live frames (20 Hz). A redraw rebuilds the picture, about
    // 1.3 ms of script plus its layout and paint in headless Chromium (docs/PERFORMANCE.md, "Lab
    // latency"); drawn with every frame it delayed the paint of the scene's answer in the same frame.
    liveRedrawInterval: 50,
    // ms a due live redraw may wait for an animation frame that paints no answer to the page's
    // input (the page says which: `attach({ presentsInput })`): the rebuild's script, style, layout
    // and paint then land in a frame no pointer sample waits on. A pointer that moves every frame
    // leaves no such frame, so after this long the picture redraws anyway (it stays live at 5 Hz).
    liveRedrawMaxDeferral: 200,
  });

  const SVG_NS = "http://www.w3.org/2000/svg";
  const PHASE_ORDER = ["possible", "began", "changed", "ended", "failed", "cancelled"];

  const model = {
    entries: [],             // trace entries of the current instance (engine seconds)
    touches: [],             // {time, id, phase, x, y}
    pendingTouches: new Map(), // seq → changes, until the frame answering it gives their engine time
    present: 0,              // latest engine time seen
    follow: true,            // the window follows the present
    start: 0,
    window: CONFIG.initialWindow,
    liveDueSince: null,      // performance.now() when a live redraw fell due; null when none is
    hover: null,             // engine seconds under the pointer
    selected: null,          // engine seconds of the moment shown
    dirty: false,
    lastDraw: -Infinity,     // performance.now() of the last redraw
    liveTimer: null,         // brings a live redraw that came too soon after the last one
    svgWidth: null,          // the picture's width, from a ResizeObserver (reading it forces a layout)
    mode: "picture",         // or "text"
    api: null,               // {send(message), canvas: {width, height}}
  };

  // ---------------------------------------------------------------- DOM

  const panel = document.querySelector(".panel-timeline");
  const text = document.querySelector("#timeline");
  const head = panel?.querySelector(".panel-head");
  const picture = document.createElement("div");
  picture.id = "timeline-picture";
  picture.className = "timeline-picture";
  const toolbar = document.createElement("div");
  toolbar.className = "timeline-tools";
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("class", "timeline-svg");
  const tip = document.createElement("div");
  tip.className = "timeline-tip";
  tip.hidden = true;
  picture.append(toolbar, svg, tip);

  function button(id, label, title, action) {
    const element = document.createElement("button");
    element.type = "button";
    element.id = id;
    element.className = "small";
    element.textContent = label;
    element.title = title;
    element.addEventListener("click", action);
    return element;
  }

  const modeButton = button("timeline-mode", "Text", "Show the trace as text (the picture is one click back)", () => setMode(model.mode === "picture" ? "text" : "picture"));
  toolbar.append(
    button("timeline-zoom-in", "+", "Zoom in (ctrl-wheel)", () => zoom(1 / CONFIG.zoomStep, null)),
    button("timeline-zoom-out", "−", "Zoom out (ctrl-wheel)", () => zoom(CONFIG.zoomStep, null)),
    button("timeline-fit", "Fit", "Show the whole instance", fit),
    button("timeline-follow", "Follow", "Follow the present", () => { model.follow = true; invalidate(); }),
  );
  const range = document.createElement("span");
  range.className = "muted mono timeline-range";
  toolbar.append(range);

  if (panel && text && head) {
    text.before(picture);
    head.querySelector("#timeline-clear")?.before(modeButton);
  }

  // The moment view: a past frame over the canvas, until clicked or the scene changes.
  const device = document.querySelector("#device");
  const momentView = document.createElement("div");
  momentView.id = "moment";
  momentView.className = "moment";
  momentView.hidden = true;
  momentView.title = "A past moment of this instance; click to return to the live scene";
  const momentLabel = document.createElement("div");
  momentLabel.className = "moment-label";
  const momentCanvas = document.createElement("div");
  momentCanvas.className = "moment-canvas";
  momentView.append(momentCanvas, momentLabel);
  device?.append(momentView);
  momentView.addEventListener("click", () => closeMoment());

  function setMode(mode) {
    model.mode = mode;
    panel?.classList.toggle("timeline-as-text", mode === "text");
    picture.hidden = mode === "text";
    modeButton.textContent = mode === "text" ? "Picture" : "Text";
    modeButton.title = mode === "text" ? "Show the trace as a picture" : "Show the trace as text (the picture is one click back)";
    modeButton.setAttribute("aria-pressed", String(mode === "text"));
    invalidate();
  }

  // ---------------------------------------------------------------- model

  /** The phase a phase entry moves to, as the picture names it (`active` first is began, then changed). */
  function phaseOf(entry, previous) {
    const match = /→\s*(\w+)/.exec(entry.detail ?? "");
    const to = match ? match[1] : "";
    if (to === "active") return previous === "began" || previous === "changed" ? "changed" : "began";
    if (to === "failed" && /cancel/i.test(entry.detail ?? "")) return "cancelled";
    return to || "possible";
  }

  /** The value a phase or callback entry carries (after the phase words or the callback name). */
  function valueOf(entry) {
    const detail = entry.detail ?? "";
    if (entry.kind === "phase") return detail.replace(/^\w+\s*→\s*\w+\s*/, "");
    if (entry.kind === "callback") return detail.replace(/^\S+\s*/, "");
    return detail;
  }

  function laneKey(entry) {
    return `${entry.gesture}\u0000${entry.attempt ?? ""}`;
  }

  /** Lanes in order of first appearance, each with its bars, ticks and notes. */
  function lanes() {
    const byKey = new Map();
    const attemptStart = new Map();
    for (const entry of model.entries) {
      if (entry.attempt != null && !attemptStart.has(entry.attempt)) attemptStart.set(entry.attempt, entry.time);
      const key = laneKey(entry);
      let lane = byKey.get(key);
      if (!lane) {
        lane = { key, gesture: entry.gesture, attempt: entry.attempt ?? null, bars: [], ticks: [], notes: [], last: null };
        byKey.set(key, lane);
      }
      if (entry.kind === "phase") {
        const phase = phaseOf(entry, lane.last?.phase);
        if (!lane.last && /^possible\s*→/.test(entry.detail ?? "")) {
          // The gesture was possible from the attempt's start (its first touch) until now.
          const from = entry.attempt != null ? attemptStart.get(entry.attempt) : entry.time;
          if (from < entry.time) lane.bars.push({ phase: "possible", start: from, end: entry.time, value: "" });
        }
        if (lane.last) lane.last.end = entry.time;
        const bar = { phase, start: entry.time, end: null, value: valueOf(entry) };
        lane.bars.push(bar);
        lane.last = bar;
      } else if (entry.kind === "callback") {
        lane.ticks.push({ time: entry.time, name: (entry.detail ?? "").split(/\s/)[0], value: valueOf(entry) });
      } else {
        lane.notes.push({ time: entry.time, kind: entry.kind, detail: entry.detail ?? "" });
      }
    }
    for (const lane of byKey.values()) {
      for (const bar of lane.bars) {
        if (bar.end == null) {
          const terminal = bar.phase === "ended" || bar.phase === "failed" || bar.phase === "cancelled";
          bar.end = terminal ? bar.start : Math.max(bar.start, model.present);
        }
      }
    }
    return [...byKey.values()];
  }

  function fingers() {
    const byId = new Map();
    for (const sample of model.touches) {
      if (!byId.has(sample.id)) byId.set(sample.id, []);
      byId.get(sample.id).push(sample);
    }
    return [...byId.entries()].sort((a, b) => a[0] - b[0]);
  }

  function advancePresent(time) {
    if (Number.isFinite(time) && time > model.present) model.present = time;
  }

  // ---------------------------------------------------------------- view

  /** Redraws with the next animation frame: what a person did (zoom, scroll, hover, a moment) shows at once. */
  function invalidate() {
    if (model.liveTimer !== null) {
      clearTimeout(model.liveTimer);
      model.liveTimer = null;
    }
    model.liveDueSince = null;
    if (model.dirty) return;
    model.dirty = true;
    requestAnimationFrame(render);
  }

  /**
   * Redraws for new live data (frames, touches): at most every `CONFIG.liveRedrawInterval` ms, so
   * the picture keeps up without a rebuild in every animation frame that paints the scene.
   */
  function invalidateLive() {
    if (model.dirty || model.liveTimer !== null || model.liveDueSince !== null) return;
    const wait = model.lastDraw + CONFIG.liveRedrawInterval - performance.now();
    if (wait <= 0) { liveRedrawDue(); return; }
    model.liveTimer = setTimeout(() => { model.liveTimer = null; liveRedrawDue(); }, wait);
  }

  /**
   * A live redraw is due: it runs in the first animation frame that presents no answer to input
   * (`CONFIG.liveRedrawMaxDeferral` bounds the wait), so a pointer sample's frame never also carries
   * the picture's rebuild (docs/PERFORMANCE.md, "Lab latency").
   */
  function liveRedrawDue() {
    if (model.dirty || model.liveDueSince !== null) return;
    model.liveDueSince = performance.now();
    requestAnimationFrame(liveFrame);
  }

  function liveFrame(frameTime) {
    if (model.liveDueSince === null) return;
    const busy = model.api?.presentsInput?.(frameTime) ?? false;
    if (busy && performance.now() - model.liveDueSince < CONFIG.liveRedrawMaxDeferral) {
      requestAnimationFrame(liveFrame);
      return;
    }
    model.liveDueSince = null;
    render();
  }

  function viewStart() {
    return model.follow ? Math.max(0, model.present - model.window * 0.9) : model.start;
  }

  function plotWidth() {
    const width = model.svgWidth ?? (svg.clientWidth || picture.clientWidth || 400);
    return Math.max(40, width - CONFIG.labelWidth - 8);
  }

  // The width comes from layout, after it happens: a redraw never forces one.
  new ResizeObserver((entries) => {
    const width = entries[entries.length - 1]?.contentRect.width;
    model.svgWidth = width > 0 ? width : null;
    invalidate();
  }).observe(svg);

  function xOf(time, start, scale) {
    return CONFIG.labelWidth + (time - start) * scale;
  }

  function timeAt(clientX) {
    const rect = svg.getBoundingClientRect();
    const start = viewStart();
    return start + (clientX - rect.left - CONFIG.labelWidth) * model.window / plotWidth();
  }

  function el(name, attributes, parent) {
    const element = document.createElementNS(SVG_NS, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    parent?.append(element);
    return element;
  }

  function render() {
    model.dirty = false;
    if (model.mode !== "picture") return;
    model.lastDraw = performance.now();
    const start = viewStart();
    const width = plotWidth();
    const scale = width / model.window;
    const end = start + model.window;
    const laneList = lanes();
    const fingerList = fingers();
    const height = CONFIG.axisHeight + laneList.length * CONFIG.laneHeight + fingerList.length * CONFIG.trackHeight + 6;
    svg.setAttribute("height", String(Math.max(height, 60)));
    svg.replaceChildren();
    const defs = el("defs", {}, svg);
    el("rect", { x: CONFIG.labelWidth, y: 0, width, height: Math.max(height, 60) }, el("clipPath", { id: "timeline-plot-clip" }, defs));
    el("rect", { x: 0, y: 0, width: CONFIG.labelWidth - 6, height: Math.max(height, 60) }, el("clipPath", { id: "timeline-label-clip" }, defs));
    svg.dataset.start = start.toFixed(4);
    svg.dataset.end = end.toFixed(4);
    range.textContent = `${start.toFixed(3)}–${end.toFixed(3)} s${model.follow ? " · following" : ""}`;

    // Axis: a label every "nice" step.
    const axis = el("g", { class: "axis" }, svg);
    const step = niceStep(model.window / Math.max(1, width / 70));
    for (let t = Math.ceil(start / step) * step; t <= end; t += step) {
      const x = xOf(t, start, scale);
      el("line", { x1: x, x2: x, y1: CONFIG.axisHeight - 4, y2: height, class: "grid" }, axis);
      const label = el("text", { x: x + 2, y: CONFIG.axisHeight - 6, class: "axis-label" }, axis);
      label.textContent = `${trim(t)}s`;
    }

    let y = CONFIG.axisHeight;
    for (const lane of laneList) {
      const group = el("g", { class: "lane", "data-gesture": lane.gesture, "data-lane": lane.key.replace("\u0000", "#") }, svg);
      if (lane.attempt != null) group.dataset.attempt = String(lane.attempt);
      if (lane.gesture === "ScrollView pan") group.classList.add("scroll-lane");
      const name = el("text", { x: 4, y: y + CONFIG.barHeight + 2, class: "lane-label", "clip-path": "url(#timeline-label-clip)" }, group);
      name.textContent = `${lane.attempt != null ? "#" + lane.attempt + " " : ""}${shortName(lane.gesture)}`;
      el("title", {}, name).textContent = `${lane.attempt != null ? "attempt " + lane.attempt + ": " : ""}${lane.gesture}`
        + (lane.attempt != null ? " — click: the line that attached it" : "");
      if (lane.attempt != null) {
        // Selectable mode from the timeline: the lane's label links to the modifier that attached its gesture.
        name.classList.add("lane-link");
        name.addEventListener("click", () => window.tactileLab?.selectAttempt(lane.attempt, lane.gesture));
      }
      const plot = el("g", { class: "plot", "clip-path": "url(#timeline-plot-clip)" }, group);
      const barY = y + (CONFIG.laneHeight - CONFIG.barHeight) / 2;
      for (const bar of lane.bars) {
        if (bar.end < start || bar.start > end) continue;
        const x = xOf(Math.max(bar.start, start), start, scale);
        const w = Math.max(CONFIG.minimumBarWidth, (Math.min(bar.end, end) - Math.max(bar.start, start)) * scale);
        el("rect", { x, y: barY, width: w, height: CONFIG.barHeight, class: "bar", "data-phase": bar.phase,
                     "data-start": bar.start.toFixed(4), "data-end": bar.end.toFixed(4) }, plot);
      }
      for (const tick of lane.ticks) {
        if (tick.time < start || tick.time > end) continue;
        const x = xOf(tick.time, start, scale);
        el("line", { x1: x, x2: x, y1: y + 1, y2: y + CONFIG.laneHeight - 1, class: "tick", "data-callback": tick.name,
                     "data-time": tick.time.toFixed(4) }, plot);
      }
      for (const note of lane.notes) {
        if (note.time < start || note.time > end) continue;
        const x = xOf(note.time, start, scale);
        const cy = y + CONFIG.laneHeight / 2;
        el("path", { d: `M${x} ${cy - 4}L${x + 4} ${cy}L${x} ${cy + 4}L${x - 4} ${cy}Z`, class: "note", "data-kind": note.kind,
                     "data-time": note.time.toFixed(4) }, plot);
      }
      y += CONFIG.laneHeight;
    }

    // The touches: per finger, x and y (as fractions of the canvas) as two small lines, down/up marks.
    const canvas = model.api?.canvas ?? { width: 390, height: 844 };
    for (const [id, samples] of fingerList) {
      const group = el("g", { class: "track", "data-touch": String(id) }, svg);
      const label = el("text", { x: 4, y: y + 12, class: "lane-label", "clip-path": "url(#timeline-label-clip)" }, group);
      label.textContent = `finger ${id}: x, y`;
      const plot = el("g", { class: "plot", "clip-path": "url(#timeline-plot-clip)" }, group);
      for (const [axisName, extent] of [["x", canvas.width], ["y", canvas.height]]) {
        let points = "";
        let down = false;
        const flush = () => {
          if (points) el("polyline", { points, class: `track-${axisName}` }, plot);
          points = "";
        };
        for (const sample of samples) {
          if (sample.phase === "began") { flush(); down = true; }
          if (!down) continue;
          if (sample.time >= start - model.window && sample.time <= end + model.window) {
            const px = xOf(sample.time, start, scale);
            const py = y + 3 + (1 - Math.min(1, Math.max(0, sample[axisName] / extent))) * (CONFIG.trackHeight - 8);
            points += `${px.toFixed(1)},${py.toFixed(1)} `;
          }
          if (sample.phase === "ended" || sample.phase === "cancelled") { flush(); down = false; }
        }
        flush();
      }
      for (const sample of samples) {
        if (sample.phase === "moved" || sample.time < start || sample.time > end) continue;
        el("circle", { cx: xOf(sample.time, start, scale), cy: y + CONFIG.trackHeight / 2, r: 3, class: `touch-mark ${sample.phase}`,
                       "data-time": sample.time.toFixed(4) }, plot);
      }
      y += CONFIG.trackHeight;
    }

    if (model.selected != null && model.selected >= start && model.selected <= end) {
      const x = xOf(model.selected, start, scale);
      el("line", { x1: x, x2: x, y1: 0, y2: height, class: "selected-moment", "data-time": model.selected.toFixed(4) }, svg);
    }
    if (model.hover != null && model.hover >= start && model.hover <= end) {
      const x = xOf(model.hover, start, scale);
      el("line", { x1: x, x2: x, y1: 0, y2: height, class: "hover-line" }, svg);
    }
  }

  /** A lane's name without argument lists: `sequenced(LongPressGesture, before: DragGesture)`. */
  function shortName(gesture) {
    let name = gesture;
    for (let pass = 0; pass < 4; pass += 1) name = name.replace(/(\w*Gesture)\([^()]*\)/g, "$1");
    return name;
  }

  function niceStep(raw) {
    const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-6)));
    for (const factor of [1, 2, 5, 10]) if (raw <= factor * power) return factor * power;
    return 10 * power;
  }

  function trim(t) {
    return Number(t.toFixed(3)).toString();
  }

  // ---------------------------------------------------------------- interaction

  function freeze() {
    if (model.follow) {
      model.start = viewStart();
      model.follow = false;
    }
  }

  function zoom(factor, atTime) {
    freeze();
    const anchor = atTime ?? model.start + model.window / 2;
    const next = Math.min(CONFIG.maximumWindow, Math.max(CONFIG.minimumWindow, model.window * factor));
    model.start = Math.max(0, anchor - (anchor - model.start) * next / model.window);
    model.window = next;
    invalidate();
  }

  function fit() {
    const first = Math.min(model.entries[0]?.time ?? Infinity, model.touches[0]?.time ?? Infinity);
    const from = Number.isFinite(first) ? first : 0;
    model.follow = false;
    model.window = Math.min(CONFIG.maximumWindow, Math.max(CONFIG.minimumWindow, (model.present - from) * 1.05 || CONFIG.initialWindow));
    model.start = Math.max(0, from - model.window * 0.02);
    invalidate();
  }

  svg.addEventListener("wheel", (event) => {
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
    if (event.ctrlKey || event.metaKey) {
      zoom(event.deltaY > 0 ? CONFIG.zoomStep : 1 / CONFIG.zoomStep, timeAt(event.clientX));
    } else {
      freeze();
      const delta = (Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY) * unit;
      model.start = Math.max(0, model.start + delta * model.window / plotWidth());
      invalidate();
    }
  }, { passive: false });

  svg.addEventListener("pointermove", (event) => {
    const time = timeAt(event.clientX);
    model.hover = time >= 0 ? time : null;
    showTip(event, time);
    invalidate();
  });
  svg.addEventListener("pointerleave", () => {
    model.hover = null;
    tip.hidden = true;
    invalidate();
  });
  svg.addEventListener("click", (event) => {
    const rect = svg.getBoundingClientRect();
    if (event.clientX - rect.left < CONFIG.labelWidth) return;
    seek(timeAt(event.clientX));
  });

  /** The values at `time`: each lane's phase and last value, each finger's position. */
  function valuesAt(time) {
    const rows = [];
    for (const lane of lanes()) {
      const bar = [...lane.bars].reverse().find((candidate) => candidate.start <= time);
      const tick = [...lane.ticks].reverse().find((candidate) => candidate.time <= time);
      if (!bar && !tick) continue;
      const name = `${lane.attempt != null ? "#" + lane.attempt + " " : ""}${lane.gesture}`;
      const phase = bar ? (bar.end < time && bar.end === bar.start ? bar.phase : bar.phase) : "";
      const value = tick?.value || bar?.value || "";
      rows.push([name, `${phase}${value ? " · " + value : ""}`]);
    }
    for (const [id, samples] of fingers()) {
      const sample = [...samples].reverse().find((candidate) => candidate.time <= time);
      if (!sample) continue;
      const up = sample.phase === "ended" || sample.phase === "cancelled";
      rows.push([`finger ${id}`, up ? "up" : `${sample.x.toFixed(1)}, ${sample.y.toFixed(1)}`]);
    }
    return rows;
  }

  function showTip(event, time) {
    if (time < 0) { tip.hidden = true; return; }
    const rows = valuesAt(time);
    tip.replaceChildren();
    const heading = document.createElement("div");
    heading.className = "tip-time";
    heading.textContent = `t ${time.toFixed(3)} s — click to see this moment`;
    tip.append(heading);
    for (const [name, value] of rows) {
      const row = document.createElement("div");
      row.className = "tip-row";
      const key = document.createElement("span");
      key.className = "tip-name";
      key.textContent = name;
      const val = document.createElement("span");
      val.className = "tip-value";
      val.textContent = value;
      row.append(key, val);
      tip.append(row);
    }
    const box = picture.getBoundingClientRect();
    tip.style.left = `${Math.min(event.clientX - box.left + 12, box.width - 220)}px`;
    tip.style.top = `${event.clientY - box.top + 12}px`;
    tip.hidden = false;
  }

  function seek(time) {
    const clamped = Math.min(Math.max(0, time), model.present);
    model.selected = clamped;
    model.api?.send({ type: "seek", time: clamped });
    invalidate();
  }

  function closeMoment() {
    momentView.hidden = true;
    momentCanvas.replaceChildren();
    model.selected = null;
    invalidate();
  }

  // ---------------------------------------------------------------- lab.js's side

  window.TactileTimeline = Object.freeze({
    /** `api`: {send(message) → bool, canvas: {width, height}}. */
    attach(api) { model.api = api; setMode(model.mode); },
    /** A new instance (open, reset, replay): its engine time starts again at 0. */
    reset() {
      model.entries = [];
      model.touches = [];
      model.pendingTouches.clear();
      model.present = 0;
      model.follow = true;
      model.window = CONFIG.initialWindow;
      closeMoment();
      invalidate();
    },
    /** A `touches` message went out; its engine time comes with the frame that answers `seq`. */
    touchesSent(seq, changes) { model.pendingTouches.set(seq, changes); },
    /** A recording was replayed into a new instance: its touches are the instance's. */
    recordingReplayed(recording) {
      for (const event of recording?.events ?? []) {
        for (const change of event.touches ?? []) model.touches.push({ time: event.time, ...change });
        advancePresent(event.time);
      }
      invalidate();
    },
    /** A frame arrived: its trace entries and the engine time of the touches it answers. */
    frame(frame) {
      advancePresent(Number(frame.time));
      if (frame.seq != null) {
        for (const [seq, changes] of model.pendingTouches) {
          if (seq > frame.seq) continue;
          for (const change of changes) model.touches.push({ time: Number(frame.time), ...change });
          model.pendingTouches.delete(seq);
        }
      }
      if (Array.isArray(frame.timeline)) {
        for (const entry of frame.timeline) {
          model.entries.push(entry);
          advancePresent(Number(entry.time));
        }
      }
      if (model.entries.length > CONFIG.maxEntries) model.entries.splice(0, model.entries.length - CONFIG.maxEntries);
      if (model.touches.length > CONFIG.maxTrackPoints) model.touches.splice(0, model.touches.length - CONFIG.maxTrackPoints);
      invalidateLive();
    },
    /** The answer to `seek`: shows that moment's frame over the canvas. */
    moment(message) {
      momentCanvas.innerHTML = String(message.svg ?? "");
      momentView.dataset.time = Number(message.time).toFixed(4);
      momentLabel.textContent = `t ${Number(message.time).toFixed(3)} s (past) — click to return to live`;
      momentView.hidden = false;
      model.selected = Number(message.time);
      invalidate();
    },
    /** `seek` from code (the tests): the moment at engine time `time`. */
    seek,
    closeMoment,
    /** The lanes as the picture draws them (tests and people reading the console). */
    get lanes() {
      return lanes().map((lane) => ({
        gesture: lane.gesture, attempt: lane.attempt,
        bars: lane.bars.map((bar) => ({ phase: bar.phase, start: bar.start, end: bar.end })),
        ticks: lane.ticks.map((tick) => ({ name: tick.name, time: tick.time })),
        notes: lane.notes.map((note) => ({ kind: note.kind, time: note.time, detail: note.detail })),
      }));
    },
    /** The touches' track samples beneath the lanes, {time, id, phase, x, y}, oldest first. */
    get touches() { return model.touches.map((sample) => ({ ...sample })); },
    /** The client x at which the picture draws engine time `time` (tests click there). */
    clientXOf(time) {
      const rect = svg.getBoundingClientRect();
      return rect.left + CONFIG.labelWidth + (time - viewStart()) * plotWidth() / model.window;
    },
    fit,
    get present() { return model.present; },
    get mode() { return model.mode; },
    setMode,
    phases: PHASE_ORDER,
  });
})();
