"""Logs USER in once to the IMAP server on the Unix socket SOCKET, so that Cyrus makes the
user's mailbox (autocreate_quota), then logs out. Usage: imap_login.py SOCKET USER PASSWORD."""

import socket
import sys


def main(path, user, password):
    connection = socket.socket(socket.AF_UNIX)
    connection.connect(path)
    stream = connection.makefile("rwb")
    stream.readline()
    for tag, command in (("a", f'LOGIN "{user}" "{password}"'), ("b", "LOGOUT")):
        stream.write(f"{tag} {command}\r\n".encode())
        stream.flush()
        line = stream.readline()
        while not line.startswith(tag.encode()):
            line = stream.readline()
        if b" OK " not in line:
            sys.exit(f"imap_login: {line.decode().strip()}")


if __name__ == "__main__":
    main(*sys.argv[1:4])
