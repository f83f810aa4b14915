#!/usr/bin/env python3
"""Small helper for render.sh: list shot names and scripts, record render times in shots.json."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, 'shots.json')
OUT = os.path.join(HERE, '..', '..', 'src', 'images', 'renders')


def load():
    with open(PATH) as f:
        return json.load(f)


def save(shots):
    tmp = PATH + '.tmp'
    with open(tmp, 'w') as f:
        json.dump(shots, f, indent=1, ensure_ascii=False)
        f.write('\n')
    os.replace(tmp, PATH)


cmd = sys.argv[1]
shots = load()
if cmd == 'names':            # names [all|missing]  (in shots.json order, which is priority order)
    which = sys.argv[2]
    for s in shots:
        if s.get('skip'):
            continue
        if which == 'missing' and os.path.exists(os.path.join(OUT, s['name'] + '.avif')):
            continue
        print(s['name'])
elif cmd == 'script':
    print(next(s.get('script', 'exterior') for s in shots if s['name'] == sys.argv[2]))
elif cmd == 'exists':
    sys.exit(0 if any(s['name'] == sys.argv[2] for s in shots) else 1)
elif cmd == 'record':         # record NAME SECONDS
    for s in shots:
        if s['name'] == sys.argv[2]:
            s['renderSeconds'] = round(float(sys.argv[3]))
    save(shots)
