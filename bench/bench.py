#!/usr/bin/env python3
"""Benchmark of remindd: fire latency, idle wakeups and memory.

Runs the release build of remindd on a private session bus with a real notification
server (dunst on a private Xvfb display), and takes the time each Notify call reached
the server from dbus-monitor. Prints one table and writes bench/results.json.
Usage: bench.py [--notifications N] [--idle-seconds S]
"""
import argparse
import datetime
import json
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "release")


def start(args, env, **kwargs):
    """Starts a process in its own process group."""
    return subprocess.Popen(args, env=env, start_new_session=True, **kwargs)


def wait_for(condition, timeout, what):
    """Polls `condition` until it holds or `timeout` seconds pass."""
    end = time.time() + timeout
    while time.time() < end:
        if condition():
            return
        time.sleep(0.05)
    sys.exit(f"bench: timed out waiting for {what}")


class Session:
    """A private bus, display and notification server, and remindd on them."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="remindd-bench-")
        self.processes = []
        self.env = dict(os.environ, XDG_DATA_HOME=os.path.join(self.dir, "data"), TZ=os.environ.get("TZ", "UTC"))
        self.env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        config = os.path.join(self.dir, "bus.conf")
        with open(config, "w") as f:
            f.write(f"""<busconfig><type>session</type><listen>unix:tmpdir={self.dir}</listen>
<auth>EXTERNAL</auth><policy context="default"><allow send_destination="*" eavesdrop="true"/>
<allow eavesdrop="true"/><allow own="*"/></policy></busconfig>""")
        bus = start(["dbus-daemon", "--config-file", config, "--nofork", "--print-address=1"], self.env,
                    stdout=subprocess.PIPE, text=True)
        self.processes.append(bus)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
        if not os.environ.get("DISPLAY"):
            display = ":%d" % (200 + os.getpid() % 500)
            self.processes.append(start(["Xvfb", display, "-nolisten", "tcp"], self.env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            self.env["DISPLAY"] = display
            time.sleep(1)
        self.monitor_log = os.path.join(self.dir, "monitor.log")
        self.processes.append(start(
            ["dbus-monitor", "--address", self.env["DBUS_SESSION_BUS_ADDRESS"],
             "type='method_call',interface='org.freedesktop.Notifications',member='Notify'"],
            self.env, stdout=open(self.monitor_log, "w"), stderr=subprocess.DEVNULL))
        self.processes.append(start(["dunst"], self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        wait_for(lambda: self.name_has_owner("org.freedesktop.Notifications"), 10, "dunst")
        self.remindd = start([os.path.join(BIN, "remindd")], self.env, stderr=open(os.path.join(self.dir, "remindd.log"), "w"))
        self.processes.append(self.remindd)
        wait_for(lambda: self.name_has_owner("org.checklists.Remindd"), 10, "remindd")

    def name_has_owner(self, name):
        out = subprocess.run(["gdbus", "call", "--session", "-d", "org.freedesktop.DBus", "-o", "/org/freedesktop/DBus",
                              "-m", "org.freedesktop.DBus.NameHasOwner", name], env=self.env, capture_output=True, text=True)
        return "true" in out.stdout

    def checklists(self, *args):
        out = subprocess.run([os.path.join(BIN, "checklists"), *args], env=self.env, capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"bench: checklists {' '.join(args)} failed: {out.stderr.strip()}")
        return out.stdout

    def notify_calls(self):
        """(time, summary) of every Notify call the monitor saw."""
        calls, stamp, strings = [], None, 0
        for line in open(self.monitor_log):
            match = re.match(r"method call time=([0-9.]+) .*member=Notify", line)
            if match:
                stamp, strings = float(match.group(1)), 0
                continue
            if stamp is not None and line.strip().startswith("string "):
                strings += 1
                if strings == 3:
                    calls.append((stamp, json.loads(line.strip()[len("string "):])))
                    stamp = None
        return calls

    def close(self):
        for process in reversed(self.processes):
            try:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(timeout=5)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                pass
        shutil.rmtree(self.dir, ignore_errors=True)


def fire_latency(session, count):
    """Schedules `count` notifications at whole seconds (two per second) and measures each
    one's delay from due time to the Notify call on the bus, in milliseconds."""
    first = int(time.time()) + 4
    due = {}
    for index in range(count):
        when = first + index // 2
        title = f"bench-{index}"
        stamp = datetime.datetime.fromtimestamp(when).strftime("%Y-%m-%d %H:%M:%S")
        session.checklists("notify", "--title", title, "--at", stamp, "--silent")
        due[title] = when
    wait_for(lambda: len([c for c in session.notify_calls() if c[1] in due]) >= count, first - time.time() + count + 20,
             "the notifications")
    return [(stamp - due[title]) * 1000 for stamp, title in session.notify_calls() if title in due]


def process_counters(pid):
    """Voluntary context switches of every thread, and CPU seconds, of a process."""
    switches = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        for line in open(f"/proc/{pid}/task/{task}/status"):
            if line.startswith("voluntary_ctxt_switches"):
                switches += int(line.split()[1])
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return switches, cpu


def memory(pid):
    """RSS and private dirty memory of a process in MB, from smaps_rollup."""
    values = {}
    for line in open(f"/proc/{pid}/smaps_rollup"):
        parts = line.split()
        if parts[0] in ("Rss:", "Private_Dirty:"):
            values[parts[0][:-1]] = int(parts[1]) / 1024
    return values.get("Rss", 0), values.get("Private_Dirty", 0)


def idle_cost(session, seconds):
    """Wakeups and CPU time of remindd over `seconds` with 50 requests pending, none due,
    measured before any popup was shown (closing popups send signals that wake it)."""
    for index in range(50):
        session.checklists("notify", "--title", f"idle-{index}", "--in", f"{index + 2}h")
    time.sleep(2)
    switches, cpu = process_counters(session.remindd.pid)
    time.sleep(seconds)
    switches_after, cpu_after = process_counters(session.remindd.pid)
    return switches_after - switches, cpu_after - cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--notifications", type=int, default=20)
    parser.add_argument("--idle-seconds", type=int, default=60)
    options = parser.parse_args()
    session = Session()
    try:
        wakeups, cpu = idle_cost(session, options.idle_seconds)
        rss_idle, dirty_idle = memory(session.remindd.pid)
        latencies = fire_latency(session, options.notifications)
        rss, dirty = memory(session.remindd.pid)
    finally:
        session.close()
    results = {
        "machine": f"{platform.node()} {platform.machine()} {os.cpu_count()} cores, {platform.platform()}",
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "fire_latency_ms": {"count": len(latencies), "median": statistics.median(latencies), "worst": max(latencies)},
        "idle": {"seconds": options.idle_seconds, "wakeups": wakeups, "cpu_seconds": cpu},
        "memory_mb": {"rss_idle": rss_idle, "private_dirty_idle": dirty_idle, "rss_after_firing": rss},
    }
    rows = [
        ("fire latency median", f"{results['fire_latency_ms']['median']:.2f} ms", "< 10 ms", results['fire_latency_ms']['median'] < 10),
        ("fire latency worst", f"{results['fire_latency_ms']['worst']:.2f} ms", "< 50 ms", results['fire_latency_ms']['worst'] < 50),
        (f"wakeups in {options.idle_seconds} s idle", str(wakeups), "0", wakeups == 0),
        (f"CPU in {options.idle_seconds} s idle", f"{cpu:.2f} s", "", True),
        ("RSS idle", f"{rss_idle:.1f} MB", "< 25 MB", rss_idle < 25),
        ("private dirty idle", f"{dirty_idle:.1f} MB", "", True),
    ]
    print(f"{'measure':28} {'value':>12}  {'target':8}  met")
    for name, value, target, met in rows:
        print(f"{name:28} {value:>12}  {target:8}  {'yes' if met else 'NO' if target else ''}")
    os.makedirs(os.path.join(ROOT, "bench"), exist_ok=True)
    with open(os.path.join(ROOT, "bench", "results.json"), "w") as f:
        json.dump(results, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
