#!/usr/bin/python3
"""Benchmark of remindd and Checklists: on time, idle, light, and next to its peers.

Runs the release builds on private session buses with a real notification server
(dunst on a private Xvfb display) and measures, each over several runs:

  fire latency      due time -> the Notify call reaching dunst (dbus-monitor's timestamps),
                    50 notifications due at whole seconds, up to 6 at the same second
  idle              remindd's wakeups (voluntary context switches of all its threads) and
                    CPU time over 60 s with 50 requests pending; RSS and private dirty
                    (/proc/PID/smaps_rollup) idle and with 100 000 pending
  scale             100 000 requests through AddMany (batches of 1 000) and through the
                    store directly (StoreBenchmark); remindd's start-up with 100 000
                    pending until its "timer armed" line (and until it answers GetStatus);
                    `checklists pending --json` with 100 000
  the app           launch to window mapped (empty; 5 000 items in one checklist), the RSS
                    of `checklists --background`, `checklists add --remind` -> in GetPending
  peers             `at` + notify-send and `remind -z` with a RUN of notify-send, on a bus
                    and dunst of their own: fire latency at a minute boundary and wakeups
                    over the same 60 idle seconds, as ratios to remindd; GNOME's to-do app
                    (gnome-todo) beside the window: time to its window, RSS, idle wakeups

It prints one table (measure, median, worst, target, met) and writes bench/results.json
with the same figures and every sample. Targets are checked on the worst run, except fire
latency, which has one target for the median and one for the worst.

Usage: bench.py [--quick] [--idle-seconds S] [--runs N] [--peer-runs N] ...
       bench.py --docs       puts the table of bench/results.json into docs/performance.md
"""
import argparse
import base64
import datetime
import json
import os
import platform
import re
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

# Only measuring needs python3-dbus; --docs runs without it.
try:
    import dbus
    import dbus.bus
except ImportError:
    dbus = None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "release")
RESULTS = os.path.join(ROOT, "bench", "results.json")
# The page whose bench markers --docs fills in.
DOCS = os.path.join(ROOT, "docs", "performance.md")
APP_ID = "org.checklists.Checklists"
REMINDD = "org.checklists.Remindd"
REMINDD_PATH = "/org/checklists/Remindd"
REMINDD_INTERFACE = "org.checklists.Remindd1"
NOTIFY_MATCH = "type='method_call',interface='org.freedesktop.Notifications',member='Notify'"
# The limits of Debian's /usr/share/dbus-1/session.conf: a real session bus carries
# messages up to 1 GB (dbus-daemon's built-in default is far lower).
BUS_LIMITS = "".join(f'<limit name="{name}">1000000000</limit>'
                     for name in ("max_incoming_bytes", "max_outgoing_bytes", "max_message_size"))


def log(message):
    """One progress line on stderr, with the seconds since the start."""
    print(f"bench: [{time.monotonic() - STARTED:6.1f} s] {message}", file=sys.stderr, flush=True)


STARTED = time.monotonic()


def wait_for(condition, timeout, what, interval=0.01):
    """Polls `condition` until it returns a true value, which is returned; fails after `timeout` s."""
    end = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > end:
            raise TimeoutError(f"timed out waiting for {what}")
        time.sleep(interval)


# Processes ----------------------------------------------------------------------------

class Processes:
    """Every process the benchmark started, each in its own process group, stopped by id."""

    def __init__(self):
        self.started = []

    def start(self, args, env, **kwargs):
        process = subprocess.Popen(args, env=env, start_new_session=True, **kwargs)
        self.started.append(process)
        return process

    def stop(self, process, timeout=5):
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(timeout=timeout)
            except ProcessLookupError:
                pass
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        if process in self.started:
            self.started.remove(process)

    def stop_all(self):
        for process in reversed(list(self.started)):
            self.stop(process)


def counters(pid):
    """Voluntary context switches of each thread (by thread id), and CPU seconds, of a process."""
    switches = {}
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/status") as status:
                for line in status:
                    if line.startswith("voluntary_ctxt_switches"):
                        switches[task] = int(line.split()[1])
        except FileNotFoundError:
            pass  # the thread ended meanwhile
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return switches, (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wakeups_between(before, after):
    """Voluntary context switches from `before` to `after` (per-thread counters): of the
    threads that lived through, those of threads born meanwhile, and one for each thread that
    ended (a thread's counts go with it; its last wakeup was its end)."""
    grown = sum(count - before.get(task, 0) for task, count in after.items())
    ended = sum(1 for task in before if task not in after)
    return grown + ended


def memory(pid):
    """(RSS, private dirty) of a process in MB, from smaps_rollup."""
    values = {}
    with open(f"/proc/{pid}/smaps_rollup") as rollup:
        for line in rollup:
            parts = line.split()
            if parts and parts[0] in ("Rss:", "Private_Dirty:"):
                values[parts[0][:-1]] = int(parts[1]) / 1024
    return values.get("Rss", 0.0), values.get("Private_Dirty", 0.0)


class Bus:
    """A private session bus with the limits of a real one."""

    def __init__(self, processes, directory, env):
        os.makedirs(directory, exist_ok=True)
        config = os.path.join(directory, "bus.conf")
        with open(config, "w") as f:
            f.write(f"""<busconfig><type>session</type><listen>unix:tmpdir={directory}</listen>
<auth>EXTERNAL</auth><policy context="default"><allow send_destination="*" eavesdrop="true"/>
<allow eavesdrop="true"/><allow own="*"/></policy>{BUS_LIMITS}</busconfig>""")
        daemon = processes.start(["dbus-daemon", "--config-file", config, "--nofork", "--print-address=1"], env,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.address = daemon.stdout.readline().strip()
        self.connection = dbus.bus.BusConnection(self.address)

    def has_owner(self, name):
        return bool(self.connection.name_has_owner(name))

    def call(self, method, signature="", *args, timeout=60):
        """Calls one of remindd's methods by its well-known name (never starting it)."""
        return self.connection.call_blocking(REMINDD, REMINDD_PATH, REMINDD_INTERFACE, method, signature, args,
                                             timeout=timeout)


def start_display(processes, env):
    """A private Xvfb; returns its DISPLAY (Xvfb picks a free number)."""
    read, write = os.pipe()
    processes.start(["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1280x800x24"], env,
                    pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        raise RuntimeError("Xvfb did not start")
    display = ":" + number
    # A display that was just started can refuse its first clients while an older one goes away.
    wait_for(lambda: subprocess.run(["xdotool", "getdisplaygeometry"], env=dict(env, DISPLAY=display),
                                    capture_output=True).returncode == 0, 10, "the display")
    return display


class NotificationServer:
    """dunst on a bus, with dbus-monitor logging every Notify call with its timestamp."""

    def __init__(self, processes, bus, env, directory):
        self.env = env
        self.log = os.path.join(directory, "notify-calls.log")
        self.monitor = processes.start(["dbus-monitor", "--address", bus.address, NOTIFY_MATCH], env,
                                       stdout=open(self.log, "w"), stderr=subprocess.DEVNULL)
        processes.start(["dunst"], env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: bus.has_owner("org.freedesktop.Notifications"), 10, "dunst")

    def calls(self):
        """(time, summary) of every Notify call so far."""
        calls, stamp, strings = [], None, 0
        with open(self.log) as f:
            for line in f:
                match = re.match(r"method call time=([0-9.]+) .*member=Notify", line)
                if match:
                    stamp, strings = float(match.group(1)), 0
                    continue
                if stamp is not None and line.strip().startswith("string "):
                    strings += 1  # app name, icon, summary: the summary is the third string
                    if strings == 3:
                        calls.append((stamp, json.loads(line.strip()[len("string "):])))
                        stamp = None
        return calls

    def close_all(self):
        subprocess.run(["dunstctl", "close-all"], env=self.env, capture_output=True)


# The benchmark ------------------------------------------------------------------------

class Bench:
    def __init__(self, options):
        self.options = options
        self.rows = []
        self.extra = {}
        self.processes = Processes()
        self.dir = tempfile.mkdtemp(prefix="checklists-bench-")
        self.cleanups = []
        base = dict(os.environ, TZ="UTC", NO_AT_BRIDGE="1", GDK_BACKEND="x11", LC_ALL="C.UTF-8")
        for name in ("DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY", "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
            base.pop(name, None)
        display = start_display(self.processes, base)
        base["DISPLAY"] = display
        # remindd's session: its bus, dunst, and remindd's own data folder.
        self.bus = Bus(self.processes, os.path.join(self.dir, "bus"), base)
        self.env = dict(base, DBUS_SESSION_BUS_ADDRESS=self.bus.address,
                        XDG_DATA_HOME=os.path.join(self.dir, "remindd-data"),
                        XDG_CONFIG_HOME=os.path.join(self.dir, "config"))
        # The scale measures put 100 000 and a million requests in one app: past remindd's
        # limits for one app (docs/dbus-api.md, "Limits"), which this run lifts.
        os.makedirs(os.path.join(self.env["XDG_CONFIG_HOME"], "remindd"), exist_ok=True)
        with open(os.path.join(self.env["XDG_CONFIG_HOME"], "remindd", "remindd.conf"), "w") as f:
            f.write("[limits]\npending-per-app=0\nadds-per-minute=0\n")
        self.server = NotificationServer(self.processes, self.bus, self.env, os.path.join(self.dir, "bus"))
        # The peers' session: a bus and a dunst of their own, so that their popups and
        # timers never wake remindd or land in its measurements.
        self.peer_bus = Bus(self.processes, os.path.join(self.dir, "peer-bus"), base)
        self.peer_env = dict(base, DBUS_SESSION_BUS_ADDRESS=self.peer_bus.address, HOME=os.path.join(self.dir, "peer-home"))
        os.makedirs(self.peer_env["HOME"], exist_ok=True)
        self.peer_server = NotificationServer(self.processes, self.peer_bus, self.peer_env,
                                              os.path.join(self.dir, "peer-bus"))
        self.remindd = None
        self.at_jobs = []
        self.own_atd = None
        self.peer_latency = {"at": [], "remind": []}
        self.peer_wakeups = {}
        self.peer_fired = []

    # Helpers ---------------------------------------------------------------------------

    def row(self, key, measure, unit, samples=None, median=None, worst=None, target="", median_limit=None,
            worst_limit=None, note=None):
        """Records one measure. `worst` is the largest sample unless given."""
        samples = [s for s in (samples or []) if s is not None]
        if samples:
            median = statistics.median(samples) if median is None else median
            worst = max(samples) if worst is None else worst
        met = None
        if median_limit is not None or worst_limit is not None:
            if median is None:
                met = False
            else:
                met = (median_limit is None or median < median_limit) and (worst_limit is None or worst < worst_limit)
        row = {"key": key, "measure": measure, "unit": unit, "median": median, "worst": worst, "runs": len(samples),
               "samples": samples, "target": target, "met": met}
        if note:
            row["note"] = note
        self.rows.append(row)
        log(f"{measure}: median {fmt(median, unit)}, worst {fmt(worst, unit)}"
            + (f" ({'met' if met else 'MISSED'})" if met is not None else ""))
        return row

    def value(self, key, which="median"):
        for row in self.rows:
            if row["key"] == key:
                return row[which]
        return None

    def start_remindd(self, data_home=None, verbose=False, stderr=None):
        env = dict(self.env, XDG_DATA_HOME=data_home or self.env["XDG_DATA_HOME"])
        args = [os.path.join(BIN, "remindd")] + (["--verbose"] if verbose else [])
        process = self.processes.start(args, env, stderr=stderr or open(os.path.join(self.dir, "remindd.log"), "a"),
                                       stdout=subprocess.DEVNULL)
        return process

    def use_remindd(self, data_home=None):
        """Stops the running remindd and starts one on `data_home`, waiting for its name."""
        if self.remindd:
            self.processes.stop(self.remindd)
            wait_for(lambda: not self.bus.has_owner(REMINDD), 10, "remindd to go")
        self.remindd = self.start_remindd(data_home)
        wait_for(lambda: self.bus.has_owner(REMINDD), 10, "remindd")
        self.bus.call("GetStatus")  # answers once its main loop runs
        return self.remindd

    def checklists(self, *args, env=None, check=True):
        out = subprocess.run([os.path.join(BIN, "checklists"), *args], env=env or self.env, capture_output=True,
                             text=True)
        if check and out.returncode != 0:
            raise RuntimeError(f"checklists {' '.join(args)} failed ({out.returncode}): {out.stderr.strip()}")
        return out

    # Idle: remindd and its peers over the same window ----------------------------------

    def idle(self):
        seconds = self.options.idle_seconds
        remindd = self.use_remindd()
        for index in range(50):
            self.checklists("notify", "--title", f"idle-{index}", "--in", f"{index + 2}h")
        peers = {}
        atd = self.atd()
        if atd:
            for index in range(50):
                when = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(hours=2, minutes=index)
                self.at_job(when, f"at-idle-{index}")
            peers["atd"] = atd
        remind = self.start_remind(
            [f"REM {(datetime.datetime.now() + datetime.timedelta(hours=2, minutes=i)).strftime('%d %b %Y AT %H:%M')}"
             f" RUN notify-send remind-idle-{i}" for i in range(50)], "idle")
        peers["remind"] = remind.pid
        time.sleep(6)  # lets the last edit's work, its worker threads and the peers' start settle
        memory_samples = [memory(remindd.pid)]
        before = {"remindd": counters(remindd.pid), **{name: counters(pid) for name, pid in peers.items()}}
        log(f"idle: {seconds} s with 50 pending in remindd, atd and remind -z")
        for _ in range(2):
            time.sleep(seconds / 2)
            memory_samples.append(memory(remindd.pid))
        after = {"remindd": counters(remindd.pid), **{name: counters(pid) for name, pid in peers.items()}}
        peer_rss = {name: memory(pid)[0] for name, pid in peers.items()}
        self.processes.stop(remind)
        self.remove_at_jobs()
        wakeups = {name: wakeups_between(before[name][0], after[name][0]) for name in after}
        cpu = {name: after[name][1] - before[name][1] for name in after}
        self.extra["idle"] = {"seconds": seconds, "pending": 50, "wakeups": wakeups, "cpu_seconds": cpu,
                              "peer_rss_mb": peer_rss}
        self.row("idle_wakeups", f"remindd: wakeups in {seconds} s idle, 50 pending", "count", [wakeups["remindd"]],
                 target="0", worst_limit=1)
        self.row("idle_cpu", f"remindd: CPU time in {seconds} s idle", "s", [cpu["remindd"]])
        self.row("rss_idle", "remindd: RSS idle, 50 pending", "MB", [m[0] for m in memory_samples], target="< 25 MB",
                 worst_limit=25)
        self.row("dirty_idle", "remindd: private dirty idle", "MB", [m[1] for m in memory_samples])
        self.peer_wakeups = wakeups

    # Fire latency ----------------------------------------------------------------------

    def fire_latency(self):
        count = self.options.notifications
        pattern = [1, 3, 6]  # notifications due at one second: several share a second
        first = int(time.time()) + 3
        due, requests, second, index = {}, [], first, 0
        self.first_of_second = set()
        while index < count:
            self.first_of_second.add(index)
            for _ in range(pattern[(second - first) % len(pattern)]):
                if index == count:
                    break
                moment = datetime.datetime.fromtimestamp(second, datetime.timezone.utc)
                title = f"bench-{index}"
                calendar = {key: dbus.Int32(getattr(moment, key)) for key in ("year", "month", "day", "hour", "minute",
                                                                              "second")}
                requests.append(dbus.Dictionary({
                    "identifier": title, "title": title, "body": "fire latency", "silent": True,
                    "trigger": "calendar", "calendar": dbus.Dictionary(calendar, signature="si"), "time-zone": "UTC",
                }, signature="sv"))
                due[title] = second
                index += 1
            second += 1
        self.bus.call("AddMany", "saa{sv}", "org.checklists.Bench", dbus.Array(requests, signature="a{sv}"))
        if time.time() > first - 0.5:
            log("warning: the fire-latency requests were added less than 0.5 s before the first was due")
        wait_for(lambda: sum(1 for _, title in self.server.calls() if title in due) >= count,
                 max(first, second) - time.time() + 20, "the notifications", interval=0.2)
        latencies = [(stamp - due[title]) * 1000 for stamp, title in self.server.calls() if title in due]
        firsts = [(stamp - due[title]) * 1000 for stamp, title in self.server.calls()
                  if title in due and int(title.split("-")[1]) in self.first_of_second]
        self.server.close_all()
        self.row("fire_latency", f"fire latency, {count} due at whole s, 1-6 a s", "ms", latencies,
                 target="< 10 / < 50 ms", median_limit=10, worst_limit=50,
                 note="the popups of one wake-up are posted together, up to 8 Notify calls in flight")
        self.row("fire_latency_first", "  the first due at each second", "ms", firsts,
                 note="the timer alone: no popup of the same second before it")
        time.sleep(0.5)

    # Peers: at + notify-send, remind -z -----------------------------------------------

    def atd(self):
        """The pid of a running atd, starting one (as root) when none runs; None if it cannot."""
        pid = running_pid("atd", "/run/atd.pid")
        if pid:
            return pid
        if os.geteuid() != 0 or not os.path.exists("/usr/sbin/atd"):
            self.extra.setdefault("notes", []).append("atd is not running and could not be started: no at peer")
            return None
        process = self.processes.start(["/usr/sbin/atd", "-f"], self.peer_env, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
        self.own_atd = process
        wait_for(lambda: os.path.exists("/run/atd.pid"), 5, "atd")
        return process.pid

    def at_job(self, when, title):
        """Queues `notify-send TITLE` with at for the minute of `when` (UTC); returns the job number."""
        out = subprocess.run(["at", "-t", when.strftime("%Y%m%d%H%M")], input=f"notify-send {title}\n",
                             env=self.peer_env, cwd=self.peer_env["HOME"], capture_output=True, text=True)
        match = re.search(r"job (\d+) at", out.stderr)
        if not match:
            raise RuntimeError(f"at failed: {out.stderr.strip()}")
        self.at_jobs.append(match.group(1))
        return match.group(1)

    def remove_at_jobs(self):
        if self.at_jobs:
            subprocess.run(["atrm", *self.at_jobs], env=self.peer_env, capture_output=True)
            self.at_jobs = []

    def start_remind(self, lines, name):
        path = os.path.join(self.peer_env["HOME"], f"{name}.rem")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        return self.processes.start(["remind", "-z", path], self.peer_env, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL)

    @staticmethod
    def next_boundary():
        """The next minute boundary at least 3 s away (for at to queue and remind to start)."""
        return (int(time.time()) + 3 + 59) // 60 * 60

    def between(self, patience=20):
        """Between two measures: lets the peers fire when a minute boundary is near."""
        if len(self.peer_fired) < self.options.peer_runs and self.next_boundary() - time.time() <= patience:
            self.peers_fire()

    def peers_fire(self):
        """One popup from each peer at the next minute boundary at least 3 s away."""
        run = len(self.peer_fired) + 1
        boundary = self.next_boundary()
        self.peer_fired.append(boundary)
        when = datetime.datetime.fromtimestamp(boundary, datetime.timezone.utc)
        titles = {}
        if self.atd():
            self.at_job(when, f"at-fire-{run}")
            titles[f"at-fire-{run}"] = "at"
        remind = self.start_remind([f"REM {when.strftime('%d %b %Y AT %H:%M')} RUN notify-send remind-fire-{run}"],
                                   f"fire-{run}")
        titles[f"remind-fire-{run}"] = "remind"
        log(f"peers: waiting {boundary - time.time():.0f} s for the minute boundary {when:%H:%M}")
        try:
            wait_for(lambda: sum(1 for _, title in self.peer_server.calls() if title in titles) >= len(titles),
                     boundary - time.time() + 15, "the peers' popups", interval=0.2)
        except TimeoutError as error:
            log(f"warning: {error}")
        for stamp, title in self.peer_server.calls():
            if title in titles:
                self.peer_latency[titles[title]].append((stamp - boundary) * 1000)
        self.processes.stop(remind)
        self.remove_at_jobs()
        self.peer_server.close_all()

    def peer_rows(self):
        # Each peer posts one popup at a time: it is compared with remindd's popups that had
        # no other popup of the same second before them.
        latency = self.value("fire_latency_first"), self.value("fire_latency_first", "worst")
        everything = self.value("fire_latency"), self.value("fire_latency", "worst")
        wakeups = self.peer_wakeups
        for name, label in (("at", "at + notify-send"), ("remind", "remind -z + notify-send")):
            samples = self.peer_latency[name]
            row = self.row(f"peer_{name}_latency", f"{label}: fire latency", "ms", samples,
                           note="due at a minute boundary (minute granularity)")
            if samples and latency[0]:
                ratio = self.row(f"peer_{name}_latency_ratio", "  its latency / remindd's (lone popups)", "ratio",
                                 median=row["median"] / latency[0], worst=row["worst"] / latency[1])
                ratio["to_all_of_remindd"] = {"median": row["median"] / everything[0],
                                              "worst": row["worst"] / everything[1]}
            process = "atd" if name == "at" else "remind"
            if process in wakeups:
                self.row(f"peer_{name}_wakeups", f"  {process}: wakeups in {self.options.idle_seconds} s idle, 50"
                         " pending", "count", [wakeups[process]], note=f"remindd: {wakeups['remindd']}")

    # Scale -----------------------------------------------------------------------------

    def add_many(self, count, batch, in_flight):
        """Adds `count` requests through AddMany, `batch` a call, with up to `in_flight` calls
        sent before their replies came (each from a thread and connection of its own, as a
        bulk importer would send them; remindd answers them one after another). Returns the
        whole time and each call's time, in ms."""
        firsts = list(range(0, count, batch))
        lock = threading.Lock()
        calls = []

        def send():
            connection = dbus.bus.BusConnection(self.bus.address)
            while True:
                with lock:
                    if not firsts:
                        break
                    first = firsts.pop(0)
                requests = dbus.Array([dbus.Dictionary({
                    "identifier": f"scale-{index}", "title": f"Reminder {index}", "body": f"Body of reminder {index}",
                    "trigger": "interval", "interval": dbus.Double(7200.0 + (index * 7919) % 86_400),
                }, signature="sv") for index in range(first, min(count, first + batch))], signature="a{sv}")
                call = time.perf_counter()
                connection.call_blocking(REMINDD, REMINDD_PATH, REMINDD_INTERFACE, "AddMany", "saa{sv}",
                                         (APP_ID, requests), timeout=600)
                with lock:
                    calls.append((time.perf_counter() - call) * 1000)
            connection.close()

        started = time.perf_counter()
        senders = [threading.Thread(target=send) for _ in range(in_flight)]
        for sender in senders:
            sender.start()
        for sender in senders:
            sender.join()
        return time.perf_counter() - started, calls

    def scale(self):
        count, batch = self.options.scale, self.options.batch
        totals, batches, one_at_a_time = [], [], []
        for run in range(self.options.runs):
            self.use_remindd(os.path.join(self.dir, f"scale-one-{run}"))
            total, _ = self.add_many(count, batch, 1)
            one_at_a_time.append(total)
            log(f"scale: added {count} through AddMany one call at a time in {total:.2f} s")
            data = os.path.join(self.dir, f"scale-{run}")
            self.use_remindd(data)
            total, calls = self.add_many(count, batch, 2)
            totals.append(total)
            batches += calls
            log(f"scale: added {count} through AddMany, two calls in flight, in {total:.2f} s")
        time.sleep(1)
        added = memory(self.remindd.pid)
        self.row("add_dbus", f"add {number(count)} through AddMany", "s", totals, target="< 2 s", worst_limit=2,
                 note="two calls in flight")
        self.row("add_dbus_batch", f"  one AddMany call of {number(batch)}", "ms", batches)
        self.row("add_dbus_one", "  the same, one call at a time", "s", one_at_a_time)
        self.between()
        store = []
        for _ in range(self.options.runs):
            out = subprocess.run([os.path.join(BIN, "StoreBenchmark"), str(count), "--json"], env=self.env,
                                 capture_output=True, text=True, check=True)
            store.append(json.loads(out.stdout))
        self.extra["store"] = store
        self.row("add_store", f"add {number(count)} to the store, 1 batch", "s",
                 [s["add_seconds"] for s in store], target="< 1 s", worst_limit=1)
        self.row("store_staged", f"  store: add {number(count)} in staged saves of 1 000", "s",
                 [s["staged_add_seconds"] for s in store])
        self.row("store_list", f"  store: list {number(count)}", "s",
                 [s["list_seconds"] for s in store], target="< 1 s", worst_limit=1)
        self.row("store_next", "  store: next wake-up among them", "ms", [s["next_wake_up_seconds"] * 1000 for s in store])
        self.row("store_file", "  store: file size", "MB", [s["file_bytes"] / 1e6 for s in store])
        self.between()

        # Start-up with `count` pending: the last scale run's data.
        data = os.path.join(self.dir, f"scale-{self.options.runs - 1}")
        self.processes.stop(self.remindd)
        wait_for(lambda: not self.bus.has_owner(REMINDD), 10, "remindd to go")
        self.remindd = None
        armed, answered, started_memory = [], [], []
        for _ in range(self.options.startup_runs):
            time.sleep(0.3)
            a, s, process = self.startup(data)
            armed.append(a)
            answered.append(s)
            time.sleep(1)
            started_memory.append(memory(process.pid))
            self.processes.stop(process)
            wait_for(lambda: not self.bus.has_owner(REMINDD), 10, "remindd to go")
        label = number(count)
        self.row("startup_armed", f"start-up, {label} pending: timer armed", "ms", armed,
                 target="< 30 ms", worst_limit=30, note="exec to its --verbose line 'timer armed for ...'")
        self.row("startup_status", f"start-up, {label} pending: GetStatus", "ms", answered,
                 note="exec to the first GetStatus reply, polled every 2 ms")
        self.row("rss_scale_start", f"remindd: RSS, {label} pending, started", "MB",
                 [m[0] for m in started_memory], target="< 40 MB", worst_limit=40)
        self.row("dirty_scale_start", f"remindd: private dirty, {label}, started", "MB",
                 [m[1] for m in started_memory])
        self.row("rss_scale_added", f"remindd: RSS, {label} pending, added", "MB", [added[0]],
                 target="< 80 MB", worst_limit=80)

        self.between()
        # `checklists pending --json` against a remindd that has them all.
        self.use_remindd(data)
        self.bus.call("GetStatus")
        before_listing = memory(self.remindd.pid)
        try:
            self.bus.call("GetPending", "s", APP_ID)
            raise RuntimeError(f"GetPending of {count} was not refused")
        except dbus.exceptions.DBusException as error:
            if "GetPendingPage" not in str(error):
                raise
        time.sleep(1)
        refused_memory = memory(self.remindd.pid)
        self.row("rss_refused_growth", f"remindd: RSS growth, a refused GetPending of {number(count)}", "MB",
                 [refused_memory[0] - before_listing[0]], target="< 10 MB", worst_limit=10)
        listing = []
        for _ in range(self.options.runs):
            started = time.perf_counter()
            out = subprocess.run([os.path.join(BIN, "checklists"), "pending", "--json"], env=self.env,
                                 capture_output=True, text=True)
            listing.append(time.perf_counter() - started)
            if out.returncode != 0:
                raise RuntimeError(f"checklists pending --json failed: {out.stderr.strip()}")
            listed = len(json.loads(out.stdout))
            if listed != count:
                raise RuntimeError(f"checklists pending --json listed {listed}, not {count}")
        row = self.row("pending_json", f"checklists pending --json, {label}", "s", listing, target="< 1.5 s",
                       worst_limit=1.5)
        self.sqlite_rows(data, row, (self.value("add_dbus"), self.value("add_dbus", "worst")), label)
        listed_memory = memory(self.remindd.pid)
        self.row("rss_scale_listed_peak", f"remindd: RSS, {label} pending, just listed", "MB", [listed_memory[0]])
        # Whether the memory of the large reply comes back once it was sent.
        time.sleep(3)
        settled_memory = memory(self.remindd.pid)
        self.row("rss_scale_listed", f"remindd: RSS, {label} pending, listed, 3 s on", "MB", [settled_memory[0]],
                 target="< 40 MB", worst_limit=40)
        self.row("rss_listed_growth", "  its growth from before the listings", "MB",
                 [settled_memory[0] - before_listing[0]], target="< 10 MB", worst_limit=10)
        self.processes.stop(self.remindd)
        wait_for(lambda: not self.bus.has_owner(REMINDD), 10, "remindd to go")
        self.remindd = None
        self.between()
        self.stall(data)

    def sqlite_rows(self, data, listing_row, added, label):
        """SQLite alone on the same rows, in the same run: the `sqlite3 -json` dump of the
        pending table beside `checklists pending --json`, and the `sqlite3` shell inserting
        them all in one transaction, with the schema and indexes, beside AddMany."""
        database = os.path.join(data, "checklists", "remindd.sqlite3")
        dumps = []
        for _ in range(self.options.runs):
            started = time.perf_counter()
            subprocess.run(["sqlite3", "-json", database, "SELECT * FROM pending"], stdout=subprocess.DEVNULL,
                           check=True)
            dumps.append(time.perf_counter() - started)
        dump = self.row("sqlite_json", "  sqlite3 -json of the same pending table", "s", dumps)
        self.row("pending_json_ratio", "  checklists pending --json / sqlite3 -json", "ratio",
                 median=listing_row["median"] / dump["median"], worst=listing_row["worst"] / dump["worst"])
        script = os.path.join(self.dir, "sqlite-insert.sql")
        schema = subprocess.run(["sqlite3", database, ".schema pending"], capture_output=True, text=True,
                                check=True).stdout
        inserts = subprocess.run(["sqlite3", database, ".mode insert pending", "SELECT * FROM pending"],
                                 capture_output=True, text=True, check=True).stdout
        with open(script, "w") as f:
            f.write(f"{schema}\nBEGIN;\n{inserts}COMMIT;\n")
        loads = []
        for run in range(self.options.runs):
            target = os.path.join(self.dir, f"sqlite-insert-{run}.sqlite3")
            with open(script) as source:
                started = time.perf_counter()
                subprocess.run(["sqlite3", target], stdin=source, check=True)
                loads.append(time.perf_counter() - started)
        load = self.row("sqlite_insert", f"  sqlite3: insert the same {label} rows, one transaction", "s", loads)
        if added[0]:
            self.row("add_dbus_ratio", "  add through AddMany / sqlite3 insert", "ratio",
                     median=added[0] / load["median"], worst=added[1] / load["worst"])
        batches = self.sqlite_batches(database, schema)
        if added[0]:
            self.row("add_dbus_batches_ratio", "  add through AddMany / sqlite3 in AddMany's transactions", "ratio",
                     median=added[0] / batches["median"], worst=added[1] / batches["worst"])

    def sqlite_batches(self, database, schema):
        """The `sqlite3` shell inserting the rows AddMany added, in the order and the
        transactions of its calls (one per batch), with the settings of remindd's writer
        connection (WAL, a durable commit each, its page cache and checkpoint size): the
        floor under AddMany's own work on this machine."""
        batch = self.options.batch
        rows = subprocess.run(["sqlite3", database, ".mode insert pending",
                               "SELECT * FROM pending ORDER BY CAST(substr(identifier, 7) AS INTEGER)"],
                              capture_output=True, text=True, check=True).stdout.splitlines(keepends=True)
        script = os.path.join(self.dir, "sqlite-batches.sql")
        with open(script, "w") as f:
            f.write(f"PRAGMA journal_mode=WAL;\nPRAGMA synchronous=FULL;\nPRAGMA cache_size=-32768;\n"
                    f"PRAGMA wal_autocheckpoint=8192;\n{schema}\n")
            for first in range(0, len(rows), batch):
                f.write("BEGIN;\n" + "".join(rows[first:first + batch]) + "COMMIT;\n")
        loads = []
        for run in range(self.options.runs):
            target = os.path.join(self.dir, f"sqlite-batches-{run}.sqlite3")
            with open(script) as source:
                started = time.perf_counter()
                subprocess.run(["sqlite3", target], stdin=source, stdout=subprocess.DEVNULL, check=True)
                loads.append(time.perf_counter() - started)
        return self.row("sqlite_batches", f"  sqlite3: the same rows in transactions of {number(batch)}, as"
                        " AddMany's calls commit them", "s", loads, note="WAL, synchronous=FULL, remindd's writer's"
                        " cache")

    # The main loop during long calls -----------------------------------------------------

    def heartbeat_stall(self, data, action):
        """Runs `action` against a remindd on `data` whose main-loop heartbeat beats every
        10 ms; returns the longest stall it logged (its longest gap less the 10 ms)."""
        path = os.path.join(self.dir, f"heartbeat-{len(self.rows)}.log")
        env = dict(self.env, XDG_DATA_HOME=data, REMINDD_TEST_HEARTBEAT="1")
        process = self.processes.start([os.path.join(BIN, "remindd")], env, stderr=open(path, "w"),
                                       stdout=subprocess.DEVNULL)
        wait_for(lambda: self.bus.has_owner(REMINDD), 10, "remindd")
        self.bus.call("GetStatus")
        action()
        self.processes.stop(process)
        wait_for(lambda: not self.bus.has_owner(REMINDD), 10, "remindd to go")
        with open(path) as f:
            gaps = re.findall(r"heartbeat: longest main-loop gap (\d+) ms", f.read())
        if not gaps:
            raise RuntimeError(f"remindd logged no heartbeat (see {path})")
        return max(0, int(gaps[-1]) - 10)

    def stall(self, data):
        count = 10_000
        requests = dbus.Array([dbus.Dictionary({
            "identifier": f"stall-{index}", "title": f"Stall {index}", "trigger": "interval",
            "interval": dbus.Double(90_000.0 + index),
        }, signature="sv") for index in range(count)], signature="a{sv}")
        add = [self.heartbeat_stall(data, lambda: self.bus.call("AddMany", "saa{sv}", APP_ID, requests, timeout=600))
               for _ in range(self.options.runs)]
        self.row("stall_add", f"main loop's longest stall, AddMany of {number(count)}", "ms", add,
                 target="< 20 ms", worst_limit=20, note="REMINDD_TEST_HEARTBEAT: longest gap between 10 ms beats, less 10")
        listing = [self.heartbeat_stall(data, lambda: self.checklists("pending", "--json"))
                   for _ in range(self.options.runs)]
        self.row("stall_list", "main loop's longest stall, checklists pending --json of all", "ms", listing,
                 target="< 20 ms", worst_limit=20)

    # A million pending ---------------------------------------------------------------

    def million(self):
        count = self.options.million
        data = os.path.join(self.dir, "million")
        # One request through the API, then `count` copies of it written into the store with
        # SQL, each with its own identifier, title and interval.
        self.use_remindd(data)
        seed = dbus.Dictionary({"identifier": "million-seed", "title": "Seed", "trigger": "interval",
                                "interval": dbus.Double(86_400.0)}, signature="sv")
        self.bus.call("Add", "sa{sv}", APP_ID, seed)
        self.processes.stop(self.remindd)
        wait_for(lambda: not self.bus.has_owner(REMINDD), 10, "remindd to go")
        self.remindd = None
        started = time.perf_counter()
        database = os.path.join(data, "checklists", "remindd.sqlite3")
        script = f"""
            PRAGMA journal_mode=WAL;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {count})
            INSERT INTO pending (app, identifier, next_fire, anchor, last_fire, request, elapsed_anchor, boot_id,
                                 region_state)
            SELECT app, 'million-' || i, anchor + 86400 + i, anchor, last_fire,
                   json_set(request, '$.identifier', 'million-' || i, '$.content.title', 'Reminder ' || i,
                            '$.trigger.timeInterval._0.interval', 86400 + i),
                   elapsed_anchor, boot_id, region_state
            FROM pending, n WHERE identifier = 'million-seed';
            PRAGMA wal_checkpoint(TRUNCATE);
            """
        subprocess.run(["sqlite3", database], input=script, text=True, check=True, capture_output=True)
        log(f"million: {count} requests written with SQL in {time.perf_counter() - started:.1f} s")
        label = number(count)
        armed, started_memory = [], []
        for _ in range(self.options.runs):
            time.sleep(0.3)
            a, _, process = self.startup(data)
            armed.append(a)
            time.sleep(1)
            started_memory.append(memory(process.pid))
            self.processes.stop(process)
            wait_for(lambda: not self.bus.has_owner(REMINDD), 10, "remindd to go")
        self.row("million_armed", f"start-up, {label} pending: timer armed", "ms", armed,
                 target="< 150 ms", worst_limit=150, note="exec to its --verbose line 'timer armed for ...'")
        self.row("million_rss", f"remindd: RSS, {label} pending, started", "MB", [m[0] for m in started_memory],
                 target="< 40 MB", worst_limit=40)
        self.use_remindd(data)
        pages = []
        for offset in (0, count // 2):
            begun = time.perf_counter()
            page = self.bus.call("GetPendingPage", "sa{sv}", APP_ID,
                                 dbus.Dictionary({"offset": dbus.UInt32(offset), "limit": dbus.UInt32(1000)},
                                                 signature="sv"), timeout=120)
            pages.append((time.perf_counter() - begun) * 1000)
            if len(page) != 1000:
                raise RuntimeError(f"GetPendingPage at {offset} gave {len(page)} entries, not 1 000")
        self.row("million_page", f"  {label} pending: GetPendingPage of 1 000, first / at {number(count // 2)}", "ms",
                 pages)
        # One due among them: an interval reminder 2 s ahead, from its Add to its Notify call.
        self.server.close_all()
        due = dbus.Dictionary({"identifier": "million-due", "title": "million-due", "silent": True,
                               "trigger": "interval", "interval": dbus.Double(2.0)}, signature="sv")
        added = time.time()
        self.bus.call("Add", "sa{sv}", APP_ID, due)
        wait_for(lambda: any(title == "million-due" for _, title in self.server.calls()), 20, "the due reminder")
        posted = [stamp for stamp, title in self.server.calls() if title == "million-due"][0]
        self.row("million_fire", f"  {label} pending: one due 2 s after its Add, late by", "ms",
                 [(posted - added - 2) * 1000], note="from the Add call going out, so at most the Add's own time early")
        self.processes.stop(self.remindd)
        wait_for(lambda: not self.bus.has_owner(REMINDD), 10, "remindd to go")
        self.remindd = None

    def startup(self, data):
        """Starts remindd --verbose on `data`: (ms to 'timer armed', ms to a GetStatus reply, process)."""
        started = time.perf_counter()
        process = self.start_remindd(data, verbose=True, stderr=subprocess.PIPE)
        armed = {}

        def read():
            for line in iter(process.stderr.readline, b""):
                if b"timer armed" in line or b"timer disarmed" in line:
                    armed["at"] = time.perf_counter()
                    break
            for _ in iter(process.stderr.readline, b""):
                pass  # keeps the pipe drained

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        while True:
            try:
                self.bus.call("GetStatus", timeout=10)
                answered = time.perf_counter()
                break
            except dbus.DBusException:
                if process.poll() is not None:
                    raise RuntimeError("remindd exited while starting")
                time.sleep(0.002)
        wait_for(lambda: "at" in armed, 10, "remindd's 'timer armed' line")
        return (armed["at"] - started) * 1000, (answered - started) * 1000, process

    # The app ---------------------------------------------------------------------------

    def app_env(self, name):
        home = os.path.join(self.dir, "app", name)
        env = dict(self.env, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        os.makedirs(env["XDG_DATA_HOME"], exist_ok=True)
        return env

    def fill_items(self, env, count):
        """A checklist of `count` items, written into the app's database with sqlite3."""
        self.checklists("new-list", "Bench", env=env)
        database = os.path.join(env["XDG_DATA_HOME"], "checklists", "checklists.sqlite3")
        reference = time.time() - 978307200  # seconds since 2001-01-01, as the app stores due dates
        # Rows say more since items repeat and remind more than once: every fifth has notes,
        # every seventh dated one repeats weekly, every second has two reminders.
        sql = f"""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {count})
            INSERT INTO items (checklist_id, uid, text, notes, checked, due, rrule, reminders, created, modified)
            SELECT (SELECT id FROM checklists WHERE name = 'Bench'), lower(hex(randomblob(16))),
                   'Item number ' || i || ' of the benchmark',
                   CASE WHEN i % 5 = 0 THEN 'Notes of item ' || i ELSE NULL END,
                   i % 4 = 0, CASE WHEN i % 3 = 0 THEN NULL ELSE {reference} + (i - {count} / 3) * 3600 END,
                   CASE WHEN i % 7 = 0 AND i % 3 != 0 THEN 'FREQ=WEEKLY;BYDAY=TU' ELSE NULL END,
                   CASE WHEN i % 2 = 0 AND i % 3 != 0 THEN '[{{"before":0}},{{"before":900}}]' ELSE '[]' END,
                   {reference}, {reference}
            FROM n;"""
        subprocess.run(["sqlite3", database, sql], check=True)
        rows = subprocess.run(["sqlite3", database, "SELECT count(*) FROM items"], capture_output=True, text=True,
                              check=True).stdout.strip()
        if int(rows) != count:
            raise RuntimeError(f"the app database has {rows} items, not {count}")

    def window_visible(self, env):
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Checklists$"], env=env,
                             capture_output=True, text=True)
        return out.stdout.strip()

    def launch_window(self, env, tries=2):
        """Starts the window: (ms from exec to mapped, (RSS, private dirty) a second later)."""
        if self.window_visible(env):
            raise RuntimeError("a Checklists window is already on the benchmark's display")
        started = time.perf_counter()
        process = self.processes.start([os.path.join(BIN, "checklists")], env, stdout=subprocess.DEVNULL,
                                       stderr=open(os.path.join(self.dir, "app.log"), "a"))
        # Polled without --sync: `xdotool search --sync` sleeps 0.5 s between its tries.
        try:
            wait_for(lambda: self.window_visible(env) or process.poll() is not None, 30, "the window", interval=0)
        finally:
            shown = (time.perf_counter() - started) * 1000
        if process.poll() is not None:
            self.processes.stop(process)
            if tries > 1:  # a display can refuse a client now and then (see start_display)
                self.extra.setdefault("notes", []).append(f"a window launch failed ({process.returncode}); tried again")
                time.sleep(0.5)
                return self.launch_window(env, tries - 1)
            raise RuntimeError(f"checklists exited with {process.returncode} before its window showed")
        time.sleep(1)
        used = memory(process.pid)
        self.processes.stop(process)
        wait_for(lambda: not self.window_visible(env), 10, "the window to close")
        return shown, used

    def app(self):
        self.use_remindd(os.path.join(self.dir, "app-remindd"))
        results = {}
        for name, items in (("empty", 0), ("items", self.options.items)):
            env = self.app_env(name)
            if items:
                self.fill_items(env, items)
            runs = [self.launch_window(env) for _ in range(self.options.runs)]
            results[name] = runs
            self.between()
        label = number(self.options.items)
        self.row("window_empty", "window shown from launch, empty", "ms", [r[0] for r in results["empty"]])
        self.row("window_items", f"window shown from launch, {label} items", "ms", [r[0] for r in results["items"]],
                 target="< 500 ms", worst_limit=500, note="exec to the window mapped (xdotool --onlyvisible, polled)")
        self.row("window_items_rss", f"window process: RSS, {label} items", "MB", [r[1][0] for r in results["items"]])
        self.row("window_rss_empty", "window process: RSS, empty", "MB", [r[1][0] for r in results["empty"]])
        self.background(results["empty"])
        self.between()
        self.add_to_pending()
        self.between()
        self.stopped_remindd()
        self.between()
        self.window_peer()
        self.between()
        self.calendar()
        self.between()
        self.sync()

    def sync(self):
        """CalDAV sync with a real Radicale (through the tests' counting proxy): the first sync
        of a collection of `sync_items` tasks (account add), a sync with nothing changed, and
        one local edit sent; with how many HTTP requests each took."""
        folder = os.path.join(self.dir, "radicale")
        os.makedirs(os.path.join(folder, "storage"), exist_ok=True)
        users = os.path.join(folder, "users")
        with open(users, "w") as f:
            f.write("bench:bench\n")
        config = os.path.join(folder, "config")
        with open(config, "w") as f:
            f.write(f"[server]\nhosts = 127.0.0.1:0\n[auth]\ntype = htpasswd\nhtpasswd_filename = {users}\n"
                    f"htpasswd_encryption = plain\n[storage]\nfilesystem_folder = {folder}/storage\n"
                    f"[logging]\nlevel = info\n")
        log_path = os.path.join(folder, "log")
        self.processes.start(["/usr/bin/python3", "-m", "radicale", "--config", config], self.env,
                             stderr=open(log_path, "w"), stdout=subprocess.DEVNULL)
        port = wait_for(lambda: next((line.rsplit(":", 1)[1].strip("'\n]") for line in open(log_path)
                                      if "Listening on" in line), None), 20, "Radicale listening")
        server = f"http://127.0.0.1:{port}"
        rules, stats = os.path.join(folder, "rules.json"), os.path.join(folder, "stats.json")
        with open(rules, "w") as f:
            f.write("[]")
        proxy_out = os.path.join(folder, "proxy.out")
        proxy_script = os.path.join(ROOT, "Tests", "EndToEndTests", "Support", "caldav_fault_proxy.py")
        self.processes.start(["/usr/bin/python3", proxy_script, server, rules, stats], self.env,
                             stdout=open(proxy_out, "w"), stderr=subprocess.DEVNULL)
        proxy_port = wait_for(lambda: open(proxy_out).read().strip() or None, 20, "the CalDAV proxy listening")
        url = f"http://127.0.0.1:{proxy_port}"
        count = self.options.sync_items
        calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n" + "".join(
            f"BEGIN:VTODO\r\nUID:bench-{i}\r\nDTSTAMP:20261201T100000Z\r\nSUMMARY:Task {i}\r\nEND:VTODO\r\n"
            for i in range(count)) + "END:VCALENDAR\r\n"
        auth = "Basic " + base64.b64encode(b"bench:bench").decode()
        for method, body, headers in (
                ("PROPFIND", "", {"Depth": "0"}),
                ("MKCALENDAR", "", {}),
                ("PUT", calendar, {"Content-Type": "text/calendar; charset=utf-8"})):
            path = "/bench/" if method == "PROPFIND" else "/bench/tasks/"
            request = urllib.request.Request(server + path, data=body.encode(), method=method,
                                             headers=dict(headers, Authorization=auth))
            urllib.request.urlopen(request, timeout=300).read()

        def requests():
            try:
                with open(stats) as f:
                    return sum(json.load(f).values())
            except (OSError, ValueError):
                return 0

        def timed(*args, env):
            """Runs checklists; returns (wall ms, the process's own CPU ms)."""
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            started = time.perf_counter()
            self.checklists(*args, env=env)
            wall = (time.perf_counter() - started) * 1000
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            return wall, (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000

        firsts, nothing, edits = [], [], []
        for run in range(self.options.runs):
            env = dict(self.app_env(f"sync-{run}"), SECRET_BACKEND="file",
                       SECRET_FILE_TEST_PATH=os.path.join(self.dir, f"keyring-{run}"),
                       SECRET_FILE_TEST_PASSWORD="bench")
            started = time.perf_counter()
            out = subprocess.run([os.path.join(BIN, "checklists"), "account", "add", url, "--user", "bench"],
                                 input="bench\n", env=env, capture_output=True, text=True)
            firsts.append((time.perf_counter() - started) * 1000)
            if out.returncode != 0 or f"{count} added" not in out.stdout:
                raise RuntimeError(f"checklists account add said: {out.stdout} {out.stderr}")
            before = requests()
            nothing.append(timed("sync", env=env) + (requests() - before,))
            item = self.checklists("items", "--json", env=env).stdout
            first_id = str(json.loads(item)[0]["id"])
            self.checklists("edit", first_id, "--notes", f"edited {run}", env=env)
            before = requests()
            edits.append(timed("sync", env=env) + (requests() - before,))
        label = number(count)
        self.row("sync_first", f"first sync of {label} tasks (account add, Radicale)", "ms", firsts,
                 target="< 30 s", worst_limit=30_000)
        for key, label, samples in (("sync_nothing", "sync with nothing changed", nothing),
                                    ("sync_edit", "one local edit to the server (checklists sync)", edits)):
            self.row(key, f"{label}, {number(count)} synced", "ms", [s[0] for s in samples],
                     note="most of it is Radicale's own time: it compares every item's state for the sync-token")
            self.row(f"{key}_cpu", "  checklists' own CPU time", "ms", [s[1] for s in samples], target="< 200 ms",
                     worst_limit=200)
            self.row(f"{key}_requests", "  its HTTP requests", "count", [s[2] for s in samples])

    def window_peer(self):
        """GNOME's own to-do app (Debian's gnome-todo: Endeavour 43, GTK 4 with
        evolution-data-server) started as the window is: time to its window and its RSS a
        second later, then each window left open and idle for `--window-idle-seconds`, its
        wakeups counted, with the ratios to ours."""
        if not shutil.which("gnome-todo"):
            self.extra.setdefault("notes", []).append("gnome-todo is not installed: no window peer")
            return
        env = self.app_env("gnome-todo")
        home = os.path.dirname(env["XDG_DATA_HOME"])
        env.update(HOME=home, XDG_CACHE_HOME=os.path.join(home, "cache"))

        def visible():
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Endeavour$"], env=env,
                                 capture_output=True, text=True)
            return out.stdout.strip()
        shown, used = [], []
        for _ in range(self.options.runs):
            started = time.perf_counter()
            process = self.processes.start(["gnome-todo"], env, stdout=subprocess.DEVNULL,
                                           stderr=open(os.path.join(self.dir, "gnome-todo.log"), "a"))
            wait_for(lambda: visible() or process.poll() is not None, 60, "gnome-todo's window", interval=0)
            shown.append((time.perf_counter() - started) * 1000)
            time.sleep(1)
            used.append(memory(process.pid)[0])
            self.processes.stop(process)
            wait_for(lambda: not visible(), 10, "gnome-todo's window to close")
        ours = self.value("window_empty"), self.value("window_rss_empty")
        row = self.row("peer_todo_window", "gnome-todo (Endeavour): window shown from launch", "ms", shown,
                       note="its first run starts evolution-data-server's services")
        if ours[0]:
            self.row("peer_todo_window_ratio", "  its time / ours (empty)", "ratio", median=row["median"] / ours[0],
                     worst=row["worst"] / ours[0])
        row = self.row("peer_todo_rss", "  its RSS, window open", "MB", used)
        if ours[1]:
            self.row("peer_todo_rss_ratio", "  its RSS / ours (empty)", "ratio", median=row["median"] / ours[1],
                     worst=row["worst"] / ours[1])
        seconds = self.options.window_idle_seconds
        idle = {}
        for name, command, env_used, seen in (
                ("checklists", [os.path.join(BIN, "checklists")], self.app_env("idle-window"),
                 lambda e: self.window_visible(e)),
                ("gnome-todo", ["gnome-todo"], env, lambda e: visible())):
            process = self.processes.start(command, env_used, stdout=subprocess.DEVNULL,
                                           stderr=open(os.path.join(self.dir, f"{name}-idle.log"), "a"))
            wait_for(lambda: seen(env_used), 60, f"{name}'s window")
            time.sleep(3)
            before = counters(process.pid)[0]
            time.sleep(seconds)
            middle = counters(process.pid)[0]
            idle[name] = wakeups_between(before, middle)
            if name == "checklists":
                # GTK frees a scrolled view's pixel cache 20 s after its last paint, once: the
                # next 30 s are the window settled, the state it spends its day in.
                time.sleep(seconds)
                idle["settled"] = wakeups_between(middle, counters(process.pid)[0])
            self.processes.stop(process)
        self.row("window_idle_wakeups", f"window: wakeups in {seconds} s idle, open", "count", [idle["checklists"]],
                 note="from 3 s after it showed: GTK's one pixel-cache release 20 s after the last paint included")
        self.row("window_settled_wakeups", f"  the {seconds} s after those", "count", [idle["settled"]], target="0",
                 worst_limit=1)
        self.row("peer_todo_wakeups", f"  gnome-todo: wakeups in {seconds} s idle, open", "count",
                 [idle["gnome-todo"]], note=f"ours: {idle['checklists']}")

    def stopped_remindd(self):
        """With remindd stopped (SIGSTOP), the window still answers: an item ticked (a call to
        remindd the window must not wait for), then Ctrl+N to the New Item dialog mapped, and
        Escape back; remindd continues after each run."""
        env = self.app_env("stopped")
        self.checklists("add", "An item with a reminder", "--due", "2099-01-01 10:00", "--remind", env=env)
        process = self.processes.start([os.path.join(BIN, "checklists")], env, stdout=subprocess.DEVNULL,
                                       stderr=open(os.path.join(self.dir, "app.log"), "a"))
        samples = []
        try:
            wait_for(lambda: self.window_visible(env), 30, "the window", interval=0.01)
            time.sleep(1)
            window = self.window_visible(env).split()[0]

            def dialog():
                out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^New Item$"], env=env,
                                     capture_output=True, text=True)
                return out.stdout.strip()
            for _ in range(self.options.runs):
                os.kill(self.remindd.pid, signal.SIGSTOP)
                try:
                    subprocess.run(["xdotool", "windowactivate", "--sync", window], env=env, check=False)
                    subprocess.run(["xdotool", "key", "alt+i", "space"], env=env, check=True)
                    started = time.perf_counter()
                    subprocess.run(["xdotool", "key", "ctrl+n"], env=env, check=True)
                    wait_for(dialog, 10, "the New Item dialog", interval=0)
                    samples.append((time.perf_counter() - started) * 1000)
                    subprocess.run(["xdotool", "key", "Escape"], env=env, check=True)
                    wait_for(lambda: not dialog(), 10, "the dialog to close")
                finally:
                    os.kill(self.remindd.pid, signal.SIGCONT)
                time.sleep(0.5)
        finally:
            self.processes.stop(process)
        self.row("window_stopped_remindd", "window with remindd stopped: Ctrl+N to its dialog", "ms", samples,
                 target="< 100 ms", worst_limit=100, note="SIGSTOP to remindd; xdotool key to the dialog mapped, polled")

    def calendar(self):
        """checklists export of `calendar_items` items to a file, and import of that file into
        an empty data folder (remindd running: the reminders in the future are scheduled)."""
        env = self.app_env("calendar")
        count = self.options.calendar_items
        self.fill_items(env, count)
        path = os.path.join(self.dir, "calendar.ics")
        exports, imports = [], []
        for run in range(self.options.runs):
            started = time.perf_counter()
            self.checklists("export", path, env=env)
            exports.append((time.perf_counter() - started) * 1000)
            target = self.app_env(f"calendar-import-{run}")
            started = time.perf_counter()
            line = self.checklists("import", path, env=target).stdout.strip()
            imports.append((time.perf_counter() - started) * 1000)
            if not line.startswith(f"{count} items added"):
                raise RuntimeError(f"checklists import said: {line}")
        label = number(count)
        self.row("calendar_export", f"checklists export, {label} items", "ms", exports, target="< 2 s", worst_limit=2000)
        self.row("calendar_import", f"checklists import, {label} VTODOs, empty folder", "ms", imports,
                 target="< 2 s", worst_limit=2000)

    def background(self, window_runs):
        env = self.app_env("background")
        probe = self.processes.start([os.path.join(BIN, "checklists"), "--background"], env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            status = probe.wait(timeout=3)
        except subprocess.TimeoutExpired:
            status = None
        if status == 2:
            self.row("rss_background", "RSS of the window, empty (no --background)", "MB",
                     [r[1][0] for r in window_runs], note="checklists --background exited 2 (usage): the window's RSS")
            self.row("dirty_background", "private dirty of the window, empty", "MB",
                     [r[1][1] for r in window_runs])
            return
        if status is not None:
            self.processes.stop(probe)
            self.row("rss_background", f"RSS of checklists --background (exited {status})", "MB", [],
                     note=f"checklists --background exited {status} at once")
            return
        self.processes.stop(probe)
        samples = []
        for _ in range(self.options.runs):
            process = self.processes.start([os.path.join(BIN, "checklists"), "--background"], env,
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                wait_for(lambda: self.bus.has_owner(APP_ID) or process.poll() is not None, 10, "the app's bus name")
            except TimeoutError:
                pass
            time.sleep(1.5)
            if process.poll() is None:
                samples.append(memory(process.pid))
            self.processes.stop(process)
            wait_for(lambda: not self.bus.has_owner(APP_ID), 10, "the app to go")
        self.row("rss_background", "RSS of checklists --background", "MB", [s[0] for s in samples])
        self.row("dirty_background", "private dirty of checklists --background", "MB", [s[1] for s in samples])

    def add_to_pending(self):
        env = self.app_env("add")
        samples = []
        due = (datetime.datetime.now() + datetime.timedelta(hours=2)).strftime("%Y-%m-%d %H:%M")
        for run in range(self.options.runs):
            known = {str(r["identifier"]) for r in self.bus.call("GetPending", "s", APP_ID)}
            started = time.perf_counter()
            process = subprocess.Popen([os.path.join(BIN, "checklists"), "add", f"Bench item {run}", "--due", due,
                                        "--remind"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

            def pending():
                return any(str(r["identifier"]) not in known for r in self.bus.call("GetPending", "s", APP_ID))
            wait_for(pending, 10, "the item's reminder in GetPending", interval=0.001)
            samples.append((time.perf_counter() - started) * 1000)
            out, err = process.communicate()
            if process.returncode != 0:
                raise RuntimeError(f"checklists add failed: {err.decode().strip()}")
        self.row("add_to_pending", "checklists add --remind -> GetPending", "ms", samples)

    # Running ---------------------------------------------------------------------------

    def run(self):
        # Writes back what the build just wrote: the pages of a freshly linked binary count as
        # private dirty memory of the process that maps it until they reach the disk.
        os.sync()
        try:
            self.idle()
            self.fire_latency()
            self.between()
            self.app()
            self.between()
            self.scale()
            self.between()
            self.million()
            # The peers' runs that no near minute boundary took between the measures.
            while len(self.peer_fired) < self.options.peer_runs:
                self.peers_fire()
            self.peer_rows()
        finally:
            self.remove_at_jobs()
            own = self.own_atd
            self.processes.stop_all()
            if own:
                try:
                    with open("/run/atd.pid") as f:
                        if f.read().strip() == str(own.pid):
                            os.remove("/run/atd.pid")  # never leave at a stale pid to signal
                except OSError:
                    pass
            shutil.rmtree(self.dir, ignore_errors=True)


def running_pid(name, pidfile):
    """The pid of a running process named `name`, from its pid file or /proc."""
    try:
        with open(pidfile) as f:
            pid = int(f.read().strip())
        with open(f"/proc/{pid}/comm") as f:
            if f.read().strip() == name:
                return pid
    except (OSError, ValueError):
        pass
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/comm") as f:
                    if f.read().strip() == name:
                        return int(entry)
            except OSError:
                pass
    return None


# Output -------------------------------------------------------------------------------

def number(n):
    """1 000 000, as the docs write numbers."""
    return f"{n:,}".replace(",", " ")


def fmt(value, unit):
    if value is None:
        return "n/a"
    if unit == "ms":
        return f"{value:.1f} ms" if value < 1000 else f"{value / 1000:.2f} s"
    if unit == "s":
        return f"{value:.2f} s"
    if unit == "MB":
        return f"{value:.1f} MB"
    if unit == "ratio":
        return f"x{value:.1f}"
    if unit == "count":
        return f"{value:g}"
    return f"{value:g} {unit}"


# The table's order: on time, idle, scale, the app, the peers.
ORDER = ["fire_latency", "fire_latency_first", "idle_wakeups", "idle_cpu", "rss_idle", "dirty_idle", "startup_armed",
         "startup_status", "rss_scale_start", "dirty_scale_start", "rss_scale_added", "rss_scale_listed", "add_dbus",
         "add_dbus_batch", "add_dbus_one", "add_store", "store_list", "store_next", "store_file", "pending_json", "window_empty", "window_rss_empty",
         "window_items", "window_items_rss", "rss_background", "dirty_background", "add_to_pending"]


def ordered(rows):
    return sorted(rows, key=lambda row: ORDER.index(row["key"]) if row["key"] in ORDER else len(ORDER))


def table(results):
    """The table of a results dictionary, as lines."""
    rows = results["measures"]
    width = max(len(row["measure"]) for row in rows)
    lines = [f"{'measure':{width}}  {'median':>9}  {'worst':>9}  {'target':14}  met"]
    for row in rows:
        met = "" if row["met"] is None else "yes" if row["met"] else "NO"
        lines.append(f"{row['measure']:{width}}  {fmt(row['median'], row['unit']):>9}  "
                     f"{fmt(row['worst'], row['unit']):>9}  {row['target']:14}  {met}".rstrip())
    return lines


def machine():
    model = ""
    try:
        with open("/proc/cpuinfo") as f:
            model = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), "")
    except OSError:
        pass
    try:
        with open("/proc/meminfo") as f:
            memory_gb = int(f.readline().split()[1]) / 1024 / 1024
    except OSError:
        memory_gb = 0
    try:
        distribution = platform.freedesktop_os_release().get("PRETTY_NAME", "")
    except OSError:
        distribution = ""
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True,
                               env=dict(os.environ, PATH=os.environ.get("PATH", "") + ":/opt/swift/usr/bin"))
        swift = swift.stdout.splitlines()[0] if swift.stdout else ""
    except OSError:
        swift = ""
    commit = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"], capture_output=True, text=True)
    return {"cpu": model, "cores": os.cpu_count(), "memory_gb": round(memory_gb, 1), "arch": platform.machine(),
            "kernel": platform.release(), "os": distribution, "swift": swift, "commit": commit.stdout.strip()}


def machine_line(m):
    return (f"{m['os']}, {m['arch']}, {m['cores']} cores ({m['cpu']}), {m['memory_gb']:.0f} GB, "
            f"kernel {m['kernel']}; {m['swift'].split(' (')[0]}; commit {m['commit']}")


def update_docs():
    """Puts the table and machine of bench/results.json between the bench markers of
    docs/performance.md, replacing what was there."""
    with open(RESULTS) as f:
        results = json.load(f)
    with open(DOCS) as f:
        text = f.read()
    name = os.path.relpath(DOCS, ROOT)
    begin, end = "<!-- bench:begin -->", "<!-- bench:end -->"
    if begin not in text or end not in text:
        sys.exit(f"bench: {name} has no {begin} ... {end} block")
    block = (f"{begin}\nLatest run, {results['date'][:10]} ({results['duration_seconds'] / 60:.1f} min of measuring), on "
             f"{machine_line(results['machine'])}.\n\n```\n" + "\n".join(table(results)) + f"\n```\n{end}")
    head, rest = text.split(begin, 1)
    with open(DOCS, "w") as f:
        f.write(head + block + rest.split(end, 1)[1])
    print(f"bench: {name} updated from bench/results.json")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--idle-seconds", type=int, default=60)
    parser.add_argument("--notifications", type=int, default=50)
    parser.add_argument("--scale", type=int, default=100_000, help="requests for the scale measures")
    parser.add_argument("--batch", type=int, default=1000, help="requests per AddMany call")
    parser.add_argument("--million", type=int, default=1_000_000, help="requests for the start-up at a million")
    parser.add_argument("--items", type=int, default=5000, help="items in the app's checklist")
    parser.add_argument("--calendar-items", type=int, default=10_000, help="items exported and imported")
    parser.add_argument("--sync-items", type=int, default=5000, help="tasks in the synced collection")
    parser.add_argument("--runs", type=int, default=3, help="runs of each quick measure")
    parser.add_argument("--window-idle-seconds", type=int, default=30, help="idle time of the open windows")
    parser.add_argument("--startup-runs", type=int, default=5)
    parser.add_argument("--peer-runs", type=int, default=3, help="minute boundaries the peers fire at (1 to 3)")
    parser.add_argument("--quick", action="store_true", help="a short run to try the benchmark out")
    parser.add_argument("--output", default=RESULTS)
    parser.add_argument("--docs", action="store_true",
                        help="update docs/performance.md from bench/results.json and stop")
    options = parser.parse_args()
    if options.docs:
        update_docs()
        return
    if dbus is None:
        sys.exit("bench: python3-dbus is missing (scripts/install-deps.sh bench installs it; run with /usr/bin/python3)")
    if options.quick:
        options.idle_seconds, options.scale, options.items, options.runs, options.startup_runs = 10, 10_000, 500, 2, 2
        options.million = 100_000
        options.calendar_items = 1_000
        options.sync_items = 500
        options.peer_runs = 1
    os.environ["TZ"] = "UTC"
    time.tzset()
    for tool in ("dbus-daemon", "dbus-monitor", "dunst", "dunstctl", "Xvfb", "xdotool", "sqlite3", "remind", "at",
                 "notify-send"):
        if not shutil.which(tool):
            sys.exit(f"bench: {tool} is missing (make bench installs what it needs)")
    for binary in ("remindd", "checklists", "StoreBenchmark"):
        if not os.path.exists(os.path.join(BIN, binary)):
            sys.exit(f"bench: {BIN}/{binary} is missing: run `swift build -c release --static-swift-stdlib`")
    date = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    bench = Bench(options)
    bench.run()
    results = {"machine": machine(), "date": date, "duration_seconds": round(time.monotonic() - STARTED, 1),
               "options": {k: v for k, v in vars(options).items() if k not in ("docs", "output")},
               "measures": ordered(bench.rows), **bench.extra}
    print("\n".join(table(results)))
    print(f"\n{machine_line(results['machine'])}; {results['duration_seconds']:.0f} s")
    with open(options.output, "w") as f:
        json.dump(results, f, indent=2)
        f.write("\n")
    missed = [row["measure"] for row in bench.rows if row["met"] is False]
    if missed:
        print(f"targets missed: {len(missed)} ({'; '.join(missed)})")


if __name__ == "__main__":
    main()
