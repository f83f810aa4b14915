# House builders by architectural style, parameterised by the property table (properties.json).
# Every builder puts the front façade on y = 0 facing -Y (the street), centred on x = 0, grade at z = 0,
# and returns a dict of anchor points the scene scripts use for cameras and lights.
import bpy, math, random
from mathutils import Vector
import nf, trees, arch
from arch import wall, window, door, lbox, interior_room


def material(spec, name):
    """Build a façade material from a property-table spec {kind, ...}."""
    k = dict(spec)
    kind = k.pop('kind')
    if kind == 'brick':
        return nf.brick(name=name, **k)
    if kind == 'stone':
        return nf.stone(name=name, **k)
    if kind == 'fieldstone':
        return nf.fieldstone(name=name, **k)
    if kind == 'stucco':
        return nf.render_mat(name=name, **k)
    if kind == 'siding':
        return nf.siding(name=name, **k)
    if kind == 'paint':
        return nf.paint(name=name, **k)
    raise ValueError(kind)


def sconce(x, y, z, rnd, face='-y', mat=None, power=6.0):
    """Wall lantern: small dark box with a glowing lens, plus a point light."""
    m = mat or nf.plain('#151515', 0.4, 0.5, 0.5, name='lantern_metal')
    dy = -0.12 if face == '-y' else 0.12
    nf.box('sconce', x - 0.08, x + 0.08, y + dy - 0.08, y + dy + 0.08, z - 0.18, z + 0.18, m, 0.01)
    nf.box('sconce_glow', x - 0.06, x + 0.06, y + dy - 0.09, y + dy - 0.07, z - 0.12, z + 0.1,
           nf.emission(nf.kelvin(2500), 30, name='emit_sconce'))
    nf.light('sconceL', 'POINT', (x, y + dy * 2.2, z), power, nf.kelvin(2600), size=0.05)


def soffit_lights(xs, y, z, power=28, k=3000, spot=110):
    mat = nf.emission(nf.kelvin(k), 25, name='can_glow')
    for x in xs:
        nf.light('soffit', 'SPOT', (x, y, z - 0.02), power, nf.kelvin(k), size=0.03, spot=spot, blend=0.7)
        nf.cyl('can', 0.045, 0.012, (x, y, z - 0.012), mat, 16)


# ------------------------------------------------------------------------------------------------ modern
def modern(P, night=True, seed=1):
    """Contemporary two-storey infill: charcoal-brick ground floor with garage and recessed entry, a rendered
    upper volume cantilevered over the entry with a cedar soffit, big black-framed glazing, flat roof."""
    rnd = random.Random(seed)
    W = P.get('width', 10.6)
    D = P.get('depth', 14.0)
    m = P['materials']
    base = material(m['base'], 'base_wall')
    upper = material(m['upper'], 'upper_wall')
    accent = material(m.get('accent', {'kind': 'siding', 'color': '#6e4528'}), 'accent_wall')
    frame = nf.plain(m.get('frame', '#141516'), 0.35, 0.5, 0.4, name='frame_black')
    inner = nf.paint(P.get('interior', {}).get('wall', '#ece6dc'), name='inner_paint')
    ls = nf.stone(m.get('trim', '#c9c2b3'), 0.06, 1.2, 0.6, 0.004, 'limestone_trim')
    x0, x1 = -W / 2, W / 2
    zf = 0.5                      # main floor above grade
    h1, slab, h2 = 3.0, 0.35, 2.9
    z1 = zf + h1                  # underside of the upper volume
    z2 = z1 + slab                # upper floor
    ztop = z2 + h2 + 0.5          # parapet
    cant = P.get('cantilever', 0.9)
    garage = P.get('garage', True)
    gx0, gx1 = x0 + 0.4, x0 + 3.3
    ex0, ex1 = (gx1 + 0.5, gx1 + 2.3) if garage else (x0 + 0.8, x0 + 2.6)
    lx0, lx1 = ex1 + 0.6, x1 - 0.45
    # ---- ground floor walls
    ops = [(ex0, ex1, zf, z1 - 0.01), (lx0, lx1, zf + 0.08, z1 - 0.25)]
    if garage:
        ops.append((gx0, gx1, 0.0, 2.35))
    wall('front_g', '-y', 0.0, x0, x1, -0.2, z1, ops, base, inner)
    wall('side_gl', '-x', x0, 0.0, D, -0.2, z1, [(4.0, 5.2, zf + 1.0, zf + 2.3)], base, inner)
    wall('side_gr', '+x', x1, 0.0, D, -0.2, z1, [(3.0, 4.4, zf + 1.0, zf + 2.3)], base, inner)
    wall('back_g', '+y', D, x0, x1, -0.2, z1, [], base, inner)
    window('-y', 0.0, lx0, lx1, zf + 0.08, z1 - 0.25, frame, mullions=[lx0 + (lx1 - lx0) * k / 3 for k in (1, 2)],
           depth=0.14, fw=0.05)
    window('-x', x0, 4.0, 5.2, zf + 1.0, zf + 2.3, frame, depth=0.14, fw=0.05)
    window('+x', x1, 3.0, 4.4, zf + 1.0, zf + 2.3, frame, depth=0.14, fw=0.05)
    # entry recess: cedar-lined porch, door in the back of the recess
    rd = 1.3
    nf.box('porch_floor', ex0, ex1, -0.9, rd, 0, zf, ls)
    for k in range(3):
        nf.box('step', ex0 - 0.2, ex1 + 0.2, -0.9 - (k + 1) * 0.32, -0.9 - k * 0.32, 0, zf - (k + 1) * zf / 3.5, ls, 0.01)
    nf.box('recess_l', ex0 - 0.02, ex0, 0, rd, zf, z1, accent)
    nf.box('recess_r', ex1, ex1 + 0.02, 0, rd, zf, z1, accent)
    nf.box('recess_c', ex0, ex1, 0, rd, z1 - 0.02, z1, accent)
    wall('recess_back', '-y', rd, ex0, ex1, zf, z1, [(ex0 + 0.1, ex0 + 1.3, zf, zf + 2.6)], accent, inner, t=0.2)
    door('-y', rd, ex0 + 0.1, ex0 + 1.3, zf, zf + 2.6, nf.wood('#5a3620', 0.22, 2.6, name='door_walnut', coat=0.4),
         frame, panels=False, depth=0.05)
    g = lbox('glass', '-y', rd, ex0 + 1.35, ex1 - 0.08, 0.08, 0.09, zf + 0.05, z1 - 0.1, nf.glass())
    g.visible_shadow = False
    if night:
        soffit_lights([(ex0 + ex1) / 2], rd / 2, z1 - 0.02, 40)
    # garage door: dark aluminium with frosted panels that glow a little at night
    if garage:
        gd = nf.plain('#1d1e20', 0.45, 0.5, 0.5, name='garage_alu')
        nf.box('gdoor', gx0, gx1, 0.14, 0.18, 0.0, 2.35, gd)
        frost = nf.emission('#f1d9b0', 1.4 if night else 0.0, name='emit_frost') if night else nf.plain('#c9ccce', 0.25, name='frost_day')
        for r in range(4):
            za = 0.12 + r * 0.56
            for c in range(4):
                xa = gx0 + 0.1 + c * (gx1 - gx0 - 0.2) / 4
                nf.box('gpanel', xa + 0.04, xa + (gx1 - gx0 - 0.2) / 4 - 0.04, 0.125, 0.14, za, za + 0.44, frost)
        nf.box('driveway', gx0 - 0.3, gx1 + 0.3, -P.get('setback', 7.5), 0.15, -0.05, 0.015,
               nf.concrete(0.36, 'pavers', joints=0.3, warm=0.015))
    # ---- upper volume, cantilevered forward
    uy0 = -cant
    ops_u = [(x0 + 0.6, x0 + 5.6, z2 + 0.1, z2 + 2.5), (x1 - 3.0, x1 - 2.2, z2 - 0.1, z2 + 2.7), (x1 - 1.6, x1 - 0.8, z2 - 0.1, z2 + 2.7)]
    wall('front_u', '-y', uy0, x0 - 0.1, x1 + 0.1, z1, ztop, ops_u, upper, inner)
    wall('side_ul', '-x', x0 - 0.1, uy0, D - 1, z1, ztop, [(2.0, 3.2, z2 + 0.6, z2 + 2.2)], upper, inner)
    wall('side_ur', '+x', x1 + 0.1, uy0, D - 1, z1, ztop, [], upper, inner)
    wall('back_u', '+y', D - 1, x0 - 0.1, x1 + 0.1, z1, ztop, [], upper, inner)
    nf.box('slab', x0 - 0.1, x1 + 0.1, uy0, D - 1, z1, z2, inner)
    nf.box('roof', x0 - 0.1, x1 + 0.1, uy0, D - 1, ztop - 0.6, ztop - 0.5, nf.concrete(0.3, 'roof_membrane'))
    nf.box('cap', x0 - 0.14, x1 + 0.14, uy0 - 0.04, D - 0.96, ztop, ztop + 0.05, frame)
    window('-y', uy0, x0 + 0.6, x0 + 5.6, z2 + 0.1, z2 + 2.5, frame, mullions=[x0 + 3.1], depth=0.14, fw=0.05)
    for (a, b) in [(x1 - 3.0, x1 - 2.2), (x1 - 1.6, x1 - 0.8)]:
        window('-y', uy0, a, b, z2 - 0.1, z2 + 2.7, frame, depth=0.14, fw=0.05)
    window('-x', x0 - 0.1, 2.0, 3.2, z2 + 0.6, z2 + 2.2, frame, depth=0.14, fw=0.05)
    # cedar soffit under the cantilever, with pot lights washing the brick below
    nf.box('soffit', x0 - 0.1, x1 + 0.1, uy0, 0.0, z1 - 0.06, z1, accent)
    if night:
        soffit_lights([x0 + 0.9, ex0 + 0.9, lx0 + 0.5, (lx0 + lx1) / 2, lx1 - 0.5], uy0 / 2, z1 - 0.06, 30)
    # ---- interiors seen through the glass
    ir = P.get('interior', {})
    wallc, floorc = ir.get('wall', '#ece6dc'), ir.get('floor', '#9a7450')
    lamp = 1.0 if night else 0.25
    interior_room(lx0 - 0.3, x1 - 0.3, 0.35, 6.0, zf, z1 - 0.02, rnd, 'living', lamp, wall=wallc, floor=floorc)
    interior_room(ex0, ex1, rd + 0.2, 6.5, zf, z1 - 0.02, rnd, 'stair', lamp, wall=wallc, floor=floorc)
    interior_room(x0 + 0.3, x0 + 5.9, uy0 + 0.35, 5.0, z2, ztop - 0.62, rnd, 'bedroom', lamp * 0.8, wall=wallc, floor=floorc,
                  curtains='#efe8dc')
    interior_room(x1 - 3.2, x1 - 0.3, uy0 + 0.35, 4.0, z2, ztop - 0.62, rnd, 'stair', lamp * 0.7, wall=wallc, floor=floorc)
    nf.box('garage_in', gx0, gx1, 0.3, 6.5, 0, 2.6, nf.paint('#9c978e', name='garage_wall'))
    # ---- front garden
    setback = P.get('setback', 7.5)
    bed = nf.mulch()
    nf.box('bed', lx0 - 0.3, x1 + 0.2, -1.4, 0.0, -0.02, 0.06, bed)
    nf.box('bed_edge', lx0 - 0.3, x1 + 0.2, -1.44, -1.4, -0.02, 0.09, nf.plain('#1a1a1a', 0.4, 0.5, 0.8, name='steel_edge'))
    hl = nf.foliage('#1c3312', '#35521c', name='boxwood', trans=0.15)
    trees.hedge(lx0 - 0.1, x1, -1.2, -0.6, 0.75, seed=seed, leaf_mat=hl)
    # walkway from the steps to the driveway / sidewalk
    pav = nf.concrete(0.55, 'walk_slabs', joints=0.9, warm=0.02)
    nf.box('walk', ex0 - 0.2, ex1 + 0.2, -setback, -1.86, -0.03, 0.02, pav)
    # Japanese maple by the living-room corner, grasses along the walk
    jm = nf.foliage('#5a1a10', '#8a2c14', name='jmaple_leaf', trans=0.35)
    ms = trees.make('deciduous', 'jmaple', leaf_mat=jm, seed=seed + 40, height=3.2, spread=1.2, split=0.25, leaf_size=0.05,
                    density=1.2)
    trees.place(ms, (x1 - 0.6, -3.2, 0), 0.7)
    gm = nf.foliage('#6b6a3a', '#9a8a52', name='grass_leaf', trans=0.3)
    for k in range(5):
        ms = trees.make('shrub', 'grass%d' % (k % 2), leaf_mat=gm, seed=seed + 60 + k % 2, radius=0.35, height=0.7,
                        leaf_size=0.07, density=0.6)
        trees.place(ms, (ex1 + 0.55, -2.4 - k * 0.95, 0), k)
    if night:
        for k in range(5):   # low path lights along the walk
            px, py = ex0 - 0.35, -2.2 - k * 1.1
            nf.cyl('path_light', 0.03, 0.45, (px, py, 0), frame, 10)
            nf.cyl('path_head', 0.06, 0.04, (px, py, 0.45), frame, 12)
            nf.light('pathL', 'SPOT', (px, py, 0.44), 4, nf.kelvin(2800), rot=(0, 0, 0), size=0.02, spot=150, blend=1.0)
            nf.light('pathL', 'SPOT', (px, py, 0.44), 4, nf.kelvin(2800), rot=(math.pi, 0, 0), size=0.02, spot=150, blend=1.0)
        nf.light('uplight', 'SPOT', (x1 - 0.9, -2.6, 0.1), 140, nf.kelvin(3000), rot=(math.radians(-20), 0, 0), size=0.03, spot=40,
                 blend=0.6)
        sconce(gx0 - 0.25, 0.0, 1.9, rnd)
        sconce(gx1 + 0.25, 0.0, 1.9, rnd)
    # house number on the limestone band
    return dict(center=(0, 0, ztop / 2), width=W, height=ztop, depth=D, door=((ex0 + ex1) / 2, rd, zf),
                living=(lx0, lx1), setback=setback, zf=zf)


# ------------------------------------------------------------------------------------------------ traditional
def traditional(ox, oy, w=8.0, d=10.0, seed=3, night=True, brick=('#7d3a28', '#5f2a1e'), trim='#efece4', roof='#3f3b39',
                porch=True, lit=0.7, storeys=2, face='-y'):
    """A 1920s-40s Toronto brick house (the neighbours): gable roof parallel to the street, white-trimmed double-hung
    windows, an open front porch on posts. Origin at its front-left corner (ox, oy)."""
    rnd = random.Random(seed)
    bm = nf.brick(brick[0], brick[1], '#a9a193', name='nbrick_%d' % seed)
    tm = nf.paint(trim, name='trim_paint', rough=0.45)
    inner = nf.paint('#e8dfcf', name='n_inner')
    x0, x1 = ox, ox + w
    zf = 0.6
    fh = 2.7
    zt = zf + fh * storeys + 0.3
    ops = []
    wins = []
    # ground: door left, wide window right; upper: two windows
    dx0 = x0 + 1.0
    ops.append((dx0, dx0 + 1.0, zf, zf + 2.2))
    gw = (x0 + 3.4, x1 - 1.0, zf + 0.7, zf + 2.3)
    ops.append(gw)
    wins.append(gw)
    if storeys > 1:
        for a in (x0 + 1.1, x1 - 2.6):
            o = (a, a + 1.5, zf + fh + 0.75, zf + fh + 2.25)
            ops.append(o)
            wins.append(o)
    wall('n_front', '-y', oy, x0, x1, -0.2, zt, ops, bm, inner)
    wall('n_side_l', '-x', x0, oy, oy + d, -0.2, zt, [(oy + 3.0, oy + 4.2, zf + 0.8, zf + 2.2)], bm, inner)
    wall('n_side_r', '+x', x1, oy, oy + d, -0.2, zt, [(oy + 2.5, oy + 3.7, zf + fh + 0.8, zf + fh + 2.2)], bm, inner)
    nf.box('n_back', x0, x1, oy + d - 0.3, oy + d, -0.2, zt, bm)
    for (a, b, c, e) in wins:
        window('-y', oy, a, b, c, e, tm, depth=0.1, fw=0.07, sash=True, sill=0.06, sill_mat=nf.stone('#b3ab9b', name='n_sill'),
               lintel=0.05, lintel_mat=bm, mullions=[(a + b) / 2] if b - a > 2.0 else ())
    window('-x', x0, oy + 3.0, oy + 4.2, zf + 0.8, zf + 2.2, tm, depth=0.1, fw=0.07, sash=True, sill=0.05)
    window('+x', x1, oy + 2.5, oy + 3.7, zf + fh + 0.8, zf + fh + 2.2, tm, depth=0.1, fw=0.07, sash=True, sill=0.05)
    door('-y', oy, dx0, dx0 + 1.0, zf, zf + 2.2, nf.paint(rnd.choice(['#1f3a2e', '#2a2f3a', '#5a1f1f']), name='n_door'),
         tm, depth=0.12)
    ridge = w * 0.32
    arch_roof = nf.shingle(roof, name='n_roof_%d' % seed)
    nf.gable('n_roof', x0, x1, oy, oy + d, zt, ridge, arch_roof, axis='x', overhang=0.35, gable_mat=bm)
    nf.box('n_fascia', x0 - 0.35, x1 + 0.35, oy - 0.4, oy - 0.3, zt - 0.25, zt - 0.02, tm)
    if porch:
        nf.box('n_porch', x0 + 0.3, x0 + 4.2, oy - 2.2, oy, 0, zf, nf.concrete(0.5, 'porch_conc'), 0.02)
        for k in range(3):
            nf.box('n_step', dx0 - 0.1, dx0 + 1.1, oy - 2.2 - (k + 1) * 0.3, oy - 2.2 - k * 0.3, 0, zf - (k + 1) * 0.15, nf.concrete(0.5, 'porch_conc'))
        for px in (x0 + 0.45, x0 + 4.05):
            nf.box('n_post', px - 0.1, px + 0.1, oy - 2.1, oy - 1.9, zf, zf + 2.5, tm, 0.01)
        nf.box('n_porch_roof', x0 + 0.2, x0 + 4.3, oy - 2.3, oy, zf + 2.5, zf + 2.7, tm)
        nf.box('n_porch_roof2', x0 + 0.15, x0 + 4.35, oy - 2.35, oy, zf + 2.7, zf + 2.78, nf.shingle(roof, name='n_roof_%d' % seed))
        if night:
            nf.light('porchL', 'POINT', (dx0 + 0.5, oy - 0.9, zf + 2.4), 25, nf.kelvin(2700), size=0.05)
            nf.cyl('porch_bulb', 0.08, 0.1, (dx0 + 0.5, oy - 0.9, zf + 2.4), nf.emission(nf.kelvin(2700), 20, name='emit_bulb'), 12)
    # lit rooms behind some windows
    if night:
        for k, (a, b, c, e) in enumerate(wins):
            on = rnd.random() < lit
            interior_room(a - 0.5, b + 0.5, oy + 0.3, oy + 4.5, c - 0.8 if k == 0 else zf + fh, e + 0.4, rnd,
                          rnd.choice(['living', 'bedroom', 'dining']), 0.9 if on else 0.08, wall=rnd.choice(['#eadfcb', '#e3d6c1', '#dfe3e0']),
                          floor='#7a5534', curtains='#efe4d0' if rnd.random() < 0.6 else None)
    else:
        for (a, b, c, e) in wins:
            interior_room(a - 0.5, b + 0.5, oy + 0.3, oy + 4.0, c - 0.8, e + 0.4, rnd, 'living', 0.0, curtains='#efe4d0')
    return dict(x0=x0, x1=x1, top=zt + ridge)


# ------------------------------------------------------------------------------------------------ georgian
def dentils(x0, x1, y, z, mat, size=0.06, gap=0.06, depth=0.07, face='-y'):
    V, F = [], []
    n = int((x1 - x0) / (size + gap))
    for k in range(n):
        a = x0 + k * (size + gap)
        b = len(V)
        for (xx, yy, zz) in [(a, y, z), (a + size, y, z), (a + size, y + depth, z), (a, y + depth, z),
                             (a, y, z + size * 1.3), (a + size, y, z + size * 1.3), (a + size, y + depth, z + size * 1.3), (a, y + depth, z + size * 1.3)]:
            V.append((xx, yy, zz))
        F.extend([tuple(b + i for i in f) for f in [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)]])
    return nf.mesh_obj('dentils', V, F, mat)


def chimney(x, y, z0, z1, w, d, mat, cap_mat):
    nf.box('chimney', x - w / 2, x + w / 2, y - d / 2, y + d / 2, z0, z1, mat)
    nf.box('chimney_cap', x - w / 2 - 0.06, x + w / 2 + 0.06, y - d / 2 - 0.06, y + d / 2 + 0.06, z1, z1 + 0.12, cap_mat, 0.01)
    for k in range(max(1, int(w / 0.45))):
        px = x - w / 2 + 0.25 + k * 0.45
        nf.cyl('pot', 0.1, 0.35, (px, y, z1 + 0.12), nf.plain('#7a4a36', 0.8, name='clay_pot'), 12, r2=0.085)


def column(x, y, z0, h, r, mat):
    nf.box('plinth', x - r * 1.3, x + r * 1.3, y - r * 1.3, y + r * 1.3, z0, z0 + 0.25, mat, 0.01)
    c = nf.cyl('column', r, h - 0.55, (x, y, z0 + 0.25), mat, 24, r2=r * 0.86)
    nf.smooth(c, 30)
    nf.cyl('torus', r * 1.12, 0.08, (x, y, z0 + 0.25), mat, 24)
    nf.box('capital', x - r * 1.25, x + r * 1.25, y - r * 1.25, y + r * 1.25, z0 + h - 0.3, z0 + h, mat, 0.015)


def georgian(P, night=True, seed=1):
    """Georgian Revival (1920s Toronto): symmetrical brick façade of 5 or 7 bays, 6-over-6 sash windows with stone
    sills and flat-arch lintels, dentil cornice, pedimented portico on columns, side-gable or hip slate roof with
    dormers and end chimneys. P['materials']['walls'] may be brick or limestone ashlar (the Oakville estate)."""
    rnd = random.Random(seed)
    W = P.get('width', 19.5)
    D = P.get('depth', 12.0)
    m = P['materials']
    walls = material(m['walls'], 'georgian_wall')
    trim = nf.paint(m.get('trim', '#f1eee6'), name='trim_white', rough=0.4)
    inner = nf.paint(P.get('interior', {}).get('wall', '#e9dfcc'), name='inner_paint')
    sill_mat = nf.stone(m.get('stone', '#cbc3b2'), 0.08, 1.0, 0.4, 0.003, 'sill_stone')
    roof_mat = nf.slate(m.get('roof', '#43474d'))
    shutters = nf.paint(m['shutters'], name='shutter_paint', rough=0.35) if m.get('shutters') else None
    bays = P.get('bays', 5)
    x0, x1 = -W / 2, W / 2
    zf = 0.75
    h1, h2 = 3.4, 3.1
    zc = zf + h1 + 0.35 + h2        # top of wall / cornice
    bay_w = W / bays
    xs = [x0 + bay_w * (k + 0.5) for k in range(bays)]
    mid = bays // 2
    ww1, wh1 = 1.25, 2.35
    ww2, wh2 = 1.2, 2.0
    z2 = zf + h1 + 0.35
    ops, wins = [], []
    for k, x in enumerate(xs):
        if k == mid:
            ops.append((x - 0.95, x + 0.95, zf, zf + 3.0))   # door with sidelights + transom
        else:
            o = (x - ww1 / 2, x + ww1 / 2, zf + 0.55, zf + 0.55 + wh1)
            ops.append(o)
            wins.append(o)
        o = (x - ww2 / 2, x + ww2 / 2, z2 + 0.65, z2 + 0.65 + wh2)
        ops.append(o)
        wins.append(o)
    wall('g_front', '-y', 0.0, x0, x1, -0.3, zc, ops, walls, inner, t=0.4)
    side_ops = [(3.0, 4.3, zf + 0.55, zf + 0.55 + wh1), (7.5, 8.8, zf + 0.55, zf + 0.55 + wh1),
                (3.0, 4.3, z2 + 0.65, z2 + 0.65 + wh2), (7.5, 8.8, z2 + 0.65, z2 + 0.65 + wh2)]
    wall('g_side_l', '-x', x0, 0.0, D, -0.3, zc, side_ops, walls, inner, t=0.4)
    wall('g_side_r', '+x', x1, 0.0, D, -0.3, zc, side_ops, walls, inner, t=0.4)
    wall('g_back', '+y', D, x0, x1, -0.3, zc, [(x - ww1 / 2, x + ww1 / 2, zf + 0.55, zf + 0.55 + wh1) for x in xs] +
         [(x - ww2 / 2, x + ww2 / 2, z2 + 0.65, z2 + 0.65 + wh2) for x in xs], walls, inner, t=0.4)
    lint = walls if m['walls']['kind'] == 'brick' else sill_mat
    for (a, b, c, e) in wins:
        window('-y', 0.0, a, b, c, e, trim, depth=0.14, fw=0.075, sash=True, muntins=(3, 2), sill=0.08, sill_mat=sill_mat,
               lintel=0.12, lintel_mat=sill_mat, shutters=shutters)
    for face, P_ in (('-x', x0), ('+x', x1)):
        for (a, b, c, e) in side_ops:
            window(face, P_, a, b, c, e, trim, depth=0.14, fw=0.075, sash=True, muntins=(3, 2), sill=0.08, sill_mat=sill_mat,
                   lintel=0.1, lintel_mat=sill_mat)
    for x in xs:
        window('+y', D, x - ww1 / 2, x + ww1 / 2, zf + 0.55, zf + 0.55 + wh1, trim, depth=0.14, fw=0.075, sash=True, muntins=(3, 2))
        window('+y', D, x - ww2 / 2, x + ww2 / 2, z2 + 0.65, z2 + 0.65 + wh2, trim, depth=0.14, fw=0.075, sash=True, muntins=(3, 2))
    # base course (stone water table) and belt course between floors
    nf.box('water_table', x0 - 0.05, x1 + 0.05, -0.05, D + 0.05, -0.3, zf - 0.05, sill_mat)
    nf.box('belt', x0 - 0.03, x1 + 0.03, -0.04, 0.0, z2 - 0.02, z2 + 0.2, sill_mat)
    # cornice with dentils
    nf.box('cornice', x0 - 0.3, x1 + 0.3, -0.3, D + 0.3, zc - 0.05, zc + 0.28, trim, 0.01)
    nf.box('frieze', x0 - 0.05, x1 + 0.05, -0.08, D + 0.08, zc - 0.35, zc - 0.05, trim)
    dentils(x0 - 0.2, x1 + 0.2, -0.2, zc - 0.13, trim)
    # entrance: door, sidelights, transom; portico with columns and pediment
    xd = xs[mid]
    door('-y', 0.0, xd - 0.95, xd + 0.95, zf, zf + 3.0, nf.paint(m.get('door', '#1d2a24'), name='door_paint', rough=0.25),
         trim, sidelight=0.38, transom=0.55, depth=0.2)
    pw = 3.4
    pd = 2.2
    nf.box('portico_floor', xd - pw / 2 - 0.3, xd + pw / 2 + 0.3, -pd - 0.2, 0.0, 0, zf, sill_mat, 0.01)
    for k in range(4):
        nf.box('portico_step', xd - 1.2 - k * 0.15, xd + 1.2 + k * 0.15, -pd - 0.2 - (k + 1) * 0.34, -pd - 0.2 - k * 0.34,
               0, zf - (k + 1) * zf / 4.5, sill_mat, 0.01)
    ch = zf + 3.6
    for cx_ in (xd - pw / 2, xd - pw / 2 + 0.5, xd + pw / 2 - 0.5, xd + pw / 2):
        column(cx_, -pd + 0.25, zf, 3.6, 0.17, trim)
    nf.box('entablature', xd - pw / 2 - 0.35, xd + pw / 2 + 0.35, -pd - 0.1, 0.0, zf + 3.6, zf + 4.15, trim, 0.01)
    ped = nf.prism_tri('pediment', [(xd - pw / 2 - 0.4, -pd - 0.05, zf + 4.15), (xd + pw / 2 + 0.4, -pd - 0.05, zf + 4.15),
                                    (xd, -pd - 0.05, zf + 5.05)], 'y', trim, t=0.3)
    nf.gable('portico_roof', xd - pw / 2 - 0.4, xd + pw / 2 + 0.4, -pd - 0.1, 0.0, zf + 4.15, 0.9, nf.metal_roof('#3a4a44', 'copper_roof'),
             axis='y', overhang=0.08, thick=0.05)
    # roof: side gable (brick gable ends + end chimneys) or hip (limestone estates), with dormers
    rh = P.get('roof_rise', 4.3)
    if P.get('roof', 'gable') == 'hip':
        nf.gable('roof', x0, x1, 0, D, zc + 0.25, rh, roof_mat, axis='x', overhang=0.35, hip=1)
        chims = [(x0 + 2.2, D * 0.5), (x1 - 2.2, D * 0.5)]
    else:
        nf.gable('roof', x0, x1, 0, D, zc + 0.25, rh, roof_mat, axis='x', overhang=0.35, gable_mat=walls)
        chims = [(x0 + 0.9, D * 0.5), (x1 - 0.9, D * 0.5)]
    for (cx_, cy_) in chims:
        chimney(cx_, cy_, zc, zc + rh + 1.5, 1.6, 0.7, walls, sill_mat)
    # dormers on the front slope (third floor)
    slope = rh / (D / 2)
    for k in P.get('dormers', [1, mid, bays - 2]):
        x = xs[k]
        fy = 1.9
        zb = zc + 0.25 + slope * fy - 0.05
        dw, dh = 1.5, 1.9
        nf.box('dormer_cheek', x - dw / 2, x - dw / 2 + 0.12, fy, fy + 2.2, zb - 0.6, zb + dh, trim)
        nf.box('dormer_cheek', x + dw / 2 - 0.12, x + dw / 2, fy, fy + 2.2, zb - 0.6, zb + dh, trim)
        wall('dormer_front', '-y', fy, x - dw / 2, x + dw / 2, zb - 0.6, zb + dh, [(x - 0.45, x + 0.45, zb, zb + 1.45)], trim, inner, t=0.12)
        window('-y', fy, x - 0.45, x + 0.45, zb, zb + 1.45, trim, depth=0.05, fw=0.06, muntins=(2, 3))
        nf.gable('dormer_roof', x - dw / 2, x + dw / 2, fy, fy + 2.4, zb + dh, 0.75, roof_mat, axis='y', overhang=0.12, thick=0.06,
                 gable_mat=trim)
        if night:
            interior_room(x - 0.7, x + 0.7, fy + 0.15, fy + 2.6, zb - 0.1, zb + dh - 0.1, rnd, 'bedroom', 0.5, wall='#efe6d6')
    # lit rooms (dining room with chandelier, living room, library in oak, bedrooms)
    ir = P.get('interior', {})
    wallc, floorc = ir.get('wall', '#e9dfcc'), ir.get('floor', '#7a5232')
    lamp = 1.0 if night else 0.15
    kinds = ['dining', 'dining', None, 'living', 'living', 'living', 'living'] if bays == 7 else ['dining', 'dining', None, 'living', 'living']
    for k, x in enumerate(xs):
        if k == mid:
            interior_room(x - 1.6, x + 1.6, 0.45, 6.0, zf, zf + h1 - 0.05, rnd, 'stair', lamp, wall=wallc, floor=floorc)
            continue
        interior_room(x - bay_w / 2 + 0.15, x + bay_w / 2 - 0.15, 0.45, 5.5, zf, zf + h1 - 0.05, rnd, kinds[k], lamp, wall=wallc,
                      floor=floorc, curtains='#e9dcc4')
        interior_room(x - bay_w / 2 + 0.15, x + bay_w / 2 - 0.15, 0.45, 5.0, z2, z2 + h2 - 0.05, rnd, 'bedroom', lamp * 0.8,
                      wall=wallc, floor=floorc, curtains='#efe4d0')
    interior_room(xd - 1.6, xd + 1.6, 0.45, 5.0, z2, z2 + h2 - 0.05, rnd, 'stair', lamp, wall=wallc, floor=floorc)
    nf.box('floor2', x0 + 0.4, x1 - 0.4, 0.4, D - 0.4, z2 - 0.35, z2, inner)
    nf.box('ceiling3', x0 + 0.4, x1 - 0.4, 0.4, D - 0.4, zc - 0.05, zc, inner)
    # planting: clipped boxwood along the foundation, urns by the steps
    setback = P.get('setback', 12.0)
    hl = nf.foliage('#1a3010', '#33501c', name='boxwood', trans=0.15)
    for (a, b) in [(x0 + 0.3, xd - pw / 2 - 0.5), (xd + pw / 2 + 0.5, x1 - 0.3)]:
        nf.box('bed', a - 0.2, b + 0.2, -1.5, 0, -0.02, 0.05, nf.mulch())
        trees.hedge(a, b, -1.1, -0.4, 0.85, seed=seed + int(a), leaf_mat=hl)
    urn = nf.stone('#bdb5a4', name='urn_stone')
    for ux in (xd - 1.5, xd + 1.5):
        nf.cyl('urn', 0.28, 0.55, (ux, -pd - 1.8, 0), urn, 24, r2=0.36)
        ms = trees.make('shrub', 'urn', leaf_mat=hl, seed=seed + 3, radius=0.38, height=0.5, leaf_size=0.045)
        trees.place(ms, (ux, -pd - 1.8, 0.5))
    pav = nf.stone('#a69d8c', 0.1, 0.6, 0.6, 0.01, 'flagstone', ashlar=False)
    nf.box('walk', xd - 1.0, xd + 1.0, -setback, -pd - 1.5, -0.03, 0.015, pav)
    if night:
        for sx in (xd - 1.35, xd + 1.35):
            sconce(sx, 0.0, zf + 2.2, rnd, power=10)
        nf.light('portico_lantern', 'POINT', (xd, -pd / 2, zf + 3.3), 30, nf.kelvin(2600), size=0.08)
        nf.cyl('lantern', 0.15, 0.45, (xd, -pd / 2, zf + 3.05), nf.emission(nf.kelvin(2500), 18, name='emit_lantern'), 8)
        for x in (x0 + 0.5, x1 - 0.5, xd - 3.0, xd + 3.0):   # façade uplights in the beds
            nf.light('uplight', 'SPOT', (x, -0.8, 0.1), 80, nf.kelvin(2900), rot=(math.radians(-8), 0, 0), size=0.03, spot=35,
                     blend=0.7)
    return dict(center=(0, 0, zc / 2), width=W, height=zc + rh, depth=D, door=(xd, 0, zf), setback=setback, zf=zf, zc=zc)
