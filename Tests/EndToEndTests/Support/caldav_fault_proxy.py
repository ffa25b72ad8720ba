#!/usr/bin/python3
"""A CalDAV fault proxy for the tests: it stands in front of a real CalDAV server (Radicale)
and forwards every request to it unchanged, unless a rule says to fail it.

Usage: caldav_fault_proxy.py UPSTREAM RULES STATS

UPSTREAM is the real server (http://127.0.0.1:PORT). RULES is a JSON file the test writes,
read again on each request: a list of rules
    {"method": "PUT" | "REPORT" | ... | "*", "path_contains": "...", "times": N,
     "action": "status" | "hang" | "malformed" | "rewrite" | "down" | "drop-after-reply" |
               "full-listing",
     "status": 401 | ...}
The first rule whose method and path match applies; "times" (absent: always) counts down in
the file and a rule at 0 is spent. Actions:
    status     answer with "status" (401 with a Basic challenge) and no forwarding
    hang       accept the request and never answer
    malformed  answer 207 with a body that is not XML
    rewrite    forward a PUT with "X-REWRITTEN-BY-SERVER:yes" added to its VTODO and drop
               the ETag header from the answer, as servers that rewrite items do
    down       close the connection at once
    drop-after-reply
               forward and answer as usual, without "Connection: close", and close the
               connection when the next request arrives on it, unanswered: as a server that
               closes connections after its reply without saying so (SOGo's own port) does
               when the client sends again before the close reaches it
    full-listing
               forward a sync-collection REPORT without its sync-token, and take the removed
               resources out of the answer: 207 with every resource and no removal, as servers
               do that answer a token they no longer know with a full listing instead of
               valid-sync-token
STATS is a JSON file the proxy keeps: {"METHOD": count} of every request it received, and
{"dropped METHOD": count} of those a drop-after-reply connection closed on.
It listens on 127.0.0.1, on a free port, and prints the port on standard output when ready.
Python's standard library only.
"""

import http.client
import http.server
import json
import os
import re
import socket
import sys
import threading
import time
import urllib.parse

HOP_BY_HOP = {"connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade",
              "proxy-connection", "content-length", "host"}


class Proxy:
    """The proxy's state: where it forwards to, its rules and its counts."""

    def __init__(self, upstream, rules_path, stats_path):
        parsed = urllib.parse.urlsplit(upstream)
        self.host = parsed.hostname
        self.port = parsed.port or 80
        self.rules_path = rules_path
        self.stats_path = stats_path
        self.lock = threading.Lock()
        self.counts = {}
        self.write_stats()

    def write_stats(self):
        temporary = self.stats_path + ".tmp"
        with open(temporary, "w") as stats:
            json.dump(self.counts, stats)
        os.replace(temporary, self.stats_path)

    def count(self, method):
        with self.lock:
            self.counts[method] = self.counts.get(method, 0) + 1
            self.write_stats()

    def rule_for(self, method, path):
        """The rule that applies to this request, spending one of its times, or None."""
        with self.lock:
            try:
                with open(self.rules_path) as file:
                    rules = json.load(file)
            except FileNotFoundError:
                return None
            for rule in rules:
                if rule.get("method", "*") not in ("*", method):
                    continue
                if rule.get("path_contains", "") not in path:
                    continue
                if "times" in rule:
                    if rule["times"] <= 0:
                        continue
                    rule["times"] -= 1
                    temporary = self.rules_path + ".proxy.tmp"
                    with open(temporary, "w") as file:
                        json.dump(rules, file)
                    os.replace(temporary, self.rules_path)
                return rule
            return None


class Handler(http.server.BaseHTTPRequestHandler):
    """Handles any method: counts it, applies a rule or forwards it."""

    protocol_version = "HTTP/1.1"
    proxy: Proxy

    def __getattr__(self, name):
        if name.startswith("do_"):
            return self.handle_request
        raise AttributeError(name)

    def read_body(self):
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            body = b""
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip(), 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return body
                body += self.rfile.read(size)
                self.rfile.readline()
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def answer(self, status, headers, body, reason=None):
        self.send_response(status, reason)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def handle_request(self):
        method = self.command
        self.proxy.count(method)
        if getattr(self, "dropping", False):
            self.proxy.count("dropped " + method)
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        rule = self.proxy.rule_for(method, self.path)
        action = rule.get("action") if rule else None
        if action == "down":
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        body = self.read_body()
        if action == "hang":
            self.close_connection = True
            while True:
                time.sleep(3600)
        if action == "status":
            status = int(rule.get("status", 500))
            headers = [("Content-Type", "text/plain")]
            if status == 401:
                headers.append(("WWW-Authenticate", 'Basic realm="CalDAV fault proxy"'))
            self.answer(status, headers, b"refused by the fault proxy\n")
            return
        if action == "malformed":
            self.answer(207, [("Content-Type", "application/xml; charset=utf-8")],
                        b"<d:multistatus xmlns:d='DAV:'><d:response> this is not XML <<<")
            return
        listing = action == "full-listing" and method == "REPORT" and b"sync-token>" in body
        if listing:
            body = re.sub(rb"<([A-Za-z0-9]+:)?sync-token>[^<]*</([A-Za-z0-9]+:)?sync-token>", rb"<\1sync-token/>", body)
        rewrite = action == "rewrite" and method == "PUT"
        if rewrite:
            text = body.decode("utf-8")
            newline = "\r\n" if "\r\n" in text else "\n"
            body = text.replace("END:VTODO", "X-REWRITTEN-BY-SERVER:yes" + newline + "END:VTODO", 1).encode("utf-8")
        self.forward(method, body, drop_etag=rewrite, drop_removed=listing)
        self.dropping = action == "drop-after-reply"

    def forward(self, method, body, drop_etag, drop_removed=False):
        # An answer to rewrite is asked for uncompressed.
        dropped = HOP_BY_HOP | ({"accept-encoding"} if drop_removed else set())
        headers = {name: value for name, value in self.headers.items() if name.lower() not in dropped}
        headers["Host"] = "%s:%d" % (self.proxy.host, self.proxy.port)
        headers["Content-Length"] = str(len(body))
        connection = http.client.HTTPConnection(self.proxy.host, self.proxy.port, timeout=120)
        try:
            connection.request(method, self.path, body=body, headers=headers)
            response = connection.getresponse()
            answer = response.read()
        except OSError as error:
            self.answer(502, [("Content-Type", "text/plain")], ("upstream: %s\n" % error).encode("utf-8"))
            return
        finally:
            connection.close()
        if drop_removed:
            # A full listing names what is there, never what went (Radicale names those too).
            answer = re.sub(rb"<([A-Za-z0-9]+:)?response>(?:(?!response>).)*? 404 (?:(?!response>).)*?</([A-Za-z0-9]+:)?response>",
                            b"", answer, flags=re.DOTALL)
        kept = [(name, value) for name, value in response.getheaders()
                if name.lower() not in HOP_BY_HOP and not (drop_etag and name.lower() == "etag")]
        self.answer(response.status, kept, answer, response.reason)

    def log_message(self, format, *args):
        sys.stderr.write("%s\n" % (format % args))


def main():
    if len(sys.argv) != 4:
        sys.stderr.write("usage: caldav_fault_proxy.py UPSTREAM RULES STATS\n")
        sys.exit(2)
    Handler.proxy = Proxy(*sys.argv[1:4])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
