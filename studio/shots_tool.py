#!/usr/bin/env python3
"""Small helper for render.sh: list shot names and scripts, record render times in shots.json, and write a master's
data line into the web app's src/images/images.json."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, 'shots.json')
OUT = os.path.join(HERE, '..', 'src', 'images', 'renders')
# The web app's data line of each master (src/images/images.json): the point every crop keeps.
WEB = os.path.join(HERE, '..', 'src', 'images', 'images.json')


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
elif cmd == 'web':            # web NAME: write the master's data line (its focal point) into src/images/images.json
    shot = next(s for s in shots if s['name'] == sys.argv[2])
    with open(WEB) as f:
        web = json.load(f)
    focal = shot.get('focal')
    web[shot['name']] = {'focal': [focal['x'], focal['y']]} if focal and (focal['x'], focal['y']) != (0.5, 0.5) else {}

    def line(name, data):
        return f'  "{name}": ' + (f'{{ "focal": [{data["focal"][0]}, {data["focal"][1]}] }}' if data else '{}')

    tmp = WEB + '.tmp'
    with open(tmp, 'w') as f:
        f.write('{\n' + ',\n'.join(line(k, v) for k, v in sorted(web.items())) + '\n}\n')
    os.replace(tmp, WEB)
elif cmd == 'record':         # record NAME SECONDS
    for s in shots:
        if s['name'] == sys.argv[2]:
            s['renderSeconds'] = round(float(sys.argv[3]))
    save(shots)
