#!/usr/bin/env python3
"""Writes the seed corpus of the bundle import fuzzer into corpus-bundle/ (one file per seed).

Each seed is a small workspace made with the built lwb (its path the first argument, else
build/app/lwb/lwb), exported, and written as fuzzbundle.h reads an input: its manifest.json and
db/ entries, each as nameLength:u8 name contentsLength:u32le contents. The readable entries are
left out (import only checks their CRCs), which keeps the seeds small and the fuzzer on the
records. Valid seeds give the fuzzer tables with every kind of index, a stream, TTL, history and
items nested to DynamoDB's limit of 32 levels to start from; crafted ones (a byte changed, as a
hostile bundle would) the paths where stored data lacks what the engine expects: an item and a
stream record whose key attribute is missing. One seed is a whole zip, as the fuzzer also takes.

Run it after changing the list: python3 tests/fuzz/make_bundle_corpus.py [LWB]. It only
(re)writes the files named here; what is saved beside them is kept: reproducers (crash-*,
timeout-*) and found-*, inputs the fuzzer found that reach code the seeds do not (the smallest of
a libFuzzer -merge, a few hundred KB in all).
"""
import json
import pathlib
import struct
import subprocess
import sys
import tempfile
import zipfile

HERE = pathlib.Path(__file__).resolve().parent
CORPUS = HERE / "corpus-bundle"
LWB = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parent.parent / "build/app/lwb/lwb")

NOTES = {"TableName": "notes", "BillingMode": "PAY_PER_REQUEST",
         "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
         "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}]}

RICH = {"TableName": "rich", "BillingMode": "PAY_PER_REQUEST",
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"},
                                 {"AttributeName": "sk", "AttributeType": "N"},
                                 {"AttributeName": "g", "AttributeType": "B"},
                                 {"AttributeName": "l", "AttributeType": "S"}],
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"},
                      {"AttributeName": "sk", "KeyType": "RANGE"}],
        "GlobalSecondaryIndexes": [
            {"IndexName": "byG", "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
             "Projection": {"ProjectionType": "ALL"}},
            {"IndexName": "keysOnly", "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"},
                                                    {"AttributeName": "sk", "KeyType": "RANGE"}],
             "Projection": {"ProjectionType": "KEYS_ONLY"}}],
        "LocalSecondaryIndexes": [
            {"IndexName": "byL", "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"},
                                               {"AttributeName": "l", "KeyType": "RANGE"}],
             "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["n"]}}],
        "StreamSpecification": {"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"}}


def deep(levels):
    """A value whose leaf is at `levels` (the attribute itself is level 1)."""
    value = {"S": "leaf"}
    for i in range(levels - 1):
        value = {"L": [value]} if i % 2 else {"M": {"m": value}}
    return value


def lwb(workspace, *args):
    subprocess.run([LWB, "--workspace", str(workspace), *args], check=True,
                   stdout=subprocess.DEVNULL)


def call(workspace, action, request):
    lwb(workspace, "call", action, json.dumps(request))


def notes(ws):
    call(ws, "CreateTable", NOTES)
    call(ws, "PutItem", {"TableName": "notes", "Item": {"pk": {"S": "a"}}})


def rich(ws):
    call(ws, "CreateTable", RICH)
    call(ws, "UpdateTimeToLive", {"TableName": "rich", "TimeToLiveSpecification":
                                  {"Enabled": True, "AttributeName": "ttl"}})
    for i in range(3):
        call(ws, "PutItem", {"TableName": "rich", "Item": {
            "pk": {"S": "p"}, "sk": {"N": str(i)}, "g": {"B": "AQI="}, "l": {"S": "x%d" % i},
            "n": {"N": "1.5"}, "ttl": {"N": "4102444800"}, "ss": {"SS": ["a", "b"]},
            "m": {"M": {"x": {"L": [{"BOOL": True}, {"NULL": True}]}}}}})
    call(ws, "UpdateItem", {"TableName": "rich", "Key": {"pk": {"S": "p"}, "sk": {"N": "1"}},
                            "UpdateExpression": "SET n = n + :one REMOVE g",
                            "ExpressionAttributeValues": {":one": {"N": "1"}}})
    call(ws, "DeleteItem", {"TableName": "rich", "Key": {"pk": {"S": "p"}, "sk": {"N": "2"}}})


def deep32(ws):
    call(ws, "CreateTable", NOTES)
    call(ws, "PutItem", {"TableName": "notes", "Item": {"pk": {"S": "a"}, "d": deep(32)}})
    call(ws, "PutItem", {"TableName": "notes", "Item": {"pk": {"S": "a"}, "d": deep(31)}})


def stream(ws):
    call(ws, "CreateTable", dict(NOTES, StreamSpecification={
        "StreamEnabled": True, "StreamViewType": "NEW_IMAGE"}))
    call(ws, "PutItem", {"TableName": "notes", "Item": {"pk": {"S": "a"}, "v": {"N": "1"}}})


def exported(make):
    with tempfile.TemporaryDirectory() as root:
        ws = pathlib.Path(root) / "ws"
        make(ws)
        path = pathlib.Path(root) / "b.zip"
        lwb(ws, "export", str(path))
        return path.read_bytes()


def entries(zip_bytes):
    with tempfile.NamedTemporaryFile() as f:
        f.write(zip_bytes)
        f.flush()
        with zipfile.ZipFile(f.name) as z:
            return [(n, z.read(n)) for n in z.namelist()
                    if n == "manifest.json" or n.startswith("db/")]


def seed(items):
    out = b""
    for name, contents in items:
        encoded = name.encode()
        out += bytes([len(encoded)]) + encoded + struct.pack("<I", len(contents)) + contents
    return out


def renamed_key(items, entry):
    """The key attribute "pk" renamed "qk" (same length, so every size holds) in `entry`."""
    return [(n, c.replace(b"\x02pk", b"\x02qk") if n == entry else c) for n, c in items]


def main():
    CORPUS.mkdir(exist_ok=True)
    bundles = {name: exported(make) for name, make in
               [("notes", notes), ("rich", rich), ("deep32", deep32), ("stream", stream)]}
    seeds = {name: seed(entries(b)) for name, b in bundles.items()}
    seeds["crafted-item-without-key"] = seed(
        renamed_key(entries(bundles["notes"]), "db/items.records"))
    seeds["crafted-stream-record-without-key"] = seed(
        renamed_key(entries(bundles["stream"]), "db/streamRecords.records"))
    seeds["zip-notes"] = bundles["notes"]
    for name, data in seeds.items():
        (CORPUS / name).write_bytes(data)
    print("wrote %d seeds, %d bytes, to %s" % (len(seeds), sum(map(len, seeds.values())),
                                               CORPUS))


if __name__ == "__main__":
    main()
