// Tactile Lab — the tap worker. Plain JS, works offline.
// Contract: docs/LAB-PROTOCOL.md, "Catch-up" (the tap); the page's side is lab.js's `TAP` and `tapRead`.
//
// The page's socket cannot deliver a message while the page's animation frame runs; this worker's
// can. It holds the tap (`/api/sessions/<token>/tap`: a copy of every message the page's socket
// carries) and writes each message into memory it shares with the page, so a frame that waits for
// the answer to input finds it there as soon as it arrives (docs/PERFORMANCE.md, "Lab latency").
//
// Shared memory (a SharedArrayBuffer; the layout comes from the page with each tap, `TAP` in lab.js):
//   Int32 header: [FIRST] index of the first message the tap carries (-1 until the tap says),
//                 [END]   index of the next message to come (every index below it is written),
//                 [RESERVED] absolute byte position below which every byte ever written lies
//                         (wrapping Int32; set before the bytes are written),
//                 [CLOSED] 1 once the tap has closed;
//   then `slots` slots of 3 Int32: [index, absolute start (wrapping Int32), byte length];
//   then the `dataBytes` ring (a power of two) of UTF-8 message bytes, each message contiguous.
// Invariants: a slot's fields are written before its index is stored, and its bytes before that;
// message bytes at absolute position p lie at p mod dataBytes. A reader that copied message i's
// bytes and then still finds slot i holding index i and RESERVED - start <= dataBytes copied them
// whole (no later message overwrote them). A message larger than the ring gets no slot: the
// page's socket delivers it.
"use strict";

let tap = null;

self.onmessage = ({ data }) => {
  if (tap) {
    tap.socket.onmessage = null;
    tap.socket.close(1000, "page moved on");
    tap = null;
  }
  if (data && data.url) tap = open(data);
};

function open({ url, buffer, layout }) {
  const { FIRST, END, RESERVED, CLOSED, HEADER, slots, dataBytes } = layout;
  const header = new Int32Array(buffer, 0, HEADER + 3 * slots);
  const bytes = new Uint8Array(buffer, header.byteLength, dataBytes);
  const encoder = new TextEncoder();
  let scratch = new Uint8Array(4096);   // encodeInto may not write shared memory: encode here, then copy
  let index = -1;       // the next message's index; -1 until the tap's first message names it
  let position = 0;     // absolute byte position of the next message (a double: exact far past 2^32)
  let bound = 0;        // absolute position below which every byte ever written lies
  const socket = new WebSocket(url);
  const state = { socket };

  socket.onmessage = ({ data: text }) => {
    if (tap !== state || typeof text !== "string") return;
    if (index < 0) {
      let first = null;
      try { first = JSON.parse(text); } catch { /* not the tap's first message: never ready */ }
      if (!first || first.type !== "tap" || !Number.isInteger(first.from)) return;
      index = first.from;
      Atomics.store(header, END, index);
      Atomics.store(header, FIRST, index);
      return;
    }
    const most = text.length * 3;  // UTF-8 bytes of a UTF-16 string are at most 3 per code unit
    if (most <= dataBytes) {
      let at = position % dataBytes;
      if (at + most > dataBytes) { position += dataBytes - at; at = 0; }
      bound = Math.max(bound, position + most);
      Atomics.store(header, RESERVED, bound | 0);
      if (scratch.length < most) scratch = new Uint8Array(Math.max(most, scratch.length * 2));
      const { written } = encoder.encodeInto(text, scratch);
      bytes.set(scratch.subarray(0, written), at);
      const slot = HEADER + 3 * (index % slots);
      Atomics.store(header, slot, -1);
      header[slot + 1] = position | 0;
      header[slot + 2] = written;
      Atomics.store(header, slot, index);
      position += written;
    }
    index += 1;
    Atomics.store(header, END, index);
  };
  socket.onclose = () => {
    if (tap === state) Atomics.store(header, CLOSED, 1);
  };
  socket.onerror = () => {};
  return state;
}
