// Tactile Lab — the page. Plain JS, no framework, works offline.
// Contract with the server and the browser tests: docs/LAB-PROTOCOL.md.
"use strict";

(() => {
  /** Every number the page uses, with where it comes from. */
  const CONFIG = Object.freeze({
    canvas: Object.freeze({ width: 390, height: 844 }), // the protocol's default canvas (an iPhone 14 in points)
    maxTimelineEntries: 2000,     // DOM rows kept; older rows are dropped (the server keeps no history either)
    maxLatencies: 20000,          // samples kept in window.tactileLab.latencies
    reconnectInitialMs: 250,      // first reconnect delay, doubled per failed attempt …
    reconnectMaxMs: 8000,         // … up to this
    tickAnswerTimeoutMs: 250,     // a tick not answered by then no longer holds back the next one
    emulationCoincident: 8,       // points: a mirrored finger this close to the pointer would be the same finger …
    emulationFallbackOffset: 48,  // … so it is put this far to the right instead (a comfortable pinch start)
    stickToBottomPx: 12,          // timeline follows new rows while scrolled within this of the bottom
    maxFrameSizes: 20000,         // samples kept in window.tactileLab.frameSizes
    wheelLinePoints: 16,          // a wheel "line" (deltaMode 1): Chromium's and Firefox's scroll line of 16 px
    stateFlashMs: 900,            // a changed @State value's highlight fades over this (a glance, not a blink)
    frameInfoIntervalMs: 100,     // the time/frame readout is rewritten at most this often (10 Hz reads as live)
    catchUpMs: 8,                 // a frame waits for the answer to input until this long after it was sent: half a 60 Hz
                                  // frame; a later answer is shown in the next frame (LAB-PROTOCOL.md, "Catch-up")
    catchUpGiveUpMs: 100,         // a read that blocked the page this long (the server waits 12 ms at most, so it is
                                  // stalled or far away) ends catch-up on this socket: the page never freezes for it
  });
  /**
   * The memory a page shares with its tap worker (tap.js has the layout's meaning): Int32 header
   * fields, then `slots` slots of [index, start, length], then a ring of `dataBytes` message bytes.
   * 256 slots and 1 MiB keep the last few seconds of a drag (its answers are deltas of ~1 KB); the
   * ring's size is a power of two, so a wrapping Int32 position maps to it by a mask.
   */
  const TAP = Object.freeze({ FIRST: 0, END: 1, RESERVED: 2, CLOSED: 3, HEADER: 4, slots: 256, dataBytes: 1 << 20 });
  /** The highlight of a changed @State row (lab.css's --flash colour, fading out). */
  const STATE_FLASH = Object.freeze([{ opacity: 1 }, { opacity: 0 }]);
  /** Each state row's flash (a Web Animation), restarted when its value changes again. */
  const stateFlashes = new WeakMap();

  const $ = (selector) => document.querySelector(selector);
  const ui = {
    body: document.body,
    list: $("#scene-list"), filter: $("#scene-filter"), count: $("#scene-count"),
    title: $("#scene-title"), meta: $("#scene-meta"),
    stage: $(".stage"), devices: $("#devices"), device: $("#device"), canvas: $("#canvas"), fingers: $("#fingers"),
    variants: $("#variants"), variantsButton: $("#variants-button"), variantForm: $("#variant-form"),
    variantDevice: $("#variant-device"), variantScheme: $("#variant-scheme"), variantType: $("#variant-type"),
    variantAdd: $("#variant-add"),
    timeline: $("#timeline"), timelineClear: $("#timeline-clear"),
    state: $("#state"), frameInfo: $("#frame-info"), restoration: $("#restoration"),
    sourceFile: $("#source-file"),
    errors: $("#errors"), status: $("#status"), recordingInfo: $("#recording-info"),
    reset: $("#reset"), record: $("#record"), stop: $("#stop"), download: $("#download"),
    load: $("#load"), replay: $("#replay"), exportTest: $("#export-test"),
    selectMode: $("#select-mode"), selectionOutline: $("#selection-outline"), selection: $("#selection"),
    selectionPlace: $("#selection-place"), selectionExact: $("#selection-exact"), selectionChain: $("#selection-chain"),
    selectionClose: $("#selection-close"), selectionSource: $("#selection-source"), editor: $("#editor"),
  };
  const SVG_NS = "http://www.w3.org/2000/svg";
  /** paintSVG's parser for one changed line: made once, its content replaced by each line it parses. */
  const svgLineParser = document.createElementNS(SVG_NS, "svg");
  const RAW_MOVES = "onpointerrawupdate" in window;

  /** This page as a variant (docs/LAB-PROTOCOL.md, "Variants"): the page in an iframe of the lab's
   *  page, running the same scene on another device — `?variant=<device name>&colorScheme=&dynamicTypeSize=`.
   *  Null on the lab's own page. */
  const VARIANT = (() => {
    const query = new URLSearchParams(location.search);
    const name = query.get("variant");
    if (!name) return null;
    const choice = { name };
    if (query.get("colorScheme")) choice.colorScheme = query.get("colorScheme");
    if (query.get("dynamicTypeSize")) choice.dynamicTypeSize = query.get("dynamicTypeSize");
    return Object.freeze(choice);
  })();
  /** The user build a variant runs on when its page runs an edited scene (the editor's Run). */
  const VARIANT_BUILD = VARIANT ? new URLSearchParams(location.search).get("build") : null;

  const lab = {
    selecting: false,         // selectable mode: a click selects a view instead of touching it
    selection: null,          // the last `selection` shown, null when none
    laneGesture: null,        // the gesture of the lane whose link asked for the pending attempt selection
    canvas: { ...CONFIG.canvas }, // the scene's screen in points: the protocol's default, or a variant's device's
    devices: null,            // GET /api/devices, once loaded
    variants: [],             // the variants shown beside the canvas: {choice, element, frame}
    socket: null,
    connected: false,
    limits: null,
    reconnectAttempts: 0,
    reconnectTimer: null,
    catalog: [],
    sceneId: null,
    lastFrame: null,
    frames: 0,
    latencies: [],
    frameInfoFrame: null,     // the newest painted frame and its number, {frame, count}: what the readout shows (showFrameInfo)
    frameInfoAt: -Infinity,   // performance.now() when the readout was last written
    frameInfoTimer: null,
    recording: null,          // the last recording the server returned (record → stop)
    loadedRecording: null,    // the last recording loaded from a file
    isRecording: false,
    seq: 0,
    lastSentTime: 0,
    inputTimes: new Map(),    // seq of a touches message → times of the pointer events it carries (ms)
    movesInFlight: null,      // {seq, sentAt}: the last touches message not answered yet
    heldMoves: null,          // {changes: Map id → change, times: []}: moves waiting for that answer
    inputSinceFrame: false,   // a touches or wheel message went out since the last animation frame
    answeredSeqs: [],         // seqs answered by frames not painted yet
    pendingFrame: null,
    receivedState: [],        // the state list of the last frame that carried one (open asks for stateChanges)
    inputFrameTime: null,     // time stamp of the last animation frame that painted an answer to input
    pendingTimeline: [],
    tickInFlight: null,       // {seq, sentAt}
    touches: new Map(),       // pointerId → {id, x, y, partner?}
    rafRequested: false,
    stateValues: new Map(),
    renderedState: null,      // the state list #state shows (a frame without `state` carries the same list on)
    svgLines: null,           // the SVG lines of the last frame received: what a delta frame applies to
    paintedLines: null,       // the lines #canvas shows: what a paint compares to patch only changed elements
    frameSizes: [],           // {bytes, delta, svgBytes} of each frame message received
    build: null,              // the user build the socket runs on (/ws?build=), null: the built-in catalog
    halted: false,            // a build's worker ended: no reconnect until Run, Reset or another scene
    stateToken: null,         // the open connection's handoff token (hello's session): a new build's connection restores its state
    retiring: null,           // the previous socket, kept open until the new one's hello (its state is being fetched)
    restoration: null,        // the last "restored" message: what Run kept and what it reset
    catchUpPath: null,        // where this socket's messages can be read by request (hello's catchUp), null: nowhere
    delivered: 0,             // messages this socket has delivered
    caughtUpTo: 0,            // messages of this socket read by catch-up: the socket's copies of them are skipped
    catchUpStalled: false,    // a read held a frame past CONFIG.catchUpGiveUpMs: frames no longer read on this socket
    caughtUp: 0,              // messages handled from catch-up reads, on every socket so far
    tapped: 0,                // … of them, those read from the tap's shared memory rather than by request
    tap: null,                // this socket's tap: {socket, header, bytes} (shared with tapWorker), null: none
    tapWorker: null,          // the worker holding the tap's WebSocket (tap.js), made at the first tap
    skipped: 0,               // socket messages skipped because a catch-up read had handled them
  };

  // ---------------------------------------------------------------- socket

  function socketURL(stateFrom = null) {
    const query = new URLSearchParams();
    if (lab.build) query.set("build", lab.build);
    if (stateFrom) query.set("state", stateFrom);
    const text = query.toString();
    return webSocketURL(`/ws${text ? `?${text}` : ""}`);
  }

  /** The WebSocket URL of `path` on this page's server (wss: where the page came by https:). */
  function webSocketURL(path) {
    return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${path}`;
  }

  /** Drops the socket and connects again at once (another build, or out of a halt). With
   *  `carryState`, the new connection starts the scene from the old one's @State values: the old
   *  socket stays open until the new one's hello (the server fetches the state from it first). */
  function reopenSocket({ carryState = false } = {}) {
    const old = lab.socket;
    const token = carryState && old && lab.connected ? lab.stateToken : null;
    lab.socket = null;
    lab.connected = false;
    lab.halted = false;
    lab.reconnectAttempts = 0;
    lab.stateToken = null;
    retire();
    if (old && token) lab.retiring = old;
    else if (old) old.close(1000, "switching build");
    connect(token);
  }

  /** Closes the socket kept open for the state handoff, if any. */
  function retire() {
    const old = lab.retiring;
    lab.retiring = null;
    if (old) old.close(1000, "switching build");
  }

  /** Runs `sceneId` on user build `build` (the editor's Run, a rebuilt user file); the same
   *  scene keeps its @State where the new build's states match (docs/LAB-PROTOCOL.md). */
  function useBuild(build, sceneId) {
    lab.build = build;
    const sameScene = sceneId === lab.sceneId;
    if (!sameScene) {
      selectScene(sceneId, { send: false });
      lab.build = build;
    } else {
      resetInstanceView();
    }
    addMarker(`build ${build} — ${sceneId}`);
    ui.errors.hidden = true;
    reopenSocket({ carryState: sameScene });
    showVariantsOf(lab.sceneId);
  }

  function connect(stateFrom = null) {
    clearTimeout(lab.reconnectTimer);
    setStatus("connecting", lab.reconnectAttempts ? `reconnecting (attempt ${lab.reconnectAttempts + 1})…` : "connecting…");
    let socket;
    try {
      socket = new WebSocket(socketURL(stateFrom));
    } catch (error) {
      showError("connection", `Could not open the lab socket: ${error.message}`);
      scheduleReconnect();
      return;
    }
    lab.socket = socket;
    lab.catchUpPath = null;
    closeTap();
    lab.catchUpStalled = false;
    lab.delivered = 0;
    lab.caughtUpTo = 0;
    socket.addEventListener("open", () => {
      if (lab.socket !== socket) return;
      lab.connected = true;
      lab.reconnectAttempts = 0;
      setStatus("connected", "connected");
      if (lab.sceneId) {
        if (lab.frames > 0) addMarker(`reconnected — new instance of ${lab.sceneId}`);
        sendOpen();
      }
    });
    socket.addEventListener("message", (event) => {
      if (lab.socket !== socket) return;
      lab.delivered += 1;
      if (lab.delivered > lab.caughtUpTo) receive(event.data);
      else lab.skipped += 1;
    });
    socket.addEventListener("close", (event) => {
      if (lab.socket !== socket) return;
      retire();
      lab.connected = false;
      lab.socket = null;
      lab.tickInFlight = null;
      lab.movesInFlight = null;
      lab.heldMoves = null;
      lab.svgLines = null;
      closeTap();
      endAllTouchesLocally();
      setRecordingActive(false);
      const why = event.reason ? ` (${event.reason})` : event.code && event.code !== 1006 ? ` (code ${event.code})` : "";
      if (lab.halted) {
        // A user build's worker ended (crash, time limit): reconnecting would run the same code again.
        setStatus("disconnected", `stopped${why} — edit and Run, or Reset`);
        return;
      }
      scheduleReconnect(why);
    });
  }

  function scheduleReconnect(why = "") {
    const delay = Math.min(CONFIG.reconnectMaxMs, CONFIG.reconnectInitialMs * 2 ** lab.reconnectAttempts);
    lab.reconnectAttempts += 1;
    setStatus("disconnected", `disconnected${why} — retrying in ${(delay / 1000).toFixed(1)} s`);
    lab.reconnectTimer = setTimeout(connect, delay);
  }

  function setStatus(state, text) {
    ui.status.dataset.state = state;
    ui.status.textContent = text;
    updateControls();
  }

  /** Buttons are enabled only when what they do can happen now. */
  function updateControls() {
    const live = lab.connected && Boolean(lab.sceneId);
    const recording = lab.loadedRecording ?? lab.recording;
    ui.reset.disabled = !live && !(lab.halted && lab.sceneId);
    ui.record.disabled = !live || lab.isRecording;
    ui.stop.disabled = !live || !lab.isRecording;
    ui.download.disabled = !recording;
    ui.replay.disabled = !lab.connected || !recording;
    ui.exportTest.disabled = !lab.connected || !recording;
  }

  /** Sends one message; returns false when there is no open socket. */
  function send(message) {
    const socket = lab.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /** Page times sent to the server never go backwards (event time stamps and rAF times interleave). */
  function messageTime(t) {
    lab.lastSentTime = Math.max(lab.lastSentTime, t);
    return lab.lastSentTime;
  }

  function receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      showError("page", `The server sent text that is not JSON: ${String(text).slice(0, 120)}`);
      return;
    }
    switch (message.type) {
      case "hello":
        lab.limits = message.limits ?? null;
        lab.stateToken = message.session ?? null;
        lab.catchUpPath = message.catchUp ?? null;
        if (message.tap) openTap(message.tap);
        retire();
        break;
      case "restored": onRestored(message); break;
      case "frame": onFrame(message, text.length); break;
      case "recording": onRecording(message.recording); break;
      case "replayed": onReplayed(message); break;
      case "exported": onExported(message); break;
      case "pong": break;
      case "moment": window.TactileTimeline?.moment(message); break;
      case "selection": onSelection(message); break;
      case "error":
        if ((message.code === "worker-ended" || message.code === "unknown-build") && lab.build) lab.halted = true;
        showError(message.code, message.message, message.received);
        break;
      case "build": case "build-failed": onBuildNotice(message); break;
      default: showError("page", `The server sent a message of unknown type “${message.type}”.`);
    }
  }

  /** What Run kept of the previous build's @State, shown under the state panel. */
  function onRestored(message) {
    lab.restoration = message;
    const names = (list) => list.map((state) => `${state.view}.${state.name}`);
    const parts = [];
    if (message.error) parts.push(message.error);
    if (message.restored?.length) parts.push(`kept: ${names(message.restored).join(", ")}`);
    for (const state of message.reset ?? []) parts.push(`reset ${state.view}.${state.name} — ${state.reason}`);
    if (message.unmatched?.length) parts.push(`dropped: ${names(message.unmatched).join(", ")} (no state at their place now)`);
    ui.restoration.replaceChildren();
    for (const part of parts) {
      const line = document.createElement("div");
      line.textContent = part;
      ui.restoration.append(line);
    }
    ui.restoration.dataset.restored = names(message.restored ?? []).join(" ");
    ui.restoration.dataset.reset = names(message.reset ?? []).join(" ");
    ui.restoration.hidden = parts.length === 0;
    addMarker(message.error ? "state not restored" : `state: ${message.restored?.length ?? 0} kept, ${message.reset?.length ?? 0} reset`);
  }

  // ---------------------------------------------------------------- scenes

  /** User files were rebuilt (or failed to): refresh the catalog and move this tab to the new build. */
  async function onBuildNotice(message) {
    await loadCatalog({ reselect: false });
    const entry = lab.catalog.find((candidate) => candidate.id === lab.sceneId);
    const shown = entry && (message.scenes ?? []).includes(entry.id);
    if (shown) window.tactileEditor?.show(entry);
    window.tactileEditor?.onBuildNotice(message);
    if (shown && message.type === "build" && entry.build === message.build) useBuild(message.build, lab.sceneId);
  }

  async function loadCatalog({ reselect = true } = {}) {
    let entries;
    try {
      const response = await fetch("/api/scenes");
      if (!response.ok) {
        // The lab's refusals say what to do (a lab started again has a new token: docs/SECURITY.md).
        const body = await response.json().catch(() => null);
        throw new Error(body?.error?.message ?? `GET /api/scenes answered ${response.status}`);
      }
      entries = await response.json();
    } catch (error) {
      showError("catalog", `Could not load the scene catalog: ${error.message}. Reload when the server is running.`);
      return;
    }
    lab.catalog = entries;
    renderCatalog();
    if (!reselect) return;
    const requested = new URLSearchParams(location.search).get("scene");
    if (requested && !entries.some((entry) => entry.id === requested)) {
      showError("unknown-scene", `There is no scene “${requested}”; pick one from the list.`);
    }
    const initial = entries.some((entry) => entry.id === requested) ? requested : entries[0]?.id;
    if (initial) selectScene(initial, { push: false, replaceURL: !requested || requested !== initial });
  }

  function renderCatalog() {
    ui.list.replaceChildren();
    let group = null;
    let seed = null;
    for (const entry of lab.catalog) {
      // A package's previews are grouped by target (tactile-lab --package), the rest by seed.
      const key = entry.group ? `user:${entry.group}` : entry.seed;
      if (key !== seed) {
        seed = key;
        group = document.createElement("section");
        group.className = "seed-group";
        group.dataset.seed = entry.seed;
        if (entry.group) group.dataset.target = entry.group;
        const heading = document.createElement("h2");
        heading.textContent = entry.group ? `Target ${entry.group}` : (entry.seed === "user" ? "Your files" : `Seed ${entry.seed}`);
        group.append(heading);
        ui.list.append(group);
      }
      const link = document.createElement("a");
      link.className = "scene-link";
      link.href = `/?scene=${encodeURIComponent(entry.id)}`;
      link.dataset.sceneId = entry.id;
      link.dataset.kind = entry.kind;
      link.title = entry.title;
      const title = document.createElement("span");
      title.className = "title";
      title.textContent = entry.title;
      const id = document.createElement("span");
      id.className = "id";
      id.textContent = entry.id;
      if (entry.kind === "preview") {
        const badge = document.createElement("span");
        badge.className = "badge";
        badge.textContent = "preview";
        id.append(badge);
      }
      link.append(title, id);
      group.append(link);
    }
    const previews = lab.catalog.filter((entry) => entry.kind === "preview").length;
    ui.count.textContent = `${lab.catalog.length} (${previews} previews)`;
  }

  function filterCatalog() {
    const needle = ui.filter.value.trim().toLowerCase();
    for (const group of ui.list.querySelectorAll(".seed-group")) {
      let visible = 0;
      for (const link of group.querySelectorAll(".scene-link")) {
        const match = !needle || link.textContent.toLowerCase().includes(needle);
        link.hidden = !match;
        if (match) visible += 1;
      }
      group.hidden = visible === 0;
    }
  }

  /** Shows a scene; `send: false` when the server already made the instance (a replay). */
  function selectScene(id, { push = true, replaceURL = false, send: sendOpenMessage = true } = {}) {
    const entry = lab.catalog.find((candidate) => candidate.id === id);
    lab.sceneId = id;
    for (const link of ui.list.querySelectorAll(".scene-link")) {
      if (link.dataset.sceneId === id) {
        link.setAttribute("aria-current", "page");
        link.scrollIntoView({ block: "nearest" });
      } else {
        link.removeAttribute("aria-current");
      }
    }
    ui.title.textContent = entry ? entry.title : id;
    ui.meta.textContent = entry ? `${entry.id} · seed ${entry.seed}${entry.kind === "preview" ? " · preview" : ""}` : "";
    document.title = `${entry ? entry.title : id} — Tactile Lab`;
    window.tactileEditor?.show(entry ?? null);
    ui.sourceFile.textContent = entry ? `${entry.id}` : "";
    const build = entry?.build ?? VARIANT_BUILD ?? null;
    if (build !== lab.build || lab.halted) {
      lab.build = build;
      if (sendOpenMessage) reopenSocket();
    }
    const url = `${location.pathname}?scene=${encodeURIComponent(id)}`;
    if (VARIANT) {
      // A variant's URL names its device; the page around it chooses the scene.
    } else if (push) history.pushState({ scene: id }, "", url);
    else if (replaceURL) history.replaceState({ scene: id }, "", url);
    showVariantsOf(id);
    resetInstanceView();
    updateControls();
    if (sendOpenMessage) {
      addMarker(`opened ${id}`);
      sendOpen();
    }
  }

  function sendOpen() {
    if (!lab.sceneId) return;
    lab.receivedState = [];
    const message = { type: "open", scene: lab.sceneId, canvas: { ...lab.canvas }, time: messageTime(performance.now()), deltas: true, stateChanges: true };
    if (VARIANT) message.device = VARIANT;
    send(message);
  }

  /** Forgets what belonged to the previous instance (fingers, state, pending answers). */
  function resetInstanceView() {
    clearSelection();
    endAllTouchesLocally();
    setRecordingActive(false);
    lab.lastFrame = null;
    lab.pendingFrame = null;
    lab.tickInFlight = null;
    lab.inputTimes.clear();
    lab.movesInFlight = null;
    lab.heldMoves = null;
    lab.answeredSeqs = [];
    lab.stateValues.clear();
    lab.renderedState = null;
    // svgLines stay: a frame of the old instance still in flight is a delta of them; the new
    // instance's first frame is whole and replaces them.
    lab.paintedLines = null;
    ui.state.replaceChildren();
    ui.restoration.hidden = true;
    lab.restoration = null;
    ui.canvas.replaceChildren();
    clearTimeout(lab.frameInfoTimer);
    lab.frameInfoTimer = null;
    ui.frameInfo.textContent = "";
    window.TactileTimeline?.reset();
  }

  // ---------------------------------------------------------------- frames

  /** A frame's SVG lines: a full frame's split, or a delta frame applied to the previous frame's. */
  function frameLines(frame) {
    if (!Array.isArray(frame.svgDelta)) {
      const lines = String(frame.svg ?? "").split("\n");
      if (lines.length && lines[lines.length - 1] === "") lines.pop();
      return lines;
    }
    if (!lab.svgLines) {
      showError("page", "The server sent a delta frame before any full frame; reset the scene.");
      return null;
    }
    const lines = lab.svgLines.slice();
    // Splices are in increasing order of their start in the previous frame: applied from the last.
    for (let index = frame.svgDelta.length - 1; index >= 0; index -= 1) {
      const splice = frame.svgDelta[index];
      lines.splice(splice.start, splice.deleteCount, ...splice.lines);
    }
    return lines;
  }

  function onFrame(frame, bytes = 0) {
    const lines = frameLines(frame);
    if (!lines) return;
    lab.svgLines = lines;
    lab.frameSizes.push({ bytes, delta: Array.isArray(frame.svgDelta), svgBytes: lines.reduce((sum, line) => sum + line.length + 1, 0) });
    if (lab.frameSizes.length > CONFIG.maxFrameSizes) lab.frameSizes.splice(0, lab.frameSizes.length - CONFIG.maxFrameSizes);
    frame.lines = lines;
    if (Array.isArray(frame.svgDelta)) frame.svg = lines.join("\n") + "\n";
    // `stateChanges`: a frame without `state` keeps the last list received (carried forward now,
    // not when painting: only the newest frame of an animation frame is painted).
    if (Array.isArray(frame.state)) lab.receivedState = frame.state;
    else frame.state = lab.receivedState;
    lab.lastFrame = frame;
    lab.pendingFrame = frame;
    window.TactileTimeline?.frame(frame);
    if (Array.isArray(frame.timeline)) lab.pendingTimeline.push(...frame.timeline);
    if (frame.seq != null) {
      lab.answeredSeqs.push(frame.seq);
      if (lab.movesInFlight && frame.seq >= lab.movesInFlight.seq) {
        lab.movesInFlight = null;
        flushHeldMoves();
      }
      if (lab.tickInFlight && frame.seq >= lab.tickInFlight.seq) lab.tickInFlight = null;
    }
    requestFrame();
  }

  function requestFrame() {
    if (lab.rafRequested) return;
    lab.rafRequested = true;
    requestAnimationFrame(animationFrame);
  }

  function needsTicks() {
    const frame = lab.lastFrame;
    return lab.touches.size > 0 || Boolean(frame && (frame.animating || frame.nextWakeUp != null));
  }

  function animationFrame(frameTime) {
    lab.rafRequested = false;
    if (lab.movesInFlight) catchUpInput();
    if (lab.pendingFrame) {
      if (answersInput()) lab.inputFrameTime = frameTime;
      paint(lab.pendingFrame);
    }
    if (lab.pendingTimeline.length) flushTimeline();
    if (lab.connected && lab.sceneId && needsTicks()) {
      const now = performance.now();
      const inFlight = lab.tickInFlight;
      // A touches message sent during this frame already moved time on: no tick needed.
      const inputSent = lab.inputSinceFrame;
      lab.inputSinceFrame = false;
      if (!inputSent && (!inFlight || now - inFlight.sentAt > CONFIG.tickAnswerTimeoutMs)) {
        const seq = ++lab.seq;
        if (send({ type: "tick", time: messageTime(now), seq })) lab.tickInFlight = { seq, sentAt: now };
      }
      requestFrame();
    }
  }

  /**
   * This frame is about to be drawn while the answer to the page's input is still on the way: read
   * it by request now and draw it in this frame, not one display frame later when the socket
   * would deliver it (docs/LAB-PROTOCOL.md, "Catch-up"; docs/PERFORMANCE.md, "Lab latency"). The
   * request (or the tap's memory, at no cost once the answer is there) holds the frame until the
   * answer comes, and at most until `CONFIG.catchUpMs` after the input was sent; a read that held
   * it longer than `CONFIG.catchUpGiveUpMs` ends catch-up on this socket.
   */
  function catchUpInput() {
    const started = performance.now();
    const socket = lab.socket;
    // A read answers with what came first (a tick's answer, say): read on while the move is unanswered.
    // The limit bounds the waiting only: what the tap already holds is read at no cost.
    while (!lab.catchUpStalled && lab.movesInFlight && lab.socket === socket) {
      const wait = lab.movesInFlight.sentAt + CONFIG.catchUpMs - performance.now();
      if (wait <= 0 && !tapCarries(Math.max(lab.delivered, lab.caughtUpTo))) break;
      if (catchUp(Math.max(0, wait)) === 0) break;
    }
    // A stalled or distant server: the page's frames never wait on it again on this socket.
    if (performance.now() - started > CONFIG.catchUpGiveUpMs && lab.socket === socket) lab.catchUpStalled = true;
  }

  /**
   * Reads the messages this socket has not delivered yet, waiting up to `wait` ms for the first,
   * and handles them as the socket's (whose copies are then skipped); returns how many it read. A
   * request that fails changes nothing: the socket delivers as before.
   */
  function catchUp(wait) {
    const path = lab.catchUpPath;
    const socket = lab.socket;
    if (!path || !socket) return 0;
    const from = Math.max(lab.delivered, lab.caughtUpTo);
    if (tapCarries(from)) return catchUpFromTap(from, performance.now() + wait);
    const request = new XMLHttpRequest();
    try {
      // Synchronous on purpose: a socket cannot deliver while this frame runs, so only a
      // blocking request brings the answer into it.
      request.open("GET", `${path}?from=${from}&wait=${wait.toFixed(2)}`, false);
      request.send();
    } catch {
      return 0;
    }
    if (request.status !== 200) return 0;
    let read = 0;
    for (const text of request.responseText.split("\n")) {
      if (!text || lab.socket !== socket) continue;
      lab.caughtUpTo = from + read + 1;
      read += 1;
      lab.caughtUp += 1;
      receive(text);
    }
    return read;
  }

  /**
   * Opens this socket's tap (hello's `tap`): a worker holds a second WebSocket that carries a copy
   * of every message and writes each into memory shared with the page (tap.js), where a frame
   * reads it without a request. Only a cross-origin-isolated page may share memory (the lab's
   * headers make it so on loopback); elsewhere catch-up reads by request.
   */
  function openTap(path) {
    if (!window.crossOriginIsolated || typeof SharedArrayBuffer !== "function" || typeof Worker !== "function") return;
    try {
      lab.tapWorker ??= new Worker("/assets/tap.js");
      const buffer = new SharedArrayBuffer((TAP.HEADER + 3 * TAP.slots) * 4 + TAP.dataBytes);
      const header = new Int32Array(buffer, 0, TAP.HEADER + 3 * TAP.slots);
      header[TAP.FIRST] = -1;
      lab.tap = { socket: lab.socket, header, bytes: new Uint8Array(buffer, header.byteLength, TAP.dataBytes),
                  decoder: new TextDecoder() };
      lab.tapWorker.postMessage({ url: webSocketURL(`${path}?from=${lab.delivered}`), buffer, layout: TAP });
    } catch {
      lab.tap = null;   // no worker here: catch-up reads by request
    }
  }

  function closeTap() {
    if (!lab.tap) return;
    lab.tap = null;
    lab.tapWorker?.postMessage({ url: null });
  }

  /** Whether this socket's tap is open and carries message `index` (it started at or before it). */
  function tapCarries(index) {
    const tap = lab.tap;
    if (!tap || tap.socket !== lab.socket || Atomics.load(tap.header, TAP.CLOSED) === 1) return false;
    const first = Atomics.load(tap.header, TAP.FIRST);
    return first >= 0 && first <= index;
  }

  /**
   * Waits until `deadline` (a performance.now() time) at the latest for message `from` to reach
   * the tap, then handles every message the tap holds from there on, as the socket's (whose
   * copies are then skipped); returns how many. The wait spins: a page may not block on shared
   * memory, and the frame is waiting for this message anyway.
   */
  function catchUpFromTap(from, deadline) {
    const { header } = lab.tap;
    while (Atomics.load(header, TAP.END) <= from) {
      if (performance.now() >= deadline || Atomics.load(header, TAP.CLOSED) === 1) return 0;
    }
    const socket = lab.socket;
    const end = Atomics.load(header, TAP.END);
    let read = 0;
    for (let index = from; index < end && lab.socket === socket; index++) {
      const text = tapRead(index);
      if (text === null) break;   // too large for the ring, or already overwritten: the socket delivers it
      lab.caughtUpTo = index + 1;
      read += 1;
      lab.caughtUp += 1;
      lab.tapped += 1;
      receive(text);
    }
    return read;
  }

  /** Message `index` from the tap's memory, or null when its bytes are not (or no longer) there whole. */
  function tapRead(index) {
    const { header, bytes, decoder } = lab.tap;
    const slot = TAP.HEADER + 3 * (index % TAP.slots);
    if (Atomics.load(header, slot) !== index) return null;
    const start = Atomics.load(header, slot + 1);
    const at = start & (TAP.dataBytes - 1);
    const copy = bytes.slice(at, at + Atomics.load(header, slot + 2));   // a copy: decoding reads no shared memory
    // Whole only if the slot still is this message's and no later message reached its bytes.
    if (Atomics.load(header, slot) !== index || ((Atomics.load(header, TAP.RESERVED) - start) | 0) > TAP.dataBytes) return null;
    return decoder.decode(copy);
  }

  /** Whether the frame waiting to be painted answers a pointer event (one with latency samples). */
  function answersInput() {
    return lab.pendingFrame !== null && lab.answeredSeqs.some((seq) => lab.inputTimes.has(seq));
  }

  /**
   * Whether the animation frame at `frameTime` paints an answer to input, whichever of the page's
   * animation-frame callbacks runs first: the timeline keeps its live redraws out of such frames.
   */
  function presentsInput(frameTime) {
    return lab.inputFrameTime === frameTime || answersInput();
  }

  /**
   * The time/frame readout changes with every frame; rewritten at most every
   * `CONFIG.frameInfoIntervalMs` (the newest frame's text always lands, by a timer), it costs no
   * layout and paint in most of the frames that show an answer (docs/PERFORMANCE.md, "Lab latency").
   * The text is made only when it is written: `count` is the frame's number (`lab.frames` then).
   */
  function showFrameInfo(frame, count) {
    lab.frameInfoFrame = { frame, count };
    if (lab.frameInfoTimer !== null) return;
    const wait = lab.frameInfoAt + CONFIG.frameInfoIntervalMs - performance.now();
    if (wait <= 0) writeFrameInfo();
    else lab.frameInfoTimer = setTimeout(writeFrameInfo, wait);
  }

  function writeFrameInfo() {
    lab.frameInfoTimer = null;
    lab.frameInfoAt = performance.now();
    ui.frameInfo.textContent = frameInfoText(lab.frameInfoFrame.frame, lab.frameInfoFrame.count);
  }

  function frameInfoText(frame, count) {
    const flags = [frame.animating ? "animating" : "", frame.nextWakeUp != null ? `wake ${frame.nextWakeUp.toFixed(3)}` : ""].filter(Boolean);
    return `t ${Number(frame.time ?? 0).toFixed(3)} s · frame ${count}${flags.length ? " · " + flags.join(" · ") : ""}`;
  }

  function paint(frame) {
    lab.pendingFrame = null;
    paintSVG(frame.lines);
    renderState(frame.state ?? []);
    lab.frames += 1;
    showFrameInfo(frame, lab.frames);
    const answered = lab.answeredSeqs;
    lab.answeredSeqs = [];
    if (!answered.length) return;
    if (!answered.some((seq) => lab.inputTimes.has(seq))) {
      // Only ticks answered: no sample to take after the paint, only older input times to drop.
      forgetInputTimes(answered);
      return;
    }
    // The paint follows this animation frame; a task queued now runs after it.
    setTimeout(() => measureLatency(answered), 0);
  }

  /**
   * Shows `lines` in #canvas. Each line between the `<svg>` line and `</svg>` is one child element,
   * so when the frame has as many lines as the one shown, only the children whose line changed are
   * replaced; otherwise (or if the DOM does not match the lines) the whole SVG is parsed again.
   */
  function paintSVG(lines) {
    const painted = lab.paintedLines;
    const root = ui.canvas.firstElementChild;
    if (painted && root && painted.length === lines.length && painted[0] === lines[0]
        && root.childElementCount === lines.length - 2) {
      const parser = svgLineParser;
      for (let index = 1; index < lines.length - 1; index += 1) {
        if (lines[index] === painted[index]) continue;
        parser.innerHTML = lines[index];
        const element = parser.firstElementChild;
        if (!element || parser.childElementCount !== 1) {
          ui.canvas.innerHTML = lines.join("\n") + "\n";
          break;
        }
        root.replaceChild(element, root.children[index - 1]);
      }
    } else {
      ui.canvas.innerHTML = lines.join("\n") + "\n";
    }
    lab.paintedLines = lines;
  }

  function measureLatency(seqs) {
    const paintedAt = performance.now();
    for (const seq of seqs) {
      const inputTimes = lab.inputTimes.get(seq);
      if (inputTimes === undefined) continue;
      for (const inputTime of inputTimes) lab.latencies.push(paintedAt - inputTime);
    }
    forgetInputTimes(seqs);
    if (lab.latencies.length > CONFIG.maxLatencies) lab.latencies.splice(0, lab.latencies.length - CONFIG.maxLatencies);
  }

  /** Input answered by the newest of `seqs` (or before) will have no more samples. */
  function forgetInputTimes(seqs) {
    const newest = Math.max(...seqs);
    for (const seq of lab.inputTimes.keys()) if (seq <= newest) lab.inputTimes.delete(seq);
  }

  // ---------------------------------------------------------------- state panel

  function renderState(entries) {
    // Most frames carry the list already shown (only a change of state sends a new one): nothing to do.
    if (entries === lab.renderedState) return;
    lab.renderedState = entries;
    const keys = entries.map((entry) => `${entry.view}.${entry.name}.${entry.kind}`);
    const sameShape = keys.length === ui.state.children.length && keys.every((key, index) => ui.state.children[index].dataset.key === key);
    if (!sameShape) {
      ui.state.replaceChildren(...entries.map((entry, index) => stateRow(entry, keys[index])));
    }
    entries.forEach((entry, index) => {
      const key = keys[index];
      const row = ui.state.children[index];
      const value = formatValue(entry.value);
      const previous = lab.stateValues.get(key);
      if (previous !== value) {
        row.lastElementChild.textContent = value; // the row's .value cell (stateRow)
        if (previous !== undefined) {
          // The flash restarts through Web Animations (restarting a CSS animation needs a forced
          // layout in the middle of the frame that paints the scene's answer), on the opacity of
          // the row's ::after layer: the compositor fades it, no frame repaints the row for it.
          // One animation per row, restarted: a new one per change left the earlier ones running
          // under it (up to one per frame for 900 ms), each sampled by style and the compositor.
          if (!row.classList.contains("changed")) row.classList.add("changed");
          const flash = stateFlashes.get(row);
          if (!flash) {
            stateFlashes.set(row, row.animate(STATE_FLASH, { duration: CONFIG.stateFlashMs, easing: "ease-out", pseudoElement: "::after" }));
          } else if (flash.playState === "running") {
            flash.currentTime = 0;
          } else {
            flash.play();
          }
        }
        lab.stateValues.set(key, value);
      }
    });
  }

  function stateRow(entry, key) {
    const row = document.createElement("div");
    row.className = "state-entry";
    row.dataset.key = key;
    row.dataset.name = entry.name;
    row.dataset.kind = entry.kind;
    row.dataset.view = entry.view;
    const kind = document.createElement("span");
    kind.className = "kind";
    kind.textContent = `@${entry.kind}`;
    const name = document.createElement("span");
    name.className = "name";
    const view = document.createElement("span");
    view.className = "view";
    view.textContent = `${entry.view}.`;
    name.append(view, entry.name);
    const value = document.createElement("span");
    value.className = "value";
    row.append(kind, name, value);
    return row;
  }

  function formatValue(value) {
    return typeof value === "string" ? value : JSON.stringify(value);
  }

  // ---------------------------------------------------------------- timeline

  function isNearBottom(element) {
    return element.scrollTop + element.clientHeight >= element.scrollHeight - CONFIG.stickToBottomPx;
  }

  function flushTimeline() {
    const entries = lab.pendingTimeline;
    lab.pendingTimeline = [];
    const follow = isNearBottom(ui.timeline);
    const fragment = document.createDocumentFragment();
    for (const entry of entries) fragment.append(timelineRow(entry));
    ui.timeline.append(fragment);
    trimTimeline();
    if (follow) ui.timeline.scrollTop = ui.timeline.scrollHeight;
  }

  function timelineRow(entry) {
    const row = document.createElement("div");
    row.className = "timeline-entry";
    row.dataset.kind = entry.kind;
    row.dataset.gesture = entry.gesture;
    if (entry.attempt != null) row.dataset.attempt = String(entry.attempt);
    const cells = [
      ["t", `${Number(entry.time).toFixed(3)}s`],
      ["a", entry.attempt != null ? `#${entry.attempt}` : ""],
      ["k", entry.kind],
      ["g", entry.gesture],
      ["d", entry.detail ?? ""],
    ];
    for (const [className, text] of cells) {
      const cell = document.createElement("span");
      cell.className = className;
      cell.textContent = text;
      if (className === "g") cell.title = text;
      row.append(cell);
    }
    return row;
  }

  function addMarker(text) {
    if (lab.pendingTimeline.length) flushTimeline();
    const follow = isNearBottom(ui.timeline);
    const marker = document.createElement("div");
    marker.className = "timeline-marker";
    marker.textContent = text;
    ui.timeline.append(marker);
    trimTimeline();
    if (follow) ui.timeline.scrollTop = ui.timeline.scrollHeight;
  }

  function trimTimeline() {
    const excess = ui.timeline.childElementCount - CONFIG.maxTimelineEntries;
    for (let i = 0; i < excess; i += 1) ui.timeline.firstElementChild.remove();
  }

  // ---------------------------------------------------------------- input

  function canvasPoint(clientX, clientY) {
    const rect = ui.canvas.getBoundingClientRect();
    return {
      x: round3((clientX - rect.left) * lab.canvas.width / rect.width),
      y: round3((clientY - rect.top) * lab.canvas.height / rect.height),
    };
  }

  function round3(value) {
    return Math.round(value * 1000) / 1000;
  }

  function freeTouchId() {
    const used = new Set();
    for (const touch of lab.touches.values()) {
      used.add(touch.id);
      if (touch.partner) used.add(touch.partner.id);
    }
    let id = 0;
    while (used.has(id)) id += 1;
    return id;
  }

  /** Centre (canvas points) of the drawn shape under the pointer, or the canvas centre. */
  function shapeCentre(event) {
    const root = ui.canvas.querySelector("svg");
    let target = event.target;
    if (root && target instanceof Element && target !== root && root.contains(target)) {
      while (target.parentElement && target.parentElement !== root) target = target.parentElement;
      const rect = target.getBoundingClientRect();
      if (rect.width > 0 || rect.height > 0) return canvasPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    }
    return { x: lab.canvas.width / 2, y: lab.canvas.height / 2 };
  }

  function emulatedPartner(event, point) {
    let centre = shapeCentre(event);
    let second = { x: 2 * centre.x - point.x, y: 2 * centre.y - point.y };
    if (Math.hypot(second.x - point.x, second.y - point.y) < CONFIG.emulationCoincident) {
      // Pressed on the centre itself: put the second finger out to the right, mirror about the midpoint.
      second = { x: point.x + CONFIG.emulationFallbackOffset, y: point.y };
      centre = { x: point.x + CONFIG.emulationFallbackOffset / 2, y: point.y };
    }
    return {
      id: freeTouchId(),
      mode: event.shiftKey ? "pan" : "mirror",
      centre,
      offset: { x: second.x - point.x, y: second.y - point.y },
      x: round3(second.x),
      y: round3(second.y),
    };
  }

  /**
   * Sends touch changes at once. Moves that come while the previous touches message is still
   * unanswered are held and merged (each finger's newest position) and go out with that answer:
   * a busy server gets one batch per answer instead of a queue that grows (every held event's
   * time stays in the latency samples). Began, ended and cancelled changes are never held.
   */
  function sendTouches(changes, eventTime) {
    if (!changes.length) return;
    const onlyMoves = changes.every((change) => change.phase === "moved");
    const inFlight = lab.movesInFlight;
    if (onlyMoves && inFlight && eventTime - inFlight.sentAt < CONFIG.tickAnswerTimeoutMs) {
      const held = lab.heldMoves ?? (lab.heldMoves = { changes: new Map(), times: [], time: eventTime });
      for (const change of changes) held.changes.set(change.id, change);
      held.times.push(eventTime);
      held.time = eventTime;
      return;
    }
    flushHeldMoves();
    sendTouchMessage(changes, [eventTime], eventTime);
  }

  function flushHeldMoves() {
    const held = lab.heldMoves;
    if (!held) return;
    lab.heldMoves = null;
    sendTouchMessage([...held.changes.values()], held.times, held.time);
  }

  function sendTouchMessage(changes, eventTimes, time) {
    const seq = ++lab.seq;
    if (send({ type: "touches", time: messageTime(time), seq, touches: changes })) {
      lab.inputTimes.set(seq, eventTimes);
      lab.movesInFlight = { seq, sentAt: performance.now() };
      lab.inputSinceFrame = true;
      window.TactileTimeline?.touchesSent(seq, changes);
    }
  }

  function onPointerDown(event) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    if (!lab.connected || !lab.sceneId || lab.touches.has(event.pointerId)) return;
    event.preventDefault();
    if (lab.selecting) {
      // Selectable mode: the click asks where the view under it was made; the scene sees nothing.
      const point = canvasPoint(event.clientX, event.clientY);
      lab.laneGesture = null;
      send({ type: "select", x: point.x, y: point.y });
      return;
    }
    try { ui.canvas.setPointerCapture(event.pointerId); } catch { /* the pointer is already gone */ }
    const point = canvasPoint(event.clientX, event.clientY);
    // A mouse's finger is where the cursor is: it is drawn only with an emulated partner.
    const touch = { id: freeTouchId(), x: point.x, y: point.y, partner: null, emulated: false,
                    underCursor: event.pointerType === "mouse" };
    lab.touches.set(event.pointerId, touch);
    const changes = [{ id: touch.id, phase: "began", x: touch.x, y: touch.y }];
    if (event.pointerType === "mouse" && event.altKey) {
      touch.partner = emulatedPartner(event, point);
      changes.push({ id: touch.partner.id, phase: "began", x: touch.partner.x, y: touch.partner.y });
    }
    sendTouches(changes, event.timeStamp);
    drawFingers();
    requestFrame();
  }

  function onPointerMove(event) {
    const touch = lab.touches.get(event.pointerId);
    if (!touch) return;
    const point = canvasPoint(event.clientX, event.clientY);
    if (point.x === touch.x && point.y === touch.y) return;
    touch.x = point.x;
    touch.y = point.y;
    const changes = [{ id: touch.id, phase: "moved", x: point.x, y: point.y }];
    const partner = touch.partner;
    if (partner) {
      const next = partner.mode === "pan"
        ? { x: point.x + partner.offset.x, y: point.y + partner.offset.y }
        : { x: 2 * partner.centre.x - point.x, y: 2 * partner.centre.y - point.y };
      partner.x = round3(next.x);
      partner.y = round3(next.y);
      changes.push({ id: partner.id, phase: "moved", x: partner.x, y: partner.y });
    }
    sendTouches(changes, event.timeStamp);
    drawFingers();
  }

  function onPointerEnd(event) {
    const touch = lab.touches.get(event.pointerId);
    if (!touch) return;
    lab.touches.delete(event.pointerId);
    const phase = event.type === "pointercancel" ? "cancelled" : "ended";
    const point = event.type === "pointercancel" ? { x: touch.x, y: touch.y } : canvasPoint(event.clientX, event.clientY);
    const changes = [{ id: touch.id, phase, x: point.x, y: point.y }];
    if (touch.partner) {
      const partner = touch.partner;
      if (phase === "ended" && (point.x !== touch.x || point.y !== touch.y)) {
        const next = partner.mode === "pan"
          ? { x: point.x + partner.offset.x, y: point.y + partner.offset.y }
          : { x: 2 * partner.centre.x - point.x, y: 2 * partner.centre.y - point.y };
        partner.x = round3(next.x);
        partner.y = round3(next.y);
      }
      changes.push({ id: partner.id, phase, x: partner.x, y: partner.y });
    }
    sendTouches(changes, event.timeStamp);
    drawFingers();
    requestFrame();
  }

  /** A wheel or trackpad scroll over the canvas scrolls the scroll view under the pointer (`wheel`). */
  function onWheel(event) {
    if (!lab.connected || !lab.sceneId) return;
    event.preventDefault();
    const rect = ui.canvas.getBoundingClientRect();
    // Pixels on the page → canvas points; lines and pages as the DOM defines them.
    const unit = event.deltaMode === 1 ? CONFIG.wheelLinePoints : event.deltaMode === 2 ? lab.canvas.height : lab.canvas.width / rect.width;
    const point = canvasPoint(event.clientX, event.clientY);
    const seq = ++lab.seq;
    const message = { type: "wheel", time: messageTime(event.timeStamp), seq, x: point.x, y: point.y,
                      dx: round3(event.deltaX * unit), dy: round3(event.deltaY * unit) };
    if (send(message)) {
      lab.inputTimes.set(seq, [event.timeStamp]);
      lab.inputSinceFrame = true;
    }
  }

  /** The instance went away (new scene, lost socket): fingers are forgotten without telling it. */
  function endAllTouchesLocally() {
    for (const pointerId of lab.touches.keys()) {
      try { ui.canvas.releasePointerCapture(pointerId); } catch { /* not captured */ }
    }
    lab.touches.clear();
    drawFingers();
  }

  /**
   * Draws the fingers over the canvas. A finger that moved keeps its elements (only the changed
   * attributes are set), so a pointer move costs no new elements, style or layout; the elements
   * are made again only when the set of shapes changes (a finger down or up, Alt emulation).
   * A lone mouse finger is not drawn: the cursor already marks it, and a second moving shape
   * made each frame that answers a drag ~0.7 ms slower to paint at the median
   * (docs/PERFORMANCE.md, "Lab latency"). Touch and pen fingers, and a mouse finger
   * with an emulated partner, are drawn.
   */
  function drawFingers() {
    const shapes = [];
    for (const touch of lab.touches.values()) {
      const partner = touch.partner;
      if (touch.underCursor && !partner) continue;
      shapes.push(fingerShape(touch, false));
      if (!partner) continue;
      shapes.push({ tag: "line", attributes: { class: "link", x1: touch.x, y1: touch.y, x2: partner.x, y2: partner.y } });
      if (partner.mode === "mirror") {
        shapes.push({ tag: "circle", attributes: { class: "centre", cx: partner.centre.x, cy: partner.centre.y, r: 3 } });
      }
      shapes.push(fingerShape(partner, true));
    }
    const shown = ui.fingers.children;
    const same = shown.length === shapes.length && shapes.every((shape, index) =>
      shown[index].localName === shape.tag && shown[index].getAttribute("class") === shape.attributes.class
        && shown[index].dataset.touchId === shape.touchId);
    if (!same) {
      ui.fingers.replaceChildren(...shapes.map((shape) => {
        const element = document.createElementNS(SVG_NS, shape.tag);
        for (const [name, value] of Object.entries(shape.attributes)) element.setAttribute(name, value);
        if (shape.touchId !== undefined) element.dataset.touchId = shape.touchId;
        return element;
      }));
      return;
    }
    shapes.forEach((shape, index) => {
      const element = shown[index];
      for (const [name, value] of Object.entries(shape.attributes)) {
        const text = String(value);
        if (element.getAttribute(name) !== text) element.setAttribute(name, text);
      }
    });
  }

  function fingerShape(touch, emulated) {
    return { tag: "circle", touchId: String(touch.id),
             attributes: { class: emulated ? "finger emulated" : "finger", cx: touch.x, cy: touch.y, r: 14 } };
  }

  // ---------------------------------------------------------------- recording

  function setRecordingActive(active) {
    lab.isRecording = active;
    ui.body.classList.toggle("recording", active);
    updateControls();
  }

  function startRecording() {
    if (!lab.sceneId) return;
    if (send({ type: "record", action: "start" })) {
      setRecordingActive(true);
      ui.recordingInfo.textContent = "Recording…";
    }
  }

  function stopRecording() {
    send({ type: "record", action: "stop" });
    setRecordingActive(false);
  }

  function describe(recording) {
    const events = Array.isArray(recording.events) ? recording.events.length : 0;
    const last = events ? recording.events[events - 1].time : 0;
    const duration = Number(recording.end ?? last ?? 0);
    return `${events} events, ${duration.toFixed(3)} s${recording.scene ? ` of ${recording.scene}` : ""}`;
  }

  function onRecording(recording) {
    lab.recording = recording;
    lab.loadedRecording = null;
    updateControls();
    ui.recordingInfo.textContent = `Recorded ${describe(recording)}`;
  }

  /** Offers `text` to the browser as a download named `name`. */
  function download(text, name, type) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  function downloadRecording() {
    const recording = lab.loadedRecording ?? lab.recording;
    if (!recording) return;
    download(JSON.stringify(recording, null, 2) + "\n", `${recording.scene ?? "recording"}.touches.json`, "application/json");
  }

  /** Asks the server for the recording as a Swift Testing file; `exported` brings it. */
  function exportTest() {
    const recording = lab.loadedRecording ?? lab.recording;
    if (!recording || !lab.connected) return;
    if (send({ type: "export", recording })) ui.recordingInfo.textContent = "Exporting a test…";
  }

  function onExported(message) {
    download(message.source, message.fileName, "text/x-swift");
    const verbs = message.steps.length ? message.steps.join(", ") : "no touches";
    ui.recordingInfo.textContent = `Exported ${message.fileName} (${verbs})`;
  }

  async function loadRecording() {
    const file = ui.load.files[0];
    ui.load.value = "";
    if (!file) return;
    let recording;
    try {
      recording = JSON.parse(await file.text());
    } catch (error) {
      showError("invalid-recording", `${file.name} is not JSON (${error.message}).`);
      return;
    }
    if (!recording || recording.format !== "tactile-touch-recording" || !Array.isArray(recording.events)) {
      showError("invalid-recording", `${file.name} is not a touch recording: it needs "format": "tactile-touch-recording" and an "events" array.`);
      return;
    }
    lab.loadedRecording = recording;
    updateControls();
    ui.recordingInfo.textContent = `Loaded ${file.name}: ${describe(recording)}`;
  }

  function replay() {
    const recording = lab.loadedRecording ?? lab.recording;
    if (!recording || !lab.connected) return;
    const scene = recording.scene ?? lab.sceneId;
    const known = lab.catalog.some((entry) => entry.id === scene);
    if (known && scene !== lab.sceneId) selectScene(scene, { send: false });
    else resetInstanceView();
    addMarker(`replay of ${describe(recording)}`);
    send({ type: "replay", recording });
    window.TactileTimeline?.recordingReplayed(recording);
  }

  function onReplayed(message) {
    ui.recordingInfo.textContent = `Replayed ${message.events} events over ${Number(message.duration).toFixed(3)} s`;
  }

  // ---------------------------------------------------------------- errors

  function showError(code, message, received) {
    const codeSpan = document.createElement("span");
    codeSpan.className = "code";
    codeSpan.textContent = code;
    const text = document.createElement("span");
    text.className = "msg";
    text.textContent = message ?? "";
    if (received) {
      const raw = document.createElement("span");
      raw.className = "received";
      raw.textContent = `received: ${received}`;
      text.append(raw);
    }
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = "small";
    dismiss.textContent = "×";
    dismiss.title = "Dismiss";
    dismiss.addEventListener("click", () => { ui.errors.hidden = true; });
    ui.errors.dataset.code = code;
    ui.errors.replaceChildren(codeSpan, text, dismiss);
    ui.errors.hidden = false;
  }

  // ---------------------------------------------------------------- variants

  /** The devices a variant may run on (GET /api/devices), loaded once. */
  async function loadDevices() {
    if (lab.devices) return lab.devices;
    const response = await fetch("/api/devices");
    if (!response.ok) {
      const body = await response.json().catch(() => null);
      throw new Error(body?.error?.message ?? `GET /api/devices answered ${response.status}`);
    }
    lab.devices = await response.json();
    return lab.devices;
  }

  /** The device list, or null after telling the user why it could not be loaded. */
  async function loadDevicesOrShowError() {
    try {
      return await loadDevices();
    } catch (error) {
      showError("devices", `Could not load the device list: ${error.message}.`);
      return null;
    }
  }

  /** The variant form's choices, filled from the device list the first time it opens. */
  async function fillVariantForm() {
    if (ui.variantDevice.options.length) return;
    const list = await loadDevicesOrShowError();
    if (!list) return;
    const option = (value, text = value) => Object.assign(document.createElement("option"), { value, textContent: text });
    ui.variantDevice.replaceChildren(...list.devices.map((device) =>
      option(device.name, `${device.name} — ${device.canvas.width}×${device.canvas.height}`)));
    ui.variantScheme.replaceChildren(...list.colorSchemes.map((scheme) => option(scheme)));
    ui.variantType.replaceChildren(...list.dynamicTypeSizes.map((size) => option(size)));
    ui.variantDevice.value = list.devices.find((device) => device.name === "iPhone 16 Pro")?.name ?? list.devices[0]?.name;
    ui.variantType.value = "large";
  }

  /** The page URL of a variant of `sceneId`: this page, running that scene on `choice`'s device. */
  function variantURL(sceneId, choice, build = null) {
    const query = new URLSearchParams({ scene: sceneId, variant: choice.name });
    if (build) query.set("build", build);
    if (choice.colorScheme) query.set("colorScheme", choice.colorScheme);
    if (choice.dynamicTypeSize) query.set("dynamicTypeSize", choice.dynamicTypeSize);
    return `${location.pathname}?${query}`;
  }

  /** What a variant's caption says: its device, and the settings that differ from the preset's. */
  function variantCaption(choice) {
    return [choice.name, choice.colorScheme, choice.dynamicTypeSize].filter(Boolean).join(" · ");
  }

  /** Shows the open scene beside the canvas on `choice`'s device: a live instance of its own,
   *  driven by its own pointer, on its own virtual clock (a page of the lab in an iframe). */
  async function addVariant(choice) {
    if (VARIANT || !lab.sceneId) return;
    const list = await loadDevicesOrShowError();
    if (!list) return;
    const device = list.devices.find((candidate) => candidate.name === choice.name);
    if (!device) {
      showError("devices", `There is no device “${choice.name}”.`);
      return;
    }
    const element = document.createElement("figure");
    element.className = "variant";
    element.dataset.device = choice.name;
    const frame = document.createElement("iframe");
    frame.title = `${variantCaption(choice)} variant`;
    const entry = lab.catalog.find((candidate) => candidate.id === lab.sceneId);
    const url = variantURL(lab.sceneId, choice, lab.build && lab.build !== entry?.build ? lab.build : null);
    frame.src = url;
    const caption = document.createElement("figcaption");
    const text = document.createElement("span");
    text.textContent = variantCaption(choice);
    const close = document.createElement("button");
    close.type = "button";
    close.className = "small";
    close.textContent = "×";
    close.title = "Remove this variant";
    const variant = { choice, element, frame, canvas: device.canvas, sceneId: lab.sceneId, url };
    close.addEventListener("click", () => removeVariant(variant));
    caption.append(text, close);
    element.append(frame, caption);
    ui.variants.append(element);
    lab.variants.push(variant);
    ui.variants.hidden = false;
    fitDevice();
  }

  function removeVariant(variant) {
    lab.variants = lab.variants.filter((candidate) => candidate !== variant);
    variant.element.remove();
    ui.variants.hidden = lab.variants.length === 0;
    fitDevice();
  }

  /** The variants follow the scene the page shows, and the build it runs on (the editor's Run:
   *  each variant starts again on the new build, its state fresh). */
  function showVariantsOf(sceneId) {
    const entry = lab.catalog.find((candidate) => candidate.id === sceneId);
    const build = lab.build && lab.build !== entry?.build ? lab.build : null;
    for (const variant of lab.variants) {
      const url = variantURL(sceneId, variant.choice, build);
      if (variant.url === url) continue;
      variant.url = url;
      variant.sceneId = sceneId;
      variant.frame.src = url;
    }
  }

  /** A variant page: its device's screen is the canvas; then it connects as any page does. */
  async function startVariant() {
    ui.body.classList.add("variant-page");
    // The window's background is the device's systemBackground: black in the dark appearance.
    ui.device.classList.toggle("dark", VARIANT.colorScheme === "dark");
    try {
      const device = (await loadDevices()).devices.find((candidate) => candidate.name === VARIANT.name);
      if (!device) throw new Error(`there is no device “${VARIANT.name}”`);
      lab.canvas.width = device.canvas.width;
      lab.canvas.height = device.canvas.height;
    } catch (error) {
      showError("devices", `Could not start the variant: ${error.message}.`);
      return;
    }
    ui.fingers.setAttribute("viewBox", `0 0 ${lab.canvas.width} ${lab.canvas.height}`);
    fitDevice();
    connect();
    loadCatalog();
  }

  // ---------------------------------------------------------------- layout

  /** The largest scale at which `canvas` fits `width` × `height` (never below 0.1). */
  function fitScale(canvas, width, height) {
    return Math.max(0.1, Math.min(width / canvas.width, height / canvas.height));
  }

  /** Sizes the canvas (and each variant beside it) to fill the stage, keeping their aspect ratios. */
  function fitDevice() {
    const stage = ui.stage;
    const style = getComputedStyle(stage);
    const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    let others = 0;
    for (const child of stage.children) {
      const shown = !child.hidden && child.getClientRects().length > 0;
      if (child !== ui.devices && child !== ui.errors && shown) others += child.offsetHeight + parseFloat(style.rowGap || 0);
    }
    const margin = VARIANT ? 0 : 12;
    const slots = 1 + lab.variants.length;
    const gap = parseFloat(getComputedStyle(ui.devices).columnGap) || 0;
    const width = (stage.clientWidth - padX - margin - gap * (slots - 1)) / slots;
    const height = stage.clientHeight - padY - others - margin;
    const scale = fitScale(lab.canvas, width, height);
    ui.device.style.width = `${Math.floor(lab.canvas.width * scale)}px`;
    ui.device.style.height = `${Math.floor(lab.canvas.height * scale)}px`;
    for (const variant of lab.variants) {
      const captionHeight = variant.element.querySelector("figcaption")?.offsetHeight ?? 0;
      const variantScale = fitScale(variant.canvas, width, height - captionHeight);
      variant.frame.style.width = `${Math.floor(variant.canvas.width * variantScale)}px`;
      variant.element.style.width = variant.frame.style.width;
      variant.frame.style.height = `${Math.floor(variant.canvas.height * variantScale)}px`;
    }
  }

  // ---------------------------------------------------------------- selectable mode

  /** Turns selectable mode on or off (the Select button, or S). */
  function setSelecting(on) {
    lab.selecting = on;
    ui.selectMode.setAttribute("aria-pressed", String(on));
    ui.body.classList.toggle("selecting", on);
    if (!on) clearSelection();
  }

  function clearSelection() {
    lab.selection = null;
    ui.selectionOutline.hidden = true;
    ui.selection.hidden = true;
    ui.selectionSource.hidden = true;
    ui.editor.hidden = false;
    window.tactileEditor?.clearSelection();
  }

  /** A timeline lane's link: where its attempt's gestures were attached. */
  function selectAttempt(attempt, gesture) {
    lab.laneGesture = gesture ?? "";
    send({ type: "select", attempt });
  }

  /** `selection`: outline the view, show its place and modifiers, and its lines in the source. */
  function onSelection(message) {
    let place = { file: message.file, line: message.line, lines: message.lines };
    if (lab.laneGesture !== null && message.attached?.length) {
      // The lane's gesture type (`DragGesture(minimumDistance: …)` → `DragGesture`) picks its modifier.
      const type = lab.laneGesture.split("(")[0].trim();
      const attachment = message.attached.find((candidate) => candidate.gestures.includes(type)) ?? message.attached[0];
      if (attachment.file === message.file) place = { file: attachment.file, line: attachment.line, lines: [attachment.line, attachment.line] };
    }
    lab.laneGesture = null;
    lab.selection = { ...message, shown: place };
    const frame = message.frame;
    const outline = ui.selectionOutline;
    outline.style.left = `${(frame.x / lab.canvas.width) * 100}%`;
    outline.style.top = `${(frame.y / lab.canvas.height) * 100}%`;
    outline.style.width = `${(frame.width / lab.canvas.width) * 100}%`;
    outline.style.height = `${(frame.height / lab.canvas.height) * 100}%`;
    outline.hidden = false;
    const name = String(place.file).split("/").pop();
    ui.selectionPlace.textContent = `${name}:${place.line}`;
    ui.selectionPlace.title = `${place.file}, lines ${place.lines[0]}–${place.lines[1]}`;
    ui.selectionExact.textContent = message.exact ? "" : "nearest place found";
    ui.selection.querySelector(".selection-head").dataset.exact = String(message.exact);
    ui.selectionChain.replaceChildren();
    for (const link of message.chain ?? []) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "small";
      button.dataset.line = String(link.line);
      button.textContent = `.${link.name}  ${link.line}`;
      button.title = link.gestures?.length ? `attaches ${link.gestures.join(", ")}` : `line ${link.line}`;
      button.addEventListener("click", () => showLines(place.file, link.line, [link.line, link.line]));
      ui.selectionChain.append(button);
    }
    ui.selection.hidden = false;
    showLines(place.file, place.line, place.lines);
  }

  /** Marks `lines` and `line` of the selection's file: in the editor when it shows that file, else read-only. */
  function showLines(file, line, lines) {
    const selection = lab.selection;
    const inEditor = selection && selection.inScene && file === selection.file;
    ui.editor.hidden = !inEditor;
    ui.selectionSource.hidden = inEditor;
    if (inEditor) {
      window.tactileEditor?.select(lines[0], lines[1], line);
      return;
    }
    window.tactileEditor?.clearSelection();
    ui.selectionSource.replaceChildren();
    const text = selection?.source ?? "";
    text.split("\n").forEach((content, index) => {
      const number = index + 1;
      const row = document.createElement("span");
      row.className = "src-line";
      row.dataset.line = String(number);
      if (number >= lines[0] && number <= lines[1]) row.classList.add("selected");
      if (number === line) row.classList.add("selected-line");
      row.textContent = content + "\n";
      ui.selectionSource.append(row);
    });
    ui.selectionSource.dataset.file = file;
    ui.selectionSource.querySelector(".selected-line")?.scrollIntoView({ block: "center" });
  }

  // ---------------------------------------------------------------- wiring

  ui.fingers.setAttribute("viewBox", `0 0 ${lab.canvas.width} ${lab.canvas.height}`);
  ui.canvas.addEventListener("pointerdown", onPointerDown);
  // Moves go out as soon as the pointer moves: `pointerrawupdate` (where offered) is dispatched
  // when the input arrives, `pointermove` only with the next frame (docs/PERFORMANCE.md, "Lab latency").
  ui.canvas.addEventListener(RAW_MOVES ? "pointerrawupdate" : "pointermove", onPointerMove);
  ui.canvas.addEventListener("wheel", onWheel, { passive: false });
  ui.canvas.addEventListener("pointerup", onPointerEnd);
  ui.canvas.addEventListener("pointercancel", onPointerEnd);
  ui.canvas.addEventListener("contextmenu", (event) => event.preventDefault());
  ui.list.addEventListener("click", (event) => {
    const link = event.target.closest("[data-scene-id]");
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    selectScene(link.dataset.sceneId);
  });
  ui.filter.addEventListener("input", filterCatalog);
  window.addEventListener("popstate", () => {
    const id = new URLSearchParams(location.search).get("scene");
    if (id && id !== lab.sceneId && lab.catalog.some((entry) => entry.id === id)) selectScene(id, { push: false });
  });
  ui.timelineClear.addEventListener("click", () => { lab.pendingTimeline = []; ui.timeline.replaceChildren(); });
  ui.reset.addEventListener("click", () => {
    if (!lab.sceneId) return;
    if (lab.halted) {
      resetInstanceView();
      addMarker(`reset ${lab.sceneId} — a new worker`);
      reopenSocket();
      return;
    }
    resetInstanceView();
    addMarker(`reset ${lab.sceneId}`);
    send({ type: "reset", time: messageTime(performance.now()) });
  });
  ui.record.addEventListener("click", startRecording);
  ui.stop.addEventListener("click", stopRecording);
  ui.download.addEventListener("click", downloadRecording);
  ui.load.addEventListener("change", loadRecording);
  ui.replay.addEventListener("click", replay);
  ui.exportTest.addEventListener("click", exportTest);
  ui.selectMode.addEventListener("click", () => setSelecting(!lab.selecting));
  ui.selectionClose.addEventListener("click", clearSelection);
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement || event.metaKey || event.ctrlKey || event.altKey) return;
    if (event.key === "r" || event.key === "R") ui.reset.click();
    if ((event.key === "s" || event.key === "S") && !(event.target instanceof HTMLTextAreaElement)) setSelecting(!lab.selecting);
  });
  window.TactileTimeline?.attach({ send, canvas: lab.canvas, presentsInput });
  ui.variantsButton.addEventListener("click", async () => {
    ui.variantForm.hidden = !ui.variantForm.hidden;
    ui.variantsButton.setAttribute("aria-expanded", String(!ui.variantForm.hidden));
    if (!ui.variantForm.hidden) await fillVariantForm();
  });
  ui.variantAdd.addEventListener("click", () => {
    const choice = { name: ui.variantDevice.value };
    if (ui.variantScheme.value && ui.variantScheme.value !== "light") choice.colorScheme = ui.variantScheme.value;
    if (ui.variantType.value && ui.variantType.value !== "large") choice.dynamicTypeSize = ui.variantType.value;
    if (choice.name) addVariant(choice);
  });
  new ResizeObserver(fitDevice).observe(ui.stage);
  fitDevice();

  /** What the browser tests and the latency benchmark read (docs/LAB-PROTOCOL.md). */
  window.tactileLab = Object.freeze({
    /** Selectable mode: whether it is on, the last `selection` shown (with `shown`: the place marked), and a lane's link. */
    get selecting() { return lab.selecting; },
    get selection() { return lab.selection; },
    setSelecting,
    selectAttempt,
    get connected() { return lab.connected; },
    get sceneId() { return lab.sceneId; },
    get frames() { return lab.frames; },
    get lastFrame() { return lab.lastFrame; },
    get latencies() { return lab.latencies; },
    get recording() { return lab.loadedRecording ?? lab.recording; },
    /** `{bytes, delta, svgBytes}` per frame message: its size, whether it was a delta, the SVG it stands for. */
    get frameSizes() { return lab.frameSizes; },
    /** The last "restored" message (what Run kept of the @State), null if none since the last open. */
    get restoration() { return lab.restoration; },
    /** The user build this tab runs on (null: the built-in catalog). */
    get build() { return lab.build; },
    /** The device this page runs its scene on when it is a variant (null on the lab's own page). */
    get variant() { return VARIANT; },
    /** The variants shown beside the canvas: their device choices, in order. */
    get variants() { return lab.variants.map((variant) => variant.choice); },
    /** Shows the open scene on another device beside the canvas (`{name, colorScheme?, dynamicTypeSize?}`). */
    addVariant,
    /** Runs `sceneId` on user build `build` (the editor's Run). */
    useBuild,
    showError,
    /** Messages handled from catch-up reads, and socket copies of them skipped (docs/LAB-PROTOCOL.md, "Catch-up"). */
    get catchUps() { return { read: lab.caughtUp, skipped: lab.skipped, tapped: lab.tapped }; },
    /** Whether this socket's catch-up reads from a tap's shared memory (else by request). */
    get tapOpen() { return tapCarries(Math.max(lab.delivered, lab.caughtUpTo)); },
    /** How many of this socket's messages its tap has put in shared memory (0 without a tap). */
    get tapHeld() { return lab.tap && lab.tap.socket === lab.socket ? Math.max(0, Atomics.load(lab.tap.header, TAP.END)) : 0; },
    /** Whether a touches message is unanswered (a frame that begins now reads its answer by request). */
    get inputInFlight() { return lab.movesInFlight !== null; },
    /** Whether any message of the page (a touches message or a tick) is unanswered. */
    get awaitingAnswer() { return lab.movesInFlight !== null || lab.tickInFlight !== null; },
    /** Reads what the socket has not delivered yet, waiting up to `wait` ms (the page's own catch-up); returns the count. */
    catchUp,
    /** Sends text through the page's socket as it is (tests of the server's error answers). */
    sendRaw(text) {
      if (!lab.socket || lab.socket.readyState !== WebSocket.OPEN) return false;
      lab.socket.send(text);
      return true;
    },
  });

  if (VARIANT) {
    startVariant();
  } else {
    connect();
    loadCatalog();
  }
})();
