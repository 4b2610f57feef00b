#!/usr/bin/env python3
"""Writes the seed corpus of the expression fuzzer into corpus/ (one file per seed).

Each file is one fuzz input as fuzzexpression.h reads it: a grammar letter (C condition,
F filter, K key condition, U update, P projection) followed by the expression text. The
placeholders the seeds use (#a #b #n #d, :a :b :s :n :l :m :ss :ns :bs :t :z :type :big :tiny)
are the fixed set in fuzzexpression.cpp; the attributes (a b name l m ss ns bs bin bool null big)
are its fixed item. Valid seeds give the fuzzer every construct to start from, invalid ones
every error path and every limit just past its edge.

Run it after changing the list: python3 tests/fuzz/make_corpus.py. It only (re)writes the files
named here; reproducers saved beside them (crash-*, timeout-*) are kept.
"""
import pathlib

CORPUS = pathlib.Path(__file__).resolve().parent / "corpus"
PREFIX = {"cond": "C", "filter": "F", "key": "K", "update": "U", "proj": "P"}


def chain(clause, joiner, count):
    return joiner.join([clause] * count)


SEEDS = {
    # --- ConditionExpression: every comparator, BETWEEN, IN, logic, functions, paths ---
    "cond-eq": "a = :a",
    "cond-ne": "a <> :s",
    "cond-lt": "b < :n",
    "cond-le": "b <= :n",
    "cond-gt": "b > :n",
    "cond-ge": "b >= :n",
    "cond-eq-binary": "bin = :b",
    "cond-eq-two-paths": "a = m.a",
    "cond-between-numbers": "b BETWEEN :n AND :big",
    "cond-between-strings": "a between :a and :s",
    "cond-between-reversed-literals": "b BETWEEN :big AND :n",
    "cond-in-values": "a IN (:a, :s)",
    "cond-in-paths": "b IN (b, #b, :n, m.a)",
    "cond-in-100-operands": "a IN (" + ", ".join([":a", ":s"] * 50) + ")",
    "cond-and-or-not": "a = :a AND NOT b < :n OR attribute_exists(l)",
    "cond-not-not": "NOT NOT a = :a",
    "cond-lowercase-keywords": "not a = :a and b <> :n or a in (:a)",
    "cond-parentheses": "(a = :a) AND (b > :n OR b < :n)",
    "cond-parentheses-nested": "((a = :a AND (b > :n)) OR NOT (attribute_exists(l)))",
    "cond-operand-parentheses": "(a) = (:a)",
    "cond-attribute-exists-nested-path": "attribute_exists(#n.a[2].b)",
    "cond-attribute-not-exists": "attribute_not_exists(m.a)",
    "cond-attribute-type": "attribute_type(ss, :type)",
    "cond-begins-with": "begins_with(a, :a)",
    "cond-begins-with-binary": "begins_with(bin, :b)",
    "cond-contains-string-set": "contains(ss, :a)",
    "cond-contains-list": "contains(l, :n)",
    "cond-size-compare": "size(l) > :n",
    "cond-size-between": "size(a) BETWEEN :n AND :n",
    "cond-size-of-map-path": "size(#n.a) = :n",
    "cond-nested-path-eq": "#n.a[2].b = :n",
    "cond-list-index-past-end": "l[9] = :bs",
    "cond-dotted-name-placeholder": "#d = :s",
    "cond-every-type-value": "l IN (:a, :b, :s, :n, :l, :m, :ss, :ns, :bs, :t, :z)",
    "cond-whitespace": " \t\r\n a\t=\r\n:a \n",
    "cond-two-literals": ":a = :s",
    "cond-err-empty": "",
    "cond-err-blank": " \t\n",
    "cond-err-missing-operand": "a = ",
    "cond-err-double-eq": "a == :a",
    "cond-err-trailing-and": "a = :a AND",
    "cond-err-empty-parentheses": "()",
    "cond-err-redundant-parentheses": "((a = :a))",
    "cond-err-between-no-and": "b BETWEEN :n",
    "cond-err-in-empty": "a IN ()",
    "cond-err-in-101-operands": "a IN (" + ", ".join([":a"] * 101) + ")",
    "cond-err-reserved-word": "name = :a",
    "cond-err-unknown-function": "foo(a) AND bar(:a, b)",
    "cond-err-size-as-condition": "size(a)",
    "cond-err-function-as-operand": "attribute_exists(a) = :a",
    "cond-err-size-of-size": "size(size(a)) = :n",
    "cond-err-undefined-name": "#x = :a",
    "cond-err-undefined-value": "a = :undefined",
    "cond-err-operand-count": "begins_with(a) OR contains(a, :a, :s)",
    "cond-err-attribute-type-number": "attribute_type(a, :n)",
    "cond-err-begins-with-number": "begins_with(a, :n)",
    "cond-err-same-operands": "a = a",
    "cond-err-same-operand-via-placeholder": "a = #a",
    "cond-err-non-ascii-name": "\u00e4 = :a",
    "cond-err-bad-character": "a = :a; DROP",
    "cond-err-lone-hash-colon": "# = :",
    "cond-index-leading-zero": "a[01] = :a",
    "cond-err-huge-index": "a[99999999999999999999] = :a",
    "cond-err-index-2pow63": "l[9223372036854775808] = :a",
    "cond-index-2pow32": "l[4294967296] = :a",
    "cond-err-dot-bracket": "a.[1] = :a",
    "cond-err-unclosed-bracket": "a[1 = :a",
    "cond-err-placeholder-255-bytes": "#" + "x" * 254 + " = :" + "v" * 254,
    "cond-err-placeholder-256-bytes": "#" + "x" * 255 + " = :a",
    "cond-err-nesting-33": "(" * 33 + "a = :a" + ")" * 33,
    "cond-err-nesting-2000": "(" * 2000 + "a = :a" + ")" * 2000,
    "cond-err-unbalanced-2000": "(" * 2000,
    "cond-err-path-depth-33": ".".join(["a"] * 33) + " = :a",
    "cond-err-4097-bytes": "a = :a OR " * 409 + "a = :a ",
    "cond-err-multibyte-over-4kb": "a = :a OR " + "\u00e4" * 2100,
    "cond-300-operators": "NOT " + chain("a = :a", " AND ", 150),
    "cond-err-301-operators": chain("a = :a", " AND ", 301),
    "cond-err-not-chain-301": "NOT " * 301 + "a = :a",
    "cond-err-invalid-utf8": b"a = :a \xff\xfe\xc3",
    "cond-err-nul-bytes": b"a\x00= :a",
    # --- FilterExpression: same grammar, its own message prefix and size report ---
    "filter-size": "size(a) > :n AND contains(#n.a, :n)",
    "filter-in-between": "b IN (:n, :big) OR b BETWEEN :tiny AND :n",
    "filter-err-4097-bytes": "a = :a OR " * 409 + "a = :a ",
    "filter-err-syntax": "a = :a ) (",
    # --- KeyConditionExpression: equality and one sort condition ---
    "key-eq": "a = :a",
    "key-eq-and-between": "a = :a AND b BETWEEN :n AND :big",
    "key-eq-and-begins-with": "a = :a AND begins_with(b, :s)",
    "key-placeholder-and-ge": "#n = :a and b >= :n",
    "key-parentheses": "(a = :a) AND (b < :n)",
    "key-err-or": "a = :a OR b = :n",
    "key-err-same-key-twice": "a = :a AND a = :s",
    "key-err-ne": "a <> :a",
    "key-err-in": "a IN (:a)",
    "key-err-not": "NOT a = :a",
    "key-err-attribute-exists": "attribute_exists(a)",
    "key-three-conditions": "a = :a AND b = :n AND l = :n",
    "key-err-size": "size(a) = :n",
    "key-err-nested-path": "a.b = :a",
    "key-value-on-left": ":a = a",
    "key-err-two-paths": "a = b",
    # --- UpdateExpression: every section and SET value form ---
    "update-set": "SET a = :a",
    "update-set-two": "SET a = :a, b = :n",
    "update-set-plus": "SET b = b + :n",
    "update-set-minus": "SET b = b - :n",
    "update-set-plus-overflow": "SET b = :big + :big",
    "update-err-minus-too-many-digits": "SET b = :tiny - :n",
    "update-set-list-append": "SET l = list_append(l, :l)",
    "update-set-list-append-front": "SET l = list_append(:l, l)",
    "update-set-if-not-exists": "SET x = if_not_exists(x, :n), b = if_not_exists(b, :n)",
    "update-set-nested-path": "SET #n.a[2].b = :n",
    "update-set-append-past-end": "SET l[20] = :a, l[30] = :n",
    "update-set-copy-path": "SET x = #n.a, y = m",
    "update-remove": "REMOVE a, l[0], #n.n",
    "update-add-number": "ADD b :n",
    "update-add-overflow": "ADD big :big",
    "update-add-sets": "ADD ss :ss, ns :ns, bs :bs",
    "update-add-new-attribute": "ADD x :n",
    "update-delete-sets": "DELETE ss :ss, bs :bs",
    "update-all-sections": "SET a = :a REMOVE b ADD ns :ns DELETE ss :ss",
    "update-lowercase-sections": "set a = :a remove b add ns :ns delete ss :ss",
    "update-sections-reordered": "DELETE ss :ss ADD ns :ns REMOVE b SET a = :a",
    "update-every-type": "SET v1 = :a, v2 = :b, v3 = :n, v4 = :l, v5 = :m, v6 = :ss, v7 = :t, v8 = :z",
    "update-err-repeated-section": "SET a = :a SET b = :n",
    "update-err-overlap": "SET a = :a, a = :s",
    "update-err-overlap-remove": "SET a = :a REMOVE a",
    "update-err-overlap-nested": "SET m.a = :a, m.a.b = :n",
    "update-err-conflict": "SET m.a = :a, m[0] = :n",
    "update-err-add-string": "ADD a :a",
    "update-err-delete-number": "DELETE ss :n",
    "update-err-list-append-number": "SET a = list_append(:n, :l)",
    "update-err-if-not-exists-value": "SET a = if_not_exists(:a, :n)",
    "update-err-unknown-function": "SET a = foo(:a)",
    "update-err-size": "SET a = size(a)",
    "update-err-reserved-word": "SET name = :a",
    "update-err-no-value": "SET a",
    "update-err-empty-set": "SET",
    "update-err-trailing-plus": "SET a = :a +",
    "update-err-two-operators": "SET a = :n + :n + :n",
    "update-err-remove-value": "REMOVE :a",
    "update-err-missing-attribute": "SET a = nope",
    "update-err-plus-string": "SET b = a + :n",
    "update-err-parent-missing": "SET x.y = :a",
    "update-err-remove-below-missing": "REMOVE nope.x, l[99]",
    "update-err-undefined-name": "SET #x = :a",
    "update-err-undefined-value": "SET a = :nope",
    "update-err-301-operators": "SET " + ",".join("x%d=b+:n" % i for i in range(301)),
    "update-err-4097-bytes": "SET a = :a" + ", a = :a" * 510 + " " * 7,
    # --- ProjectionExpression ---
    "proj-one": "a",
    "proj-paths": "a, b, #n.a[2].b",
    "proj-list-indexes": "l[0], l[9], m.l[0]",
    "proj-dotted-name": "#d, #a",
    "proj-whole-item": "a, b, #n, l, m, ss, ns, bs, bin, #d, big",
    "proj-err-overlap": "a, a",
    "proj-err-overlap-nested": "m, m.a",
    "proj-err-conflict": "m.a, m[0]",
    "proj-err-reserved-word": "name",
    "proj-err-undefined-name": "#x",
    "proj-err-trailing-comma": "a,",
    "proj-err-open-bracket": "a[",
    "proj-err-negative-index": "a[-1]",
    "proj-err-empty": "",
    "proj-err-path-depth-40": ".".join(["m"] * 40),
    "proj-err-4097-bytes": ", ".join("p%d" % i for i in range(800)),
}

# Found by fuzzing (scripts/fuzz.sh): 4 KB of distinct short paths, found while the parser's
# overlap check built its message text for every pair of paths, clash or not: 0.3 s per input
# optimized, over 10 s with sanitizers (a libFuzzer timeout).
NAMES = [chr(c) for c in range(ord("a"), ord("z") + 1)]
NAMES += [n + d for n in NAMES[:26] for d in "0123456789"]  # digits: never a reserved word
NAMES += [n + d for n in NAMES[26:] for d in "0123456789"]


def distinct_paths(prefix, limit=4096):
    text = prefix
    for i, name in enumerate(NAMES):
        piece = ("," if i else "") + name
        if len(text) + len(piece) > limit:
            break
        text += piece
    return text


SEEDS["proj-slow-1102-distinct-paths"] = distinct_paths("")
SEEDS["update-slow-remove-1100-distinct-paths"] = distinct_paths("REMOVE ")

# First bytes other than the five letters: the grammar is the byte's value modulo 5.
RAW = {
    "raw-byte0-modulo-key": b"\x07a = :a",
    "raw-byte0-modulo-update": b"\xffSET a = :a",
    "raw-binary-noise": bytes(range(256)),
}


def main():
    CORPUS.mkdir(exist_ok=True)
    for name, text in SEEDS.items():
        body = text if isinstance(text, bytes) else text.encode("utf-8")
        (CORPUS / name).write_bytes(PREFIX[name.split("-")[0]].encode() + body)
    for name, data in RAW.items():
        (CORPUS / name).write_bytes(data)
    print(f"make_corpus.py: {len(SEEDS) + len(RAW)} seeds in {CORPUS}")


if __name__ == "__main__":
    main()
