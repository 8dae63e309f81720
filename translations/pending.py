#!/usr/bin/env python3
"""French entries still to translate, out and back in as JSON.

  pending.py export infralab_fr.ts pending.json   # [{"context", "source", "comment", "translation": ""}]
  pending.py import infralab_fr.ts done.json      # fills the translations given, marks them finished

Kept as a script so that a batch of new strings can be translated in one file, by a person or a helper, and
merged without editing the XML by hand."""
import json
import sys
import xml.etree.ElementTree as ET


def unfinished(tree):
    for context in tree.getroot().iter("context"):
        name = context.find("name").text
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr.get("type") == "unfinished":
                yield name, message, tr


def write(tree, path):
    tree.write(path, encoding="utf-8", xml_declaration=True)
    text = open(path, encoding="utf-8").read()
    text = text.replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
    open(path, "w", encoding="utf-8").write(text if text.endswith("\n") else text + "\n")


def export(ts, out):
    tree = ET.parse(ts)
    items = []
    for name, message, tr in unfinished(tree):
        comment = message.find("comment")
        items.append({"context": name, "source": message.find("source").text or "",
                      "comment": comment.text if comment is not None else "",
                      "numerus": message.get("numerus") == "yes", "translation": ""})
    json.dump(items, open(out, "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    print(f"{len(items)} unfinished entries written to {out}")


def load(ts, done):
    given = {(i["context"], i["source"], i.get("comment", "")): i["translation"]
             for i in json.load(open(done, encoding="utf-8")) if i.get("translation")}
    tree = ET.parse(ts)
    filled = 0
    for name, message, tr in list(unfinished(tree)):
        comment = message.find("comment")
        key = (name, message.find("source").text or "", comment.text if comment is not None else "")
        if key not in given:
            continue
        tr.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            for child in list(tr):
                tr.remove(child)
            forms = given[key] if isinstance(given[key], list) else [given[key]] * 2
            for form in forms:
                ET.SubElement(tr, "numerusform").text = form
        else:
            tr.text = given[key]
        filled += 1
    write(tree, ts)
    left = sum(1 for _ in unfinished(ET.parse(ts)))
    print(f"{filled} entries filled, {left} still unfinished")


if __name__ == "__main__":
    {"export": export, "import": load}[sys.argv[1]](sys.argv[2], sys.argv[3])
