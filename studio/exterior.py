# Exterior scenes (street-level day, twilight, and elevated/aerial views) for every house-type property.
# blender -b --factory-startup -P studio/exterior.py -- --shot NAME [--pct 25]
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
# the rear garden (terrace, pool, fences) and, for aerials, the rest of the block
BY = houses.backyard(P, H, night=night, seed=P.get('seed', 1))
arch.ground(-80, 80, -setback, BY['back'] + 1 if site.get('ravine') else (BY['back'] + 2.5 if P.get('lake') else 80))
aerial = kind in ('aerial', 'context-aerial', 'twilight-aerial')
if aerial:
    from mathutils import Matrix
    ext = prm.get('extent', 90 if kind == 'context-aerial' else 50)
    road_far = -setback - 1.6 - 2.4 - 0.45 - 8.0 - 0.45 - 4.1
    lm2 = nf.foliage('#2a4616', '#55722a', name='lot_leaf', autumn=site.get('autumn', 0.0))
    yard_trees = [trees.make('deciduous', 'yard%d' % k, leaf_mat=lm2, seed=70 + k, height=16, spread=0.85, split=0.3)
                  for k in range(3)]
    k = 0
    # houses across the street, facing it (built facing -Y, then turned around their own centre)
    x = -ext
    while x < ext:
        w_ = rnd.uniform(7.5, 10.5)
        before = set(bpy.data.objects)
        oy = road_far - rnd.uniform(6, 9) - 11.0
        houses.simple_house(x, oy, w_, 11.0, 2, seed=100 + k, night=night)
        piv = Matrix.Translation((x + w_ / 2, oy + 5.5, 0))
        R = piv @ Matrix.Rotation(math.pi, 4, 'Z') @ piv.inverted()
        for o in set(bpy.data.objects) - before:
            o.matrix_world = R @ o.matrix_world
        if rnd.random() < 0.6:
            trees.place(yard_trees[k % 3], (x + rnd.uniform(0, w_), oy - rnd.uniform(6, 12), 0), rnd.uniform(0, 6), rnd.uniform(0.8, 1.15))
        x += w_ + rnd.uniform(2.0, 3.5)
        k += 1
    arch.ground(-ext - 20, ext + 20, road_far - 60, road_far, z=0.0)
    # further houses along our side beyond the immediate neighbours
    for side in (-1, 1):
        x = W / 2 + 24 if side > 0 else -W / 2 - 24
        while abs(x) < ext:
            w_ = rnd.uniform(7.5, 10.5)
            xx = x if side > 0 else x - w_
            houses.simple_house(xx, rnd.uniform(0, 2), w_, 11.0, 2, seed=200 + k, night=night)
            if rnd.random() < 0.7:
                trees.place(yard_trees[k % 3], (xx + rnd.uniform(0, w_), rnd.uniform(16, 26), 0), rnd.uniform(0, 6), rnd.uniform(0.8, 1.2))
            x += side * (w_ + rnd.uniform(2.0, 3.5))
            k += 1
    # the next street behind: a row of roofs beyond the back fences
    x = -ext
    while x < ext:
        w_ = rnd.uniform(7.5, 10.5)
        houses.simple_house(x, BY['back'] + 18, w_, 11.0, 2, seed=300 + k, night=night)
        x += w_ + rnd.uniform(2.0, 3.5)
        k += 1
# side-yard fences and hedges between lots
fence = nf.siding('#4a3a2c', 0.14, True, name='fence_wood')
for sx in (-W / 2 - gap / 2, W / 2 + gap / 2):
    nf.box('fence', sx - 0.03, sx + 0.03, 2.0, 14, 0, 1.8, fence)
if aerial:
    # past the modelled block the ground runs on to the horizon, hazing with distance; a ravine keeps its fall
    yb = BY['back']
    arch.far_ground((-120, 120, yb + 1, yb + 91) if site.get('ravine') else None,
                    beyond_z=-25.0 if site.get('ravine') else None, autumn=site.get('autumn', 0.0))
if site.get('ravine'):
    # the lot backs onto a ravine: the ground falls away past the back fence into a dense, tall canopy
    yb = BY['back']
    sl = nf.box('ravine_slope', -120, 120, 0, 90, -40, 0, nf.lawn(name='ravine_floor', c1='#2c3a1c', c2='#4a5226', dry=0.5))
    sl.location = (0, yb + 1, 0)
    sl.rotation_euler = (math.radians(-16), 0, 0)
    arch.backdrop_trees(-90, 90, yb + 3, yb + 80, site.get('ravine_trees', 70), seed=P.get('seed', 1) + 31,
                        autumn=site.get('autumn', 0.0), hmin=22, hmax=32)
if P.get('lake'):
    # lawn runs to a rocky shore; Lake Ontario to the horizon; canopy only on the neighbouring lots
    yl = BY['back'] + 2
    nf.box('shore', -400, 400, yl, yl + 5, -3.0, -0.1, nf.stone('#8c8476', 0.2, 1.2, 0.6, 0.03, 'shore_rock', ashlar=False))
    nf.box('lake', -4000, 4000, yl + 2, 8000, -2.6, -1.9, nf.lake())
    for side in (-1, 1):
        arch.backdrop_trees(side * 32, side * 70, -10, yl - 2, 14, seed=P.get('seed', 1) + 40 + side, hmin=14, hmax=22)
# mature canopy in the back gardens of this block and the next: tall enough to rise above the roofs
else:
  arch.backdrop_trees(-45, 45, H['depth'] + 4, H['depth'] + 30, site.get('backdrop', 30), seed=P.get('seed', 1) + 8,
                    autumn=site.get('autumn', 0.0), hmin=16, hmax=26, avoid=BY.get('pool_box'))

# ---------------------------------------------------------------- light
if night:
    tw = P.get('twilight', {})
    nf.world_twilight(azim_glow=prm.get('glow_azim', 300), strength=prm.get('sky', 1.25), zenith='#183272', mid='#4a72b8', horizon='#d7a07c', glow='#f0a868')
    exposure = prm.get('exposure', 0.4)
else:
    nf.world_nishita(prm.get('sun_elev', 32), prm.get('sun_azim', 215), strength=0.22, dust=1.5)
    nf.sun(prm.get('sun_elev', 32), prm.get('sun_azim', 215), 3.2)
    exposure = prm.get('exposure', -0.6)

import gear  # noqa: E402  (the gear the shot places: a scanner, a camera, a drone)
gear.place(prm.get('gear', []))

# ---------------------------------------------------------------- camera
w, h = S['width'], S['height']
if aerial:
    far = kind == 'context-aerial'
    cam = prm.get('cam', [-W * 1.6, -setback - (70 if far else 28), 80 if far else 34])
    tgt = prm.get('target', [0, H['depth'] * 0.6, 0])
    nf.camera(cam, tgt, prm.get('lens', 24 if far else 26), w, h, level=False)
elif kind == 'pool':
    cam = prm.get('cam', [W / 2 + 1.5, BY['back'] - 2.0, 1.7])
    tgt = prm.get('target', [-1.0, H['depth'], 3.5])
    nf.camera(cam, tgt, prm.get('lens', 22), w, h)
else:
    cam = prm.get('cam', [-3.0, -setback - 9.5, 1.75])
    tgt = prm.get('target', [0.4, 0, H['height'] * 0.5])
    nf.camera(cam, tgt, prm.get('lens', 27), w, h)

nf.cycles_setup(a, samples=prm.get('samples', 28), time_limit=prm.get('time', 1800), threshold=0.03, clamp_dir=8.0,
                exposure=exposure, look=prm.get('look', 'Medium High Contrast'), clamp_ind=2.0)
nf.render_and_filter(a, a.shot)
