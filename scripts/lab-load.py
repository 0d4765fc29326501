#!/usr/bin/env python3
"""Tactile Lab under load (issue 6): a second process on loopback drives many lab sessions.

Starts `tactile-lab --port 0` (or uses --url), opens SESSIONS WebSocket sessions at once, and in
each sends MESSAGES messages one at a time, waiting for each answer: drags on a seed scene
(touches), ticks, and every 10th message a malformed one (not JSON, unknown type, null time,
negative touch id) that must be answered with an `error` while the session goes on. Reports
messages/s, answer latency p50/p99 (send → last byte of the answer), the bytes of the answers, the
client's own CPU time (it shares the machine with the server) and the RSS of the server and its
worker processes.

--workers N is passed to the server (0: sessions in the server process, as before worker
processes); --deltas asks for delta frames in `open`, --state-changes for frames that omit an
unchanged state list (docs/LAB-PROTOCOL.md).

Standard library only. The client itself spends about 150 µs of CPU per message, so on a 2-core
machine it limits what it measures; Benchmarks/LabLoad (`swift build -c release --product LabLoad`)
is the same scenario and columns from a compiled client.
    python3 scripts/lab-load.py --binary .build/release/tactile-lab --sessions 50 --messages 400
"""
import argparse, asyncio, base64, json, os, re, struct, subprocess, sys, time

MALFORMED = [
    ('{"type": "tick", ', "malformed-json"),
    ('{"type": "explode"}', "unknown-type"),
    ('{"type": "tick", "time": null, "seq": 1}', "invalid-message"),
    ('{"type": "touches", "time": 1, "seq": 1, "touches": [{"id": -1, "phase": "began", "x": 1, "y": 1}]}', "invalid-message"),
]


class Socket:
    """A minimal RFC 6455 client: masked text frames out, unfragmented frames in."""

    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer
        self.received_bytes = 0

    @classmethod
    async def connect(cls, host, port, token=None):
        reader, writer = await asyncio.open_connection(host, port)
        key = base64.b64encode(os.urandom(16)).decode()
        # The lab's token (docs/SECURITY.md), as a script carries it.
        auth = f"Authorization: token {token}\r\n" if token else ""
        writer.write((f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\n{auth}Upgrade: websocket\r\n"
                      f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = await reader.readuntil(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(f"upgrade refused: {head[:80]!r}")
        return cls(reader, writer)

    async def send(self, text):
        await self.send_frame(0x1, text.encode())

    async def send_frame(self, opcode, data):
        mask = os.urandom(4)
        n = len(data)
        header = bytes([0x80 | opcode]) + (bytes([0x80 | n]) if n < 126 else
                                  bytes([0x80 | 126]) + struct.pack(">H", n) if n < 65536 else
                                  bytes([0x80 | 127]) + struct.pack(">Q", n))
        masked = bytes(b ^ mask[i & 3] for i, b in enumerate(data))
        self.writer.write(header + mask + masked)
        await self.writer.drain()

    async def receive(self):
        while True:
            b0, b1 = await self.reader.readexactly(2)
            n = b1 & 127
            if n == 126:
                n = struct.unpack(">H", await self.reader.readexactly(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", await self.reader.readexactly(8))[0]
            data = await self.reader.readexactly(n)
            self.received_bytes += n
            opcode = b0 & 15
            if opcode == 8:
                code = struct.unpack(">H", data[:2])[0] if len(data) >= 2 else None
                raise EOFError(f"closed by the server: code {code}, reason {data[2:].decode(errors='replace')!r}")
            if opcode == 9:  # the server's keep-alive ping (every 30 s): unanswered, it closes the socket
                await self.send_frame(0xA, data)
                continue
            if opcode == 10:  # pong: not an answer
                continue
            return json.loads(data)

    def close(self):
        self.writer.close()


async def session(index, args, host, port, latencies, failures, received, token=None):
    socket = await Socket.connect(host, port, token)
    hello = await socket.receive()
    assert hello["type"] == "hello", hello
    scene = args.scene
    opening = {"type": "open", "scene": scene, "time": 0}
    if args.deltas:
        opening["deltas"] = True
    if args.state_changes:
        opening["stateChanges"] = True
    await socket.send(json.dumps(opening))
    assert (await socket.receive())["type"] == "frame"
    start_bytes = socket.received_bytes
    page_time, seq, down = 0.0, 0, False
    for i in range(args.messages):
        page_time += 16.7
        seq += 1
        expect = "frame"
        if i % 10 == 9:
            text, expect = MALFORMED[(i // 10) % len(MALFORMED)]
        elif i % 10 == 8:
            text = json.dumps({"type": "tick", "time": page_time, "seq": seq})
        else:
            step = i % 40
            x, y = 195 + (step % 20) * 4, 422 + (step % 20) * 2
            phase = "moved"
            if not down:
                phase, down = "began", True
            elif step == 37:  # 38 and 39 are a tick and a malformed message
                phase, down = "ended", False
            text = json.dumps({"type": "touches", "time": page_time, "seq": seq,
                               "touches": [{"id": 0, "phase": phase, "x": x, "y": y}]})
        start = time.perf_counter()
        await socket.send(text)
        answer = await socket.receive()
        if answer["type"] == "error" and expect == "frame":  # a refused batch: error, then frame
            answer = await socket.receive()
        latencies.append(time.perf_counter() - start)
        got = answer["type"] if expect == "frame" else answer.get("code")
        if got != expect:
            failures.append((index, i, expect, answer.get("type"), answer.get("code")))
    received.append(socket.received_bytes - start_bytes)
    socket.close()


def rss_kib(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


def workers_of(pid):
    """The child processes of `pid` (the server's workers)."""
    children = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    children.append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    return children


def cpu_seconds(pid):
    """User + system CPU seconds so far of the server and of its live workers: (server, workers)."""
    ticks = os.sysconf("SC_CLK_TCK")

    def of(process):
        try:
            with open(f"/proc/{process}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / ticks
        except (OSError, IndexError, ValueError):
            return 0.0

    return of(pid), sum(of(worker) for worker in workers_of(pid))


def total_rss_kib(pid):
    """RSS and peak of the server plus its workers."""
    rss, peak = rss_kib(pid)
    for child in workers_of(pid):
        try:
            child_rss, child_peak = rss_kib(child)
        except OSError:
            continue
        rss, peak = rss + child_rss, peak + child_peak
    return rss, peak


async def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/tactile-lab")
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--messages", type=int, default=400, help="messages per session")
    parser.add_argument("--scene", default="004-star-drag-position")
    parser.add_argument("--workers", type=int, help="worker processes for the server (default: the server's own default)")
    parser.add_argument("--deltas", action="store_true", help="ask for delta frames in open")
    parser.add_argument("--state-changes", action="store_true", help="ask in open for frames that omit an unchanged state list")
    args = parser.parse_args()

    command = [args.binary, "--port", "0"] + (["--workers", str(args.workers)] if args.workers is not None else [])
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        match = re.match(r"Tactile Lab: http://([^:/]+):(\d+)/(?:\?token=(\S+))?", line)
        if not match:
            sys.exit(f"unexpected first line: {line!r}")
        host, port, token = match.group(1), int(match.group(2)), match.group(3)
        idle_rss, _ = total_rss_kib(server.pid)
        workers = len(workers_of(server.pid))
        latencies, failures, received = [], [], []
        start, client_cpu, server_cpu = time.perf_counter(), time.process_time(), cpu_seconds(server.pid)
        await asyncio.gather(*(session(i, args, host, port, latencies, failures, received, token) for i in range(args.sessions)))
        elapsed, client_cpu = time.perf_counter() - start, time.process_time() - client_cpu
        server_cpu = tuple(after - before for after, before in zip(cpu_seconds(server.pid), server_cpu))
        rss, peak = total_rss_kib(server.pid)
        latencies.sort()
        total = len(latencies)
        pick = lambda q: latencies[min(total - 1, int(q * total))] * 1000
        print(f"sessions {args.sessions}, messages {total} ({args.messages} per session, 1 in 10 malformed), scene {args.scene}, "
              f"{workers} worker processes, {'delta' if args.deltas else 'full'} frames{', state only when changed' if args.state_changes else ''}")
        print(f"throughput {total / elapsed:.0f} messages/s over {elapsed:.2f} s")
        print(f"latency p50 {pick(0.50):.2f} ms, p99 {pick(0.99):.2f} ms, max {latencies[-1] * 1000:.2f} ms")
        print(f"answers {sum(received) / max(1, total):.0f} bytes per message on average")
        print(f"client CPU {client_cpu:.2f} s = {100 * client_cpu / elapsed:.0f}% of one core; "
              f"server CPU {1e6 * server_cpu[0] / max(1, total):.0f} µs + workers {1e6 * server_cpu[1] / max(1, total):.0f} µs per message; "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        print(f"server + workers RSS idle {idle_rss / 1024:.1f} MiB, after {rss / 1024:.1f} MiB, peak {peak / 1024:.1f} MiB")
        print(f"wrong answers {len(failures)}")
        if failures:
            print(failures[:5])
            sys.exit(1)
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    asyncio.run(main())
