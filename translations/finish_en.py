#!/usr/bin/env python3
"""Marks every unfinished entry of the English file as finished with the source text as its translation.

The source strings are English, so English needs no translator; a few entries are overridden where English
typography differs from the source form (the euro sign before the number)."""
import sys
import xml.etree.ElementTree as ET

OVERRIDES = {"%1 €": "€%1"}


def main(path):
    tree = ET.parse(path)
    for message in tree.getroot().iter("message"):
        tr = message.find("translation")
        source = message.find("source").text or ""
        if tr.get("type") in ("unfinished", None) and (tr.get("type") or not (tr.text or list(tr))):
            tr.attrib.pop("type", None)
            if message.get("numerus") == "yes":
                for child in list(tr):
                    tr.remove(child)
                for _ in range(2):
                    ET.SubElement(tr, "numerusform").text = source
            else:
                tr.text = OVERRIDES.get(source, source)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    # lupdate writes a DOCTYPE line; keep the file in that shape so its diffs stay small.
    text = open(path, encoding="utf-8").read()
    text = text.replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
    open(path, "w", encoding="utf-8").write(text if text.endswith("\n") else text + "\n")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        main(p)
