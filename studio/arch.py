# Architectural building blocks shared by every exterior: walls with real openings, window and door units,
# lit interiors seen through the glass, and the street (road, kerb, sidewalk, boulevard, street trees, lamps).
import bpy, math, random
from mathutils import Vector
import nf, trees


# ------------------------------------------------------------------------------------------------ walls
def _map(face, P, u, d, z):
    if face == '-y':
        return (u, P + d, z)
    if face == '+y':
        return (u, P - d, z)
    if face == '-x':
        return (P + d, u, z)
    return (P - d, u, z)


def _box_local(face, P, u0, u1, d0, d1, z0, z1, V, F, Mi, mi):
    a = _map(face, P, u0, d0, z0)
    b = _map(face, P, u1, d1, z1)
    x0, x1 = sorted((a[0], b[0]))
    y0, y1 = sorted((a[1], b[1]))
    base = len(V)
    V.extend([(x0, y0, z0), (x1, y0, z0), (x1, y1, z0), (x0, y1, z0), (x0, y0, z1), (x1, y0, z1), (x1, y1, z1), (x0, y1, z1)])
    for f in [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)]:
        F.append(tuple(base + i for i in f))
        Mi.append(mi)


def wall(name, face, P, u0, u1, z0, z1, openings, outer, inner=None, t=0.3, skin=0.02):
    """A wall whose outer face lies on plane P, facing `face` ('-y' = faces the street at -Y). openings: list of
    (u0, u1, z0, z1). Built as a grid of cells so openings have real reveals; inner skin in `inner` material."""
    us = sorted({u0, u1} | {o[0] for o in openings} | {o[1] for o in openings})
    zs = sorted({z0, z1} | {o[2] for o in openings} | {o[3] for o in openings})
    us = [u for u in us if u0 <= u <= u1]
    zs = [z for z in zs if z0 <= z <= z1]
    V, F, Mi = [], [], []
    for i in range(len(us) - 1):
        for j in range(len(zs) - 1):
            cu, cz = (us[i] + us[i + 1]) / 2, (zs[j] + zs[j + 1]) / 2
            if any(o[0] < cu < o[1] and o[2] < cz < o[3] for o in openings):
                continue
            _box_local(face, P, us[i], us[i + 1], 0, t - skin, zs[j], zs[j + 1], V, F, Mi, 0)
            if inner is not None:
                _box_local(face, P, us[i], us[i + 1], t - skin, t, zs[j], zs[j + 1], V, F, Mi, 1)
    me = bpy.data.meshes.new(name)
    me.from_pydata(V, [], F)
    me.materials.append(outer)
    if inner is not None:
        me.materials.append(inner)
    for p, m in zip(me.polygons, Mi):
        p.material_index = m
    me.update()
    o = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(o)
    return o


def lbox(name, face, P, u0, u1, d0, d1, z0, z1, mat, bevel=0.0):
    """Box in wall-local coordinates (u along the wall, d depth behind the outer face; negative d = in front)."""
    a = _map(face, P, u0, d0, z0)
    b = _map(face, P, u1, d1, z1)
    return nf.box(name, min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1]), z0, z1, mat, bevel)


# ------------------------------------------------------------------------------------------------ windows
def window(face, P, u0, u1, z0, z1, frame_mat, glass_mat=None, depth=0.12, fw=0.06, fd=0.07, mullions=(),
           transoms=(), muntins=None, sill=None, lintel=None, sash=False, sill_mat=None, lintel_mat=None, shutters=None):
    """Window unit in an opening: frame set `depth` behind the outer face, optional mullions (u), transoms (z),
    Georgian muntin grid (cols, rows per sash), projecting stone sill and lintel/keystone."""
    g = glass_mat or nf.glass()
    d = depth
    parts = []
    for (a, b, c, e) in [(u0, u1, z0, z0 + fw), (u0, u1, z1 - fw, z1), (u0, u0 + fw, z0, z1), (u1 - fw, u1, z0, z1)]:
        parts.append(lbox('frame', face, P, a, b, d, d + fd, c, e, frame_mat))
    for um in mullions:
        parts.append(lbox('mull', face, P, um - fw / 2, um + fw / 2, d, d + fd, z0, z1, frame_mat))
    for zt in transoms:
        parts.append(lbox('transom', face, P, u0, u1, d, d + fd, zt - fw / 2, zt + fw / 2, frame_mat))
    if sash:   # meeting rail of a double-hung sash, the upper sash proud of the lower
        zm = (z0 + z1) / 2
        parts.append(lbox('rail', face, P, u0, u1, d - 0.02, d + fd, zm - fw * 0.6, zm + fw * 0.6, frame_mat))
    if muntins:
        cols, rows = muntins
        mw = fw * 0.4
        spans = [(z0, (z0 + z1) / 2), ((z0 + z1) / 2, z1)] if sash else [(z0, z1)]
        edges = [u0] + sorted(mullions) + [u1]
        for ea, eb in zip(edges[:-1], edges[1:]):
            for k in range(1, cols):
                um = ea + (eb - ea) * k / cols
                parts.append(lbox('muntin', face, P, um - mw / 2, um + mw / 2, d + 0.01, d + fd - 0.01, z0, z1, frame_mat))
        for (za, zb) in spans:
            for k in range(1, rows):
                zm = za + (zb - za) * k / rows
                parts.append(lbox('muntin', face, P, u0, u1, d + 0.01, d + fd - 0.01, zm - mw / 2, zm + mw / 2, frame_mat))
    gl = lbox('glass', face, P, u0 + 0.01, u1 - 0.01, d + fd / 2 - 0.004, d + fd / 2 + 0.004, z0 + 0.01, z1 - 0.01, g)
    gl.visible_shadow = False
    if sill:
        parts.append(lbox('sill', face, P, u0 - sill, u1 + sill, -0.05, d + 0.02, z0 - 0.07, z0, sill_mat or frame_mat, 0.01))
    if lintel:
        parts.append(lbox('lintel', face, P, u0 - lintel, u1 + lintel, -0.01, 0.08, z1, z1 + 0.22, lintel_mat or sill_mat or frame_mat, 0.005))
    if shutters:
        wsh = (u1 - u0) / 2 * 0.95
        for (a, b) in [(u0 - wsh - 0.08, u0 - 0.08), (u1 + 0.08, u1 + wsh + 0.08)]:
            parts.append(lbox('shutter', face, P, a, b, -0.05, -0.01, z0, z1, shutters, 0.005))
    nf.join(parts, 'window_frames') if len(parts) > 1 else None
    return gl


def door(face, P, u0, u1, z0, z1, leaf_mat, frame_mat, glass_mat=None, depth=0.15, sidelight=0.0, transom=0.0,
         panels=True, handle_mat=None):
    """Entry door: leaf (with raised panels if panels), optional glass sidelights and transom light."""
    parts = []
    fw = 0.07
    du0, du1 = u0 + sidelight, u1 - sidelight
    dz1 = z1 - transom
    for (a, b, c, e) in [(u0, u1, z1 - fw, z1), (u0, u0 + fw, z0, z1), (u1 - fw, u1, z0, z1)]:
        parts.append(lbox('dframe', face, P, a, b, depth, depth + 0.1, c, e, frame_mat))
    if sidelight > 0:
        for (a, b) in [(u0, du0), (du1, u1)]:
            parts.append(lbox('dframe', face, P, b - fw / 2 if a == u0 else a - fw / 2, b + fw / 2 if a == u0 else a + fw / 2,
                              depth, depth + 0.1, z0, z1, frame_mat))
            g = lbox('glass', face, P, a + fw, b - fw, depth + 0.045, depth + 0.055, z0 + 0.3, dz1 - fw, glass_mat or nf.glass())
            g.visible_shadow = False
            parts.append(lbox('dframe', face, P, a, b, depth, depth + 0.1, z0, z0 + 0.3, frame_mat))
    if transom > 0:
        parts.append(lbox('dframe', face, P, u0, u1, depth, depth + 0.1, dz1 - fw / 2, dz1 + fw / 2, frame_mat))
        g = lbox('glass', face, P, u0 + fw, u1 - fw, depth + 0.045, depth + 0.055, dz1, z1 - fw, glass_mat or nf.glass())
        g.visible_shadow = False
    leaf = lbox('door_leaf', face, P, du0 + 0.02, du1 - 0.02, depth + 0.04, depth + 0.09, z0, dz1 - 0.02, leaf_mat, 0.004)
    if panels:
        w = du1 - du0 - 0.04
        for i, (za, zb) in enumerate([(0.15, 0.95), (1.1, dz1 - z0 - 0.2)]):
            for k in range(2):
                a = du0 + 0.02 + w * (0.12 + 0.44 * k)
                parts.append(lbox('panel', face, P, a, a + w * 0.32, depth + 0.025, depth + 0.04, z0 + za, z0 + zb, leaf_mat, 0.01))
    hm = handle_mat or nf.plain('#b08d57', 0.25, 0.5, 1.0, name='brass')
    hu = du1 - 0.12
    parts.append(lbox('handle', face, P, hu - 0.015, hu + 0.015, depth - 0.02, depth + 0.04, z0 + 0.95, z0 + 1.25, hm))
    nf.join(parts, 'door_frames')
    return leaf


# ------------------------------------------------------------------------------------------------ lit interiors
def interior_room(x0, x1, y0, y1, z0, z1, rnd, kind='living', lamp=1.0, warm=2700, wall='#e9e1d3', floor='#6b4a2e',
                  curtains=None, face='-y'):
    """A lit room behind a façade (seen through glass at twilight): floor, back/side walls in paint, a ceiling
    light, and silhouettes of furniture, pendant or lamp at different depths so the window shows a real room.
    Coordinates are world; the façade is on the y0 side (face '-y') or x0 side ('-x')."""
    pm = nf.paint(wall, name='paint_' + wall.strip('#'))
    fm = nf.wood(floor, name='floor_' + floor.strip('#'))
    nf.box('rfloor', x0, x1, y0, y1, z0 - 0.05, z0, fm)
    nf.box('rceil', x0, x1, y0, y1, z1, z1 + 0.05, nf.paint('#f2efe9', name='ceiling'))
    if face == '-y':
        nf.box('rback', x0, x1, y1, y1 + 0.05, z0, z1, pm)
        nf.box('rside', x0 - 0.05, x0, y0, y1, z0, z1, pm)
        nf.box('rside', x1, x1 + 0.05, y0, y1, z0, z1, pm)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    w, dpt, h = x1 - x0, y1 - y0, z1 - z0
    # ceiling light: invisible area light plus the visible fixture
    nf.light('room', 'AREA', (cx, cy, z1 - 0.02), 22 * w * dpt * lamp, nf.kelvin(warm), size=w * 0.6, size_y=dpt * 0.6,
             camera=False)
    dark = nf.plain('#2a2420', 0.6, name='furn_dark')
    # every room: a visible ceiling fixture, art or a mirror on the back wall, and a darker doorway to the hall
    if kind != 'stair':
        nf.cyl('flushmount', 0.22, 0.06, (cx, cy, z1 - 0.06), nf.lampshade('#f3e7d2', 9 * max(lamp, 0.05), name='shade_flush'), 24)
    if face == '-y' and w > 2.2:
        dxw = x1 - 1.3 if rnd.random() < 0.5 else x0 + 0.4
        nf.box('doorway', dxw, dxw + 0.9, y1 - 0.01, y1 + 0.01, z0, z0 + 2.1, nf.paint('#6a5f52', name='hall_shadow'))
        nf.box('door_casing', dxw - 0.07, dxw + 0.97, y1 - 0.03, y1 - 0.005, z0, z0 + 2.17, nf.paint('#f4f1ea', name='casing'))
        nf.box('door_open', dxw - 0.02, dxw + 0.02, y1 - 0.85, y1, z0, z0 + 2.05, nf.paint('#efebe3', name='door_white'))
    fab = nf.fabric(rnd.choice(['#8d8478', '#6d6a63', '#a49a88', '#5b6770']), name='furn_fab')
    art = nf.plain(rnd.choice(['#b58a5a', '#5f7a8a', '#8a4b3a', '#d0c4a8']), 0.7, name='art_' + str(rnd.randint(0, 3)))
    if kind in ('living', 'family'):
        sx = cx + rnd.uniform(-w * 0.2, w * 0.2)
        nf.box('sofa', sx - 1.1, sx + 1.1, y1 - 1.0, y1 - 0.1, z0, z0 + 0.45, fab, 0.05)
        nf.box('sofa_b', sx - 1.1, sx + 1.1, y1 - 0.35, y1 - 0.1, z0, z0 + 0.85, fab, 0.06)
        nf.box('art', sx - 0.6, sx + 0.6, y1 - 0.02, y1, z0 + 1.3, z0 + 2.0, art)
        fx = x0 + 0.5 if rnd.random() < 0.5 else x1 - 0.5
        nf.cyl('lamp_pole', 0.015, 1.4, (fx, y1 - 0.5, z0), dark, 8)
        nf.cyl('lamp_shade', 0.22, 0.32, (fx, y1 - 0.5, z0 + 1.35), nf.lampshade(), 24, r2=0.18)
        nf.light('lampL', 'POINT', (fx, y1 - 0.5, z0 + 1.5), 25 * lamp, nf.kelvin(2600), size=0.1, camera=False)
    elif kind in ('dining', 'kitchen'):
        nf.box('table', cx - 1.0, cx + 1.0, cy - 0.5, cy + 0.5, z0 + 0.72, z0 + 0.76, dark)
        for k in (-1, 0, 1) if w > 3 else (0,):
            px = cx + k * 0.6
            nf.cyl('pendant', 0.16, 0.22, (px, cy, z1 - 0.9), nf.lampshade('#f4e2c0', 10), 20, r2=0.05)
            nf.cyl('cord', 0.004, 0.7, (px, cy, z1 - 0.7), dark, 6)
        if kind == 'kitchen':
            nf.box('cabinets', x0, x1, y1 - 0.65, y1, z0, z0 + 0.9, nf.plain('#e9e6df', 0.4, name='cab_white'))
            nf.box('uppers', x0, x1, y1 - 0.35, y1, z0 + 1.45, z0 + 2.3, nf.plain('#e9e6df', 0.4, name='cab_white'))
            nf.light('undercab', 'AREA', (cx, y1 - 0.3, z0 + 1.42), 30 * w, nf.kelvin(3000), size=w * 0.9, size_y=0.2, camera=False)
    elif kind == 'bedroom':
        nf.box('bed', cx - 0.9, cx + 0.9, y1 - 2.1, y1, z0, z0 + 0.55, nf.fabric('#ece6da', name='linen'), 0.06)
        nf.box('headboard', cx - 1.0, cx + 1.0, y1 - 0.1, y1, z0, z0 + 1.2, fab, 0.03)
        nf.box('art', cx - 0.75, cx + 0.75, y1 - 0.03, y1, z0 + 1.45, z0 + 2.2, art)
        nf.box('art_frame', cx - 0.8, cx + 0.8, y1 - 0.02, y1, z0 + 1.4, z0 + 2.25, dark)
        for sx in (cx - 1.3, cx + 1.3):
            nf.box('night', sx - 0.25, sx + 0.25, y1 - 0.45, y1 - 0.05, z0, z0 + 0.55, dark)
            nf.cyl('tlamp', 0.14, 0.25, (sx, y1 - 0.25, z0 + 0.8), nf.lampshade(strength=8), 16, r2=0.11)
            nf.light('tl', 'POINT', (sx, y1 - 0.25, z0 + 0.9), 8 * lamp, nf.kelvin(2600), size=0.08, camera=False)
    elif kind == 'stair':
        for k in range(12):
            nf.box('tread', x0 + 0.2, x0 + 1.1, y0 + 1.0 + k * 0.26, y0 + 1.26 + k * 0.26, z0, z0 + 0.18 * (k + 1), dark)
        nf.cyl('pendant', 0.25, 0.4, (cx, cy, z1 - 1.2), nf.lampshade('#f6e6c8', 12), 20, r2=0.25)
    if curtains:
        cm = nf.sheer(curtains, name='sheer_' + curtains.strip('#'))
        for (a, b) in [(x0, x0 + min(0.5, w * 0.18)), (x1 - min(0.5, w * 0.18), x1)]:
            nf.box('curtain', a, b, y0 + 0.05, y0 + 0.12, z0 + 0.02, z1 - 0.05, cm)


# ------------------------------------------------------------------------------------------------ street
def street(x0=-60, x1=60, y_prop=-8.0, sidewalk=1.6, boulevard=2.4, road=8.0, lamps=(), trees_at=(), seed=5,
           lamp_on=True, far_side=True, leaf='#2f4c1a', leaf2='#58752a', autumn=0.0, far_lawn=True):
    """Road along X south of the property line y_prop: sidewalk, grass boulevard with street trees, granite-grey
    kerb and gutter, asphalt with a worn centre, and the far side's kerb and sidewalk."""
    rnd = random.Random(seed)
    conc = nf.concrete(0.5, 'sidewalk', joints=1.5)
    kerb = nf.concrete(0.55, 'kerb', rough=0.7)
    ys = y_prop
    nf.box('sidewalk', x0, x1, ys - sidewalk, ys, -0.02, 0.02, conc)
    yb = ys - sidewalk
    nf.box('boulevard', x0, x1, yb - boulevard, yb, -0.05, 0.01, nf.lawn(name='boulevard_grass', dry=0.3))
    yk = yb - boulevard
    nf.box('kerb', x0, x1, yk - 0.15, yk, -0.15, 0.03, kerb, 0.01)
    nf.box('gutter', x0, x1, yk - 0.45, yk - 0.15, -0.17, -0.13, nf.concrete(0.42, 'gutter'))
    yr = yk - 0.45
    nf.box('road', x0 - 40, x1 + 40, yr - road, yr, -0.3, -0.15, nf.asphalt())
    yf = yr - road
    if far_side:
        nf.box('gutter_f', x0, x1, yf - 0.3, yf, -0.17, -0.13, nf.concrete(0.42, 'gutter'))
        nf.box('kerb_f', x0, x1, yf - 0.45, yf - 0.3, -0.15, 0.03, kerb, 0.01)
        nf.box('boulevard_f', x0, x1, yf - 2.5, yf - 0.45, -0.05, 0.01, nf.lawn(name='boulevard_grass', dry=0.3))
        nf.box('sidewalk_f', x0, x1, yf - 4.1, yf - 2.5, -0.02, 0.02, conc)
        if far_lawn:
            nf.box('lawn_f', x0, x1, yf - 30, yf - 4.1, -0.05, 0.0, nf.lawn())
    lm = nf.foliage(leaf, leaf2, name='street_leaf', autumn=autumn)
    for i, tx in enumerate(trees_at):
        ms = trees.make('deciduous', 'street%d' % (i % 3), leaf_mat=lm, seed=seed * 10 + i % 3,
                        height=rnd.uniform(11, 14), spread=0.75, split=0.32)
        trees.place(ms, (tx, yb - boulevard / 2, 0), rnd.uniform(0, 6.28))
    pole = nf.plain('#2b2d2f', 0.5, 0.5, 0.6, name='pole_metal')
    for lx in lamps:
        py = yk + 0.5
        nf.cyl('pole', 0.09, 7.5, (lx, py, 0), pole, 12, r2=0.06)
        nf.box('arm', lx - 0.05, lx + 0.05, py - 1.6, py, 7.3, 7.4, pole)
        nf.box('luminaire', lx - 0.18, lx + 0.18, py - 1.9, py - 1.35, 7.25, 7.4, pole, 0.03)
        nf.box('lens', lx - 0.15, lx + 0.15, py - 1.87, py - 1.38, 7.24, 7.25,
               nf.emission(nf.kelvin(3500), 40 if lamp_on else 0.0, name='emit_streetlamp'))
        if lamp_on:
            nf.light('streetL', 'SPOT', (lx, py - 1.6, 7.2), 900, nf.kelvin(3600), rot=(0, 0, 0), size=0.15, spot=130, blend=0.8)
    return yr - road / 2


def backdrop_trees(x0, x1, y0, y1, n, seed=9, hmin=12, hmax=20, autumn=0.0, leaf='#223a14', leaf2='#46622a', lod=1.0, avoid=None):
    """Mature canopy behind the houses (the Toronto look): a few tree variants instanced at random."""
    rnd = random.Random(seed)
    lm = nf.foliage(leaf, leaf2, name='canopy_leaf', autumn=autumn)
    variants = [trees.make('deciduous', 'bg%d' % k, leaf_mat=lm, seed=seed * 7 + k, height=16, spread=0.8,
                           split=0.3, density=lod * 1.5, leaf_size=0.19) for k in range(3)]
    for i in range(n):
        x = rnd.uniform(x0, x1)
        y = rnd.uniform(y0, y1)
        h = rnd.uniform(hmin, hmax)
        if avoid and avoid[0] - 4 < x < avoid[1] + 4 and avoid[2] - 4 < y < avoid[3] + 4:
            continue   # keep the pool and its deck clear
        trees.place(variants[i % 3], (x, y, 0), rnd.uniform(0, 6.28), h / 16)


def ground(x0, x1, y0, y1, mat=None, z=0.0):
    return nf.box('ground', x0, x1, y0, y1, z - 0.3, z, mat or nf.lawn())


def far_ground(hole=None, reach=4000.0, z=-0.5, beyond_z=None, haze='#b4c0cc', autumn=0.0):
    """What an aerial sees past the modelled block, to the horizon: ground under everything (half a metre below the
    modelled ground, so it shows only in the gaps and past the edges) whose colour is the suburb seen from above
    (canopy, lawns and roofs in broad patches), fading into haze with distance from the camera. hole (x0, x1, y0,
    y1) is left open for terrain that falls below it (a ravine), and the ground past the hole's far side lies at
    beyond_z, level with that terrain's foot."""
    m, nt, out = nf.new_mat('far_ground')
    p = nf.world_pos(nt)
    big = nf.noise(nt, p, 0.012, 5, 0.6)
    fine = nf.noise(nt, p, 0.09, 4, 0.6)
    leaf = '#6a5a2a' if autumn > 0.3 else '#2f4a22'
    c = nf.ramp(nt, nf.M_(nt, 'ADD', nf.M_(nt, 'MULTIPLY', big, 0.75), nf.M_(nt, 'MULTIPLY', fine, 0.25)),
                [(0.38, nf.col(leaf)), (0.5, nf.col('#47603a')), (0.6, nf.col('#6b6b62')), (0.7, nf.col('#8a7e70'))])
    d = nf.N(nt, 'ShaderNodeCameraData').outputs['View Distance']
    k = nf.M_(nt, 'SUBTRACT', 1.0, nf.M_(nt, 'EXPONENT', nf.M_(nt, 'MULTIPLY', d, -1.0 / 900.0)))
    nf.out_bsdf(nt, out, nf.mix(nt, k, c, nf.col(haze)), 0.95, 0.2)
    if hole is None:
        nf.box('far_ground', -reach, reach, -reach, reach, z - 0.3, z, m)
        return
    x0, x1, y0, y1 = hole
    zb = z if beyond_z is None else beyond_z
    for (a0, a1, b0, b1, zz) in [(-reach, reach, -reach, y0, z), (-reach, reach, y1, reach, zb), (-reach, x0, y0, y1, z),
                                 (x1, reach, y0, y1, z)]:
        nf.box('far_ground', a0, a1, b0, b1, zz - 0.3, zz, m)
