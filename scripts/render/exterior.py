# Exterior scenes (street-level day, twilight, and elevated/aerial views) for every house-type property.
# blender -b --factory-startup -P scripts/render/exterior.py -- --shot NAME [--pct 25]
import bpy, os, sys, math, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nf, trees, arch, houses

a = nf.args()
S = nf.shot_entry(a.shot)
P = nf.prop_entry(S['property'])
prm = S.get('params', {})
kind = S['shot']
night = kind in ('twilight-exterior', 'dusk-exterior', 'twilight-aerial')
nf.clear()
rnd = nf.rng(S['property'], 'site')

# ---------------------------------------------------------------- house
style = P['style']
build = getattr(houses, style)
H = build(P, night=night, seed=P.get('seed', 1))
setback = H.get('setback', 7.5)
W = H['width']

# ---------------------------------------------------------------- neighbours and street
site = P.get('site', {})
if site.get('street', True):
    lamps = site.get('lamps', [-W / 2 - 6.5])
    arch.street(x0=-80, x1=80, y_prop=-setback, lamps=lamps, trees_at=site.get('street_trees', [W / 2 + 4.5, -W / 2 - 10]),
                seed=P.get('seed', 1) + 4, lamp_on=night, autumn=site.get('autumn', 0.0))
arch.ground(-80, 80, -setback, 80)
gap = site.get('side_yard', 2.4)
for k, side in enumerate(site.get('neighbours', ['traditional', 'traditional'])):
    if not side:
        continue
    nw = site.get('neighbour_w', [8.5, 8.0])[k]
    ox = -W / 2 - gap - nw if k == 0 else W / 2 + gap
    houses.traditional(ox, rnd.uniform(0.3, 1.5) + site.get('neighbour_back', 0.0), w=nw, d=11, seed=10 + k, night=night,
                       brick=[('#7d3a28', '#5f2a1e'), ('#8a4a32', '#6a3422')][k], lit=0.8 if k == 0 else 0.55)
    # a further house beyond each neighbour so the street never just ends
    ox2 = ox - gap - 8.0 if k == 0 else ox + nw + gap
    houses.traditional(ox2, rnd.uniform(0.5, 2.0), w=8.0, d=11, seed=20 + k, night=night,
                       brick=[('#6f3526', '#4f2519'), ('#94513a', '#70402c')][k], lit=0.5, porch=False)
# mature trees on the lot itself (front lawn, side yards)
lm = nf.foliage(site.get('leaf', '#2a4616'), site.get('leaf2', '#55722a'), name='lot_leaf', autumn=site.get('autumn', 0.0))
for i, (tx, ty, th) in enumerate(site.get('lot_trees', [])):
    ms = trees.make('deciduous', 'lot%d' % (i % 3), leaf_mat=lm, seed=P.get('seed', 1) * 13 + i % 3, height=16, spread=0.8, split=0.3)
    trees.place(ms, (tx, ty, 0), rnd.uniform(0, 6.28), th / 16)
# side-yard fences and hedges between lots
fence = nf.siding('#4a3a2c', 0.14, True, name='fence_wood')
for sx in (-W / 2 - gap / 2, W / 2 + gap / 2):
    nf.box('fence', sx - 0.03, sx + 0.03, 2.0, 14, 0, 1.8, fence)
arch.backdrop_trees(-45, 45, H['depth'] + 3, H['depth'] + 28, site.get('backdrop', 30), seed=P.get('seed', 1) + 8,
                    autumn=site.get('autumn', 0.0), hmin=16, hmax=26)

# ---------------------------------------------------------------- light
if night:
    tw = P.get('twilight', {})
    nf.world_twilight(azim_glow=prm.get('glow_azim', 300), strength=prm.get('sky', 1.25), zenith='#183272', mid='#4a72b8', horizon='#d7a07c', glow='#f0a868')
    exposure = prm.get('exposure', 0.4)
else:
    nf.world_nishita(prm.get('sun_elev', 32), prm.get('sun_azim', 215), strength=0.22, dust=1.5)
    nf.sun(prm.get('sun_elev', 32), prm.get('sun_azim', 215), 3.2)
    exposure = prm.get('exposure', -0.6)

# ---------------------------------------------------------------- camera
w, h = S['width'], S['height']
cam = prm.get('cam', [-3.0, -setback - 9.5, 1.75])
tgt = prm.get('target', [0.4, 0, H['height'] * 0.5])
nf.camera(cam, tgt, prm.get('lens', 27), w, h)

nf.cycles_setup(a, samples=prm.get('samples', 28), time_limit=prm.get('time', 1800), threshold=0.03, clamp_dir=8.0,
                exposure=exposure, look=prm.get('look', 'Medium High Contrast'), clamp_ind=2.0)
nf.render_and_filter(a, a.shot)
