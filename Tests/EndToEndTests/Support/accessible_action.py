"""Does the first action ("click", "press") of a showing node of the running `checklists`
app, found by its role and accessible name, as a screen reader user would.

Usage: accessible_action.py ROLE NAME. Exits 1 when no such node shows. Run with Debian's
python3, which has pyatspi, on the session bus of the app under test.
"""
import sys

import pyatspi


def find(node, role, name):
    try:
        if (node.getRoleName() == role and node.name == name
                and node.getState().contains(pyatspi.STATE_SHOWING)):
            return node
        children = [node.getChildAtIndex(index) for index in range(node.childCount)]
    except Exception:
        return None
    for child in children:
        found = find(child, role, name)
        if found is not None:
            return found
    return None


def main():
    role, name = sys.argv[1], sys.argv[2]
    for application in pyatspi.Registry.getDesktop(0):
        if application is not None and application.name == "checklists":
            node = find(application, role, name)
            if node is None:
                break
            node.queryAction().doAction(0)
            return 0
    print(f"no showing {role} named {name!r}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
