"""Ticks or unticks an item of the running `checklists` window through the accessibility
action of its box, as a screen reader user would: in the table named "Items", the row whose
text cell starts with TEXT, its first cell's action named "toggle".

Usage: accessible_tick.py TEXT. Exits 1 when no such row or action shows. Run with Debian's
python3, which has pyatspi, on the session bus of the app under test.
"""
import sys

import pyatspi


def find_table(node):
    try:
        if node.getRoleName() == "table" and node.name == "Items":
            return node
        children = [node.getChildAtIndex(index) for index in range(node.childCount)]
    except Exception:
        return None
    for child in children:
        found = find_table(child)
        if found is not None:
            return found
    return None


def tick(table, text):
    cells = table.queryTable()
    for row in range(cells.nRows):
        if not (cells.getAccessibleAt(row, 1).name or "").startswith(text):
            continue
        box = cells.getAccessibleAt(row, 0).queryAction()
        for index in range(box.nActions):
            if box.getName(index) == "toggle":
                return box.doAction(index)
    return False


def main():
    text = sys.argv[1]
    for application in pyatspi.Registry.getDesktop(0):
        if application is not None and application.name == "checklists":
            table = find_table(application)
            if table is not None and tick(table, text):
                return 0
            break
    print(f"no item starting with {text!r} whose box can be toggled", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
