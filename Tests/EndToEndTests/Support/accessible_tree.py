"""Prints the accessible tree of the running `checklists` window as JSON lines.

What a screen reader sees through AT-SPI: one line per node, with its depth, role, name,
text (for labels), whether it is showing, checked and has the keyboard focus, whether a label names it
(its labelled-by relation), and the choice a combo box shows (its selected child). Run with Debian's python3, which has pyatspi, on the session
bus of the app under test. A walk that meets a node the window is removing meanwhile (the
list being refilled) starts again, so that the tree printed is one the window showed.
"""
import json
import sys
import time

import pyatspi


def walk(node, depth, lines):
    try:
        role = node.getRoleName()
        name = node.name or ""
        states = node.getState()
    except Exception:
        return
    text = ""
    try:
        text_interface = node.queryText()
        text = text_interface.getText(0, text_interface.characterCount)
    except Exception:
        pass
    try:
        labelled = any(relation.getRelationType() == pyatspi.RELATION_LABELLED_BY
                       for relation in node.getRelationSet())
    except Exception:
        labelled = False
    selected = ""
    if role == "combo box":
        try:
            selection = node.querySelection()
            if selection.nSelectedChildren > 0:
                selected = selection.getSelectedChild(0).name or ""
        except Exception:
            pass
    lines.append(json.dumps({
        "depth": depth, "role": role, "name": name, "text": text,
        "showing": states.contains(pyatspi.STATE_SHOWING),
        "checked": states.contains(pyatspi.STATE_CHECKED),
        "focused": states.contains(pyatspi.STATE_FOCUSED),
        "labelled": labelled, "selected": selected,
    }))
    for index in range(node.childCount):
        walk(node.getChildAtIndex(index), depth + 1, lines)


def main():
    for application in pyatspi.Registry.getDesktop(0):
        if application is not None and application.name == "checklists":
            for attempt in range(5):
                lines = []
                try:
                    walk(application, 0, lines)
                except Exception:
                    if attempt == 4:
                        raise
                    time.sleep(0.2)
                    continue
                print("\n".join(lines))
                return 0
    print("no checklists application on the accessibility bus", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
